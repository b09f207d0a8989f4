import Foundation

/// An Interface Builder file read: a nib's source (`.xib`) or a storyboard, its objects by
/// identifier and the resources it describes (image sizes, named colours).
///
/// A document is read once per `UINib` or `UIStoryboard` and instantiated as often as asked.
final class IBDocument: Sendable {
  /// What the file is.
  enum Kind: Sendable {
    /// A `.xib`: top-level objects, with File's Owner and First Responder placeholders.
    case xib
    /// A `.storyboard`: scenes of view controllers.
    case storyboard
  }

  /// The file's name, for errors (`ProductCell.xib`).
  let file: String
  /// What the file is.
  let kind: Kind
  /// The `<document>` element.
  let root: IBElement
  /// The elements with an `id`, by id.
  let elementsByID: [String: IBElement]
  /// The parent of each element with an `id`, by id (`nil` for the top level).
  let parentsByID: [String: IBElement]
  /// The colours the file's `<resources>` describe (`<namedColor>`), by name.
  let namedColors: [String: IBElement]
  /// The images the file's `<resources>` describe (`<image name width height>`), by name.
  let images: [String: IBElement]

  /// The document type of nibs' sources.
  static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
  /// The document type of storyboards.
  static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

  /// Reads a file's data.
  /// - Throws: ``IBDocumentError`` for a file that is not an iOS Interface Builder document or
  ///   is not well-formed.
  init(data: Data, file: String) throws {
    let root = try IBXMLReader.read(data, file: file)
    guard root.name == "document" else {
      throw IBDocumentError(file: file, line: root.line, message: "the file's element is <\(root.name)>, not an Interface Builder <document>")
    }
    switch root["type"] {
    case Self.xibType?: kind = .xib
    case Self.storyboardType?: kind = .storyboard
    case let other:
      let runtime = root["targetRuntime"].map { " for \($0)" } ?? ""
      throw IBDocumentError(
        file: file, line: root.line,
        message: "the document's type is '\(other ?? "(none)")'\(runtime): only iOS nibs (\(Self.xibType)) and storyboards (\(Self.storyboardType)) are read")
    }
    if let runtime = root["targetRuntime"], runtime != "iOS.CocoaTouch" {
      throw IBDocumentError(file: file, line: root.line, message: "the document targets '\(runtime)': only iOS's (iOS.CocoaTouch) are read")
    }
    var elements: [String: IBElement] = [:]
    var parents: [String: IBElement] = [:]
    var colors: [String: IBElement] = [:]
    var images: [String: IBElement] = [:]
    // Depth first without recursion: (element, parent).
    var pending: [(IBElement, IBElement?)] = [(root, nil)]
    while let (element, parent) = pending.popLast() {
      // Connections, constraints and the like have ids too; only objects are indexed, but
      // every id must be unique for references to mean one thing.
      if let id = element.id, element.name != "document" {
        if let other = elements[id] {
          throw IBDocumentError(file: file, line: element.line, message: "the id '\(id)' is used twice (also by <\(other.name)> on line \(other.line))")
        }
        elements[id] = element
        parents[id] = parent
      }
      if element.name == "namedColor", let name = element["name"] { colors[name] = element }
      if element.name == "image", parent?.name == "resources", let name = element["name"] { images[name] = element }
      for child in element.children.reversed() { pending.append((child, element)) }
    }
    self.file = file
    self.root = root
    self.elementsByID = elements
    self.parentsByID = parents
    self.namedColors = colors
    self.images = images
  }

  /// The elements of a xib's `<objects>`: its placeholders and top-level objects, in order.
  var topLevelElements: [IBElement] { root.items(of: "objects") }

  /// A storyboard's scenes.
  var scenes: [IBElement] { root.items(of: "scenes") }

  /// The identifier of a storyboard's initial view controller, if it has one.
  var initialViewControllerID: String? { root["initialViewController"] }

  /// The error for an element.
  func error(_ element: IBElement, _ message: String) -> IBDocumentError {
    IBDocumentError(file: file, line: element.line, message: message)
  }
}
