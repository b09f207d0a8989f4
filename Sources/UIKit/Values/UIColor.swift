import Foundation

/// A colour. Layout code sets colours on list configurations and views; nothing here draws
/// them (placeholders have the package's own palette), so a colour is kept only as its name or
/// components, to be printed.
open class UIColor: NSObject, @unchecked Sendable {
  /// How the colour was made: a system name, or `r g b a`.
  public let name: String

  /// A colour with a system name.
  init(named name: String) {
    self.name = name
    self.components = nil
  }

  /// The components it was made with (red, green, blue, alpha), when it was made from them.
  let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?

  /// A colour from RGB components, 0…1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.name = "rgba(\(UIKitFormat.number(red)), \(UIKitFormat.number(green)), \(UIKitFormat.number(blue)), \(UIKitFormat.number(alpha)))"
    self.components = (red, green, blue, alpha)
  }

  /// A colour from Display P3 components, 0…1 (kept as `displayP3(r, g, b, a)`).
  public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.name = "displayP3(\(UIKitFormat.number(displayP3Red)), \(UIKitFormat.number(green)), \(UIKitFormat.number(blue)), \(UIKitFormat.number(alpha)))"
    self.components = (displayP3Red, green, blue, alpha)
  }

  /// A colour of a `#colorLiteral(red:green:blue:alpha:)`.
  public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// A grey, 0…1.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from HSB components, 0…1.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.name = "hsba(\(UIKitFormat.number(hue)), \(UIKitFormat.number(saturation)), \(UIKitFormat.number(brightness)), \(UIKitFormat.number(alpha)))"
    self.components = nil
  }

  /// A colour that resolves per trait collection; the provider is not called.
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    self.name = "dynamic"
    self.components = nil
  }

  /// A colour repeating an image (kept by the image's name).
  public convenience init(patternImage image: UIImage) {
    self.init(named: "pattern(\(image.name))")
  }

  /// The red, green, blue and alpha components, when the colour was made from them (RGB or
  /// Display P3 values, or a `#colorLiteral`); false for system and named colours, whose
  /// values depend on the traits.
  open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    guard let components else { return false }
    red?.pointee = components.red
    green?.pointee = components.green
    blue?.pointee = components.blue
    alpha?.pointee = components.alpha
    return true
  }

  /// The grey and alpha, when the colour was made as a grey.
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    guard let components, components.red == components.green, components.green == components.blue else { return false }
    white?.pointee = components.red
    alpha?.pointee = components.alpha
    return true
  }

  /// A colour of the app's asset catalog: there is none here, so a named placeholder.
  public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
    self.init(named: name)
  }

  /// A colour from a Core Graphics colour.
  public convenience init(cgColor: CGColor) {
    self.init(named: cgColor.description)
  }

  /// The colour for layers.
  open var cgColor: CGColor {
    CGColor(description: name, components: components.map { [$0.red, $0.green, $0.blue, $0.alpha] })
  }

  /// The colour in `traitCollection` (dynamic colours are not resolved here).
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

  /// The same colour with another opacity.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if let components { return UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha) }
    return UIColor(named: "\(name) alpha \(UIKitFormat.number(alpha))")
  }

  /// Equal when made the same way (the same name or components).
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return other.name == name
  }

  /// Hashes the name.
  open override var hash: Int { name.hashValue }

  /// The colour's name or components.
  open override var description: String { name }

  /// Accepted: nothing is drawn here.
  open func setFill() {}
  /// Accepted: nothing is drawn here.
  open func setStroke() {}
  /// Accepted: nothing is drawn here.
  open func set() {}

  // UIKit's fixed colours, by UIKit's names (a colour is kept as its name).
  public static let black = UIColor(named: "black")
  public static let darkGray = UIColor(named: "darkGray")
  public static let lightGray = UIColor(named: "lightGray")
  public static let white = UIColor(named: "white")
  public static let gray = UIColor(named: "gray")
  public static let red = UIColor(named: "red")
  public static let green = UIColor(named: "green")
  public static let blue = UIColor(named: "blue")
  public static let cyan = UIColor(named: "cyan")
  public static let yellow = UIColor(named: "yellow")
  public static let magenta = UIColor(named: "magenta")
  public static let orange = UIColor(named: "orange")
  public static let purple = UIColor(named: "purple")
  public static let brown = UIColor(named: "brown")
  public static let clear = UIColor(named: "clear")
  // UIKit's system colours, which follow light and dark mode on iOS (kept as their names).
  public static let systemRed = UIColor(named: "systemRed")
  public static let systemGreen = UIColor(named: "systemGreen")
  public static let systemBlue = UIColor(named: "systemBlue")
  public static let systemOrange = UIColor(named: "systemOrange")
  public static let systemYellow = UIColor(named: "systemYellow")
  public static let systemPink = UIColor(named: "systemPink")
  public static let systemPurple = UIColor(named: "systemPurple")
  public static let systemTeal = UIColor(named: "systemTeal")
  public static let systemIndigo = UIColor(named: "systemIndigo")
  public static let systemBrown = UIColor(named: "systemBrown")
  public static let systemMint = UIColor(named: "systemMint")
  public static let systemCyan = UIColor(named: "systemCyan")
  public static let systemGray = UIColor(named: "systemGray")
  public static let systemGray2 = UIColor(named: "systemGray2")
  public static let systemGray3 = UIColor(named: "systemGray3")
  public static let systemGray4 = UIColor(named: "systemGray4")
  public static let systemGray5 = UIColor(named: "systemGray5")
  public static let systemGray6 = UIColor(named: "systemGray6")
  // UIKit's semantic colours for text, separators, backgrounds and fills (kept as their names).
  public static let tintColor = UIColor(named: "tintColor")
  public static let label = UIColor(named: "label")
  public static let secondaryLabel = UIColor(named: "secondaryLabel")
  public static let tertiaryLabel = UIColor(named: "tertiaryLabel")
  public static let quaternaryLabel = UIColor(named: "quaternaryLabel")
  public static let link = UIColor(named: "link")
  public static let placeholderText = UIColor(named: "placeholderText")
  public static let separator = UIColor(named: "separator")
  public static let opaqueSeparator = UIColor(named: "opaqueSeparator")
  public static let systemBackground = UIColor(named: "systemBackground")
  public static let secondarySystemBackground = UIColor(named: "secondarySystemBackground")
  public static let tertiarySystemBackground = UIColor(named: "tertiarySystemBackground")
  public static let systemGroupedBackground = UIColor(named: "systemGroupedBackground")
  public static let secondarySystemGroupedBackground = UIColor(named: "secondarySystemGroupedBackground")
  public static let tertiarySystemGroupedBackground = UIColor(named: "tertiarySystemGroupedBackground")
  public static let systemFill = UIColor(named: "systemFill")
  public static let secondarySystemFill = UIColor(named: "secondarySystemFill")
  public static let tertiarySystemFill = UIColor(named: "tertiarySystemFill")
  public static let quaternarySystemFill = UIColor(named: "quaternarySystemFill")
  public static let lightText = UIColor(named: "lightText")
  public static let darkText = UIColor(named: "darkText")
  public static let groupTableViewBackground = UIColor(named: "groupTableViewBackground")
}

extension UIColor: _ExpressibleByColorLiteral {}

/// The type `#colorLiteral(red:green:blue:alpha:)` makes without a context type.
public typealias _ColorLiteralType = UIColor
