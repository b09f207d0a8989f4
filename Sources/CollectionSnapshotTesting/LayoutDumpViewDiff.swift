/// What changed among an element's views between two layout dumps: the view lines indented
/// below an element's line (`  UILabel "Fog" frame=(10, 108, 341, 20.333) font=headline`),
/// matched between the two dumps and compared field by field, one change a line naming the
/// element and the view: `cell [0,2] PostCell › UILabel "Fog": font headline → largeTitle`.
enum LayoutDumpViewDiff {
  /// One view line taken apart.
  struct View: Equatable {
    /// Its level below the element (1 for a subview of the cell).
    var depth: Int
    /// Its class.
    var className: String
    /// Its text, quoted as the dump prints it (`"Fog"`), if it shows one.
    var text: String?
    /// Its fields: `x`, `y`, `width`, `height`, then the rest by name (a bare word, `clips`,
    /// is `yes`).
    var fields: [(String, String)]

    /// `UILabel "Fog"`: how a change names it.
    var name: String { text.map { "\(className) \($0)" } ?? className }

    static func == (a: View, b: View) -> Bool {
      a.depth == b.depth && a.className == b.className && a.text == b.text && a.fields.map(\.0) == b.fields.map(\.0)
        && a.fields.map(\.1) == b.fields.map(\.1)
    }
  }

  /// The words a font's name may go on with after a space: weights and traits.
  static let fontWords: Set<String> = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black", "italic", "monospaced"]

  /// A view line (without its indentation) taken apart at `depth`.
  static func view(_ line: Substring, depth: Int) -> View {
    var rest = line
    let className = String(rest.prefix { $0 != " " })
    rest = rest.dropFirst(className.count).drop { $0 == " " }
    var text: String?
    if rest.first == "\"" {
      // The quoted text, up to its closing quote (escapes skipped).
      var i = rest.index(after: rest.startIndex)
      var escaped = false
      while i < rest.endIndex {
        let c = rest[i]
        if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { break }
        i = rest.index(after: i)
      }
      let end = i < rest.endIndex ? rest.index(after: i) : i
      text = String(rest[..<end])
      rest = rest[end...].drop { $0 == " " }
    }
    var fields: [(String, String)] = []
    if rest.hasPrefix("frame=("), let close = rest.firstIndex(of: ")") {
      let numbers = rest[rest.index(rest.startIndex, offsetBy: 7)..<close].split(separator: ",").map { String($0.drop { $0 == " " }) }
      if numbers.count == 4 { fields += zip(["x", "y", "width", "height"], numbers).map { ($0, $1) } }
      rest = rest[rest.index(after: close)...]
    }
    for word in LayoutDumpDiff.words(rest) {
      if let eq = word.firstIndex(of: "=") {
        fields.append((String(word[..<eq]), String(word[word.index(after: eq)...])))
      } else if let last = fields.last, last.0 == "font", fontWords.contains(String(word)) || Double(word) != nil {
        // A font's name goes on past its spaces: `font=17 semibold`, `font=Avenir-Heavy 15`.
        fields[fields.count - 1].1 += " " + word
      } else {
        fields.append((String(word), "yes"))
      }
    }
    return View(depth: depth, className: className, text: text, fields: fields)
  }

  /// The changes between an element's views in the reference and now, one a line, each
  /// starting with `element` (`cell [0,2] PostCell`).
  static func describe(_ old: [View], _ new: [View], element: String) -> [String] {
    var changes: [String] = []
    for (a, b) in align(old, new) {
      switch (a, b) {
      case (let a?, let b?):
        let parts = differences(a, b)
        if !parts.isEmpty { changes.append("\(element) › \(a.name): " + parts.joined(separator: ", ")) }
      case (let a?, nil):
        changes.append("\(element) › \(a.name) removed")
      case (nil, let b?):
        let frame = ["x", "y", "width", "height"].compactMap { f in b.fields.first { $0.0 == f }?.1 }
        changes.append("\(element) › \(b.name) added" + (frame.count == 4 ? " at (\(frame.joined(separator: ", ")))" : ""))
      case (nil, nil):
        break
      }
    }
    return changes
  }

  /// What differs between two matched views: `text "Fog" → "Mist"`, `font headline →
  /// largeTitle`, `y 108 → 124`, `clips removed`.
  private static func differences(_ a: View, _ b: View) -> [String] {
    var parts: [String] = []
    if a.text != b.text { parts.append("text \(a.text ?? "none") → \(b.text ?? "none")") }
    if a.className != b.className { parts.append("class \(a.className) → \(b.className)") }
    let before = Dictionary(a.fields, uniquingKeysWith: { first, _ in first })
    let after = Dictionary(b.fields, uniquingKeysWith: { first, _ in first })
    for (field, value) in a.fields where after[field] != value {
      if let now = after[field] {
        parts.append("\(field) \(value) → \(now)")
      } else {
        parts.append(value == "yes" ? "\(field) removed" : "\(field) \(value) → none")
      }
    }
    for (field, value) in b.fields where before[field] == nil {
      parts.append(value == "yes" ? "\(field) added" : "\(field) none → \(value)")
    }
    return parts
  }

  /// The two lists of views matched in order: first the views equal in level, class and text
  /// (a longest common subsequence), then, between two matches, the views of the same level
  /// and class in turn (a changed text); the rest are removed or added.
  static func align(_ old: [View], _ new: [View]) -> [(View?, View?)] {
    func key(_ v: View) -> String { "\(v.depth) \(v.className) \(v.text ?? "")" }
    let a = old.map(key)
    let b = new.map(key)
    // Longest common subsequence by dynamic programming (a cell has tens of views).
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    if !a.isEmpty && !b.isEmpty {
      for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
          table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
      }
    }
    var pairs: [(View?, View?)] = []
    var i = 0
    var j = 0
    var pendingOld: [View] = []
    var pendingNew: [View] = []
    func flush() {
      // Between two matches: views of the same level and class pair up in turn.
      var rest = pendingNew
      for view in pendingOld {
        if let k = rest.firstIndex(where: { $0.depth == view.depth && $0.className == view.className }) {
          for added in rest[..<k] { pairs.append((nil, added)) }
          pairs.append((view, rest[k]))
          rest.removeFirst(k + 1)
        } else {
          pairs.append((view, nil))
        }
      }
      for added in rest { pairs.append((nil, added)) }
      pendingOld = []
      pendingNew = []
    }
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        flush()
        pairs.append((old[i], new[j]))
        i += 1
        j += 1
      } else if j < b.count && (i == a.count || table[i][j + 1] >= table[i + 1][j]) {
        pendingNew.append(new[j])
        j += 1
      } else {
        pendingOld.append(old[i])
        i += 1
      }
    }
    flush()
    return pairs
  }
}
