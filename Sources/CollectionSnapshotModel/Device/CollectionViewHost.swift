public import CollectionSnapshotLayout

/// Where the collection view sits on the screen, and what UIKit computes from it: the bars
/// around it (status bar, navigation bar with or without a large title, tab bar, toolbar), the
/// window it is in (full screen, or an iPad split-view column), its frame in that window, its
/// `contentInsetAdjustmentBehavior` and `contentInset`, and its layout margins.
///
/// ``geometry(on:scrollDirection:layoutDirection:contentSizeCategory:roundingRule:)`` turns a
/// host and a ``Device`` into the collection view's ``LayoutEnvironment`` (bounds, safe area
/// inside the view, adjusted content inset, margins, readable insets, traits) and the bars'
/// frames the renderer draws.
///
/// ```swift
/// var host = CollectionViewHost()
/// host.navigationBar = .largeTitle
/// host.tabBar = true
/// let environment = host.geometry(on: .iPhone15).environment
/// environment.adjustedContentInset   // top 150 (54 + 96), bottom 83 (49 + 34)
/// ```
public struct CollectionViewHost: Sendable, Hashable {
  /// The navigation bar above the collection view's view controller.
  public enum NavigationBar: String, Sendable, Hashable, Codable, CaseIterable {
    /// No navigation bar.
    case none
    /// A standard bar (44 pt on a phone).
    case standard
    /// A large title, expanded (96 pt on a phone); a standard bar in compact height.
    case largeTitle
  }

  /// The window the app has on an iPad.
  public enum Window: String, Sendable, Hashable, Codable, CaseIterable {
    /// The whole screen.
    case fullScreen
    /// The wide column of an uneven split view.
    case splitTwoThirds
    /// Half of a landscape split view.
    case splitHalf
    /// The narrow column of an uneven split view.
    case splitOneThird
  }

  /// Where the collection view is in its window.
  public enum Placement: Sendable, Hashable {
    /// The whole window (the view controller's view), under the bars.
    case fill
    /// Pinned to the window's safe area: below the bars, above the home indicator.
    case safeArea
    /// The window inset by these amounts.
    case insets(EdgeInsets)
    /// This frame, in window coordinates.
    case frame(Rect)
  }

  /// The navigation bar.
  public var navigationBar: NavigationBar
  /// A tab bar at the bottom.
  public var tabBar: Bool
  /// A toolbar at the bottom (above the tab bar when both are shown).
  public var toolbar: Bool
  /// True to hide the status bar.
  public var statusBarHidden: Bool
  /// The app's window (iPad split views).
  public var window: Window
  /// Where the collection view is in the window.
  public var placement: Placement
  /// `contentInsetAdjustmentBehavior`.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
  /// The collection view's own `contentInset` (zero by default, as UIKit's): added to the
  /// safe-area adjustment in the adjusted content inset, and the inset
  /// SSCollectionViewPresenter's paging arithmetic reads (it reads this one, not the adjusted
  /// inset).
  public var contentInset: EdgeInsets
  /// `alwaysBounceVertical`: the vertical axis counts as scrollable in any layout.
  public var alwaysBounceVertical: Bool
  /// `alwaysBounceHorizontal`: the horizontal axis counts as scrollable in any layout.
  public var alwaysBounceHorizontal: Bool
  /// The collection view's layout margins; `nil` for UIKit's: the root view's (the safe area
  /// plus the system minimum on the sides), at least 8 pt on the sides of a view that does not
  /// fill the window.
  public var layoutMargins: DirectionalEdgeInsets?

  /// A host: by default a full-screen collection view with no bars but the status bar, and
  /// the automatic adjustment.
  public init(
    navigationBar: NavigationBar = .none, tabBar: Bool = false, toolbar: Bool = false, statusBarHidden: Bool = false,
    window: Window = .fullScreen, placement: Placement = .fill,
    contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic, contentInset: EdgeInsets = .zero,
    alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false, layoutMargins: DirectionalEdgeInsets? = nil
  ) {
    self.navigationBar = navigationBar
    self.tabBar = tabBar
    self.toolbar = toolbar
    self.statusBarHidden = statusBarHidden
    self.window = window
    self.placement = placement
    self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
    self.contentInset = contentInset
    self.alwaysBounceVertical = alwaysBounceVertical
    self.alwaysBounceHorizontal = alwaysBounceHorizontal
    self.layoutMargins = layoutMargins
  }

  /// True when the view controller is shown by a navigation or tab bar controller (a bar is
  /// shown): `.automatic` then always adjusts the top and bottom.
  public var isInBarController: Bool { navigationBar != .none || tabBar || toolbar }

  /// The first problem that makes the host impossible on `device`, or `nil`.
  public func validate(on device: Device) throws(LayoutError) {
    if window != .fullScreen {
      guard device.idiom == .pad else {
        throw LayoutError("host.window", "split views exist on iPads only; \(device.name) is a phone")
      }
      if window == .splitHalf && device.orientation == .portrait {
        throw LayoutError("host.window", "an iPad has no half split in portrait; use splitTwoThirds or splitOneThird")
      }
    }
    for (name, v) in [("top", contentInset.top), ("left", contentInset.left), ("bottom", contentInset.bottom), ("right", contentInset.right)] where !v.isFinite {
      throw LayoutError("host.contentInset.\(name)", "must be finite, got \(v)")
    }
    let windowSize = self.windowSize(on: device)
    let frame = collectionFrame(window: windowSize, safeArea: windowSafeArea(on: device, windowSize: windowSize).insets)
    guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite, frame.width > 0, frame.height > 0 else {
      throw LayoutError("host.placement", "leaves the collection view no room: frame \(frame) in a \(LayoutNumber.format(windowSize.width))x\(LayoutNumber.format(windowSize.height)) window")
    }
  }

  /// The window's size on `device`.
  public func windowSize(on device: Device) -> Size {
    let screen = device.size
    guard device.idiom == .pad else { return screen }
    let narrow = device.splitViewNarrowWidth
    switch window {
    case .fullScreen: return screen
    case .splitTwoThirds: return Size(width: screen.width - BarMetrics.splitViewDivider - narrow, height: screen.height)
    case .splitHalf: return Size(width: (screen.width - BarMetrics.splitViewDivider) / 2, height: screen.height)
    case .splitOneThird: return Size(width: narrow, height: screen.height)
    }
  }

  /// The collection view's geometry and environment on `device`.
  public func geometry(
    on device: Device, scrollDirection: ScrollDirection = .vertical, layoutDirection: LayoutDirection = .leftToRight,
    contentSizeCategory: ContentSizeCategory = .large, roundingRule: LayoutRounding.Rule = .iOS16AndLater
  ) -> HostGeometry {
    let windowSize = self.windowSize(on: device)
    let (windowSafe, bars) = windowSafeArea(on: device, windowSize: windowSize)
    let frame = collectionFrame(window: windowSize, safeArea: windowSafe)
    // The safe area inside the view: the part of the window's unsafe edges it overlaps (never
    // more than the window's).
    let safe = EdgeInsets(
      top: clamp(windowSafe.top - frame.minY, 0, min(windowSafe.top, frame.height)),
      left: clamp(windowSafe.left - frame.minX, 0, min(windowSafe.left, frame.width)),
      bottom: clamp(frame.maxY - (windowSize.height - windowSafe.bottom), 0, min(windowSafe.bottom, frame.height)),
      right: clamp(frame.maxX - (windowSize.width - windowSafe.right), 0, min(windowSafe.right, frame.width)))
    let axes = ContentInsetAdjustmentBehavior.scrollableAxes(
      scrollDirection: scrollDirection, alwaysBounceVertical: alwaysBounceVertical, alwaysBounceHorizontal: alwaysBounceHorizontal)
    let adjusted = contentInsetAdjustmentBehavior.adjustedContentInset(
      contentInset: contentInset, safeArea: safe, scrollsVertically: axes.vertical, scrollsHorizontally: axes.horizontal,
      inBarController: isInBarController)
    let (horizontalClass, verticalClass) = sizeClasses(on: device, windowWidth: windowSize.width)
    // Margins: the root view's are the safe area plus the system minimum on the sides.
    let side = device.idiom == .pad && window != .fullScreen ? (horizontalClass == .regular ? 20.0 : 16.0) : device.sideMargin
    let fills = frame == Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height)
    let minimum = fills ? 0.0 : 8.0
    let physical = EdgeInsets(
      top: safe.top, left: max(minimum, windowSafe.left + side - frame.minX),
      bottom: safe.bottom, right: max(minimum, windowSafe.right + side - (windowSize.width - frame.maxX)))
    let margins = layoutMargins ?? DirectionalEdgeInsets(
      top: physical.top, leading: layoutDirection == .leftToRight ? physical.left : physical.right,
      bottom: physical.bottom, trailing: layoutDirection == .leftToRight ? physical.right : physical.left)
    // The readable content guide: the margins, at most the readable width, centred.
    let between = frame.width - margins.leading - margins.trailing
    let narrowing = max(0, (between - BarMetrics.readableWidth) / 2)
    let readable = DirectionalEdgeInsets(top: margins.top, leading: margins.leading + narrowing, bottom: margins.bottom, trailing: margins.trailing + narrowing)
    let environment = LayoutEnvironment(
      containerSize: frame.size, adjustedContentInset: adjusted, safeAreaInsets: safe, layoutMargins: margins,
      readableContentInsets: readable, displayScale: device.scale, layoutDirection: layoutDirection,
      contentSizeCategory: contentSizeCategory, roundingRule: roundingRule, horizontalSizeClass: horizontalClass,
      verticalSizeClass: verticalClass, idiom: device.idiom, wideContentMargins: device.wantsWideContentMargins)
    return HostGeometry(windowSize: windowSize, windowSafeArea: windowSafe, collectionViewFrame: frame, bars: bars, environment: environment)
  }

  /// The window's own safe area on `device`, before any bar: the device's, less the status
  /// bar's top when it is hidden on a device with a home button, and less the sides in an iPad
  /// split view (what `UIWindow.safeAreaInsets` reports).
  public func deviceSafeArea(on device: Device) -> EdgeInsets {
    var deviceSafe = device.safeAreaInsets
    // On a device with a home button (no bottom safe area) the top safe area is the status
    // bar's: hiding it removes it. A sensor housing keeps its safe area.
    if statusBarHidden && deviceSafe.bottom == 0 { deviceSafe.top = 0 }
    if window != .fullScreen {
      deviceSafe.left = 0
      deviceSafe.right = 0
    }
    return deviceSafe
  }

  /// The window's safe area (the device's, grown by the bars) and the bars' frames.
  func windowSafeArea(on device: Device, windowSize: Size) -> (insets: EdgeInsets, bars: [HostGeometry.Bar]) {
    let deviceSafe = deviceSafeArea(on: device)
    let compactHeight = device.idiom == .phone && device.orientation == .landscape
    let width = windowSize.width
    var bars: [HostGeometry.Bar] = []
    let statusBar = statusBarHidden ? 0 : device.visibleStatusBarHeight
    if statusBar > 0 { bars.append(HostGeometry.Bar(kind: .statusBar, frame: Rect(x: 0, y: 0, width: width, height: statusBar))) }
    var top = statusBar
    if navigationBar != .none {
      let y = statusBar > 0 ? statusBar : deviceSafe.top
      let height = BarMetrics.navigationBar(idiom: device.idiom, compactHeight: compactHeight)
      bars.append(HostGeometry.Bar(kind: .navigationBar, frame: Rect(x: 0, y: y, width: width, height: height)))
      top = y + height
      if navigationBar == .largeTitle && !compactHeight {
        bars.append(HostGeometry.Bar(kind: .largeTitle, frame: Rect(x: 0, y: top, width: width, height: BarMetrics.largeTitleExtension)))
        top += BarMetrics.largeTitleExtension
      }
    }
    var bottom = 0.0
    if tabBar {
      let height = BarMetrics.tabBar(idiom: device.idiom, compactHeight: compactHeight) + deviceSafe.bottom
      bars.append(HostGeometry.Bar(kind: .tabBar, frame: Rect(x: 0, y: windowSize.height - height, width: width, height: height)))
      bottom = height
    }
    if toolbar {
      let own = BarMetrics.toolbar(idiom: device.idiom, compactHeight: compactHeight)
      let height = tabBar ? own : own + deviceSafe.bottom
      bars.append(HostGeometry.Bar(kind: .toolbar, frame: Rect(x: 0, y: windowSize.height - bottom - height, width: width, height: height)))
      bottom += height
    }
    let insets = EdgeInsets(
      top: max(deviceSafe.top, top), left: deviceSafe.left, bottom: max(deviceSafe.bottom, bottom), right: deviceSafe.right)
    return (insets, bars)
  }

  /// The collection view's frame in a window of `window` with the safe area `safe`.
  func collectionFrame(window: Size, safeArea safe: EdgeInsets) -> Rect {
    let whole = Rect(x: 0, y: 0, width: window.width, height: window.height)
    switch placement {
    case .fill: return whole
    case .safeArea: return whole.inset(by: safe)
    case .insets(let insets): return whole.inset(by: insets)
    case .frame(let frame): return frame
    }
  }

  /// The window's size classes: phones by orientation (and model), iPads by the window's width.
  func sizeClasses(on device: Device, windowWidth: Double) -> (UserInterfaceSizeClass, UserInterfaceSizeClass) {
    switch device.idiom {
    case .phone:
      return device.orientation == .portrait ? (.compact, .regular) : (device.landscapeWidthClass, .compact)
    case .pad:
      return (windowWidth >= BarMetrics.regularWidthMinimum ? .regular : .compact, .regular)
    }
  }
}

private func clamp(_ v: Double, _ low: Double, _ high: Double) -> Double { min(max(v, low), max(low, high)) }
