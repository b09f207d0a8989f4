public import CollectionSnapshotLayout

/// The standard heights of UIKit's bars (iOS 13 to 17), without the safe area they extend into.
/// The numbers and their sources are listed in the `CollectionSnapshot` catalog, "Devices,
/// hosts, list rows and rounding".
public enum BarMetrics {
  /// A navigation bar: 44 pt on a phone, 32 pt on a phone in landscape (compact height), 50 pt
  /// on an iPad.
  public static func navigationBar(idiom: UserInterfaceIdiom, compactHeight: Bool) -> Double {
    idiom == .pad ? 50 : (compactHeight ? 32 : 44)
  }

  /// What an expanded large title adds below the navigation bar: 52 pt (96 = 44 + 52 on a
  /// phone, 102 = 50 + 52 on an iPad). Large titles are not shown in compact height.
  public static let largeTitleExtension = 52.0

  /// A tab bar above the bottom safe area: 49 pt on a phone, 32 pt on a phone in landscape,
  /// 50 pt on an iPad.
  public static func tabBar(idiom: UserInterfaceIdiom, compactHeight: Bool) -> Double {
    idiom == .pad ? 50 : (compactHeight ? 32 : 49)
  }

  /// A toolbar above the bottom safe area: 44 pt on a phone, 32 pt on a phone in landscape,
  /// 50 pt on an iPad.
  public static func toolbar(idiom: UserInterfaceIdiom, compactHeight: Bool) -> Double {
    idiom == .pad ? 50 : (compactHeight ? 32 : 44)
  }

  /// The divider between the two apps of an iPad split view.
  public static let splitViewDivider = 10.0

  /// The narrowest iPad window that has a regular width: 678 pt (a 12.9" iPad's half split is
  /// regular, an 11" one's 592 pt half is compact, a 9.7" iPad's 694 pt two-thirds is regular).
  public static let regularWidthMinimum = 678.0

  /// The widest the readable content guide gets at the default text size.
  public static let readableWidth = 672.0
}
