public import CollectionSnapshotLayout

/// A device a screen is shown on: size, scale, safe area, status bar, layout margins and
/// traits, in either orientation. What UIKit then computes around a collection view on it (the
/// bars, the safe area inside the view, the adjusted content inset, the margins) is
/// ``CollectionViewHost``'s job.
///
/// The catalog's numbers and their sources are listed in the `CollectionSnapshot` documentation
/// catalog, "Devices, hosts, list rows and rounding".
public struct Device: Sendable, Hashable {
  /// Portrait or landscape.
  public enum Orientation: String, Sendable, Hashable, CaseIterable {
    /// The two orientations.
    case portrait, landscape
  }

  /// How the collection view's content inset follows the safe area
  /// (`contentInsetAdjustmentBehavior`).
  public typealias ContentInsetAdjustment = ContentInsetAdjustmentBehavior

  /// The name, e.g. "iPhone 15".
  public var name: String
  /// Points in portrait.
  public var portraitSize: Size
  /// Device pixels per point.
  public var scale: Double
  /// Safe area in portrait, without bars (the sensor housing, the status bar, the home
  /// indicator).
  public var portraitSafeArea: EdgeInsets
  /// Safe area in landscape, without bars.
  public var landscapeSafeArea: EdgeInsets
  /// The root view's side margins, UIKit's system minimum (16 on phones narrower than 414 pt,
  /// 20 on wider ones and on iPads).
  public var sideMargin: Double
  /// The orientation shown.
  public var orientation: Orientation
  /// The status bar's height in portrait (a navigation bar starts below it); it can be less
  /// than the safe area's top (54 against 59 on an iPhone 15).
  public var statusBarHeight: Double
  /// Phone or pad.
  public var idiom: UserInterfaceIdiom
  /// The width's size class in landscape on a phone: regular on the Plus and Max iPhones,
  /// compact on the others. (Portrait phones are compact; iPads follow their window's width.)
  public var landscapeWidthClass: UserInterfaceSizeClass
  /// On an iPad, the width of the narrow column of an uneven split view (and of Slide Over).
  public var splitViewNarrowWidth: Double

  /// A device. The status bar defaults to the portrait safe area's top.
  public init(
    name: String, portraitSize: Size, scale: Double, portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, sideMargin: Double,
    orientation: Orientation = .portrait, statusBarHeight: Double? = nil, idiom: UserInterfaceIdiom = .phone,
    landscapeWidthClass: UserInterfaceSizeClass = .compact, splitViewNarrowWidth: Double = 375
  ) {
    self.name = name
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.sideMargin = sideMargin
    self.orientation = orientation
    self.statusBarHeight = statusBarHeight ?? portraitSafeArea.top
    self.idiom = idiom
    self.landscapeWidthClass = landscapeWidthClass
    self.splitViewNarrowWidth = splitViewNarrowWidth
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

  /// The safe area in the current orientation, without bars.
  public var safeAreaInsets: EdgeInsets { orientation == .portrait ? portraitSafeArea : landscapeSafeArea }

  /// UIKit's "wide content margins" (`UIScreen._wantsWideContentMargins`): iPhones wider than
  /// 375 pt in portrait; iPads never. Where it holds, a table's and an inset grouped list's
  /// default side margin is 20 pt (16 in a collection view 320 pt wide or less), else 16.
  public var wantsWideContentMargins: Bool {
    idiom == .phone && portraitSize.width > 375
  }

  /// The status bar's height as shown: iPhones hide it in landscape (iOS 13 and later).
  public var visibleStatusBarHeight: Double {
    idiom == .phone && orientation == .landscape ? 0 : statusBarHeight
  }

  /// The layout environment of a full-screen collection view on this device, with no bars.
  public func environment(
    scrollDirection: ScrollDirection = .vertical, contentInsetAdjustment: ContentInsetAdjustment = .automatic,
    layoutDirection: LayoutDirection = .leftToRight
  ) -> LayoutEnvironment {
    var host = CollectionViewHost()
    host.contentInsetAdjustmentBehavior = contentInsetAdjustment
    return host.geometry(on: self, scrollDirection: scrollDirection, layoutDirection: layoutDirection).environment
  }

  // MARK: Catalog

  /// iPhone SE (2nd and 3rd generation), iPhone 8: 375 × 667 @2x, status bar 20.
  public static let iPhoneSE = Device(
    name: "iPhone SE", portraitSize: Size(width: 375, height: 667), scale: 2,
    portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero, sideMargin: 16)
  /// iPhone 12, 13, 14: 390 × 844 @3x, the notch: safe area 47 / 34 (landscape 47 on the
  /// sides, 21 at the bottom), status bar 47.
  public static let iPhone13 = Device(
    name: "iPhone 13", portraitSize: Size(width: 390, height: 844), scale: 3,
    portraitSafeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
    landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), sideMargin: 16)
  /// iPhone 15 and iPhone 16: 393 × 852 @3x, Dynamic Island: safe area 59 / 34 (landscape 59
  /// on the sides, 21 at the bottom), status bar 54.
  public static let iPhone15 = Device(
    name: "iPhone 15", portraitSize: Size(width: 393, height: 852), scale: 3,
    portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), sideMargin: 16, statusBarHeight: 54)
  /// iPhone 15 Pro Max: 430 × 932 @3x, the same safe areas and status bar as the iPhone 15;
  /// regular width in landscape.
  public static let iPhone15ProMax = Device(
    name: "iPhone 15 Pro Max", portraitSize: Size(width: 430, height: 932), scale: 3,
    portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), sideMargin: 20, statusBarHeight: 54,
    landscapeWidthClass: .regular)
  /// iPad (10th generation) and iPad Air 11": 820 × 1180 @2x, status bar 24, home indicator
  /// 20.
  public static let iPad = Device(
    name: "iPad", portraitSize: Size(width: 820, height: 1180), scale: 2,
    portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), sideMargin: 20, idiom: .pad)
  /// iPad Pro 12.9": 1024 × 1366 @2x, status bar 24, home indicator 20.
  public static let iPadPro12 = Device(
    name: "iPad Pro 12.9", portraitSize: Size(width: 1024, height: 1366), scale: 2,
    portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), sideMargin: 20, idiom: .pad)
  /// iPad Pro 12.9", under the name JSON screens use: the same device as ``iPadPro12``.
  public static var iPadPro12_9: Device { .iPadPro12 }

  /// Every device of the catalog, with the names JSON screens use.
  public static let catalog: [(names: [String], device: Device)] = [
    (["iPhone SE", "iPhone 8"], .iPhoneSE),
    (["iPhone 13", "iPhone 12", "iPhone 14"], .iPhone13),
    (["iPhone 15", "iPhone 16"], .iPhone15),
    (["iPhone 15 Pro Max", "Pro Max"], .iPhone15ProMax),
    (["iPad"], .iPad),
    (["iPad Pro 12.9", "iPad Pro 13"], .iPadPro12),
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

  /// The catalog's devices for error messages, each by its name and its other names:
  /// `iPhone SE (also iPhone 8)`.
  public static var catalogNames: [String] {
    catalog.map { entry in
      entry.names.count == 1 ? entry.names[0] : "\(entry.names[0]) (also \(entry.names.dropFirst().joined(separator: ", ")))"
    }
  }
}

extension Device: CustomStringConvertible {
  /// `iPhone 15 landscape`: also what names a parameterized test's snapshots.
  public var description: String { "\(name) \(orientation.rawValue)" }
}
