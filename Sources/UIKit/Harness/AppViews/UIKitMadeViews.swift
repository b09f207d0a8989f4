import CollectionSnapshotLayout
import CollectionSnapshotModel

/// The views a session made for the app's registrations, by element kind and reuse identifier
/// (the caller's queue numbers each identifier's views from 1), at their number less one: a
/// collection view's reusable views, or a table's cells and header-footer views (each table
/// or collection view has a table of its own, of its own views).
///
/// The session that makes them and the collection view that answers its visible views
/// (`cellForItem(at:)`, `visibleCells`) both hold this table; it holds nothing back, so neither
/// needs a weak reference (which would make every retain of its target take the slow path).
@MainActor
final class UIKitMadeViews {
  @exclusivity(unchecked) private var views = SmallKeyTable<UIKitReusableViews.Key, [UIView?]>()

  /// The view made for an identifier's view `number`, if one was.
  func view(_ key: UIKitReusableViews.Key, number: Int) -> UIView? {
    guard number >= 1, let made = views[key], number <= made.count else { return nil }
    return made[number - 1]
  }

  /// Keeps `view` as the identifier's view `number` (numbers below 1 are not kept).
  func keep(_ view: some UIKitReusableView, _ key: UIKitReusableViews.Key, number: Int) {
    guard number >= 1 else { return }
    views.update(key, default: []) { made in
      if made.count < number { made.append(contentsOf: repeatElement(nil, count: number - made.count)) }
      made[number - 1] = view
    }
  }

  /// The views on show, by element: each view knows the element it shows, so showing and
  /// ending a view cost no table; this runs only when the app's code asks.
  var shown: [UIKitShownElement: UICollectionReusableView] { shown(as: UICollectionReusableView.self) }

  /// The views on show of a class, by element.
  func shown<View: UIView>(as type: View.Type) -> [UIKitShownElement: View] {
    var shown: [UIKitShownElement: View] = [:]
    for made in views.values {
      for case let view? in made {
        if let reusable = view as? any UIKitReusableView, let element = reusable.shownElement, let view = view as? View { shown[element] = view }
      }
    }
    return shown
  }
}
