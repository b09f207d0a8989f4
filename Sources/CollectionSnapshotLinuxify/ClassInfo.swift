import SwiftSyntax

/// An app class of the target, as the transformation needs it: where its body ends (where
/// members are moved and its table is written), its superclass, and the members Objective-C
/// would know, from its body and its extensions.
final class ClassInfo {
  /// The name with its enclosing types (`Outer.Inner`).
  let qualifiedName: String
  /// The first type of its inheritance clause, as written (generic arguments dropped): the
  /// superclass, or a protocol.
  let firstInherited: String?
  /// Every name of its inheritance clause (and its extensions').
  var inherited: [String]
  /// The file and the byte offset of its body's closing brace.
  let file: LinuxifiedFile
  let closingBrace: Int
  let closingLine: Int
  /// `public`, `open` or nothing: the access its generated members need.
  let access: String
  /// `@objcMembers`: every member is exposed.
  let exposesAllMembers: Bool
  /// Members known to Objective-C.
  var members: [ObjCMember] = []
  /// Its initializers, as `T()` needs to know them: whether it declares designated
  /// initializers (then it inherits none), `init(frame:)`, and `init()`.
  var declaresDesignatedInitializer = false
  var declaresInitFrame = false
  var declaresInit = false
  /// Whether it declares the initializers a table makes its cells and header-footer views
  /// with: `init(style:reuseIdentifier:)`, `init(reuseIdentifier:)`.
  var declaresInitStyleReuseIdentifier = false
  var declaresInitReuseIdentifier = false
  /// Where it is declared, for errors.
  let place: String

  init(
    qualifiedName: String, firstInherited: String?, inherited: [String], file: LinuxifiedFile, closingBrace: Int, access: String,
    exposesAllMembers: Bool, place: String
  ) {
    self.qualifiedName = qualifiedName
    self.firstInherited = firstInherited
    self.inherited = inherited
    self.file = file
    self.closingBrace = closingBrace
    self.closingLine = file.line(AbsolutePosition(utf8Offset: closingBrace))
    self.access = access
    self.exposesAllMembers = exposesAllMembers
    self.place = place
  }

  /// The last component of the name.
  var simpleName: String { String(qualifiedName.split(separator: ".").last ?? "") }
}
