import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// The one translation from UIKit's layout objects to the engine's definitions: a pure function
/// of the layout object, the device it is shown on and the number of items of each section.
///
/// Section providers, custom groups' item providers and the flow delegate are called here, once
/// per section (or item), with the device's environment and traits; the result holds no
/// reference to the objects. Everything UIKit rejects throws ``UIKitException``; API that
/// changes nothing in a snapshot is accepted and listed in ``Result/warnings``.
@MainActor
public enum UIKitLayoutTranslation {
  /// What a UIKit layout becomes.
  public struct Result: Sendable {
    /// The engine's definition.
    public var definition: LayoutDefinition
    /// Per section, per item: the size a flow delegate returned (`nil`: the layout's own). A
    /// section whose items all take the layout's own size has an empty array
    /// (``itemSize(section:item:)`` reads either form).
    public var itemSizes: [[Size?]]
    /// Accepted API that changes nothing in the snapshot, and other remarks for the dump.
    public var warnings: [LayoutDiagnostic]

    /// The size the flow delegate returned for an item, `nil` when the layout sizes it.
    public func itemSize(section: Int, item: Int) -> Size? {
      let sizes = itemSizes[section]
      return sizes.isEmpty ? nil : sizes[item]
    }
  }

  /// Translates `layout` for `device` and `host` with `itemCounts` items per section.
  /// - Parameters:
  ///   - host: where the collection view sits (bars, window, placement, adjustment, margins):
  ///     what its insets, margins, traits and the providers' containers report.
  ///   - contentSizeCategory: the Dynamic Type size the traits report (list sections' estimates
  ///     follow it).
  ///   - roundingRule: the iOS version's rounding, for custom groups' resolved sizes.
  ///   - flowDelegate: the flow layout's delegate; by default the delegate of the collection
  ///     view the layout belongs to.
  /// - Throws: ``UIKitException`` for what UIKit raises; ``LayoutError`` for a custom
  ///   `UICollectionViewLayout` subclass, which has no engine definition (a screen made from it
  ///   asks the layout itself).
  public static func translate(
    _ layout: UICollectionViewLayout, device: Device, host: CollectionViewHost = CollectionViewHost(),
    layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .large,
    roundingRule: LayoutRounding.Rule = .iOS16AndLater, itemCounts: [Int], flowDelegate: (any UICollectionViewDelegateFlowLayout)? = nil
  ) throws -> Result {
    try translateInView(
      layout, host: UIKitHost(
        device: device, host: host, scrollDirection: scrollDirection(of: layout), layoutDirection: layoutDirection,
        contentSizeCategory: contentSizeCategory, roundingRule: roundingRule),
      itemCounts: itemCounts, flowDelegate: flowDelegate
    ).result
  }

  /// ``translate(_:device:host:layoutDirection:contentSizeCategory:roundingRule:itemCounts:flowDelegate:)``
  /// in `host`, with the collection view the layout was laid out in: the app's own, or the one
  /// made for it, which the caller keeps while the layout object is asked (a layout holds its
  /// collection view weakly, as in UIKit).
  static func translateInView(
    _ layout: UICollectionViewLayout, host: UIKitHost, itemCounts: [Int], flowDelegate: (any UICollectionViewDelegateFlowLayout)?
  ) throws -> (result: Result, collectionView: UICollectionView) {
    try host.run {
      let collectionView = Translator.collectionView(of: layout, flowDelegate: flowDelegate)
      var translator = Translator(host: host)
      return (try translator.translate(layout, in: collectionView, itemCounts: itemCounts, flowDelegate: flowDelegate), collectionView)
    }
  }

  /// The axes of a collection view with `layout` that count as scrollable for its adjusted
  /// content inset, by the rule the host lays a screen out with.
  /// `scrollDirection`, when given, is the axis decided for a custom layout.
  static func scrollableAxes(
    of layout: UICollectionViewLayout, scrollDirection decided: ScrollDirection? = nil, alwaysBounceVertical: Bool, alwaysBounceHorizontal: Bool
  ) -> (vertical: Bool, horizontal: Bool) {
    ContentInsetAdjustmentBehavior.scrollableAxes(
      scrollDirection: decided ?? scrollDirection(of: layout), alwaysBounceVertical: alwaysBounceVertical, alwaysBounceHorizontal: alwaysBounceHorizontal)
  }

  /// The axis `layout` scrolls along.
  static func scrollDirection(of layout: UICollectionViewLayout) -> ScrollDirection {
    let direction: UICollectionView.ScrollDirection
    if let flow = layout as? UICollectionViewFlowLayout {
      direction = flow.scrollDirection
    } else if let compositional = layout as? UICollectionViewCompositionalLayout {
      direction = compositional.configuration.scrollDirection
    } else {
      direction = .vertical
    }
    return direction == .vertical ? .vertical : .horizontal
  }
}
