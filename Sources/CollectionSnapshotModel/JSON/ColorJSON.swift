import CollectionSnapshotLayout
import CollectionSnapshotPixels

/// A background colour: `{"name": "systemBlue", "rgba": "#007AFFFF"}` (`rgba` left out when
/// the colour's components are not known).
struct ColorJSON: Codable {
  let color: PlaceholderColor

  enum CodingKeys: String, CodingKey, CaseIterable { case name, rgba }

  init(_ color: PlaceholderColor) {
    self.color = color
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let name = try c.decode(String.self, forKey: .name)
    var components: Color?
    if let hex = try c.decodeIfPresent(String.self, forKey: .rgba) {
      guard hex.count == 9, hex.first == "#", let value = UInt32(hex.dropFirst(), radix: 16) else {
        throw DecodingError.dataCorruptedError(forKey: .rgba, in: c, debugDescription: "expected #RRGGBBAA, got '\(hex)'")
      }
      components = Color(red: UInt8(value >> 24), green: UInt8((value >> 16) & 0xff), blue: UInt8((value >> 8) & 0xff), alpha: UInt8(value & 0xff))
    }
    color = PlaceholderColor(name: name, color: components)
  }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(color.name, forKey: .name)
    if let rgba = color.color {
      let value = UInt32(rgba.red) << 24 | UInt32(rgba.green) << 16 | UInt32(rgba.blue) << 8 | UInt32(rgba.alpha)
      let hex = String(value, radix: 16, uppercase: true)
      try c.encode("#" + String(repeating: "0", count: 8 - hex.count) + hex, forKey: .rgba)
    }
  }
}
