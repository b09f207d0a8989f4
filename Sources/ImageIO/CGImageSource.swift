import CollectionSnapshotPNG
@_spi(ImageIO) import UIKit

/// An image source: a PNG or JPEG file's or data's images, read for their size (its header),
/// never decoded. The images it creates are `CGImage`s of that size (or of a thumbnail's).
public final class CGImageSource: @unchecked Sendable {
  // Unchecked: immutable.
  /// The file's images: one for a PNG or JPEG file this reads, none otherwise.
  let images: [ImageFileHeader]
  /// The file's name, or "data", as the images' descriptions.
  let name: String
  /// The bytes' count.
  let byteCount: Int

  init(bytes: [UInt8], name: String) {
    images = ImageFileHeader(bytes).map { [$0] } ?? []
    self.name = name
    byteCount = bytes.count
  }
}

/// An image source over the file at a URL; `nil` when it is not a file URL or the file cannot
/// be read, as with Apple's. A file that is not an image this reads gives a source of no
/// images (``CGImageSourceGetCount(_:)`` is 0).
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
  guard url.isFileURL, let bytes = try? BinaryFile.read(url.path, limitFor: "image sources") else { return nil }
  return CGImageSource(bytes: bytes, name: url.lastPathComponent)
}

/// An image source over data (of no images when it is not an image this reads, as with Apple's,
/// where the source of unreadable data exists and has none).
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
  CGImageSource(bytes: [UInt8](data), name: "data")
}

/// The number of images in a source: 1 for a PNG or JPEG file, 0 for bytes it does not read.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.images.count }

/// The uniform type identifier of a source's format (`public.png`, `public.jpeg`), or `nil`.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? { isrc.images.first?.typeIdentifier }

/// The image at an index, at its full size in pixels; `nil` when there is no image there.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
  guard isrc.images.indices.contains(index) else { return nil }
  let image = isrc.images[index]
  return CGImage(width: image.width, height: image.height, description: isrc.name)
}

/// A thumbnail of the image at an index. PNG and JPEG files carry no thumbnail this reads, so
/// one is made from the full image only with ``kCGImageSourceCreateThumbnailFromImageAlways``
/// or ``kCGImageSourceCreateThumbnailFromImageIfAbsent`` (without either, `nil`, as with
/// Apple's for an image without an embedded thumbnail). Its larger side is at most
/// ``kCGImageSourceThumbnailMaxPixelSize`` (never larger than the image), its aspect kept: the
/// smaller side is scaled by the same factor and rounded to the nearest pixel, at least 1.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
  guard isrc.images.indices.contains(index) else { return nil }
  let options = ImageSourceOptions(options)
  guard options.bool(kCGImageSourceCreateThumbnailFromImageAlways) || options.bool(kCGImageSourceCreateThumbnailFromImageIfAbsent) else { return nil }
  let image = isrc.images[index]
  var (width, height) = (image.width, image.height)
  let longer = max(width, height)
  if let maxPixelSize = options.integer(kCGImageSourceThumbnailMaxPixelSize), maxPixelSize > 0, longer > maxPixelSize {
    let scale = Double(maxPixelSize) / Double(longer)
    if width >= height {
      (width, height) = (maxPixelSize, max(1, Int((Double(height) * scale).rounded())))
    } else {
      (width, height) = (max(1, Int((Double(width) * scale).rounded())), maxPixelSize)
    }
  }
  return CGImage(width: width, height: height, description: "\(isrc.name) thumbnail")
}

/// The properties of the image at an index: ``kCGImagePropertyPixelWidth``,
/// ``kCGImagePropertyPixelHeight``, ``kCGImagePropertyDepth`` and
/// ``kCGImagePropertyHasAlpha``; `nil` when there is no image there.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
  guard isrc.images.indices.contains(index) else { return nil }
  let image = isrc.images[index]
  let properties: [String: Any] = [
    kCGImagePropertyPixelWidth: NSNumber(value: image.width),
    kCGImagePropertyPixelHeight: NSNumber(value: image.height),
    kCGImagePropertyDepth: NSNumber(value: image.depth),
    kCGImagePropertyHasAlpha: NSNumber(value: image.hasAlpha),
  ]
  return properties as NSDictionary
}

/// The properties of the source as a whole: ``kCGImagePropertyFileSize``.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
  [kCGImagePropertyFileSize: NSNumber(value: isrc.byteCount)] as NSDictionary
}
