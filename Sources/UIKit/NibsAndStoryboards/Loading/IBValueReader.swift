import Foundation

/// Reads the values Interface Builder writes — numbers, geometry, colours, fonts, images,
/// priorities and UIKit's enumerations — from a document's elements. A value that cannot be
/// what its attribute says (a width of `1e999`, a colour component `abc`) is an
/// ``IBDocumentError`` naming the line.
struct IBValueReader {
  /// The document read.
  let document: IBDocument

  // MARK: Numbers

  /// A finite number attribute, or `nil` when absent.
  func number(_ element: IBElement, _ attribute: String) throws -> CGFloat? {
    guard let text = element[attribute] else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw document.error(element, "the attribute '\(attribute)' of <\(element.name)> is not a finite number: '\(text.prefix(40))'")
    }
    return CGFloat(value)
  }

  /// An integer attribute, or `nil` when absent.
  func integer(_ element: IBElement, _ attribute: String) throws -> Int? {
    guard let text = element[attribute] else { return nil }
    guard let value = Int(text) else {
      throw document.error(element, "the attribute '\(attribute)' of <\(element.name)> is not an integer: '\(text.prefix(40))'")
    }
    return value
  }

  /// A number attribute that must be present.
  func requiredNumber(_ element: IBElement, _ attribute: String) throws -> CGFloat {
    guard let value = try number(element, attribute) else { throw document.error(element, "<\(element.name)> has no '\(attribute)'") }
    return value
  }

  /// A priority (`1000` when absent), within UIKit's 1…1000.
  func priority(_ element: IBElement, _ attribute: String) throws -> UILayoutPriority? {
    guard let value = try number(element, attribute) else { return nil }
    guard value >= 1, value <= 1000 else {
      throw document.error(element, "the priority '\(attribute)' of <\(element.name)> is \(UIKitFormat.number(value)), outside UIKit's 1…1000")
    }
    return UILayoutPriority(Float(value))
  }

  /// A multiplier written as a number (`0.5`) or a ratio (`3:2`, `8/10`).
  func multiplier(_ element: IBElement) throws -> CGFloat {
    guard let text = element["multiplier"] else { return 1 }
    for separator in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
      if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, (a / b).isFinite { return CGFloat(a / b) }
      throw document.error(element, "the multiplier '\(text.prefix(40))' of <constraint> is not a number or a ratio of two")
    }
    return try requiredNumber(element, "multiplier")
  }

  // MARK: Geometry

  /// A `<rect>`: `x`, `y`, `width`, `height`.
  func rect(_ element: IBElement) throws -> CGRect {
    CGRect(
      x: try number(element, "x") ?? 0, y: try number(element, "y") ?? 0, width: try requiredNumber(element, "width"),
      height: try requiredNumber(element, "height"))
  }

  /// A `<size>`.
  func size(_ element: IBElement) throws -> CGSize {
    CGSize(width: try requiredNumber(element, "width"), height: try requiredNumber(element, "height"))
  }

  /// A `<point>`.
  func point(_ element: IBElement) throws -> CGPoint {
    CGPoint(x: try number(element, "x") ?? 0, y: try number(element, "y") ?? 0)
  }

  /// An `<inset>` (`minX minY maxX maxY`) or `<edgeInsets>` (`top left bottom right`).
  func insets(_ element: IBElement) throws -> UIEdgeInsets {
    if element.name == "inset" {
      return UIEdgeInsets(
        top: try number(element, "minY") ?? 0, left: try number(element, "minX") ?? 0, bottom: try number(element, "maxY") ?? 0,
        right: try number(element, "maxX") ?? 0)
    }
    return UIEdgeInsets(
      top: try number(element, "top") ?? 0, left: try number(element, "left") ?? 0, bottom: try number(element, "bottom") ?? 0,
      right: try number(element, "right") ?? 0)
  }

  /// A `<directionalEdgeInsets>`.
  func directionalInsets(_ element: IBElement) throws -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(
      top: try number(element, "top") ?? 0, leading: try number(element, "leading") ?? 0, bottom: try number(element, "bottom") ?? 0,
      trailing: try number(element, "trailing") ?? 0)
  }

  // MARK: Colours, fonts, images

  /// A `<color>`: a system colour (`systemColor`, `cocoaTouchSystemColor`, or a name the
  /// resources list as one), a catalog colour (the components the file's resources give it,
  /// else its name), white or RGB components (sRGB, Display P3). `<nil>` is `nil`.
  func color(_ element: IBElement) throws -> UIColor? {
    if element.name == "nil" { return nil }
    if let system = element["systemColor"] ?? element["cocoaTouchSystemColor"] { return Self.systemColor(system) }
    if let name = element["name"] {
      if let described = document.namedColors[name], let components = described.child(named: "color"), components["name"] == nil {
        return try color(components)
      }
      if let resource = document.root.child(named: "resources")?.children.first(where: { $0.name == "systemColor" && $0["name"] == name }) {
        return Self.systemColor(resource["name"] ?? name)
      }
      return UIColor(named: name, in: nil, compatibleWith: nil)
    }
    let alpha = try number(element, "alpha") ?? 1
    if let white = try number(element, "white") { return UIColor(white: white, alpha: alpha) }
    if element["red"] != nil || element["green"] != nil || element["blue"] != nil {
      let (red, green, blue) = (try number(element, "red") ?? 0, try number(element, "green") ?? 0, try number(element, "blue") ?? 0)
      if element["customColorSpace"] == "displayP3" { return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha) }
      return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    throw document.error(element, "the colour '\(element.key ?? element.name)' has no components, system colour or name")
  }

  /// A system colour by Interface Builder's name (`systemBackgroundColor`, `whiteColor`).
  static func systemColor(_ name: String) -> UIColor {
    let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
    switch base {
    case "white": return .white
    case "black": return .black
    case "clear": return .clear
    case "darkText": return .darkText
    case "lightText": return .lightText
    case "groupTableViewBackground": return .groupTableViewBackground
    default: return UIColor(named: base)
    }
  }

  /// A `<fontDescription>`: the system font at a size and weight (`type="system"`,
  /// `boldSystem`, `italicSystem`), a text style (`style="UICTFontTextStyleBody"`), or a font by
  /// name (the system font when the name is the system's).
  func font(_ element: IBElement) throws -> UIFont {
    if let style = element["style"] { return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style)) }
    let size = try number(element, "pointSize") ?? 17
    guard size >= 0 else { throw document.error(element, "the font's size \(UIKitFormat.number(size)) is negative") }
    switch element["type"] {
    case "boldSystem"?: return .boldSystemFont(ofSize: size)
    case "italicSystem"?: return .italicSystemFont(ofSize: size)
    case "system"?: return .systemFont(ofSize: size, weight: Self.weight(element["weight"]))
    default:
      guard let name = element["name"], !name.hasPrefix(".") else { return .systemFont(ofSize: size, weight: Self.weight(element["weight"])) }
      return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
    }
  }

  /// Interface Builder's weight names, lightest first.
  private static let weightNames = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

  /// A font weight by Interface Builder's name (regular when absent).
  static func weight(_ name: String?) -> UIFont.Weight {
    let weights: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
    return name.flatMap { weightNames.firstIndex(of: $0) }.map { weights[$0] } ?? .regular
  }

  /// An image by the attribute `attribute` (`image`): an SF Symbol when the element's `catalog`
  /// is `system`, else an image of the app's catalog by name, of the size the file's resources
  /// give it (`<image name="lamp" width="160" height="160"/>`).
  func image(_ element: IBElement, _ attribute: String = "image", catalog: String = "catalog") -> UIImage? {
    guard let name = element[attribute], !name.isEmpty else { return nil }
    if element[catalog] == "system" { return UIImage(systemName: name) }
    let image = UIImage(named: name, in: nil, compatibleWith: nil)
    if let resource = document.images[name], let width = Double(resource["width"] ?? ""), let height = Double(resource["height"] ?? ""),
      width.isFinite, height.isFinite, width >= 0, height >= 0
    {
      image?.knownSize = CGSize(width: width, height: height)
    }
    return image
  }

  /// A `<preferredSymbolConfiguration>`: a point size, a text style or font, a scale.
  func symbolConfiguration(_ element: IBElement) throws -> UIImage.SymbolConfiguration? {
    let scale = try enumeration(
      element, "scale", ["default": UIImage.SymbolScale.default, "unspecified": .unspecified, "small": .small, "medium": .medium, "large": .large])
    if element["configurationType"] == "pointSize", let size = try number(element, "pointSize") {
      return UIImage.SymbolConfiguration(pointSize: size, weight: Self.symbolWeight(element["weight"]), scale: scale ?? .default)
    }
    if element["configurationType"] == "font", let font = element.child(named: "fontDescription") {
      return UIImage.SymbolConfiguration(font: try self.font(font), scale: scale ?? .default)
    }
    return scale.map { UIImage.SymbolConfiguration(scale: $0) }
  }

  private static func symbolWeight(_ name: String?) -> UIImage.SymbolWeight {
    let weights: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
    return name.flatMap { weightNames.firstIndex(of: $0) }.map { weights[$0] } ?? .regular
  }

  // MARK: Enumerations

  /// A value of an enumeration by its Interface Builder name, or an error naming the values.
  func enumeration<Value>(_ element: IBElement, _ attribute: String, _ values: KeyValuePairs<String, Value>) throws -> Value? {
    guard let text = element[attribute] else { return nil }
    for (name, value) in values where name == text { return value }
    throw document.error(element, "the attribute '\(attribute)' of <\(element.name)> is '\(text.prefix(40))', not one of \(values.map(\.key).joined(separator: ", "))")
  }

  /// `contentMode`.
  func contentMode(_ element: IBElement) throws -> UIView.ContentMode? {
    try enumeration(
      element, "contentMode",
      [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill, "redraw": .redraw, "center": .center,
        "top": .top, "bottom": .bottom, "left": .left, "right": .right, "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft,
        "bottomRight": .bottomRight,
      ])
  }

  /// `textAlignment`.
  func textAlignment(_ element: IBElement) throws -> NSTextAlignment? {
    try enumeration(element, "textAlignment", ["left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural])
  }

  /// `lineBreakMode`.
  func lineBreakMode(_ element: IBElement) throws -> NSLineBreakMode? {
    try enumeration(
      element, "lineBreakMode",
      [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping, "headTruncation": .byTruncatingHead,
        "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
      ])
  }

  /// An `<autoresizingMask>`.
  func autoresizingMask(_ element: IBElement) -> UIView.AutoresizingMask {
    var mask: UIView.AutoresizingMask = []
    let flags: [(String, UIView.AutoresizingMask)] = [
      ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
      ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
    for (name, flag) in flags where element.flag(name) == true { mask.insert(flag) }
    return mask
  }
}
