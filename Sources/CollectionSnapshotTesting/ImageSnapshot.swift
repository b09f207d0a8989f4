public import CollectionSnapshot

/// A rendered picture as the image strategy compares it: the bitmap and its pixel digest.
public struct ImageSnapshot: Sendable {
  /// The pixels.
  public var bitmap: Bitmap
  /// Their digest, embedded in the reference PNG so that an unchanged picture is proven equal
  /// without decoding the reference.
  public var digest: PixelDigest

  /// A snapshot of a bitmap.
  public init(_ bitmap: Bitmap) {
    self.bitmap = bitmap
    self.digest = PixelDigest(bitmap)
  }
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
        if let stored = PNGChunkReader.digest(in: reference), stored.width == actual.bitmap.width,
          stored.height == actual.bitmap.height, stored.digest == actual.digest
        {
          return nil
        }
        let decoded: Bitmap
        do {
          decoded = try PNGCodec().decode(reference, file: path)
        } catch {
          throw SnapshotError("cannot read the reference: \(error)")
        }
        let comparison = ImageComparator.compare(reference: decoded, actual: actual.bitmap, options: tolerance, makeDiffImage: true)
        if comparison.matches { return nil }
        var artifacts: [(suffix: String, bytes: [UInt8])] = [
          ("reference.png", reference),
          ("actual.png", try PNGCodec().encode(actual.bitmap, chunks: [PNGChunkReader.digestChunk(actual.digest)])),
        ]
        if let diff = comparison.diffImage { artifacts.append(("diff.png", try PNGCodec().encode(diff))) }
        return DiffingFailure(message: "images differ: " + comparison.summary() + "\n", artifacts: artifacts)
      })
  }
}
