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

  /// Translates `layout` (a flow or compositional layout, or a subclass) for `itemCounts`.
  mutating func translate(
    _ layout: UICollectionViewLayout, itemCounts: [Int], flowDelegate: (any UICollectionViewDelegateFlowLayout)?
  ) throws -> UIKitLayoutTranslation.Result {
    // The delegate of the collection view the app made the layout for, before the layout is
    // moved to the host's collection view.
    let appDelegate = layout.attachedCollectionView?.delegate
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    host.configure(collectionView)
    // As UIKit does before it lays out: a subclass may set its sizes here from the view's bounds.
    layout.prepare()
    if let compositional = layout as? UICollectionViewCompositionalLayout {
      let definition = try translate(compositional, itemCounts: itemCounts)
      return UIKitLayoutTranslation.Result(definition: .compositional(definition), itemSizes: Array(repeating: [], count: itemCounts.count), warnings: warnings)
    }
    if let flow = layout as? UICollectionViewFlowLayout {
      let delegate = flowDelegate ?? (appDelegate as? any UICollectionViewDelegateFlowLayout)
      collectionView.delegate = delegate
      let (definition, sizes) = translate(flow, itemCounts: itemCounts, delegate: delegate, collectionView: collectionView)
      return UIKitLayoutTranslation.Result(definition: .flow(definition), itemSizes: sizes, warnings: warnings)
    }
    throw LayoutError(
      "layout", "\(type(of: layout)) is a custom UICollectionViewLayout: only UICollectionViewFlowLayout and UICollectionViewCompositionalLayout (and their subclasses) are laid out")
  }

  /// Records a warning once.
  mutating func warn(_ path: String, _ message: String) {
    let diagnostic = LayoutDiagnostic(path, message)
    if !warnings.contains(diagnostic) { warnings.append(diagnostic) }
  }
}
