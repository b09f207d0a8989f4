import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// Names the sections and items of a screen made from UIKit values, so that the same data
/// gives the same identifiers on every run (the layout dump and traces print them).
///
/// - An item or section is named by its `Identifiable.id` when it has one that prints the same
///   on every run, else by its description (`"\(value)"`), or by the test's own
///   `itemIdentifier:` closure.
/// - What changes from run to run in a description — a UUID (`3ED7520D-…`) or a memory address
///   (`0x600000c8c000`) — is replaced by `<uuid-1>`, `<address-1>`…, numbered by first
///   appearance in the snapshot (the same UUID gets the same number), and the dump's warnings
///   say so. An identifier the test chose that contains one is an error: it cannot be stable.
/// - Identifiers that print alike are told apart by order: a second `x` is `x#2`.
struct UIKitIdentifiers {
  private var sections: [String: Int] = [:]
  private var items: [String: Int] = [:]
  /// Unstable text → its stand-in.
  private var standIns: [String: String] = [:]
  private var uuidCount = 0
  private var addressCount = 0
  private var replacedSections = 0
  private var replacedItems = 0

  /// The name of a section identifier.
  mutating func section(_ value: Any) -> String {
    let (name, replaced) = stable(Self.describe(value))
    if replaced { replacedSections += 1 }
    return Self.unique(name, in: &sections)
  }

  /// The name of an item identifier: the test's choice, or its description made stable.
  /// - Throws: ``LayoutError`` at `path` when the test's choice is empty or changes from run
  ///   to run.
  mutating func item(_ value: Any, chosen: String?, path: String) throws -> String {
    if let chosen {
      if chosen.isEmpty { throw LayoutError(path, "itemIdentifier returned an empty identifier for \(value)") }
      if let unstable = UnstableText.matches(in: chosen).first {
        throw LayoutError(
          path,
          "itemIdentifier returned '\(chosen)', which contains \(unstable.kind == .uuid ? "a UUID" : "a memory address") ('\(chosen[unstable.range])'): "
            + "it changes every run, so the layout dump and traces could never match their references; return something that stays the same (a name, a number)")
      }
      return Self.unique(chosen, in: &items)
    }
    let (name, replaced) = stable(Self.describe(value))
    if replaced { replacedItems += 1 }
    return Self.unique(name, in: &items)
  }

  /// What the dump says about replaced identifiers.
  var warnings: [LayoutDiagnostic] {
    guard replacedSections + replacedItems > 0 else { return [] }
    var counted: [String] = []
    if replacedSections > 0 { counted.append("\(replacedSections) section identifier(s)") }
    if replacedItems > 0 { counted.append("\(replacedItems) item identifier(s)") }
    var examples: [String] = []
    if uuidCount > 0 { examples.append("<uuid-1>") }
    if addressCount > 0 { examples.append("<address-1>") }
    return [
      LayoutDiagnostic(
        "identifiers",
        "\(counted.joined(separator: " and ")) print a UUID or a memory address, which change every run: they are shown as "
          + "\(examples.joined(separator: ", "))… numbered in order of appearance; pass itemIdentifier: to name items yourself")
    ]
  }

  /// The identifier's `id` when it is `Identifiable` with an id that prints the same every run;
  /// otherwise its description.
  static func describe(_ value: Any) -> String {
    if let identifiable = value as? any Identifiable {
      let id = idText(identifiable)
      if !id.isEmpty && UnstableText.matches(in: id).isEmpty { return id }
    }
    return String(describing: value)
  }

  private static func idText<T: Identifiable>(_ value: T) -> String { String(describing: value.id) }

  /// `text` with its UUIDs and addresses replaced by stand-ins; whether any was.
  private mutating func stable(_ text: String) -> (String, Bool) {
    let matches = UnstableText.matches(in: text)
    guard !matches.isEmpty else { return (text, false) }
    var result = ""
    var position = text.startIndex
    for match in matches {
      result += text[position..<match.range.lowerBound]
      let token = String(text[match.range])
      let key = token.uppercased()
      if let standIn = standIns[key] {
        result += standIn
      } else {
        let standIn: String
        switch match.kind {
        case .uuid:
          uuidCount += 1
          standIn = "<uuid-\(uuidCount)>"
        case .address:
          addressCount += 1
          standIn = "<address-\(addressCount)>"
        }
        standIns[key] = standIn
        result += standIn
      }
      position = match.range.upperBound
    }
    result += text[position...]
    return (result, true)
  }

  /// `name`, or `name#2`, `name#3`… when taken.
  private static func unique(_ name: String, in seen: inout [String: Int]) -> String {
    guard var n = seen[name] else {
      seen[name] = 1
      return name
    }
    var candidate: String
    repeat {
      n += 1
      candidate = "\(name)#\(n)"
    } while seen[candidate] != nil
    seen[name] = n
    seen[candidate] = 1
    return candidate
  }
}

/// Text that differs from run to run in a description: UUIDs (8-4-4-4-12 hexadecimal digits)
/// and memory addresses (`0x` and at least six hexadecimal digits).
enum UnstableText {
  enum Kind { case uuid, address }

  struct Match {
    var range: Range<String.Index>
    var kind: Kind
  }

  /// The UUIDs and addresses in `text`, in order, not overlapping.
  static func matches(in text: String) -> [Match] {
    let characters = Array(text.utf8)
    let indices = Array(text.utf8.indices) + [text.utf8.endIndex]
    var found: [Match] = []
    var i = 0
    while i < characters.count {
      if let length = uuidLength(characters, at: i) {
        found.append(Match(range: indices[i]..<indices[i + length], kind: .uuid))
        i += length
      } else if let length = addressLength(characters, at: i) {
        found.append(Match(range: indices[i]..<indices[i + length], kind: .address))
        i += length
      } else {
        i += 1
      }
    }
    return found
  }

  private static func isHex(_ c: UInt8) -> Bool {
    (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102)
  }

  /// 36 when a UUID starts at `i` (and is not part of a longer run of hexadecimal digits).
  private static func uuidLength(_ c: [UInt8], at i: Int) -> Int? {
    guard i + 36 <= c.count, i == 0 || !isHex(c[i - 1]) else { return nil }
    for (offset, ch) in c[i..<(i + 36)].enumerated() {
      if [8, 13, 18, 23].contains(offset) {
        guard ch == UInt8(ascii: "-") else { return nil }
      } else {
        guard isHex(ch) else { return nil }
      }
    }
    return i + 36 < c.count && isHex(c[i + 36]) ? nil : 36
  }

  /// The length of `0x` and its hexadecimal digits when at least six follow at `i`.
  private static func addressLength(_ c: [UInt8], at i: Int) -> Int? {
    guard i + 2 < c.count, c[i] == UInt8(ascii: "0"), c[i + 1] == UInt8(ascii: "x") || c[i + 1] == UInt8(ascii: "X") else { return nil }
    guard i == 0 || !(isHex(c[i - 1]) || c[i - 1] == UInt8(ascii: "_")) else { return nil }
    var j = i + 2
    while j < c.count && isHex(c[j]) { j += 1 }
    return j - i - 2 >= 6 ? j - i : nil
  }
}
