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
    elements = nil
    layoutDump = nil
  }

  /// Where the picture's elements are, in its points, computed when a comparison fails (to
  /// name what lies under each differing region); `nil` for a bare bitmap.
  public let elements: (@Sendable () -> [DrawnElement])?
  /// Pixels per point of the picture.
  public var scale: Double { whole?.scale ?? picture?.scale ?? 1 }

  /// The layout dump of the screen drawn, made when a comparison fails: compared with the
  /// layout reference beside the picture's, it tells which elements under a differing region
  /// changed (they are named first); `nil` for a bare bitmap.
  public let layoutDump: (@Sendable () -> String)?

  /// A snapshot of a picture drawn in bands, with where its elements are and its layout dump.
  public init(_ picture: RenderedPicture, elements: (@Sendable () -> [DrawnElement])? = nil, layoutDump: (@Sendable () -> String)? = nil) {
    self.picture = picture
    whole = nil
    digest = picture.digest
    self.elements = elements
    self.layoutDump = layoutDump
  }

  /// The pixels, joined.
  public var bitmap: Bitmap { whole ?? picture?.bitmap ?? Bitmap(width: 0, height: 0) }

  /// Columns.
  public var width: Int { whole?.width ?? picture?.width ?? 0 }
  /// Rows.
  public var height: Int { whole?.height ?? picture?.height ?? 0 }
}

extension Diffing where Format == ImageSnapshot {
  /// PNG references with an embedded pixel digest.
  ///
  /// The pass path never decodes: when the reference proves itself whole (every chunk's CRC
  /// right, up to its end) and its digest chunk, sealed to the image data it was written with,
  /// names the same size and digest as the actual pixels, they are equal. Otherwise the
  /// reference is decoded and compared pixel by pixel with `tolerance`: a reference without an
  /// intact, sealed digest (written by another tool, stripped by an optimizer, re-saved by an
  /// editor) is simply decoded, and a damaged one fails naming the file.
  public static func image(tolerance: ComparisonOptions = .exact) -> Diffing {
    Diffing(
      toData: { snapshot in
        try PNGCodec().encode(snapshot.bitmap, digest: snapshot.digest)
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
          throw SnapshotError((error as? PNGError)?.message ?? "\(error)")
        }
        let bitmap = actual.bitmap
        let comparison = ImageComparator.compare(reference: decoded, actual: bitmap, options: tolerance, makeDiffImage: true)
        if comparison.matches { return nil }
        var artifacts: [(suffix: String, bytes: [UInt8])] = [
          ("reference.png", reference),
          ("actual.png", try PNGCodec().encode(bitmap, digest: actual.digest)),
        ]
        if let diff = comparison.diffImage { artifacts.append(("diff.png", try PNGCodec.diffImage.encode(diff))) }
        var message = "images differ: " + comparison.summary() + "\n"
        if let elements = actual.elements?(), !comparison.regions.isEmpty {
          // What the reviewer should look at, in points: the elements under each region, those
          // whose layout dump line changed since the layout reference beside this one first.
          let changed = actual.layoutDump.flatMap { dump in
            Self.layoutReference(besidePicture: path).map { LayoutDumpDiff.changedElements(reference: $0, actual: dump()) }
          } ?? []
          let scale = actual.scale
          var lines: [String] = []
          for region in comparison.regions.prefix(10) {
            let area = Rect(
              x: Double(region.x) / scale, y: Double(region.y) / scale, width: Double(region.width) / scale, height: Double(region.height) / scale)
            let names = DrawnElement.describe(area, in: elements, changed: changed)
            let at = [area.x, area.y].map { LayoutNumber.format(($0 * 100).rounded() / 100) }.joined(separator: ",")
            let size = [area.width, area.height].map { LayoutNumber.format(($0 * 100).rounded() / 100) }.joined(separator: "x")
            lines.append("  \(at) \(size): " + (names.isEmpty ? "background" : names.joined(separator: "; ")))
          }
          message += "under the differing regions (x,y widthxheight, in points):\n" + lines.joined(separator: "\n") + "\n"
        }
        return DiffingFailure(message: message, artifacts: artifacts, comparison: comparison)
      })
  }

  /// The layout reference of the same assertion as the picture reference at `path`
  /// (`name.png` → `name.layout.txt`), if there is one.
  static func layoutReference(besidePicture path: String) -> String? {
    guard path.hasSuffix(".png"), !path.hasSuffix(".filmstrip.png") else { return nil }
    let layoutPath = String(path.dropLast(".png".count)) + ".layout.txt"
    guard let bytes = try? BinaryFile.read(layoutPath) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}
