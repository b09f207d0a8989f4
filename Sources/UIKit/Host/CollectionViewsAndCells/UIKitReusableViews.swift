import CollectionSnapshotModel
import Foundation

/// What a collection view keeps for its views: the classes registered for each reuse
/// identifier, the names given to its registrations, and the session that asks its data source
/// for views (``UIKitViewSession``), while one does.
@MainActor
final class UIKitReusableViews {
  /// A reuse identifier of an element kind (UIKit's cell kind for cells).
  struct Key: Hashable {
    var elementKind: String
    var reuseIdentifier: String
  }

  /// The raw element kind UIKit uses for cells.
  nonisolated static let cellKind = "UICollectionElementKindCell"

  /// What is registered for an identifier: a class, or a nib (the last registration for an
  /// identifier wins, as in UIKit).
  enum Registered {
    case viewClass(UICollectionReusableView.Type)
    case nib(UINib)
  }

  /// Registrations, one entry per identifier (a dequeue finds its registration with one
  /// lookup; a registration registers its class under its own identifier).
  @exclusivity(unchecked) private var registered = SmallKeyTable<Key, Registered?>()
  /// Each registration's reuse identifier, by the registration's identity; the identities are
  /// kept so that no other registration can take their object identifier.
  private var registrations: [ObjectIdentifier: (identity: UIKitRegistrationIdentity, reuseIdentifier: String)] = [:]
  /// How many registrations of each view class were given identifiers.
  private var registrationsPerClass: [String: Int] = [:]
  /// The session asking the data source for a view, if any.
  @exclusivity(unchecked) var session: UIKitViewSession?
  /// The views a headless collection view shows, if one drives this collection view.
  var shownViews: UIKitMadeViews?
  /// The views on show, by element: what `cellForItem(at:)` and `visibleCells` answer.
  var shown: [UIKitShownElement: UICollectionReusableView] { shownViews?.shown ?? [:] }

  /// Registers `viewClass` for an identifier, or removes the registration for `nil` (a class
  /// that is not a reusable view is kept out, as UIKit refuses it).
  func register(_ viewClass: AnyClass?, elementKind: String, reuseIdentifier: String) {
    registered.set((viewClass as? UICollectionReusableView.Type).map(Registered.viewClass), for: Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier))
  }

  /// Registers `nib` for an identifier, or removes the registration for `nil`.
  func register(_ nib: UINib?, elementKind: String, reuseIdentifier: String) {
    registered.set(nib.map(Registered.nib), for: Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier))
  }

  /// What is registered for an identifier.
  func registration(elementKind: String, reuseIdentifier: String) -> Registered? {
    registered[Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier)] ?? nil
  }

  /// The reuse identifier of a registration, registering its class (or nib) on first use: the
  /// class's name, and for a second registration of a class `Name-2`, and so on.
  func reuseIdentifier(of identity: UIKitRegistrationIdentity, viewClass: UICollectionReusableView.Type, nib: UINib? = nil, elementKind: String) -> String {
    let id = ObjectIdentifier(identity)
    if let known = registrations[id] { return known.reuseIdentifier }
    let name = String(describing: viewClass)
    let count = (registrationsPerClass[name] ?? 0) + 1
    registrationsPerClass[name] = count
    let reuseIdentifier = count == 1 ? name : "\(name)-\(count)"
    registrations[id] = (identity, reuseIdentifier)
    registered.set(nib.map(Registered.nib) ?? .viewClass(viewClass), for: Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier))
    return reuseIdentifier
  }
}

/// An element a collection view shows a view for.
struct UIKitShownElement: Hashable {
  /// `nil` for a cell, else the supplementary kind.
  var supplementaryKind: String?
  /// Where: the section and item.
  var section: Int
  var item: Int

  init(supplementaryKind: String?, indexPath: IndexPath) {
    self.supplementaryKind = supplementaryKind
    section = indexPath.section
    item = indexPath.count > 1 ? indexPath.item : 0
  }

  /// The index path.
  var indexPath: IndexPath { IndexPath(item: item, section: section) }
}

/// The identity of a registration (a value type in UIKit that still names one registration):
/// shared by its copies, and whether it was made while the collection view was asking for a
/// view (which UIKit refuses from iOS 15 on).
final class UIKitRegistrationIdentity: Sendable {
  /// True when it was made inside a cell or supplementary view provider.
  let madeInsideProvider: Bool

  init() {
    madeInsideProvider = UIKitExceptionRecorder.current?.isAskingDataSource == true
  }
}
