public import CollectionSnapshot

/// A rendered picture as the image strategy compares it: the pixels (kept in the bands they were
/// drawn in, joined only when a file is written) and their digest.
public struct ImageSnapshot: Sendable {
  private let picture: RenderedPicture?
  private let whole: Bitmap?
  /// The pixels' digest, embedded in the reference PNG so that an unchanged picture is proven
  /// equal without decoding the reference.
  public let digest: PixelDigest

  /// A snapshot of a bitmap.
  public init(_ bitmap: Bitmap) {
    whole = bitmap
    picture = nil
    digest = PixelDigest(bitmap)
  }

  /// A snapshot of a picture drawn in bands.
  public init(_ picture: RenderedPicture) {
    self.picture = picture
    whole = nil
    digest = picture.digest
  }

  /// The pixels, joined.
  public var bitmap: Bitmap { whole ?? picture?.bitmap ?? Bitmap(width: 0, height: 0) }

  /// Columns.
  public var width: Int { whole?.width ?? picture?.width ?? 0 }
  /// Rows.
  public var height: Int { whole?.height ?? picture?.height ?? 0 }
  /// Pixels per point.
  public var scale: Double { whole?.scale ?? picture?.scale ?? 1 }
}

extension Diffing where Format == ImageSnapshot {
  /// PNG references with an embedded pixel digest.
  ///
  /// The pass path never decodes: when the reference's digest chunk (checked against its CRC)
  /// names the same size and digest as the actual pixels, they are equal. Otherwise the
  /// reference is decoded and compared pixel by pixel with `tolerance`; a reference without a
  /// digest (written by another tool, or stripped by an optimizer) is simply decoded.
  public static func image(tolerance: ComparisonOptions = .exact) -> Diffing {
    Diffing(
      toData: { snapshot in
        try PNGCodec().encode(snapshot.bitmap, chunks: [PNGChunkReader.digestChunk(snapshot.digest)])
      },
      compare: { actual, reference, path in
        if let stored = PNGChunkReader.digest(in: reference), stored.width == actual.width,
          stored.height == actual.height, stored.digest == actual.digest
        {
          return nil
        }
        let decoded: Bitmap
        do {
          decoded = try PNGCodec().decode(reference, file: path)
        } catch {
          throw SnapshotError("cannot read the reference: \(error)")
        }
        let bitmap = actual.bitmap
        let comparison = ImageComparator.compare(reference: decoded, actual: bitmap, options: tolerance, makeDiffImage: true)
        if comparison.matches { return nil }
        var artifacts: [(suffix: String, bytes: [UInt8])] = [
          ("reference.png", reference),
          ("actual.png", try PNGCodec().encode(bitmap, chunks: [PNGChunkReader.digestChunk(actual.digest)])),
        ]
        if let diff = comparison.diffImage { artifacts.append(("diff.png", try PNGCodec().encode(diff))) }
        return DiffingFailure(message: "images differ: " + comparison.summary() + "\n", artifacts: artifacts, comparison: comparison)
      })
  }
}
