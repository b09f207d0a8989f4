import Foundation

/// An element of an Interface Builder document (a `.xib` or `.storyboard` file, which are XML):
/// its name, its attributes in the file's order, its child elements, the text it holds and the
/// line it starts on (for errors that name the file and line).
final class IBElement: Sendable {
  /// The element's name (`label`, `collectionViewCell`, `constraint`).
  let name: String
  /// The attributes, in the file's order.
  let attributes: [(name: String, value: String)]
  /// The child elements, in order.
  let children: [IBElement]
  /// The text directly inside the element (entities decoded), e.g. a `<string key="text">`'s.
  let text: String
  /// The line the element's start tag is on (1-based).
  let line: Int

  init(name: String, attributes: [(name: String, value: String)], children: [IBElement], text: String, line: Int) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.line = line
  }

  /// The value of an attribute, or `nil`.
  subscript(_ attribute: String) -> String? {
    for pair in attributes where pair.name == attribute { return pair.value }
    return nil
  }

  /// The element's `id`.
  var id: String? { self["id"] }
  /// The element's `key`: the property of its parent it sets (`contentView`, `frame`).
  var key: String? { self["key"] }

  /// The first child with a key.
  func child(key: String) -> IBElement? {
    children.first { $0["key"] == key }
  }

  /// The first child named `name` (and with `key` when given).
  func child(named name: String, key: String? = nil) -> IBElement? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// The children named `name`.
  func children(named name: String) -> [IBElement] {
    children.filter { $0.name == name }
  }

  /// The children of the first child named `container` (`subviews`, `constraints`,
  /// `connections`), or none.
  func items(of container: String) -> [IBElement] {
    child(named: container)?.children ?? []
  }

  /// Whether a `YES`/`NO` attribute is `YES`; `nil` when it is absent.
  func flag(_ attribute: String) -> Bool? {
    self[attribute].map { $0 == "YES" }
  }
}
