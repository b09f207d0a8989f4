import CollectionSnapshotLayout
import Foundation

extension ScreenDocument {
  /// The largest JSON document read: 64 MiB (a screen of a million items takes about 55 MB).
  /// Larger files, and files that never end (`/dev/zero`), are refused before they are parsed.
  public static let maxFileSize = 64 * 1024 * 1024

  /// Reads a JSON file of at most ``maxFileSize`` bytes.
  /// - Throws: ``ScreenDecodingError`` naming the file: missing, a directory, unreadable or too
  ///   large.
  package static func readFile(_ path: String) throws(ScreenDecodingError) -> Data {
    func failure(_ reason: String) -> ScreenDecodingError { ScreenDecodingError(path: "$", reason: reason, file: path) }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw failure("is a directory, not a file")
    }
    let data: Data
    do {
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      data = try handle.read(upToCount: maxFileSize + 1) ?? Data()
    } catch {
      let why = reason(error)
      throw failure(why == "no such file or folder" ? why : "cannot read the file: " + why)
    }
    if data.count > maxFileSize {
      throw failure("the file is larger than \(maxFileSize / (1024 * 1024)) MiB, the limit for JSON documents")
    }
    return data
  }

  /// The system's reason for a file error ("Permission denied"); "no such file or folder".
  private static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return underlying.code == Int(ENOENT) ? "no such file or folder" : String(cString: strerror(Int32(underlying.code)))
    }
    if error.domain == NSCocoaErrorDomain && (error.code == NSFileNoSuchFileError || error.code == NSFileReadNoSuchFileError) {
      return "no such file or folder"
    }
    return error.localizedDescription
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
