public import CollectionSnapshotLayout

/// What a ``CollectionViewHost`` gives on a device: the window, the collection view's frame in
/// it, the bars, and the collection view's layout environment.
public struct HostGeometry: Sendable, Hashable {
  /// A bar drawn over the window.
  public struct Bar: Sendable, Hashable {
    /// Which bar.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
      /// The status bar, a navigation bar (and its large title), a tab bar, a toolbar.
      case statusBar, navigationBar, largeTitle, tabBar, toolbar

      /// The label the picture gives the bar.
      public var label: String {
        switch self {
        case .statusBar: return "status bar"
        case .navigationBar: return "navigation bar"
        case .largeTitle: return "large title"
        case .tabBar: return "tab bar"
        case .toolbar: return "toolbar"
        }
      }
    }

    /// Which bar.
    public var kind: Kind
    /// Its frame in window coordinates (tab bars and toolbars include the bottom safe area
    /// they extend into).
    public var frame: Rect
  }

  /// The app's window (the screen, or an iPad split-view column).
  public var windowSize: Size
  /// The window's safe area: the device's, grown by the bars.
  public var windowSafeArea: EdgeInsets
  /// The collection view's frame in the window.
  public var collectionViewFrame: Rect
  /// The bars, top to bottom.
  public var bars: [Bar]
  /// The collection view's environment: its bounds, its own safe area, the adjusted content
  /// inset, margins, readable insets and traits.
  public var environment: LayoutEnvironment
}
