/// A `--test` pattern: `*` matches any run of characters (slashes included), `?` one
/// character; a pattern without them must equal the whole text.
public struct GlobPattern: Sendable, Equatable {
  /// The pattern as given.
  public var pattern: String
  private let characters: [Character]

  /// A pattern.
  public init(_ pattern: String) {
    self.pattern = pattern
    characters = Array(pattern)
  }

  /// True when the pattern matches all of `text`.
  public func matches(_ text: String) -> Bool {
    let text = Array(text)
    var p = 0
    var t = 0
    var star: Int? = nil
    var resume = 0
    while t < text.count {
      if p < characters.count && (characters[p] == "?" || characters[p] == text[t]) {
        p += 1
        t += 1
      } else if p < characters.count && characters[p] == "*" {
        star = p
        resume = t
        p += 1
      } else if let star {
        p = star + 1
        resume += 1
        t = resume
      } else {
        return false
      }
    }
    while p < characters.count && characters[p] == "*" { p += 1 }
    return p == characters.count
  }

  /// True when the pattern matches the record's test id, suite, test name (what Swift Testing
  /// and the report show when there is no display name: `productList()`, `testProductList`),
  /// display name or reference.
  public func matches(_ record: SnapshotRecord) -> Bool {
    matches(record.test) || matches(record.reference) || matches(record.suite) || matches(record.testName)
      || record.displayName.map(matches) == true
  }
}
