import CollectionSnapshotLayout

/// A screen's `host`: `navigationBar` (`none`, `standard`, `largeTitle`), `tabBar`, `toolbar`,
/// `statusBarHidden`, `window` (`fullScreen`, `splitTwoThirds`, `splitHalf`, `splitOneThird`),
/// `placement` (`"fill"`, `"safeArea"`, `{"insets": …}` or `{"frame": …}`),
/// `contentInsetAdjustmentBehavior`, `contentInset`, `alwaysBounceVertical`,
/// `alwaysBounceHorizontal`, `layoutMargins`; every key optional.
struct HostJSON: Decodable {
  let host: CollectionViewHost
  let setsAdjustment: Bool

  enum CodingKeys: String, CodingKey, CaseIterable {
    case navigationBar, tabBar, toolbar, statusBarHidden, window, placement, contentInsetAdjustmentBehavior, contentInset
    case alwaysBounceVertical, alwaysBounceHorizontal, layoutMargins
  }

  enum PlacementKeys: String, CodingKey, CaseIterable { case insets, frame }

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    var host = CollectionViewHost()
    host.navigationBar = try c.decodeChoiceIfPresent(CollectionViewHost.NavigationBar.self, forKey: .navigationBar) ?? .none
    host.tabBar = try c.decodeIfPresent(Bool.self, forKey: .tabBar) ?? false
    host.toolbar = try c.decodeIfPresent(Bool.self, forKey: .toolbar) ?? false
    host.statusBarHidden = try c.decodeIfPresent(Bool.self, forKey: .statusBarHidden) ?? false
    host.window = try c.decodeChoiceIfPresent(CollectionViewHost.Window.self, forKey: .window) ?? .fullScreen
    if c.contains(.placement) {
      if let word = try? c.decode(String.self, forKey: .placement) {
        switch word {
        case "fill": host.placement = .fill
        case "safeArea": host.placement = .safeArea
        default:
          throw DecodingError.dataCorruptedError(
            forKey: .placement, in: c, debugDescription: "unknown value '\(word)'; expected \"fill\", \"safeArea\", {\"insets\": …} or {\"frame\": …}")
        }
      } else {
        let (key, p) = try c.superDecoder(forKey: .placement).singleKey(of: PlacementKeys.self, what: "a placement")
        switch key {
        case .insets:
          let insets = try p.decode(EdgeInsets.self, forKey: .insets)
          guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0.isFinite }) else {
            throw DecodingError.dataCorruptedError(forKey: .insets, in: p, debugDescription: "must be finite")
          }
          host.placement = .insets(insets)
        case .frame:
          let frame = try p.decode(Rect.self, forKey: .frame)
          guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite, frame.width > 0, frame.height > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .frame, in: p, debugDescription: "must be finite with a positive size, got \(frame)")
          }
          host.placement = .frame(frame)
        }
      }
    }
    setsAdjustment = c.contains(.contentInsetAdjustmentBehavior)
    host.contentInsetAdjustmentBehavior = try c.decodeChoiceIfPresent(ContentInsetAdjustmentBehavior.self, forKey: .contentInsetAdjustmentBehavior) ?? .automatic
    if let inset = try c.decodeIfPresent(EdgeInsets.self, forKey: .contentInset) {
      guard [inset.top, inset.left, inset.bottom, inset.right].allSatisfy({ $0.isFinite && abs($0) <= 1e6 }) else {
        throw DecodingError.dataCorruptedError(forKey: .contentInset, in: c, debugDescription: "must be finite and within ±1000000")
      }
      host.contentInset = inset
    }
    host.alwaysBounceVertical = try c.decodeIfPresent(Bool.self, forKey: .alwaysBounceVertical) ?? false
    host.alwaysBounceHorizontal = try c.decodeIfPresent(Bool.self, forKey: .alwaysBounceHorizontal) ?? false
    if let margins = try c.decodeIfPresent(DirectionalEdgeInsets.self, forKey: .layoutMargins) {
      guard [margins.top, margins.leading, margins.bottom, margins.trailing].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
        throw DecodingError.dataCorruptedError(forKey: .layoutMargins, in: c, debugDescription: "must be finite and not negative")
      }
      host.layoutMargins = margins
    }
    self.host = host
  }
}
