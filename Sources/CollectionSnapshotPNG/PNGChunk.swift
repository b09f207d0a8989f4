/// An ancillary chunk written between the header and the image data.
public struct PNGChunk: Sendable, Hashable {
  /// The four-letter chunk type; a private ancillary chunk starts with a lower-case letter and
  /// has a lower-case second letter (e.g. `csPd`).
  public var name: String
  /// The chunk's data.
  public var data: [UInt8]

  /// A chunk.
  public init(name: String, data: [UInt8]) {
    self.name = name
    self.data = data
  }

  /// True when the name is four ASCII letters.
  var hasValidName: Bool {
    let scalars = Array(name.unicodeScalars)
    return scalars.count == 4
      && scalars.allSatisfy { ($0.value >= 65 && $0.value <= 90) || ($0.value >= 97 && $0.value <= 122) }
  }
}
