/// What changed between two layout dumps, element by element: "cell [1,3] Banner: y 200 → 216,
/// height 44 → 60", "supplementary header [2,0] removed", "content-size 393x800 → 393x900";
/// and view by view inside an element whose views the dump lists: "cell [0,2] PostCell ›
/// UILabel "Fog": font headline → largeTitle" (``LayoutDumpViewDiff``).
public enum LayoutDumpDiff {
  /// One element line taken apart.
  struct Element: Equatable {
    var key: String
    var name: String
    var fields: [(String, String)]
    /// The views listed below the element's line.
    var views: [LayoutDumpViewDiff.View] = []

    static func == (a: Element, b: Element) -> Bool {
      a.key == b.key && a.name == b.name && a.fields.map(\.0) == b.fields.map(\.0) && a.fields.map(\.1) == b.fields.map(\.1) && a.views == b.views
    }
  }

  /// The changes, one a line, at most `limit` lines (then a count of the rest).
  @Sendable public static func describe(reference: String, actual: String) -> [String] {
    describe(reference: reference, actual: actual, limit: 20)
  }

  /// The changes, one a line, at most `limit` lines (then a count of the rest).
  public static func describe(reference: String, actual: String, limit: Int) -> [String] {
    let old = parse(reference)
    let new = parse(actual)
    var changes: [String] = []
    // Facts: lines that are not elements, by their first word.
    for (key, value) in old.facts where new.facts.first(where: { $0.0 == key })?.1 != value {
      let replacement = new.facts.first { $0.0 == key }?.1
      changes.append(replacement.map { "\(key) \(value) → \($0)" } ?? "\(key) \(value) removed")
    }
    for (key, value) in new.facts where !old.facts.contains(where: { $0.0 == key }) { changes.append("\(key) \(value) added") }
    let oldByKey = Dictionary(old.elements.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    let newByKey = Dictionary(new.elements.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    // In the dump's own (sorted) order: the reference's elements, then the new ones.
    for element in old.elements {
      guard let now = newByKey[element.key] else {
        changes.append("\(element.key) \(element.name) removed".replacingDoubleSpaces())
        continue
      }
      var parts: [String] = []
      if now.name != element.name { parts.append("\(element.name.isEmpty ? "no class" : element.name) → \(now.name.isEmpty ? "no class" : now.name)") }
      let before = Dictionary(element.fields, uniquingKeysWith: { a, _ in a })
      let after = Dictionary(now.fields, uniquingKeysWith: { a, _ in a })
      for (field, value) in element.fields where after[field] != value {
        parts.append("\(field) \(value) → \(after[field] ?? "none")")
      }
      for (field, value) in now.fields where before[field] == nil { parts.append("\(field) none → \(value)") }
      if !parts.isEmpty { changes.append((element.name.isEmpty ? element.key : "\(element.key) \(element.name)").replacingDoubleSpaces() + ": " + parts.joined(separator: ", ")) }
      if !element.views.isEmpty || !now.views.isEmpty {
        changes += LayoutDumpViewDiff.describe(element.views, now.views, element: (element.name.isEmpty ? element.key : "\(element.key) \(element.name)").replacingDoubleSpaces())
      }
    }
    for element in new.elements where oldByKey[element.key] == nil {
      let frame = ["x", "y", "width", "height"].compactMap { f in element.fields.first { $0.0 == f }?.1 }
      changes.append("\(element.key) \(element.name) added".replacingDoubleSpaces() + (frame.count == 4 ? " at (\(frame.joined(separator: ", ")))" : ""))
    }
    if changes.count > limit {
      let rest = changes.count - limit
      changes = Array(changes.prefix(limit)) + ["… and \(rest) more"]
    }
    return changes
  }

  /// The keys (`cell [1,3]`) of the elements whose line in `actual` is not in `reference`: a
  /// new element or one that changed in any field.
  public static func changedElements(reference: String, actual: String) -> Set<String> {
    let old = Dictionary(parse(reference).elements.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    return Set(parse(actual).elements.filter { old[$0.key] != $0 }.map(\.key))
  }

  /// Splits a dump into facts (`content-size 393x900`) and elements, each with the views
  /// indented below it.
  static func parse(_ text: String) -> (facts: [(String, String)], elements: [Element]) {
    var facts: [(String, String)] = []
    var elements: [Element] = []
    for line in text.split(separator: "\n") {
      if line.first == " " {
        // A view of the element above, indented two spaces per level.
        let indent = line.prefix { $0 == " " }.count
        if !elements.isEmpty {
          elements[elements.count - 1].views.append(LayoutDumpViewDiff.view(line.dropFirst(indent), depth: max(1, indent / 2)))
        }
        continue
      }
      let words = line.split(separator: " ", maxSplits: 1).map(String.init)
      guard let first = words.first else { continue }
      guard ["cell", "supplementary", "decoration"].contains(first), let element = element(String(line)) else {
        if first == "warning:" {
          facts.append((String(line), ""))
        } else {
          facts.append((first, words.count > 1 ? words[1] : ""))
        }
        continue
      }
      elements.append(element)
    }
    return (facts, elements)
  }

  /// `cell [1,3] Banner id=b3 frame=(0, 200, 393, 44) z=0` → key `cell [1,3]`, name
  /// `Banner`, fields id, x, y, width, height, z. A kind and an identifier may hold spaces and
  /// punctuation (`id=product(id: <uuid-1>, name: "Lamp")`): the identifier runs from ` id=`
  /// to the last ` frame=(`, the name is what precedes it.
  static func element(_ line: String) -> Element? {
    guard let open = line.firstIndex(of: "["), let close = line[open...].firstIndex(of: "]") else { return nil }
    let key = String(line[..<line.index(after: close)])
    var rest = line[line.index(after: close)...].trimmingPrefixSpaces()
    var fields: [(String, String)] = []
    var name = ""
    if let frameStart = rest.lastOccurrence(of: "frame=("), let frameEnd = rest[frameStart.upperBound...].firstIndex(of: ")") {
      let numbers = rest[frameStart.upperBound..<frameEnd].split(separator: ",").map { $0.trimmingPrefixSpaces() }
      var before = Substring(rest[..<frameStart.lowerBound])
      while before.last == " " { before = before.dropLast() }
      if let id = before.wordStart(of: "id=") {
        name = String(before[..<id.lowerBound]).trimmed(" ")
        fields.append(("id", String(before[id.upperBound...])))
      } else {
        name = String(before).trimmed(" ")
      }
      if numbers.count == 4 {
        fields += zip(["x", "y", "width", "height"], numbers.map(String.init)).map { ($0, $1) }
      }
      rest = rest[rest.index(after: frameEnd)...]
    }
    for word in words(rest) {
      if let eq = word.firstIndex(of: "=") { fields.append((String(word[..<eq]), String(word[word.index(after: eq)...]))) } else { fields.append((String(word), "yes")) }
    }
    return Element(key: key, name: name, fields: fields)
  }

  /// The fields after an element's frame, split at spaces outside quotes and brackets: a text
  /// field (`texts=["Lamp shade","12 min"]`, with `\"` escapes) is one field.
  static func words(_ text: Substring) -> [Substring] {
    var words: [Substring] = []
    var start = text.startIndex
    var quoted = false
    var escaped = false
    var depth = 0
    var i = text.startIndex
    while i < text.endIndex {
      let c = text[i]
      if quoted {
        if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { quoted = false }
      } else if c == "\"" {
        quoted = true
      } else if c == "[" {
        depth += 1
      } else if c == "]" {
        depth = max(0, depth - 1)
      } else if c == " " && depth == 0 {
        if start < i { words.append(text[start..<i]) }
        start = text.index(after: i)
      }
      i = text.index(after: i)
    }
    if start < text.endIndex { words.append(text[start...]) }
    return words
  }
}

extension StringProtocol {
  fileprivate func trimmingPrefixSpaces() -> Substring {
    var s = Substring(self)
    while s.first == " " { s = s.dropFirst() }
    return s
  }

  /// The last occurrence of `needle`.
  fileprivate func lastOccurrence(of needle: String) -> Range<Index>? {
    guard !needle.isEmpty, count >= needle.count else { return nil }
    var i = index(endIndex, offsetBy: -needle.count)
    while true {
      if self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
      if i == startIndex { return nil }
      i = index(before: i)
    }
  }

  /// The first occurrence of `needle` at the start or after a space.
  fileprivate func wordStart(of needle: String) -> Range<Index>? {
    guard !needle.isEmpty, count >= needle.count else { return nil }
    var i = startIndex
    while i < endIndex {
      if (i == startIndex || self[index(before: i)] == " ") && self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
      i = index(after: i)
    }
    return nil
  }

  fileprivate func trimmed(_ character: Character) -> String {
    var s = Substring(self)
    while s.first == character { s = s.dropFirst() }
    while s.last == character { s = s.dropLast() }
    return String(s)
  }
}

extension String {
  fileprivate func replacingDoubleSpaces() -> String {
    var text = self
    while text.contains("  ") { text = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
    return text.hasSuffix(" :") ? String(text.dropLast(2)) + ":" : text
  }
}
