import CollectionSnapshotLayout
import Foundation

/// One translation run: the host and the warnings collected.
@MainActor
struct Translator {
  let host: UIKitHost
  var warnings: [LayoutDiagnostic] = []

  init(host: UIKitHost) {
    self.host = host
  }

  /// Translates `layout` (a flow or compositional layout, or a subclass) for `itemCounts`, laid
  /// out in `collectionView` (configured for the host with those counts first).
  mutating func translate(
    _ layout: UICollectionViewLayout, in collectionView: UICollectionView, itemCounts: [Int], flowDelegate: (any UICollectionViewDelegateFlowLayout)?
  ) throws -> UIKitLayoutTranslation.Result {
    host.configure(collectionView, itemCounts: itemCounts)
    // As UIKit does before it lays out: a subclass may set its sizes here from the view's bounds.
    layout.prepare()
    if let compositional = layout as? UICollectionViewCompositionalLayout {
      let definition = try translate(compositional, itemCounts: itemCounts)
      return UIKitLayoutTranslation.Result(definition: .compositional(definition), itemSizes: Array(repeating: [], count: itemCounts.count), warnings: warnings)
    }
    if let flow = layout as? UICollectionViewFlowLayout {
      let delegate = flowDelegate ?? (collectionView.delegate as? any UICollectionViewDelegateFlowLayout)
      let (definition, sizes) = translate(flow, itemCounts: itemCounts, delegate: delegate, collectionView: collectionView)
      return UIKitLayoutTranslation.Result(definition: .flow(definition), itemSizes: sizes, warnings: warnings)
    }
    throw LayoutError(
      "layout",
      "\(type(of: layout)) is a custom UICollectionViewLayout: it has no definition in the engine's terms; a screen made from it (Screen(layout:…)) asks the layout itself, as UIKit does")
  }

  /// The collection view a layout is laid out in: the app's own when the layout belongs to one
  /// (its class, data source, delegate and state), else a new one showing it (whose delegate is
  /// the flow delegate given, as the app's view would have it).
  static func collectionView(of layout: UICollectionViewLayout, flowDelegate: (any UICollectionViewDelegateFlowLayout)?) -> UICollectionView {
    if let own = layout.attachedCollectionView { return own }
    let made = UICollectionView(frame: .zero, collectionViewLayout: layout)
    made.delegate = flowDelegate
    return made
  }

  /// Records a warning once.
  mutating func warn(_ path: String, _ message: String) {
    let diagnostic = LayoutDiagnostic(path, message)
    if !warnings.contains(diagnostic) { warnings.append(diagnostic) }
  }
}
