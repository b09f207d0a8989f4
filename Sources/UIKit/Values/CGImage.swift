import Foundation

/// A Core Graphics image, as `UIImage.cgImage` gives it: its size in pixels and the image it
/// came from (images are named, not decoded, here).
public final class CGImage: @unchecked Sendable, CustomStringConvertible {
  // Unchecked: immutable.
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  /// The image's name.
  public let description: String

  /// An image of a size and name: for the modules beside UIKit that make images (ImageIO's
  /// image sources), not for apps (Core Graphics has no such initializer).
  @_spi(ImageIO) public init(width: Int, height: Int, description: String) {
    self.width = width
    self.height = height
    self.description = description
  }

  /// Bits per pixel (8-bit RGBA).
  public var bitsPerPixel: Int { 32 }
  /// Bits per component.
  public var bitsPerComponent: Int { 8 }
  /// Bytes per row.
  public var bytesPerRow: Int { width * 4 }
  /// The part of the image inside `rect` (pixels).
  public func cropping(to rect: CGRect) -> CGImage? {
    let clipped = rect.intersection(CGRect(x: 0, y: 0, width: width, height: height))
    guard !clipped.isNull, clipped.width >= 1, clipped.height >= 1 else { return nil }
    return CGImage(width: Int(clipped.width), height: Int(clipped.height), description: "\(description) cropped")
  }
}

extension UIImage {
  /// The image as Core Graphics holds it: its size times its scale, in pixels.
  public var cgImage: CGImage? {
    CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()), description: name)
  }

  /// An image of a Core Graphics image, at scale 1.
  public convenience init(cgImage: CGImage) { self.init(name: cgImage.description) }

  /// An image of a Core Graphics image at a scale and orientation.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) { self.init(cgImage: cgImage) }
}
