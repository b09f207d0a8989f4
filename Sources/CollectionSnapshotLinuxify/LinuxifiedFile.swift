import SwiftParser
import SwiftSyntax

/// One file of the target: its text, its syntax tree, and the edits that make its Linux copy.
/// Edits replace byte ranges of the original text; a replacement keeps the lines it replaces
/// (padded with newlines), so the copy's lines are the original's and the compiler's errors
/// point at the team's lines.
final class LinuxifiedFile {
  /// The path as given, printed in errors and `#sourceLocation` directives.
  let path: String
  /// The path relative to the source folder, which the copy keeps.
  let relativePath: String
  /// The copy's path as the compiler is given it.
  let outputPath: String
  let text: String
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  private(set) var edits: [SourceEdit] = []
  /// Text inserted at the end of the file (conformances, default implementations).
  var appended: [String] = []

  init(path: String, relativePath: String, text: String, outputPath: String) {
    self.path = path
    self.relativePath = relativePath
    self.outputPath = outputPath
    self.text = text
    self.tree = Parser.parse(source: text)
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
  }

  /// The line of a position.
  func line(_ position: AbsolutePosition) -> Int { converter.location(for: position).line }

  /// `file:line` of a node, for errors.
  func place(_ node: some SyntaxProtocol) -> String { "\(path):\(line(node.positionAfterSkippingLeadingTrivia))" }

  /// Replaces a node's text (without its trivia).
  func replace(_ node: some SyntaxProtocol, with replacement: String, removing: Bool = false) {
    replace(node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset, with: replacement, removing: removing)
  }

  /// Replaces a byte range; `removing` marks a removal whose range's other edits are dropped
  /// (an inactive `#if` branch, a member moved elsewhere).
  func replace(_ start: Int, _ end: Int, with replacement: String, removing: Bool = false) {
    edits.append(SourceEdit(start: start, end: end, text: replacement, removing: removing))
  }

  /// Inserts text at a byte offset.
  func insert(_ text: String, at offset: Int) {
    edits.append(SourceEdit(start: offset, end: offset, text: text, removing: false))
  }

  /// The original text of a byte range with the edits inside it applied.
  func transformed(_ start: Int, _ end: Int) -> String {
    Self.apply(edits.filter { $0.start >= start && $0.end <= end && !($0.start == start && $0.end == end && $0.removing) }, to: text, from: start, to: end)
  }

  /// The Linux copy: the edits applied, the appended text added.
  var output: String {
    var result = Self.apply(edits, to: text, from: 0, to: text.utf8.count)
    if !appended.isEmpty {
      if !result.hasSuffix("\n") { result += "\n" }
      result += "\n" + appended.joined(separator: "\n") + "\n"
    }
    return result
  }

  /// `text[from..<to]` with `edits` applied: an edit inside a removal is dropped; edits that
  /// overlap otherwise keep the first.
  static func apply(_ edits: [SourceEdit], to text: String, from: Int, to: Int) -> String {
    let removals = edits.filter(\.removing)
    let kept = edits.filter { edit in
      edit.removing ? !removals.contains { $0 != edit && $0.contains(edit) } : !removals.contains { $0.contains(edit) }
    }.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    var cursor = from
    for edit in kept where edit.start >= cursor && edit.start >= from && edit.end <= to {
      result.append(contentsOf: bytes[cursor..<edit.start])
      result.append(contentsOf: Array(edit.paddedText(original: bytes[edit.start..<edit.end]).utf8))
      cursor = edit.end
    }
    result.append(contentsOf: bytes[cursor..<to])
    return String(decoding: result, as: UTF8.self)
  }
}

/// A replacement of a byte range of a file's text.
struct SourceEdit: Equatable {
  var start: Int
  var end: Int
  var text: String
  /// A removal: the edits inside it are dropped.
  var removing: Bool

  /// Whether `other` lies inside this edit's range (and is not this edit).
  func contains(_ other: SourceEdit) -> Bool {
    other != self && other.start >= start && other.end <= end && (other.start < end || start == end)
  }

  /// The replacement padded with newlines to as many lines as the original range had.
  func paddedText(original: ArraySlice<UInt8>) -> String {
    let lines = original.filter { $0 == UInt8(ascii: "\n") }.count
    let own = text.utf8.filter { $0 == UInt8(ascii: "\n") }.count
    return own < lines ? text + String(repeating: "\n", count: lines - own) : text
  }
}
