import CollectionSnapshotLayout
public import Foundation

/// A screen in JSON: the fixture format of this package (the article "JSON screens and scripts").
///
/// Decoding is strict: unknown keys, wrong types and bad values fail with the JSON path of the
/// value (``ScreenDecodingError``).
public enum ScreenDocument {
  /// Decodes a screen from JSON bytes.
  /// - Throws: ``ScreenDecodingError`` with the JSON path and the reason.
  public static func decode(_ data: Data, name: String? = nil) throws(ScreenDecodingError) -> Screen {
    do {
      let document = try JSONDecoder().decode(ScreenJSON.self, from: data)
      var screen = document.screen
      if let name, document.name == nil { screen.name = name }
      do {
        try screen.validateIdentifiers()
      } catch {
        throw ScreenDecodingError(path: "$." + error.path, reason: error.reason)
      }
      return screen
    } catch let error as ScreenDecodingError {
      throw error
    } catch {
      let (path, reason) = describe(error, in: data)
      throw ScreenDecodingError(path: path, reason: reason)
    }
  }

  /// Reads and decodes a screen file; the file name (without `.json`) names the screen unless
  /// the document has a `name`.
  /// - Throws: ``ScreenDecodingError`` naming the file, the JSON path and the reason.
  public static func load(contentsOfFile path: String) throws(ScreenDecodingError) -> Screen {
    try readDocument(path) { (data) throws(ScreenDecodingError) in
      try decode(data, name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
    }
  }

  /// Reads a JSON file and decodes it with `decode`; a read error, or a decoding error that
  /// names no file yet, names `path` (an error already naming another file — a page a script
  /// refers to — keeps it).
  package static func readDocument<T>(_ path: String, _ decode: (Data) throws(ScreenDecodingError) -> T) throws(ScreenDecodingError) -> T {
    let data = try readFile(path)
    if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      throw ScreenDecodingError(path: "$", reason: data.isEmpty ? "the file is empty (0 bytes)" : "the file is empty (only white space)", file: path)
    }
    do {
      return try decode(data)
    } catch {
      var named = error
      if named.file == nil { named.file = path }
      throw named
    }
  }
}

extension ScreenDocument {
  /// Decodes a page document — `{"page": 2, "hasNext": true, "sections": [...]}`, sections as
  /// in a screen — into a model that ``ViewModel/extend(with:)`` merges by section identifier.
  /// - Throws: ``ScreenDecodingError`` with the JSON path and the reason.
  public static func decodePage(_ data: Data) throws(ScreenDecodingError) -> ViewModel {
    try decodeJSON(PageJSON.self, data).model
  }

  /// Reads and decodes a page file.
  /// - Throws: ``ScreenDecodingError`` naming the file, the JSON path and the reason.
  public static func loadPage(contentsOfFile path: String) throws(ScreenDecodingError) -> ViewModel {
    try readDocument(path, decodePage)
  }

  /// Decodes a model document — `{"page": 2, "hasNext": true, "sections": [...]}`, `page` and
  /// `hasNext` optional, sections as in a screen — into a view model.
  /// - Throws: ``ScreenDecodingError`` with the JSON path and the reason.
  public static func decodeModel(_ data: Data) throws(ScreenDecodingError) -> ViewModel {
    try decodeJSON(ModelJSON.self, data).model
  }

  /// Reads and decodes a model file.
  /// - Throws: ``ScreenDecodingError`` naming the file, the JSON path and the reason.
  public static func loadModel(contentsOfFile path: String) throws(ScreenDecodingError) -> ViewModel {
    try readDocument(path, decodeModel)
  }

  /// Decodes JSON bytes, a decoding error becoming its JSON path and reason.
  static func decodeJSON<T: Decodable>(_ type: T.Type, _ data: Data) throws(ScreenDecodingError) -> T {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch {
      let (path, reason) = describe(error, in: data)
      throw ScreenDecodingError(path: path, reason: reason)
    }
  }
}

/// A JSON document that cannot be read: where (the file and the JSON path) and why.
public struct ScreenDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The JSON path of the bad value, e.g. `$.sections[1].items[0].size`.
  public var path: String
  /// Why it is bad.
  public var reason: String
  /// The file, when the JSON came from one.
  public var file: String?

  /// An error.
  public init(path: String, reason: String, file: String? = nil) {
    self.path = path
    self.reason = reason
    self.file = file
  }

  /// `file: path: reason`.
  public var description: String { (file.map { "\($0): " } ?? "") + "\(path): \(reason)" }
}
