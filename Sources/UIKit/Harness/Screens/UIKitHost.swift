import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// The device and the collection view's host a screen is made for, as UIKit's globals, views and
/// layout environments report them while layout code runs: the one mapping from the package's
/// ``Device``, ``CollectionViewHost`` and ``HostGeometry`` to UIKit's traits, screen, views and
/// containers.
///
/// Every number comes from the host's geometry (bars, safe area inside the view, adjusted
/// content inset, margins, readable insets, size classes, idiom): nothing is derived here a
/// second time.
///
/// It is a task-local value, so tests that make screens for several devices at once (a
/// parameterized test) each see their own device, safely under Swift 6 concurrency.
struct UIKitHost: Sendable {
  /// The device.
  let device: Device
  /// Where the collection view sits: bars, window, placement, adjustment, margins.
  let host: CollectionViewHost
  /// The window, the collection view's frame, the bars and its environment.
  let geometry: HostGeometry
  /// The applications of the screen the host belongs to (``application``), held weakly: the
  /// screen owns them, and the windows and scenes inside them keep hosts of their own. `nil`
  /// (or gone) for the process's.
  private(set) weak var applications: UIKitApplications?

  /// The host on `device` for a layout scrolling along `scrollDirection`, in the screen whose
  /// applications are `applications` (`nil` for code outside a screen).
  init(
    device: Device, host: CollectionViewHost = CollectionViewHost(), scrollDirection: ScrollDirection = .vertical,
    layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .large,
    roundingRule: LayoutRounding.Rule = .iOS16AndLater, applications: UIKitApplications? = nil
  ) {
    self.device = device
    self.host = host
    self.applications = applications
    self.geometry = host.geometry(
      on: device, scrollDirection: scrollDirection, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory,
      roundingRule: roundingRule)
  }

  /// The host of a screen, as the screen lays itself out.
  init(screen: Screen) {
    self.device = screen.device
    self.host = screen.host
    self.geometry = screen.hostGeometry
  }

  /// The host of the screen being made; outside one, an iPhone 15 in portrait with no bars.
  @TaskLocal static var current = UIKitHost(device: .iPhone15)

  /// The collection view's environment.
  var environment: LayoutEnvironment { geometry.environment }

  // MARK: Traits

  /// The host's idiom.
  var idiom: UIUserInterfaceIdiom { CaseNames.uikit(environment.idiom) }

  /// True in portrait.
  var isPortrait: Bool { device.orientation == .portrait }

  /// The traits of the collection view: the window's size classes, the idiom, the display
  /// scale, the Dynamic Type size and the reading direction.
  var traitCollection: UITraitCollection {
    UITraitCollection(
      horizontalSizeClass: CaseNames.uikit(environment.horizontalSizeClass),
      verticalSizeClass: CaseNames.uikit(environment.verticalSizeClass), displayScale: CGFloat(environment.displayScale),
      userInterfaceIdiom: idiom, preferredContentSizeCategory: UIContentSizeCategory(environment.contentSizeCategory),
      layoutDirection: environment.layoutDirection == .leftToRight ? .leftToRight : .rightToLeft)
  }

  /// The device's name.
  var deviceName: String { device.name }
  /// The screen's size in points, in the current orientation.
  var screenSize: CGSize { CGSize(device.size) }
  /// Pixels per point.
  var scale: CGFloat { CGFloat(device.scale) }

  // MARK: The window and the collection view

  /// The app's window: the screen, or an iPad split-view column.
  var windowBounds: CGRect { CGRect(origin: .zero, size: CGSize(geometry.windowSize)) }
  /// The window's safe area: the device's, grown by the bars.
  var windowSafeAreaInsets: UIEdgeInsets { UIEdgeInsets(geometry.windowSafeArea) }
  /// The collection view's frame in the window.
  var frame: CGRect { CGRect(geometry.collectionViewFrame) }
  /// The collection view's bounds at rest.
  var bounds: CGRect { CGRect(origin: .zero, size: CGSize(environment.containerSize)) }
  /// Its safe area: the part of the window's unsafe edges it overlaps.
  var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(environment.safeAreaInsets) }
  /// Its adjusted content inset.
  var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(environment.adjustedContentInset) }
  /// Its layout margins.
  var layoutMargins: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(environment.layoutMargins) }
  /// The insets of its readable content guide.
  var readableContentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(environment.readableContentInsets) }

  /// Gives `view` the host's frame, insets, adjustment behaviour, bounce and margins: what a
  /// collection view placed by the host reports.
  @MainActor
  func configure(_ view: UIScrollView) {
    view.frame = frame
    view.layoutState.isPlacedByHost = true
    view.hostSafeAreaInsets = safeAreaInsets
    view.hostReadableContentInsets = readableContentInsets
    view.hostInBarController = host.isInBarController
    view.contentInset = UIEdgeInsets(host.contentInset)
    view.contentInsetAdjustmentBehavior = CaseNames.uikit(host.contentInsetAdjustmentBehavior)
    view.alwaysBounceVertical = host.alwaysBounceVertical
    view.alwaysBounceHorizontal = host.alwaysBounceHorizontal
    view.directionalLayoutMargins = layoutMargins
  }

  /// The container a compositional layout hands its section provider (``SectionContainer``,
  /// the definition adaptive sections choose by too): the collection view's bounds, with the
  /// insets `reference` and the adjusted content inset take across the scroll axis.
  func sectionContainer(reference: ContentInsetsReference, scrollDirection: ScrollDirection) -> SectionContainer {
    SectionContainer(environment: environment, reference: reference, scrollDirection: scrollDirection)
  }

  /// Runs `body` with this host as `UIDevice.current`, `UIScreen.main` and the source of traits.
  func run<T>(_ body: () throws -> T) rethrows -> T {
    try UIKitHost.$current.withValue(self, operation: body)
  }
}

extension UIContentSizeCategory {
  /// The category of the package's Dynamic Type setting.
  init(_ category: ContentSizeCategory) {
    switch category {
    case .extraSmall: self = .extraSmall
    case .small: self = .small
    case .medium: self = .medium
    case .large: self = .large
    case .extraLarge: self = .extraLarge
    case .extraExtraLarge: self = .extraExtraLarge
    case .extraExtraExtraLarge: self = .extraExtraExtraLarge
    case .accessibilityMedium: self = .accessibilityMedium
    case .accessibilityLarge: self = .accessibilityLarge
    case .accessibilityExtraLarge: self = .accessibilityExtraLarge
    case .accessibilityExtraExtraLarge: self = .accessibilityExtraExtraLarge
    case .accessibilityExtraExtraExtraLarge: self = .accessibilityExtraExtraExtraLarge
    }
  }

  /// The package's Dynamic Type setting: the inverse of ``init(_:)``; `unspecified` (and any
  /// other category) is the default size, large.
  var engine: ContentSizeCategory {
    ContentSizeCategory.allCases.first { UIContentSizeCategory($0) == self } ?? .large
  }
}
