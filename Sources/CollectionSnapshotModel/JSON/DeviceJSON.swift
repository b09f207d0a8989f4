import CollectionSnapshotLayout

/// `"iPhone 15"`, or a custom device object.
struct DeviceJSON: Decodable {
  let device: Device

  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, size, scale, safeArea, landscapeSafeArea, sideMargin, statusBarHeight, idiom, landscapeWidthClass, splitViewNarrowWidth
  }

  init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      guard let device = Device.named(name) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "unknown device '\(name)'; the catalog has: \(Device.catalogNames.joined(separator: ", ")); or give an object with name, size, scale, safeArea, statusBarHeight, idiom"))
      }
      self.device = device
      return
    }
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let size = try c.decode(Size.self, forKey: .size)
    guard size.isFinite, size.width > 0, size.height > 0 else {
      throw DecodingError.dataCorruptedError(forKey: .size, in: c, debugDescription: "must be positive, got \(size.width) x \(size.height)")
    }
    let safe = try c.decodeIfPresent(EdgeInsets.self, forKey: .safeArea) ?? .zero
    let scale = try c.decodeNumberIfPresent(.scale, positive: true) ?? 3
    guard (1...8).contains(scale) else {
      throw DecodingError.dataCorruptedError(forKey: .scale, in: c, debugDescription: "must be between 1 and 8 pixels per point, got \(scale)")
    }
    device = Device(
      name: try c.decodeIfPresent(String.self, forKey: .name) ?? "custom", portraitSize: size,
      scale: scale, portraitSafeArea: safe,
      landscapeSafeArea: try c.decodeIfPresent(EdgeInsets.self, forKey: .landscapeSafeArea) ?? safe,
      sideMargin: try c.decodeNumberIfPresent(.sideMargin, nonNegative: true) ?? 16,
      statusBarHeight: try c.decodeNumberIfPresent(.statusBarHeight, nonNegative: true),
      idiom: try c.decodeChoiceIfPresent(UserInterfaceIdiom.self, forKey: .idiom) ?? .phone,
      landscapeWidthClass: try c.decodeChoiceIfPresent(UserInterfaceSizeClass.self, forKey: .landscapeWidthClass) ?? .compact,
      splitViewNarrowWidth: try c.decodeNumberIfPresent(.splitViewNarrowWidth, positive: true) ?? 375)
  }
}
