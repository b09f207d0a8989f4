import CollectionSnapshotLayout
import Foundation

/// A container with a size and insets: UIKit's face of the engine's ``SectionContainer``, which
/// defines the effective size.
@MainActor @preconcurrency
final class LayoutContainer: NSObject, NSCollectionLayoutContainer {
  /// The engine's container.
  let container: SectionContainer

  init(_ container: SectionContainer) {
    self.container = container
  }

  convenience init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets = .zero) {
    self.init(SectionContainer(contentSize: Size(contentSize), contentInsets: DirectionalEdgeInsets(contentInsets)))
  }

  var contentSize: CGSize { CGSize(container.contentSize) }
  var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(container.contentInsets) }
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
  var effectiveContentSize: CGSize { CGSize(container.effectiveContentSize) }

  override var description: String {
    "<NSCollectionLayoutContainer contentSize={\(UIKitFormat.number(CGFloat(container.contentSize.width))), \(UIKitFormat.number(CGFloat(container.contentSize.height)))}; contentInsets=\(NSDirectionalEdgeInsets(container.contentInsets))>"
  }
}
