import Foundation

/// The JSON form of records: sorted keys, no escaped slashes, one record a file.
enum RecordCoding {
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// One encoder for the many small writes of a run (JSONEncoder is safe to share).
  static let shared = encoder

  static let decoder = JSONDecoder()

  static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
    Array(try shared.encode(value))
  }

  /// Reads a record, refusing a newer format than this tool knows.
  static func decode(_ data: Data, file: String) throws(ReviewError) -> SnapshotRecord {
    struct Version: Decodable { var version: Int }
    guard let version = try? decoder.decode(Version.self, from: data) else {
      throw ReviewError("\(file): not a snapshot record (no \"version\")")
    }
    guard version.version <= SnapshotRecord.currentVersion else {
      throw ReviewError("\(file): record format \(version.version) is newer than this tool's (\(SnapshotRecord.currentVersion)): update CollectionSnapshot")
    }
    do {
      return try decoder.decode(SnapshotRecord.self, from: data)
    } catch {
      throw ReviewError("\(file): not a snapshot record: \(error)")
    }
  }
}

/// A review command's error: bad input (a folder that is not an artifacts folder, an
/// unreadable record), with the file named.
public struct ReviewError: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  public var description: String

  /// An error.
  public init(_ description: String) { self.description = description }
}
