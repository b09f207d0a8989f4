import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// The device and collection view a screen is made for, as UIKit's globals and layout
/// environments report them while layout code runs: the one mapping from the package's
/// ``Device`` and ``LayoutEnvironment`` to UIKit's traits, screen and containers.
///
/// It is a task-local value, so tests that make screens for several devices at once (a
/// parameterized test) each see their own device, safely under Swift 6 concurrency.
struct UIKitHost: Sendable {
  /// The device.
  let device: Device
  /// The environment of its full-screen collection view.
  let environment: LayoutEnvironment

  /// The host of the screen being made; outside one, an iPhone 15 in portrait.
  @TaskLocal static var current = UIKitHost(device: .iPhone15, environment: Device.iPhone15.environment())

  // MARK: Traits

  /// `.pad` for devices at least 600 pt wide in portrait (the narrowest iPad is 744), else
  /// `.phone`. (The device catalog has no idiom of its own yet.)
  var idiom: UIUserInterfaceIdiom {
    min(device.portraitSize.width, device.portraitSize.height) >= 600 ? .pad : .phone
  }

  /// True in portrait.
  var isPortrait: Bool { device.orientation == .portrait }

  /// A full-screen app's width class: regular on iPads, and on phones in landscape that are at
  /// least 896 pt wide there (the Plus and Max models); compact otherwise.
  var horizontalSizeClass: UIUserInterfaceSizeClass {
    if idiom == .pad { return .regular }
    return !isPortrait && device.size.width >= 896 ? .regular : .compact
  }

  /// A full-screen app's height class: compact on phones in landscape, regular otherwise.
  var verticalSizeClass: UIUserInterfaceSizeClass {
    idiom == .phone && !isPortrait ? .compact : .regular
  }

  /// The device's traits.
  var traitCollection: UITraitCollection {
    UITraitCollection(
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass, displayScale: scale,
      userInterfaceIdiom: idiom, preferredContentSizeCategory: UIContentSizeCategory(environment.contentSizeCategory),
      layoutDirection: environment.layoutDirection == .leftToRight ? .leftToRight : .rightToLeft)
  }

  /// The device's name.
  var deviceName: String { device.name }
  /// The screen's size in points, in the current orientation.
  var screenSize: CGSize { CGSize(device.size) }
  /// Pixels per point.
  var scale: CGFloat { CGFloat(device.scale) }

  // MARK: The collection view

  /// The collection view's frame: the whole screen.
  var bounds: CGRect { CGRect(origin: .zero, size: CGSize(environment.containerSize)) }
  /// Its safe area.
  var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(environment.safeAreaInsets) }
  /// Its adjusted content inset.
  var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(environment.adjustedContentInset) }
  /// Its layout margins.
  var layoutMargins: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(environment.layoutMargins) }

  /// The container a compositional layout hands its section provider: the collection view's
  /// bounds less the insets `reference` adds across the scroll axis beyond the adjusted content
  /// inset (the safe area in landscape, or the margins), with no insets of its own; along the
  /// scroll axis the whole bounds (spec §2.3, §2.16 E5).
  func layoutContainer(reference: ContentInsetsReference, scrollDirection: ScrollDirection) -> CGSize {
    let insets = environment.referenceInsets(reference, scrollDirection: scrollDirection)
    let size = environment.containerSize
    let adjusted = environment.adjustedContentInset
    if scrollDirection == .vertical {
      return CGSize(width: size.width - adjusted.left - adjusted.right - insets.start - insets.end, height: size.height)
    }
    return CGSize(width: size.width, height: size.height - adjusted.top - adjusted.bottom - insets.start - insets.end)
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
}
