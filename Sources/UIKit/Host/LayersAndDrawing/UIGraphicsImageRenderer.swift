import Foundation

/// Draws images in code (`renderer.image { context in … }`). Nothing is drawn here: the drawing
/// code runs against a context that keeps nothing, and the image is named by its size
/// (`rendered 40x40`), so a placeholder's image slot stands for it.
@MainActor @preconcurrency
open class UIGraphicsImageRenderer: NSObject {
  /// The renderer's size.
  public let size: CGSize
  /// The format.
  public let format: UIGraphicsImageRendererFormat

  /// A renderer of a size.
  public init(size: CGSize) {
    self.size = size
    self.format = UIGraphicsImageRendererFormat()
  }

  /// A renderer of a size and format.
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.size = size
    self.format = format
  }

  /// A renderer of a rectangle.
  public convenience init(bounds: CGRect) { self.init(size: bounds.size) }

  /// A renderer of a rectangle and format.
  public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) { self.init(size: bounds.size, format: format) }

  /// Runs `actions` and returns the image, named by its size.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = UIGraphicsImageRendererContext(format: format, size: size)
    // The renderer's context is the current one while the actions run, as in UIKit.
    UIGraphicsPushContext(context.cgContext)
    defer { UIGraphicsPopContext() }
    actions(context)
    return UIImage(name: "rendered \(UIKitFormat.number(size.width))x\(UIKitFormat.number(size.height))")
  }

  /// Runs `actions`; no PNG is made (empty data).
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    actions(UIGraphicsImageRendererContext(format: format, size: size))
    return Data()
  }
}

/// A renderer's scale and opacity.
@MainActor @preconcurrency
open class UIGraphicsImageRendererFormat: NSObject {
  /// Pixels per point: the device's.
  open var scale: CGFloat = UIKitHost.current.scale
  /// Whether the image is opaque.
  open var opaque = false
  /// Whether the range is extended.
  open var preferredRange: Range = .automatic

  /// A color range.
  public enum Range: Int, Sendable, Hashable {
    case unspecified = -1, automatic = 0, extended, standard
  }

  /// The default format.
  public override init() {}
  /// The preferred format.
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What drawing code draws into (nothing is kept).
@MainActor @preconcurrency
open class UIGraphicsImageRendererContext: NSObject {
  /// The format.
  public let format: UIGraphicsImageRendererFormat
  /// The Core Graphics context.
  public let cgContext: CGContext

  init(format: UIGraphicsImageRendererFormat, size: CGSize) {
    self.format = format
    self.cgContext = CGContext()
  }

  /// Accepted.
  open func fill(_ rect: CGRect) {}
  /// Accepted.
  open func stroke(_ rect: CGRect) {}
  /// Accepted.
  open func clip(to rect: CGRect) {}
}

/// A Core Graphics drawing context: its calls are accepted, nothing is drawn.
public final class CGContext: @unchecked Sendable {
  init() {}
  /// What the context keeps between calls (``CGContext+Drawing.swift``).
  let state = CGContextState()
  /// Accepted.
  public func setFillColor(_ color: CGColor) {}
  /// Accepted.
  public func setStrokeColor(_ color: CGColor) {}
  /// Accepted.
  public func setLineWidth(_ width: CGFloat) {}
  /// Accepted.
  public func fill(_ rect: CGRect) {}
  /// Accepted.
  public func stroke(_ rect: CGRect) {}
  /// Accepted.
  public func fillEllipse(in rect: CGRect) {}
  /// Accepted.
  public func strokeEllipse(in rect: CGRect) {}
  /// Adds a path to the path.
  public func addPath(_ path: CGPath) { state.pathBox = state.pathBox.union(path.boundingBox) }
  /// Accepted.
  public func fillPath() {}
  /// Accepted.
  public func strokePath() {}
  /// Accepted.
  public func move(to point: CGPoint) {}
  /// Accepted.
  public func addLine(to point: CGPoint) {}
  /// Accepted.
  public func saveGState() {}
  /// Accepted.
  public func restoreGState() {}
  /// Translates the current transform.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) { state.transform = state.transform.translatedBy(x: tx, y: ty) }
  /// Scales the current transform.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) { state.transform = state.transform.scaledBy(x: sx, y: sy) }
  /// Rotates the current transform.
  public func rotate(by angle: CGFloat) { state.transform = state.transform.rotated(by: angle) }
  /// Accepted.
  public func clip(to rect: CGRect) {}
}
