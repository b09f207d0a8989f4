import CollectionSnapshotText
import Foundation

/// How `boundingRect(with:options:…)` lays text out (UIKit's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
  /// The raw value.
  public let rawValue: Int
  /// Options from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  // UIKit's options.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// A drawing context (its values are kept; measuring fills `totalBounds`).
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
  /// The smallest font scale allowed.
  open var minimumScaleFactor: CGFloat = 0
  /// The scale used.
  open internal(set) var actualScaleFactor: CGFloat = 1
  /// The bounds of the last measured text.
  open internal(set) var totalBounds: CGRect = .zero
  /// A context.
  public override init() {}
}

/// UIKit's string measurement: `size(withAttributes:)` and `boundingRect(with:…)` measure as
/// UIKit does, unrounded (UIKit's documentation asks callers to round them up).
enum StringDrawing {
  /// The attributes' font (system 12 pt by default, as `NSAttributedString`'s).
  static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
    (attributes?[.font] as? UIFont) ?? .systemFont(ofSize: 12)
  }

  /// The size of `text` with `attributes` on lines broken at `size`'s width when
  /// `.usesLineFragmentOrigin` is given (else on one line).
  static func bounds(_ text: String, size: CGSize, options: NSStringDrawingOptions, attributes: [NSAttributedString.Key: Any]?) -> CGRect {
    let attributed = NSAttributedString(string: text, attributes: attributes ?? [:])
    return bounds(attributed, size: size, options: options)
  }

  /// The size of `string` on lines broken at `size`'s width (with `.usesLineFragmentOrigin`;
  /// without it, one line).
  static func bounds(_ string: NSAttributedString, size: CGSize, options: NSStringDrawingOptions) -> CGRect {
    let multiLine = options.contains(.usesLineFragmentOrigin)
    let width: Double? = multiLine && size.width > 0 && size.width.isFinite && size.width < 1e7 ? Double(size.width) : nil
    var laid = UIKitText.typeset(text: nil, attributedText: string, font: .systemFont(ofSize: 12), width: width, numberOfLines: multiLine ? 0 : 1)
    if string.length == 0 { laid = TypesetText("", font: TextFont(pointSize: 12)) }
    var height = laid.height
    // A height limit keeps the lines that fit (the last truncated with `.truncatesLastVisibleLine`).
    if multiLine && size.height > 0 && size.height.isFinite && Double(size.height) < height {
      var shown = 0.0
      for line in laid.lines where line.top + line.height <= Double(size.height) + 1e-9 { shown = line.top + line.height }
      height = shown
    }
    return CGRect(x: 0, y: 0, width: CGFloat(laid.width), height: CGFloat(height))
  }
}

extension NSString {
  /// The size of the string on one line with `attrs` (unrounded).
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringDrawing.bounds(self as String, size: .zero, options: [], attributes: attrs).size
  }

  /// The rectangle the string takes with `attributes` within `size` (lines broken at its width
  /// with `.usesLineFragmentOrigin`), unrounded.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    let rect = StringDrawing.bounds(self as String, size: size, options: options, attributes: attributes)
    context?.totalBounds = rect
    return rect
  }
}

extension StringProtocol {
  /// The size of the string on one line with `attrs` (unrounded), as `NSString`'s.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    StringDrawing.bounds(String(self), size: .zero, options: [], attributes: attrs).size
  }

  /// The rectangle the string takes with `attributes` within `size`, as `NSString`'s.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    let rect = StringDrawing.bounds(String(self), size: size, options: options, attributes: attributes)
    context?.totalBounds = rect
    return rect
  }
}

extension NSAttributedString {
  /// The size of the string on one line (unrounded).
  public func size() -> CGSize { StringDrawing.bounds(self, size: .zero, options: []).size }

  /// The rectangle the string takes within `size` (lines broken at its width with
  /// `.usesLineFragmentOrigin`), unrounded.
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
    let rect = StringDrawing.bounds(self, size: size, options: options)
    context?.totalBounds = rect
    return rect
  }
}
