import CollectionSnapshotLayout
import CollectionSnapshotPNG
import Foundation

extension ScreenDocument {
  /// The largest JSON document read: 64 MiB (a screen of a million items takes about 55 MB).
  /// Larger files, and files that never end (`/dev/zero`), are refused before they are parsed.
  public static let maxFileSize = 64 * 1024 * 1024

  /// Reads a JSON file of at most ``maxFileSize`` bytes.
  /// - Throws: ``ScreenDecodingError`` naming the file at `$`: missing ("no such file or
  ///   folder"), a directory ("is a directory, not a file"), a device, unreadable or too large.
  package static func readFile(_ path: String) throws(ScreenDecodingError) -> Data {
    do {
      return Data(try BinaryFile.read(path, maxSize: maxFileSize, limitFor: "JSON documents"))
    } catch {
      throw ScreenDecodingError(path: "$", reason: error.message, file: path)
    }
  }

  /// The JSON path and the reason of a decoding error; for JSON that does not parse, the
  /// parser's reason and where (line and column).
  package static func describe(_ error: any Error, in data: Data) -> (path: String, reason: String) {
    if case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty, context.underlyingError == nil {
      if data.isEmpty { return ("$", "the document is empty") }
      do {
        _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      } catch {
        return ("$", "not valid JSON: " + syntaxReason(error as NSError, in: data))
      }
    }
    return JSONDecodingFailure.describe(error)
  }

  /// "Unexpected end of file" or "Invalid value at line 3, column 7" from the parser's text
  /// ("… around character 41.").
  private static func syntaxReason(_ error: NSError, in data: Data) -> String {
    var text = (error.userInfo[NSDebugDescriptionErrorKey] as? String) ?? error.localizedDescription
    if text.hasSuffix(".") { text.removeLast() }
    if text.hasPrefix("Too many nested") { text += " (at most 512 levels)" }
    let offset: Int
    if let range = text.range(of: " around character "), let at = Int(text[range.upperBound...].prefix { $0.isNumber }) {
      offset = at
    } else if text.hasPrefix("Unexpected end of file") {
      offset = data.count  // where the document stops, unfinished
    } else {
      return text
    }
    var line = 1
    var column = 1
    for byte in data.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    guard let range = text.range(of: " around character ") else { return text + " (the file ends at line \(line), column \(column))" }
    let rest = text[range.upperBound...].drop { $0.isNumber }
    return text[..<range.lowerBound] + " at line \(line), column \(column)" + rest
  }
}
