/// Writes a class's `_objcTable`: its methods by selector (as many object arguments as
/// Objective-C passes: sender, event), its properties' getters and setters by selector and by
/// key, its outlets and outlet collections — each a call of the member on an instance, its
/// arguments cast to the types the member declares. The superclass's table comes first and
/// the class's entries win, as overrides do.
struct ClassTableWriter {
  let index: TargetIndex

  /// Whether a class has a table: its own, or one of its superclasses'.
  func hasTable(_ info: ClassInfo) -> Bool {
    !exposed(info).isEmpty || inheritsTable(info)
  }

  /// Whether one of its superclasses has a table.
  func inheritsTable(_ info: ClassInfo, depth: Int = 0) -> Bool {
    if depth > 64 { return false }
    if let superclass = index.superclass(of: info) { return !exposed(superclass).isEmpty || inheritsTable(superclass, depth: depth + 1) }
    guard let first = info.firstInherited, !index.protocols.contains(first) else { return false }
    return KnownTypes.hasTable(first)
  }

  /// The members the table can reach (deduplicated by selector, the first kept).
  func exposed(_ info: ClassInfo) -> [ObjCMember] {
    var seen: Set<String> = []
    return info.members.filter { member in
      if member.isFilePrivate && member.filePath != info.file.path { return false }
      if case .method(_, let types, _) = member.kind, types.count > 2 || types.contains(where: Self.isUnsendable) { return false }
      return seen.insert(member.selector + (member.labels == nil ? "@property" : "")).inserted
    }
  }

  /// The class's table declaration (one line), or `nil` when it needs none. A class whose superclass has
  /// none declares it (`_ObjCClassTableProviding` then comes by ``conformance(_:)``).
  func table(_ info: ClassInfo) -> String? {
    let members = exposed(info)
    guard !members.isEmpty else { return nil }
    let overriding = inheritsTable(info)
    let name = info.simpleName
    var methods: [String] = []
    var properties: [String] = []
    var outlets: [String] = []
    var collections: [String] = []
    for member in members {
      switch member.kind {
      case .method(let labels, let types, let throwing):
        let selector = member.selector
        let arguments = zip(labels, types).enumerated().map { offset, pair in
          let value = "_objcArgument(\(offset == 0 ? "first" : "second"), as: (\(Self.optional(pair.1))).self, \(Self.literal(selector)))"
          return pair.0.map { "\($0): \(value)" } ?? value
        }
        let needsTry = throwing || !types.isEmpty
        let call = "\(needsTry ? "try " : "")(object as! \(name)).\(Self.escaped(member.name))(\(arguments.joined(separator: ", ")))"
        methods.append("\(Self.literal(selector)): _ObjCMethod(\(types.count)) { @MainActor object, first, second in _objcResult(\(call)) }")
      case .property(let type, let settable, let outlet):
        let key = member.customName ?? member.name
        let property = "(object as! \(name)).\(Self.escaped(member.name))"
        methods.append("\(Self.literal(member.selector)): _ObjCMethod(0) { @MainActor object, _, _ in \(property) }")
        let valueType = Self.optional(type)
        if settable, let setter = member.setterSelector {
          methods.append(
            "\(Self.literal(setter)): _ObjCMethod(1) { @MainActor object, first, _ in \(property) = try _objcValue(first, as: (\(valueType)).self, \(Self.literal(key))); return nil }"
          )
        }
        let set = settable ? "{ @MainActor object, value in \(property) = try _objcValue(value, as: (\(valueType)).self, \(Self.literal(key))) }" : "nil"
        properties.append("\(Self.literal(key)): _ObjCProperty(get: { @MainActor object in \(property) }, set: \(set))")
        if outlet && settable {
          if type.hasPrefix("[") {
            collections.append(
              "\(Self.literal(member.name)): { @MainActor object, values in \(property) = try _objcOutletCollection(values, as: (\(valueType)).self, \(Self.literal(member.name))) }"
            )
          } else {
            outlets.append(
              "\(Self.literal(member.name)): { @MainActor object, value in \(property) = try _objcOutlet(value, as: (\(valueType)).self, \(Self.literal(member.name))) }")
          }
        }
      }
    }
    var parts = ["_ObjCClassTable.name(of: self)"]
    if overriding { parts.append("superclass: super._objcTable") }
    for (label, entries) in [("methods", methods), ("outlets", outlets), ("outletCollections", collections), ("properties", properties)] where !entries.isEmpty {
      parts.append("\(label): [" + entries.joined(separator: ", ") + "]")
    }
    // One line, before the class's closing brace: the lines of the team's file stay where
    // they are.
    return "nonisolated \(info.access)\(overriding ? "override " : "")class var _objcTable: _ObjCClassTable { _ObjCClassTable(\(parts.joined(separator: ", "))) }"
  }

  /// The conformance a class at the root of its hierarchy declares, at the end of its file.
  func conformance(_ info: ClassInfo) -> String? {
    guard !exposed(info).isEmpty, !inheritsTable(info) else { return nil }
    return "extension \(info.qualifiedName): _ObjCClassTableProviding {}"
  }

  /// A type as a cast target: an implicitly unwrapped optional as an optional.
  static func optional(_ type: String) -> String {
    type.hasSuffix("!") ? String(type.dropLast()) + "?" : type
  }

  /// Whether a parameter type cannot come from Objective-C's sender and event (a closure, an
  /// `inout` value, an opaque type).
  static func isUnsendable(_ type: String) -> Bool {
    type.contains("->") || type.hasPrefix("inout ") || type.hasPrefix("some ") || type.contains("...")
  }

  /// A Swift string literal.
  static func literal(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      default: escaped.append(character)
      }
    }
    return "\"" + escaped + "\""
  }

  /// A member name that is a keyword, in backticks.
  static func escaped(_ name: String) -> String {
    ["default", "init", "self", "class", "func", "var", "let", "in", "is", "as", "return", "switch", "case"].contains(name) ? "`\(name)`" : name
  }
}
