import Foundation

/// The coder an object loaded from an Interface Builder file is initialized with
/// (`init?(coder:)`): it answers what the file holds for the object's element.
///
/// UIKit's classes here read their properties, subviews and constraints through it (in
/// `UIView.init?(coder:)` and the other initializers), so an app's `init?(coder:)` that calls
/// `super.init(coder:)` finds them set. App code that reads keys itself gets the element's
/// attributes and keyed children: `decodeObject(forKey: "text")` is a label's text,
/// `decodeBool(forKey: "hidden")` whether the view is hidden, `decodeObject(forKey:
/// "backgroundColor")` a colour, `decodeDouble(forKey: "alpha")` a number.
final class UIKitNibCoder: NSCoder, @unchecked Sendable {
  /// The loading this object belongs to.
  let loader: IBLoader
  /// The object's element.
  let element: IBElement

  @MainActor
  init(loader: IBLoader, element: IBElement) {
    self.loader = loader
    self.element = element
  }

  /// Keyed, as nibs' coders are.
  override var allowsKeyedCoding: Bool { true }

  /// Whether the element has the key as an attribute or a keyed child.
  override func containsValue(forKey key: String) -> Bool {
    element[key] != nil || element.child(key: key) != nil
  }

  /// A keyed child's value (a colour, a font, a string, geometry as `NSValue`, an object), else
  /// the attribute's text.
  override func decodeObject(forKey key: String) -> Any? {
    nonisolated(unsafe) var result: Any?
    MainActor.assumeIsolated {
      if let child = element.child(key: key) { result = value(of: child) } else { result = element[key] }
    }
    return result
  }

  @MainActor
  private func value(of child: IBElement) -> Any? {
    let values = loader.values
    switch child.name {
    case "color", "nil": return try? values.color(child)
    case "fontDescription": return try? values.font(child)
    case "string", "mutableString": return child.text
    case "rect": return (try? values.rect(child)).map { NSValue(rect: $0) }
    case "size": return (try? values.size(child)).map { NSValue(size: $0) }
    case "point": return (try? values.point(child)).map { NSValue(point: $0) }
    default: return loader.make(child)
    }
  }

  /// Whether the attribute is `YES`.
  override func decodeBool(forKey key: String) -> Bool { element[key] == "YES" }
  /// The attribute as a number (0 when absent or not a number).
  override func decodeDouble(forKey key: String) -> Double { element[key].flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
  /// The attribute as a number.
  override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
  /// The attribute as an integer.
  override func decodeInt32(forKey key: String) -> Int32 { element[key].flatMap { Int32($0) } ?? 0 }
  /// The attribute as an integer.
  override func decodeInt64(forKey key: String) -> Int64 { element[key].flatMap { Int64($0) } ?? 0 }
  /// The attribute as an integer.
  override func decodeInteger(forKey key: String) -> Int { element[key].flatMap { Int($0) } ?? 0 }
}
