import CollectionSnapshotLayout
import Foundation
import Testing

@testable import CollectionSnapshotModel

/// The host around the collection view: bars, safe area inside the view, adjusted content
/// inset, margins, windows and traits. Every expected number is derived in the comments from
/// the bar heights and safe areas listed in the article "Devices, hosts, list rows and rounding",
/// with their sources.
@Suite("Host: bars, safe area, content-inset adjustment, margins, iPad windows")
struct HostTests {
  func geometry(_ host: CollectionViewHost, _ device: Device = .iPhone15, scroll: ScrollDirection = .vertical) -> HostGeometry {
    host.geometry(on: device, scrollDirection: scroll)
  }

  func bar(_ g: HostGeometry, _ kind: HostGeometry.Bar.Kind) -> Rect? { g.bars.first { $0.kind == kind }?.frame }

  @Test("No bars: the device's safe area is the view's, top and bottom adjusted")
  func bare() {
    let g = geometry(CollectionViewHost())
    #expect(g.environment.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(g.environment.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // The status bar is 54 tall, inside the 59-pt safe area.
    #expect(bar(g, .statusBar) == Rect(x: 0, y: 0, width: 393, height: 54))
    #expect(g.bars.count == 1)
  }

  @Test("A standard navigation bar and a tab bar on an iPhone 15: 98 above, 83 below")
  func navigationAndTabBar() {
    let g = geometry(CollectionViewHost(navigationBar: .standard, tabBar: true))
    // Navigation bar from y = 54 (the status bar), 44 tall: the content starts at 98; the tab
    // bar is 49 above the 34-pt home indicator: 83 from the bottom, from y = 852 − 83 = 769.
    #expect(bar(g, .navigationBar) == Rect(x: 0, y: 54, width: 393, height: 44))
    #expect(bar(g, .tabBar) == Rect(x: 0, y: 769, width: 393, height: 83))
    #expect(g.environment.adjustedContentInset == EdgeInsets(top: 98, left: 0, bottom: 83, right: 0))
    #expect(ScrollState.resting(g.environment).contentOffset == Point(x: 0, y: -98))
  }

  @Test("An expanded large title: 150 above (the §2.16 E5 measurement), 34 below")
  func largeTitle() {
    let g = geometry(CollectionViewHost(navigationBar: .largeTitle))
    // 54 + 44 + 52 = 150, as the screenshot measured in §2.16 E5 (adjusted inset 150 / 34).
    #expect(bar(g, .largeTitle) == Rect(x: 0, y: 98, width: 393, height: 52))
    #expect(g.environment.adjustedContentInset == EdgeInsets(top: 150, left: 0, bottom: 34, right: 0))
  }

  @Test("iPhone SE and iPhone 13: 20 + 44 = 64 and 47 + 44 = 91 above a navigation bar")
  func olderPhones() {
    let se = geometry(CollectionViewHost(navigationBar: .standard, tabBar: true), .iPhoneSE)
    // No home indicator: the tab bar is 49 tall.
    #expect(se.environment.adjustedContentInset == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
    let thirteen = geometry(CollectionViewHost(navigationBar: .standard), .iPhone13)
    #expect(thirteen.environment.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
  }

  @Test("Landscape iPhone: no status bar, a 32-pt bar, no large title, a 32 + 21 tab bar")
  func landscape() {
    let g = geometry(CollectionViewHost(navigationBar: .largeTitle, tabBar: true), Device.iPhone15.oriented(.landscape))
    #expect(bar(g, .statusBar) == nil)
    #expect(bar(g, .largeTitle) == nil)
    #expect(bar(g, .navigationBar) == Rect(x: 0, y: 0, width: 852, height: 32))
    #expect(bar(g, .tabBar) == Rect(x: 0, y: 393 - 53, width: 852, height: 53))
    // Vertical layout: the sides (59) are not adjusted, only top and bottom.
    #expect(g.environment.safeAreaInsets == EdgeInsets(top: 32, left: 59, bottom: 53, right: 59))
    #expect(g.environment.adjustedContentInset == EdgeInsets(top: 32, left: 0, bottom: 53, right: 0))
    #expect(g.environment.horizontalSizeClass == .compact && g.environment.verticalSizeClass == .compact)
    // The Pro Max is regular-width in landscape.
    let max = geometry(CollectionViewHost(), Device.iPhone15ProMax.oriented(.landscape))
    #expect(max.environment.horizontalSizeClass == .regular)
  }

  @Test("contentInsetAdjustmentBehavior: never, always, scrollableAxes, automatic")
  func behaviors() {
    let landscape = Device.iPhone15.oriented(.landscape)
    // The landscape safe area: 0 / 59 / 21 / 59.
    let never = geometry(CollectionViewHost(contentInsetAdjustmentBehavior: .never), landscape)
    #expect(never.environment.adjustedContentInset == .zero)
    let always = geometry(CollectionViewHost(contentInsetAdjustmentBehavior: .always), landscape)
    #expect(always.environment.adjustedContentInset == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    // A horizontal layout scrolls along x: the sides are adjusted, top and bottom not (no bar
    // controller, the vertical axis does not scroll).
    let horizontal = geometry(CollectionViewHost(contentInsetAdjustmentBehavior: .scrollableAxes), landscape, scroll: .horizontal)
    #expect(horizontal.environment.adjustedContentInset == EdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
    let automatic = geometry(CollectionViewHost(), landscape, scroll: .horizontal)
    #expect(automatic.environment.adjustedContentInset == EdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
    // Inside a navigation controller .automatic adjusts top and bottom whatever the axis:
    // top 32 (the landscape bar), bottom 21.
    let inNavigation = geometry(CollectionViewHost(navigationBar: .standard), landscape, scroll: .horizontal)
    #expect(inNavigation.environment.adjustedContentInset == EdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
    // alwaysBounceVertical makes the vertical axis scrollable.
    let bouncing = geometry(CollectionViewHost(contentInsetAdjustmentBehavior: .scrollableAxes, alwaysBounceVertical: true), landscape, scroll: .horizontal)
    #expect(bouncing.environment.adjustedContentInset == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    // contentInset adds to the adjustment.
    let inset = geometry(CollectionViewHost(contentInset: EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)))
    #expect(inset.environment.adjustedContentInset == EdgeInsets(top: 69, left: 0, bottom: 39, right: 0))
  }

  @Test("A collection view inside the safe area, or partly under the bar, has only the overlap as its safe area")
  func placement() {
    var host = CollectionViewHost(navigationBar: .standard, tabBar: true, placement: .safeArea)
    let inside = geometry(host)
    // The window's safe area is 98 / 83: the view is (0, 98, 393, 852 − 181 = 671).
    #expect(inside.collectionViewFrame == Rect(x: 0, y: 98, width: 393, height: 671))
    #expect(inside.environment.containerSize == Size(width: 393, height: 671))
    #expect(inside.environment.safeAreaInsets == .zero)
    #expect(inside.environment.adjustedContentInset == .zero)
    host.placement = .frame(Rect(x: 0, y: 60, width: 393, height: 700))
    let partly = geometry(host)
    // 98 − 60 = 38 under the navigation bar; the bottom 760 is above the tab bar's 769.
    #expect(partly.environment.safeAreaInsets == EdgeInsets(top: 38, left: 0, bottom: 0, right: 0))
    #expect(partly.environment.adjustedContentInset == EdgeInsets(top: 38, left: 0, bottom: 0, right: 0))
    // Margins of a view that does not fill the window: at least 8 pt, or the root view's
    // 16 pt beyond its own edge: 16 − 20 < 8 gives 8.
    host.placement = .insets(EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    let narrower = geometry(host)
    #expect(narrower.environment.layoutMargins.leading == 8 && narrower.environment.layoutMargins.trailing == 8)
  }

  @Test("Margins: the safe area plus the system minimum; the readable guide at most 672 pt, centred")
  func margins() {
    #expect(geometry(CollectionViewHost()).environment.layoutMargins == DirectionalEdgeInsets(top: 59, leading: 16, bottom: 34, trailing: 16))
    #expect(geometry(CollectionViewHost(), .iPhone15ProMax).environment.layoutMargins.leading == 20)
    // Landscape: 59 + 16 = 75 on each side.
    let landscape = geometry(CollectionViewHost(), Device.iPhone15.oriented(.landscape)).environment
    #expect(landscape.layoutMargins.leading == 75 && landscape.layoutMargins.trailing == 75)
    // A 1024-pt-wide iPad with 20-pt margins: the readable guide is 672 wide, inset
    // (1024 − 672) / 2 = 176 from the edges (useyourloaf.com, "Readable Content Guides").
    let ipad = Device(
      name: "iPad 9.7", portraitSize: Size(width: 768, height: 1024), scale: 2, portraitSafeArea: EdgeInsets(top: 20),
      landscapeSafeArea: EdgeInsets(top: 20), sideMargin: 20, idiom: .pad)
    let readable = geometry(CollectionViewHost(), ipad.oriented(.landscape)).environment.readableContentInsets
    #expect(readable.leading == 176 && readable.trailing == 176)
    // On a phone the readable guide is the margins.
    #expect(geometry(CollectionViewHost()).environment.readableContentInsets.leading == 16)
  }

  @Test("iPad windows: split-view widths and size classes; bars 50 pt")
  func ipadWindows() throws {
    let landscape = Device.iPad.oriented(.landscape)
    // Half: (1180 − 10) / 2 = 585, compact; two thirds: 1180 − 10 − 375 = 795, regular.
    let half = geometry(CollectionViewHost(window: .splitHalf), landscape)
    #expect(half.windowSize == Size(width: 585, height: 820))
    #expect(half.environment.horizontalSizeClass == .compact && half.environment.verticalSizeClass == .regular)
    let wide = geometry(CollectionViewHost(window: .splitTwoThirds), landscape)
    #expect(wide.windowSize.width == 795 && wide.environment.horizontalSizeClass == .regular)
    let narrow = geometry(CollectionViewHost(window: .splitOneThird), landscape)
    #expect(narrow.windowSize.width == 375 && narrow.environment.horizontalSizeClass == .compact)
    // Margins in a compact iPad window: 16.
    #expect(narrow.environment.layoutMargins.leading == 16)
    // The iPad's bars: status bar 24, navigation bar 50, large title 50 + 52; tab bar 50 + 20.
    let bars = geometry(CollectionViewHost(navigationBar: .largeTitle, tabBar: true), .iPad)
    #expect(bars.environment.adjustedContentInset == EdgeInsets(top: 24 + 102, left: 0, bottom: 70, right: 0))
    #expect(bars.environment.idiom == .pad && bars.environment.horizontalSizeClass == .regular)
    // Impossible windows are errors.
    #expect(throws: LayoutError("host.window", "an iPad has no half split in portrait; use splitTwoThirds or splitOneThird")) {
      try CollectionViewHost(window: .splitHalf).validate(on: .iPad)
    }
    #expect(throws: LayoutError("host.window", "split views exist on iPads only; iPhone 15 is a phone")) {
      try CollectionViewHost(window: .splitHalf).validate(on: .iPhone15)
    }
    #expect(throws: (any Error).self) { try CollectionViewHost(placement: .insets(EdgeInsets(top: 500, left: 0, bottom: 500, right: 0))).validate(on: .iPhone15) }
  }

  @Test("A hidden status bar frees the top of a home-button phone, not a notch")
  func hiddenStatusBar() {
    #expect(geometry(CollectionViewHost(statusBarHidden: true), .iPhoneSE).environment.safeAreaInsets.top == 0)
    #expect(geometry(CollectionViewHost(statusBarHidden: true), .iPhone13).environment.safeAreaInsets.top == 47)
  }

  @Test("One adaptive JSON screen: four columns and an inset list on a full iPad, two on half of it, one and a plain list on an iPhone")
  func adaptiveFixture() throws {
    var screen = try SeedScreens.load("feature-adaptive-split")
    func frame(_ item: Int, _ section: Int, _ layout: ComputedLayout) -> Rect? { layout.attributesForItem(at: IndexPath(item: item, section: section))?.frame }
    // Half of a landscape iPad: 585 wide, compact, 585 ≥ 400: two columns of
    // (585 − 32 − 10) / 2 = 271.5; a plain list at full width.
    let half = try screen.computeLayout()
    #expect(frame(1, 0, half) == Rect(x: 297.5, y: 48, width: 271.5, height: 150))
    #expect(frame(0, 1, half)?.width == 585)
    // The full iPad (1180, regular): four columns of (1180 − 32 − 30) / 4 = 279.5; an inset
    // grouped list inside the 20-pt margins.
    screen.host.window = .fullScreen
    let full = try screen.computeLayout()
    #expect(frame(3, 0, full) == Rect(x: 16 + 3 * (279.5 + 10), y: 48, width: 279.5, height: 150))
    #expect(frame(0, 1, full)?.minX == 20 && frame(0, 1, full)?.width == 1140)
    // An iPhone 15 (393, compact, under 400): one column 120 tall.
    screen.device = .iPhone15
    let phone = try screen.computeLayout()
    #expect(frame(1, 0, phone) == Rect(x: 16, y: 48 + 120 + 10, width: 361, height: 120))
  }

  @Test("JSON: host, rounding, content size category; errors name the key")
  func json() throws {
    let json = #"""
      {"device": "iPhone 15", "rounding": "iOS13-15", "contentSizeCategory": "extraLarge",
       "host": {"navigationBar": "largeTitle", "tabBar": true, "placement": {"insets": {"left": 10, "right": 10}},
                "contentInset": {"top": 4}, "contentInsetAdjustmentBehavior": "always"},
       "layout": {"flow": {}}}
      """#
    let screen = try ScreenDocument.decode(Data(json.utf8))
    #expect(screen.roundingRule == .iOS13To15)
    #expect(screen.contentSizeCategory == .extraLarge)
    #expect(screen.host.navigationBar == .largeTitle && screen.host.tabBar)
    #expect(screen.host.placement == .insets(EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)))
    // .always: 150 + 4 above, 83 below, the sides have no safe area in portrait.
    #expect(screen.environment.adjustedContentInset == EdgeInsets(top: 154, left: 0, bottom: 83, right: 0))
    #expect(screen.environment.roundingRule == .iOS13To15)
    func failure(_ text: String) -> ScreenDecodingError? {
      do {
        _ = try ScreenDocument.decode(Data(text.utf8))
        return nil
      } catch { return error }
    }
    let bad = failure(#"{"host": {"navigationBar": "huge"}, "layout": {"flow": {}}}"#)
    #expect(bad?.path == "$.host.navigationBar")
    #expect(bad?.reason == "unknown value 'huge'; expected one of: none, standard, largeTitle")
    let twice = failure(#"{"contentInsetAdjustment": "never", "host": {"contentInsetAdjustmentBehavior": "always"}, "layout": {"flow": {}}}"#)
    #expect(twice?.path == "$.contentInsetAdjustment")
    let rounding = failure(#"{"rounding": "iOS15", "layout": {"flow": {}}}"#)
    #expect(rounding?.reason == "unknown value 'iOS15'; expected one of: iOS16+, iOS13-15")
    // The collection view's own contentInset is the host's: bounded like every other distance,
    // and given nowhere else.
    let huge = failure(#"{"host": {"contentInset": {"top": 1e7}}, "layout": {"flow": {}}}"#)
    #expect(huge?.path == "$.host.contentInset")
    #expect(huge?.reason == "must be finite and within ±1000000")
    #expect(failure(#"{"contentInset": {"top": 4}, "layout": {"flow": {}}}"#)?.path == "$.contentInset")
  }
}
