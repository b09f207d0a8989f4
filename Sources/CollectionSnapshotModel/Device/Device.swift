public import CollectionSnapshotLayout

/// A device a screen is shown on: size, scale, safe area and layout margins, in either
/// orientation.
public struct Device: Sendable, Hashable {
  /// Portrait or landscape.
  public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait, landscape
  }

  /// How the collection view's content inset follows the safe area
  /// (`contentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustment: String, Sendable, Hashable, CaseIterable {
    /// `.automatic`: the safe area's top and bottom (and its sides when the content scrolls
    /// horizontally) become the adjusted content inset.
    case automatic
    /// `.never`: no adjustment.
    case never
  }

  /// The name, e.g. "iPhone 15".
  public var name: String
  /// Points in portrait.
  public var portraitSize: Size
  /// Device pixels per point.
  public var scale: Double
  /// Safe area in portrait.
  public var portraitSafeArea: EdgeInsets
  /// Safe area in landscape.
  public var landscapeSafeArea: EdgeInsets
  /// The root view's side margins (16 on phones narrower than 414 pt, 20 on wider ones).
  public var sideMargin: Double
  /// The orientation shown.
  public var orientation: Orientation

  /// A device.
  public init(name: String, portraitSize: Size, scale: Double, portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, sideMargin: Double, orientation: Orientation = .portrait) {
    self.name = name
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.sideMargin = sideMargin
    self.orientation = orientation
  }

  /// The same device in another orientation.
  public func oriented(_ orientation: Orientation) -> Device {
    var copy = self
    copy.orientation = orientation
    return copy
  }

  /// Points in the current orientation.
  public var size: Size {
    orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
  }

  /// The safe area in the current orientation.
  public var safeAreaInsets: EdgeInsets { orientation == .portrait ? portraitSafeArea : landscapeSafeArea }

  /// The layout environment of a full-screen collection view on this device.
  public func environment(
    scrollDirection: ScrollDirection = .vertical, contentInsetAdjustment: ContentInsetAdjustment = .automatic,
    layoutDirection: LayoutDirection = .leftToRight
  ) -> LayoutEnvironment {
    let safe = safeAreaInsets
    var adjusted = EdgeInsets.zero
    if contentInsetAdjustment == .automatic {
      adjusted.top = safe.top
      adjusted.bottom = safe.bottom
      if scrollDirection == .horizontal {
        adjusted.left = safe.left
        adjusted.right = safe.right
      }
    }
    let margins = DirectionalEdgeInsets(top: 0, leading: max(sideMargin, safe.left), bottom: 0, trailing: max(sideMargin, safe.right))
    return LayoutEnvironment(
      containerSize: size, adjustedContentInset: adjusted, safeAreaInsets: safe, layoutMargins: margins,
      readableContentInsets: margins, displayScale: scale, layoutDirection: layoutDirection)
  }

  // MARK: Catalog

  /// iPhone SE (2nd and 3rd generation): 375 × 667 @2x.
  public static let iPhoneSE = Device(
    name: "iPhone SE", portraitSize: Size(width: 375, height: 667), scale: 2,
    portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero, sideMargin: 16)
  /// iPhone 15 and iPhone 16: 393 × 852 @3x, Dynamic Island.
  public static let iPhone15 = Device(
    name: "iPhone 15", portraitSize: Size(width: 393, height: 852), scale: 3,
    portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), sideMargin: 16)
  /// iPhone 15 Pro Max: 430 × 932 @3x.
  public static let iPhone15ProMax = Device(
    name: "iPhone 15 Pro Max", portraitSize: Size(width: 430, height: 932), scale: 3,
    portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), sideMargin: 20)
  /// iPad (10th generation) and iPad Air 11": 820 × 1180 @2x.
  public static let iPad = Device(
    name: "iPad", portraitSize: Size(width: 820, height: 1180), scale: 2,
    portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), sideMargin: 20)

  /// Every device of the catalog, with the names JSON screens use.
  public static let catalog: [(names: [String], device: Device)] = [
    (["iPhone SE"], .iPhoneSE),
    (["iPhone 15", "iPhone 16"], .iPhone15),
    (["iPhone 15 Pro Max", "Pro Max"], .iPhone15ProMax),
    (["iPad"], .iPad),
  ]

  /// The catalog device of that name (case-insensitive), or `nil`.
  public static func named(_ name: String) -> Device? {
    let wanted = name.lowercased()
    for entry in catalog where entry.names.contains(where: { $0.lowercased() == wanted }) {
      var device = entry.device
      device.name = entry.names.first { $0.lowercased() == wanted } ?? device.name
      return device
    }
    return nil
  }

  /// The catalog's names, for error messages.
  public static var catalogNames: [String] { catalog.flatMap(\.names) }
}

extension Device: CustomStringConvertible {
  /// `iPhone 15 landscape`: also what names a parameterized test's snapshots.
  public var description: String { "\(name) \(orientation.rawValue)" }
}
