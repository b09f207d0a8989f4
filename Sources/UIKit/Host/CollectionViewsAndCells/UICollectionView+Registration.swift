import Foundation

extension UICollectionView {
  /// A cell registration: the cell class and the handler that configures it for an item, as a
  /// modern cell provider uses it. The first dequeue with it registers the class under an
  /// identifier of its own — the class's name (`RecipeCell`), `RecipeCell-2` for a second
  /// registration of that class — which traces print.
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a cell for an item.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    /// The handler.
    let handler: Handler
    /// Which registration this is (its copies share it).
    let identity = UIKitRegistrationIdentity()
    /// The nib its cells are made from, if any.
    let nib: UINib?

    /// A registration of `Cell` configured by `handler`.
    public init(handler: @escaping Handler) {
      self.handler = handler
      self.nib = nil
    }

    /// A registration whose cells are made from a nib (its one top-level object, a `Cell`),
    /// configured by `handler`.
    public init(cellNib: UINib, handler: @escaping Handler) {
      self.handler = handler
      self.nib = cellNib
    }
  }

  /// A supplementary view registration: the view class, its element kind and the handler that
  /// configures it (see ``CellRegistration``).
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures a supplementary view.
    public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

    /// The element kind.
    public let elementKind: String
    /// The handler.
    let handler: Handler
    /// Which registration this is.
    let identity = UIKitRegistrationIdentity()
    /// The nib its views are made from, if any.
    let nib: UINib?

    /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      self.nib = nil
    }

    /// A registration whose views are made from a nib (its one top-level object, a
    /// `Supplementary`), configured by `handler`.
    public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      self.nib = supplementaryNib
    }
  }

  /// A cell of the registration's class, dequeued as ``dequeueReusableCell(withReuseIdentifier:for:)``
  /// dequeues and configured by its handler for `item` (a `nil` item is not configured).
  ///
  /// A registration made inside a cell provider (or `collectionView(_:cellForItemAt:)`) is
  /// UIKit's exception since iOS 15 ("Attempted to dequeue a cell using a registration that was
  /// created inside …"), thrown by the screen.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let cell = dequeue(registration: registration.identity, viewClass: Cell.self, nib: registration.nib, elementKind: UIKitReusableViews.cellKind, for: indexPath) as? Cell
      ?? UIKitViewFactory.reusable(Cell.self, frame: madeViewFrame(elementKind: UIKitReusableViews.cellKind))
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of the registration's class and element kind, dequeued and
  /// configured by its handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let view = dequeue(registration: registration.identity, viewClass: Supplementary.self, nib: registration.nib, elementKind: registration.elementKind, for: indexPath) as? Supplementary
      ?? UIKitViewFactory.reusable(Supplementary.self)
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }

  /// A view for a registration: its own reuse identifier (its class registered on first use).
  private func dequeue(registration identity: UIKitRegistrationIdentity, viewClass: UICollectionReusableView.Type, nib: UINib?, elementKind: String, for indexPath: IndexPath)
    -> UICollectionReusableView
  {
    let reuseIdentifier = reusableViews.reuseIdentifier(of: identity, viewClass: viewClass, nib: nib, elementKind: elementKind)
    if identity.madeInsideProvider {
      let registrationName = elementKind == UIKitReusableViews.cellKind ? "UICollectionViewCellRegistration" : "UICollectionViewSupplementaryRegistration"
      UIKitExceptionRecorder.raise(
        UIKitException(
          reason: "Attempted to dequeue a \(elementKind == UIKitReusableViews.cellKind ? "cell" : "supplementary view") using a registration that was created inside "
            + "-collectionView:\(elementKind == UIKitReusableViews.cellKind ? "cellForItemAtIndexPath:" : "viewForSupplementaryElementOfKind:atIndexPath:") or inside a "
            + "UICollectionViewDiffableDataSource \(elementKind == UIKitReusableViews.cellKind ? "cell" : "supplementary view") provider. Creating a new registration each time a "
            + "\(elementKind == UIKitReusableViews.cellKind ? "cell" : "supplementary view") is requested will prevent reuse and cause created "
            + "\(elementKind == UIKitReusableViews.cellKind ? "cells" : "supplementary views") to remain inaccessible in memory for the lifetime of the collection view. "
            + "Registrations should be created up front and reused. Registration: <\(registrationName): \(reuseIdentifier)>",
          origin: elementKind == UIKitReusableViews.cellKind
            ? "UICollectionView.dequeueConfiguredReusableCell(using:for:item:)" : "UICollectionView.dequeueConfiguredReusableSupplementary(using:for:)"))
    }
    if nib != nil { return dequeueView(elementKind: elementKind, reuseIdentifier: reuseIdentifier, for: indexPath) }
    return dequeue(elementKind: elementKind, reuseIdentifier: reuseIdentifier, for: indexPath) { UIKitViewFactory.reusable(viewClass, frame: madeViewFrame(elementKind: elementKind)) }
  }

  /// The frame a cell of a registered class is made with (`init(frame:)`). UIKit makes it with
  /// its layout attributes' frame, so code that sizes subviews from the content view's bounds
  /// in an initializer (an inset subview with autoresizing) sees a cell of its size. Here the
  /// attributes are not known yet when the cell is made: a flow layout's estimated item size
  /// when it self-sizes, else its `itemSize`, from the origin; zero for other layouts and for
  /// supplementary views, which are sized after they are made.
  func madeViewFrame(elementKind: String) -> CGRect {
    guard elementKind == UIKitReusableViews.cellKind, let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return .zero }
    let estimate = flow.estimatedItemSize
    let size = estimate != .zero && estimate != UICollectionViewFlowLayout.automaticSize ? estimate : flow.itemSize
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return .zero }
    return CGRect(origin: .zero, size: size)
  }
}
