/// A member of an app class that Objective-C's runtime would know: a method reachable by
/// selector, a property (its getter and setter, a key for key-value coding), an outlet.
struct ObjCMember {
  enum Kind {
    /// A method: its argument labels (`nil` for `_`), the parameters' types as written, and
    /// whether it throws.
    case method(labels: [String?], types: [String], throws: Bool)
    /// A property: its type as written, whether it can be set, and whether it is an outlet.
    case property(type: String, settable: Bool, outlet: Bool)
  }

  /// The Swift base name (`buy`, `titleLabel`).
  var name: String
  var kind: Kind
  /// The `@objc(name)` given, if any.
  var customName: String?
  /// Where it is declared, for errors.
  var place: String
  /// The file it is declared in, and whether it is `private` or `fileprivate` there (a
  /// class's table, written in the class's body, cannot reach such a member of another file).
  var filePath: String = ""
  var isFilePrivate = false

  /// The selector Objective-C calls the method (or the property's getter) by.
  var selector: String {
    switch kind {
    case .method(let labels, _, let throwing):
      if let customName { return customName }
      return ObjCSelectorName.method(name, labels: labels, throws: throwing)
    case .property:
      return customName ?? ObjCSelectorName.getter(name)
    }
  }

  /// The selector of a property's setter.
  var setterSelector: String? {
    guard case .property(_, true, _) = kind else { return nil }
    return ObjCSelectorName.setter(customName ?? name)
  }

  /// The method's labels, for matching `#selector(name(label:))`.
  var labels: [String?]? {
    if case .method(let labels, _, _) = kind { return labels }
    return nil
  }
}
