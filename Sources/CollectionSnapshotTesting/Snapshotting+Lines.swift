import Foundation

extension Diffing where Format == String {
  /// Text compared line by line; a mismatch shows `describe`'s semantic summary (when given)
  /// and a unified diff, and leaves the reference, the actual text and the diff for review.
  public static func lines(artifactExtension: String = "txt", describe: (@Sendable (_ reference: String, _ actual: String) -> [String])? = nil) -> Diffing {
    Diffing(
      toData: { Array($0.utf8) },
      compare: { actual, reference, path in
        if actual.sameUTF8(as: reference) { return nil }
        guard let text = String(validating: reference, as: UTF8.self) else {
          throw SnapshotError("it is not UTF-8 text")
        }
        if text == actual { return nil }
        let diff = LineDiff(from: text.splitLines(), to: actual.splitLines())
        let unified = diff.unified()
        var message = ""
        let changes = describe?(text, actual) ?? []
        if !changes.isEmpty { message += changes.map { "  " + $0 }.joined(separator: "\n") + "\n" }
        message += unified.isEmpty ? "(the texts differ only in their final line break)\n" : unified
        return DiffingFailure(
          message: message,
          artifacts: [("reference.\(artifactExtension)", reference), ("actual.\(artifactExtension)", Array(actual.utf8)), ("diff", Array(unified.utf8))],
          changes: changes)
      })
  }
}

extension Snapshotting where Value == String, Format == String {
  /// Text, compared line by line.
  public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines()) { $0 } }
}

extension String {
  /// True when the text's UTF-8 is `bytes`, compared as bytes (a passing assertion builds no
  /// second string).
  func sameUTF8(as bytes: [UInt8]) -> Bool {
    var text = self
    return text.withUTF8 { utf8 in
      bytes.withUnsafeBufferPointer { other in
        utf8.count == other.count && (utf8.isEmpty || memcmp(utf8.baseAddress!, other.baseAddress!, utf8.count) == 0)
      }
    }
  }

  /// Lines without their terminators; a final line break does not make an empty last line.
  func splitLines() -> [String] {
    var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
