import Foundation
internal import CollectionSnapshotReview

/// The type a line of a Swift source file belongs to, read from the file itself: how an XCTest
/// assertion learns its test class (XCTest has no public "current test"), so that two classes
/// of one file with a test of the same name get references of their own.
///
/// The scan skips comments and string literals (`"…"`, `"""…"""`, raw `#"…"#`) and tracks
/// braces: `class`, `struct`, `enum`, `actor` and `extension` declarations open a type at their
/// next `{`. Nested types are joined with dots (`Outer.Inner`). Files are read once per process.
enum SourceTypeIndex {
  /// A type's extent: its name and its first and last lines.
  struct Extent: Equatable {
    var name: String
    var lines: ClosedRange<Int>
  }

  private static let cache = LockedValue<[String: [Extent]]>([:])

  /// The innermost type around `line` of the file at `path`, or `nil` (a free function, an
  /// unreadable file).
  static func type(at line: Int, inFile path: String) -> String? {
    let extents = cache.withLock { cache in
      if let cached = cache[path] { return cached }
      let scanned = (try? String(contentsOfFile: path, encoding: .utf8)).map(scan) ?? []
      cache[path] = scanned
      return scanned
    }
    // The innermost extent holding the line: the last one opened among those that hold it.
    return extents.last { $0.lines.contains(line) }?.name
  }

  /// The type extents of Swift source text, in the order they open.
  static func scan(_ text: String) -> [Extent] {
    let chars = Array(text.unicodeScalars)
    var extents: [Extent] = []
    var open: [(index: Int, depth: Int)] = []  // extents not yet closed, with their brace depth
    var names: [String] = []  // the open types' names, outermost first
    var pending: String?
    var depth = 0
    var line = 1
    var i = 0
    var previousWord = ""
    func isIdentifier(_ c: Unicode.Scalar) -> Bool {
      c == "_" || c.properties.isAlphabetic || (c.value >= 48 && c.value <= 57)
    }
    while i < chars.count {
      let c = chars[i]
      if c == "\n" {
        line += 1
        i += 1
      } else if c == "/" && i + 1 < chars.count && chars[i + 1] == "/" {
        while i < chars.count && chars[i] != "\n" { i += 1 }
      } else if c == "/" && i + 1 < chars.count && chars[i + 1] == "*" {
        var nesting = 1
        i += 2
        while i < chars.count && nesting > 0 {
          if chars[i] == "\n" { line += 1 }
          if chars[i] == "/" && i + 1 < chars.count && chars[i + 1] == "*" {
            nesting += 1
            i += 1
          } else if chars[i] == "*" && i + 1 < chars.count && chars[i + 1] == "/" {
            nesting -= 1
            i += 1
          }
          i += 1
        }
      } else if c == "#" || c == "\"" {
        // A string literal: count the raw-string hashes, then the quotes.
        var hashes = 0
        var j = i
        while j < chars.count && chars[j] == "#" {
          hashes += 1
          j += 1
        }
        guard j < chars.count && chars[j] == "\"" else {
          i = j == i ? i + 1 : j  // `#if`, `#available`: not a string
          continue
        }
        let multiline = j + 2 < chars.count && chars[j + 1] == "\"" && chars[j + 2] == "\""
        j += multiline ? 3 : 1
        while j < chars.count {
          if chars[j] == "\n" { line += 1 }
          if chars[j] == "\\" && hashes == 0 {
            j += 2
            continue
          }
          let quotes = multiline ? 3 : 1
          if chars[j] == "\"" && j + quotes <= chars.count && (0..<quotes).allSatisfy({ chars[j + $0] == "\"" }) {
            var k = j + quotes
            var closing = 0
            while closing < hashes && k < chars.count && chars[k] == "#" {
              closing += 1
              k += 1
            }
            if closing == hashes {
              j = k
              break
            }
          }
          j += 1
        }
        i = j
      } else if isIdentifier(c) {
        var j = i
        while j < chars.count && (isIdentifier(chars[j]) || (chars[j] == "." && pendingAllowsDots(previousWord))) { j += 1 }
        let word = String(String.UnicodeScalarView(chars[i..<j]))
        if ["class", "struct", "enum", "actor", "extension"].contains(previousWord) && pending == nil {
          let keywords: Set<String> = ["func", "var", "let", "subscript", "init", "deinit", "static", "final", "override", "private", "public", "internal", "fileprivate", "open"]
          if !keywords.contains(word) { pending = word }
        }
        previousWord = word
        i = j
      } else if c == "{" {
        depth += 1
        if let name = pending {
          names.append(name)
          extents.append(Extent(name: names.joined(separator: "."), lines: line...line))
          open.append((extents.count - 1, depth))
          pending = nil
        }
        previousWord = ""
        i += 1
      } else if c == "}" {
        if let last = open.last, last.depth == depth {
          extents[last.index].lines = extents[last.index].lines.lowerBound...line
          open.removeLast()
          names.removeLast()
        }
        depth -= 1
        previousWord = ""
        i += 1
      } else {
        if c != " " && c != "\t" && c != "\r" { previousWord = c == "@" ? previousWord : "" }
        i += 1
      }
    }
    // Extents never closed (a truncated file) run to its end.
    for item in open { extents[item.index].lines = extents[item.index].lines.lowerBound...line }
    return extents
  }

  /// `extension Outer.Inner` names a nested type with dots.
  private static func pendingAllowsDots(_ previousWord: String) -> Bool { previousWord == "extension" }
}
