import Foundation

/// Reads the XML of an Interface Builder file into ``IBElement``s.
///
/// Interface Builder writes a small part of XML — a declaration, comments, elements with
/// quoted attributes, character data and the five predefined entities with numeric character
/// references — and that part is what is read. Anything else, or anything damaged (a truncated
/// file, mismatched tags, an unknown entity, nesting deeper than ``maximumDepth``, a document
/// type declaration with its own entities), is an ``IBDocumentError`` naming the file and the
/// line, never a crash. The reader has no recursion: a hostile file cannot exhaust the stack.
struct IBXMLReader {
  /// The deepest nesting accepted (Interface Builder's deepest files nest a few dozen levels).
  static let maximumDepth = 256
  /// The largest file accepted, in bytes.
  static let maximumSize = 64 << 20

  private let bytes: [UInt8]
  private let file: String
  private var index = 0
  private var line = 1

  /// A reader of `data`, which came from `file` (named in errors).
  init(_ data: Data, file: String) {
    self.bytes = [UInt8](data)
    self.file = file
  }

  /// The document's root element.
  /// - Throws: ``IBDocumentError`` for a file that is not well-formed.
  static func read(_ data: Data, file: String) throws -> IBElement {
    guard data.count <= maximumSize else {
      throw IBDocumentError(file: file, line: 0, message: "the file has \(data.count) bytes; Interface Builder files of more than \(maximumSize) bytes are not read")
    }
    var reader = IBXMLReader(data, file: file)
    return try reader.document()
  }

  /// An element being read: its start tag, and what it holds so far.
  private struct Open {
    var name: String
    var attributes: [(name: String, value: String)]
    var line: Int
    var children: [IBElement] = []
    var text: [UInt8] = []
  }

  private mutating func document() throws -> IBElement {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    guard String(validating: bytes[index...], as: UTF8.self) != nil else { throw error("the file is not UTF-8 text") }
    var stack: [Open] = []
    var root: IBElement?
    while index < bytes.count {
      if bytes[index] != UInt8(ascii: "<") {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { advance() }
        let text = try decodeEntities(bytes[start..<index])
        if stack.isEmpty {
          guard text.allSatisfy(Self.isSpace) else { throw error("text outside the document's element") }
        } else {
          stack[stack.count - 1].text += text
        }
        continue
      }
      if starts(with: "<?") {
        try skip(past: "?>", what: "processing instruction")
      } else if starts(with: "<!--") {
        try skip(past: "-->", what: "comment")
      } else if starts(with: "<![CDATA[") {
        guard !stack.isEmpty else { throw error("character data outside the document's element") }
        index += 9
        let start = index
        try skip(past: "]]>", what: "CDATA section")
        stack[stack.count - 1].text += bytes[start..<(index - 3)]
      } else if starts(with: "<!DOCTYPE") {
        try doctype()
      } else if starts(with: "</") {
        index += 2
        let name = try self.name()
        skipSpace()
        try expect(">")
        guard let open = stack.popLast() else { throw error("the end tag </\(name)> closes no element") }
        guard open.name == name else { throw error("the end tag </\(name)> does not close <\(open.name)> (line \(open.line))") }
        let element = IBElement(name: open.name, attributes: open.attributes, children: open.children, text: String(decoding: open.text, as: UTF8.self), line: open.line)
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
      } else {
        guard root == nil else { throw error("a second element after the document's element") }
        let (open, empty) = try startTag()
        if empty {
          let element = IBElement(name: open.name, attributes: open.attributes, children: [], text: "", line: open.line)
          if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        } else {
          guard stack.count < Self.maximumDepth else { throw error("elements nest deeper than \(Self.maximumDepth) levels") }
          stack.append(open)
        }
      }
    }
    if let open = stack.last { throw error("the file ends inside <\(open.name)> (line \(open.line)): it is truncated") }
    guard let root else { throw error("the file holds no element") }
    return root
  }

  /// `<name attribute="value" …>` or `…/>`.
  private mutating func startTag() throws -> (Open, empty: Bool) {
    let line = self.line
    index += 1
    let name = try self.name()
    var attributes: [(name: String, value: String)] = []
    while true {
      let hadSpace = skipSpace()
      guard index < bytes.count else { throw error("the file ends inside the start tag <\(name)> (line \(line)): it is truncated") }
      if bytes[index] == UInt8(ascii: ">") {
        index += 1
        return (Open(name: name, attributes: attributes, line: line), false)
      }
      if starts(with: "/>") {
        index += 2
        return (Open(name: name, attributes: attributes, line: line), true)
      }
      guard hadSpace else { throw error("expected a space, '>' or '/>' in the start tag <\(name)>") }
      let attribute = try self.name()
      skipSpace()
      try expect("=")
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
        throw error("the value of the attribute '\(attribute)' of <\(name)> is not quoted")
      }
      let quote = bytes[index]
      index += 1
      let start = index
      while index < bytes.count, bytes[index] != quote {
        if bytes[index] == UInt8(ascii: "<") { throw error("'<' in the value of the attribute '\(attribute)' of <\(name)>") }
        advance()
      }
      guard index < bytes.count else { throw error("the file ends inside the value of the attribute '\(attribute)' of <\(name)>: it is truncated") }
      let value = try decodeEntities(bytes[start..<index])
      index += 1
      if attributes.contains(where: { $0.name == attribute }) { throw error("the attribute '\(attribute)' appears twice in <\(name)>") }
      attributes.append((attribute, String(decoding: value, as: UTF8.self)))
    }
  }

  /// A document type declaration: accepted without an internal subset (which could declare
  /// entities), refused with one.
  private mutating func doctype() throws {
    while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
      if bytes[index] == UInt8(ascii: "[") { throw error("a document type declaration with its own declarations is not read") }
      advance()
    }
    guard index < bytes.count else { throw error("the file ends inside the document type declaration: it is truncated") }
    index += 1
  }

  /// An XML name (letters, digits, `_`, `-`, `.`, `:` and any non-ASCII byte).
  private mutating func name() throws -> String {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      let isNameByte = byte >= 0x80 || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
      guard isNameByte else { break }
      index += 1
    }
    guard index > start else {
      guard index < bytes.count else { throw error("the file ends where a name was expected: it is truncated") }
      throw error("expected a name, found '\(Character(Unicode.Scalar(bytes[index])))'")
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Text with `&…;` references replaced by what they stand for.
  private func decodeEntities(_ text: ArraySlice<UInt8>) throws -> [UInt8] {
    guard text.contains(UInt8(ascii: "&")) else { return Array(text) }
    var out: [UInt8] = []
    out.reserveCapacity(text.count)
    var i = text.startIndex
    while i < text.endIndex {
      guard text[i] == UInt8(ascii: "&") else {
        out.append(text[i])
        i += 1
        continue
      }
      guard let end = text[i...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else { throw error("an '&' that starts no entity reference") }
      let entity = String(decoding: text[(i + 1)..<end], as: UTF8.self)
      switch entity {
      case "lt": out.append(UInt8(ascii: "<"))
      case "gt": out.append(UInt8(ascii: ">"))
      case "amp": out.append(UInt8(ascii: "&"))
      case "quot": out.append(UInt8(ascii: "\""))
      case "apos": out.append(UInt8(ascii: "'"))
      default:
        let hex = entity.hasPrefix("#x")
        guard entity.hasPrefix("#"), let code = UInt32(entity.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10), code != 0, let scalar = Unicode.Scalar(code) else {
          throw error("the entity reference '&\(entity);' is not one XML defines")
        }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
      }
      i = end + 1
    }
    return out
  }

  // MARK: Moving through the bytes

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// Moves past one byte, counting lines.
  private mutating func advance() {
    if bytes[index] == 0x0A { line += 1 }
    index += 1
  }

  /// Moves past spaces; whether there were any.
  @discardableResult
  private mutating func skipSpace() -> Bool {
    let start = index
    while index < bytes.count, Self.isSpace(bytes[index]) { advance() }
    return index > start
  }

  private func starts(with prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return prefix.withUTF8Buffer { buffer in
      for offset in 0..<count where bytes[index + offset] != buffer[offset] { return false }
      return true
    }
  }

  private mutating func skip(past terminator: StaticString, what: String) throws {
    let line = self.line
    while index < bytes.count {
      if starts(with: terminator) {
        index += terminator.utf8CodeUnitCount
        return
      }
      advance()
    }
    throw error("the file ends inside a \(what) that starts on line \(line): it is truncated")
  }

  private mutating func expect(_ character: Character) throws {
    guard index < bytes.count else { throw error("the file ends where '\(character)' was expected: it is truncated") }
    guard bytes[index] == character.asciiValue else { throw error("expected '\(character)', found '\(Character(Unicode.Scalar(bytes[index])))'") }
    index += 1
  }

  private func error(_ message: String) -> IBDocumentError {
    IBDocumentError(file: file, line: line, message: message)
  }
}
