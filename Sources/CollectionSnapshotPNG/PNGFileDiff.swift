public import CollectionSnapshotPixels

/// Compares two PNG files the way `collection-snapshot diff` does: equal bytes are equal images
/// and need no decoding; otherwise both files are decoded in parallel, compared, and the diff
/// image is written when asked for.
public enum PNGFileDiff {
  /// The outcome of comparing two files.
  public struct Outcome: Sendable {
    /// True when the two files have the same bytes (then they hold the same pixels).
    public var identicalBytes: Bool
    /// The pixel comparison.
    public var comparison: ImageComparison
  }

  /// Compares the PNG at `actualPath` with the one at `referencePath`.
  /// - Parameters:
  ///   - referencePath: the expected image.
  ///   - actualPath: the image under test.
  ///   - options: exact or perceptual comparison and its tolerance.
  ///   - diffPath: where to write the diff image, or `nil`. Nothing is written when the sizes
  ///     differ.
  ///   - codec: decoding limits.
  ///   - diffCodec: the diff image's encoding.
  /// - Throws: ``PNGError`` naming the file that cannot be read or decoded, or the diff path
  ///   that cannot be written.
  public static func compare(
    referencePath: String, actualPath: String, options: ComparisonOptions = .exact,
    diffPath: String? = nil, codec: PNGCodec = PNGCodec(), diffCodec: PNGCodec = .diffImage
  ) throws(PNGError) -> Outcome {
    let referenceBytes: [UInt8]
    let actualBytes: [UInt8]
    do {
      referenceBytes = try BinaryFile.read(referencePath)
      actualBytes = try BinaryFile.read(actualPath)
    } catch {
      throw PNGError(error)
    }
    let outcome = try compare(
      reference: (referenceBytes, referencePath), actual: (actualBytes, actualPath), options: options,
      makeDiffImage: diffPath != nil, codec: codec)
    if let diffPath, let diffImage = outcome.comparison.diffImage {
      try diffCodec.write(diffImage, toFile: diffPath)
    }
    return outcome
  }

  /// Compares two PNG files already read, as ``compare(referencePath:actualPath:options:diffPath:codec:)``
  /// does after reading them; each is its bytes and the name put in errors.
  /// The comparison carries the diff image when `makeDiffImage` is set and the sizes agree.
  /// - Throws: ``PNGError`` naming the file that cannot be decoded.
  public static func compare(
    reference: ([UInt8], String), actual: ([UInt8], String), options: ComparisonOptions = .exact,
    makeDiffImage: Bool = false, codec: PNGCodec = PNGCodec()
  ) throws(PNGError) -> Outcome {
    if reference.0 == actual.0 && !makeDiffImage {
      let header = try codec.header(of: reference.0, file: reference.1)
      guard header.width * header.height <= codec.maxPixels else {
        // Same error as decoding would give.
        _ = try codec.decode(reference.0, file: reference.1)
        preconditionFailure("unreachable")
      }
      return Outcome(identicalBytes: true, comparison: .identical(width: header.width, height: header.height))
    }
    let (referenceBitmap, actualBitmap) = try decodePair(reference, actual, codec: codec)
    let comparison = ImageComparator.compare(
      reference: referenceBitmap, actual: actualBitmap, options: options, makeDiffImage: makeDiffImage)
    return Outcome(identicalBytes: reference.0 == actual.0, comparison: comparison)
  }

  /// Decodes two files at once, one per core.
  static func decodePair(
    _ first: ([UInt8], String), _ second: ([UInt8], String), codec: PNGCodec
  ) throws(PNGError) -> (Bitmap, Bitmap) {
    @Sendable func decode(_ input: ([UInt8], String)) -> Result<Bitmap, PNGError> {
      do throws(PNGError) { return .success(try codec.decode(input.0, file: input.1)) } catch { return .failure(error) }
    }
    let (a, b) = inParallel({ decode(first) }, { decode(second) })
    return (try a.get(), try b.get())
  }
}
