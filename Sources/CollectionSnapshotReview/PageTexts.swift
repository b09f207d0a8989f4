/// Text the report page shows inline beside a record: a page opened from `file://` cannot read
/// the text files next to it.
public struct PageTexts: Codable, Sendable, Equatable {
  /// The unified diff of a text snapshot.
  public var diff: String?
  /// The text of a new snapshot (no reference to diff against).
  public var actual: String?

  /// The longest text kept inline; longer ones are cut, with a note, and stay whole in their file.
  public static let limit = 200_000

  /// Texts, each cut to ``limit`` characters.
  public init(diff: String? = nil, actual: String? = nil) {
    self.diff = diff.map(Self.cut)
    self.actual = actual.map(Self.cut)
  }

  static func cut(_ text: String) -> String {
    guard text.utf8.count > limit else { return text }
    let head = String(decoding: text.utf8.prefix(limit), as: UTF8.self)
    return head + "\n… cut at \(limit) bytes; the whole text is in its file\n"
  }
}
