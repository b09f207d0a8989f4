import Foundation

extension UICollectionView {
  /// A cell registration: the cell class and the handler that configures it for an item, as
  /// a modern cell provider uses it. Kept, never run: a screen's cells are the placeholders its
  /// test describes, so cell providers and handlers are not called.
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a cell for an item.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    /// The handler.
    let handler: Handler

    /// A registration of `Cell` configured by `handler`.
    public init(handler: @escaping Handler) {
      self.handler = handler
    }
  }

  /// A supplementary view registration: the view class, its element kind and the handler that
  /// configures it. Kept, never run (see ``CellRegistration``).
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures a supplementary view.
    public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

    /// The element kind.
    public let elementKind: String
    /// The handler.
    let handler: Handler

    /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A cell configured by `registration` for `item`. Cells are never made here: a screen does
  /// not call cell providers, where this call belongs. Called directly, it stops the test with
  /// a message saying so (a view of the app's own class cannot be made without running its
  /// code).
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    preconditionFailure(
      "dequeueConfiguredReusableCell(using:for:item:) for \(Cell.self) at \(indexPath): cells are not made on Linux; a screen draws "
        + "the placeholders its test's cell closure describes and never calls cell providers")
  }

  /// A supplementary view configured by `registration`. Never made here (see
  /// ``dequeueConfiguredReusableCell(using:for:item:)``).
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    preconditionFailure(
      "dequeueConfiguredReusableSupplementary(using:for:) for \(Supplementary.self) at \(indexPath): views are not made on Linux; a screen "
        + "draws the placeholders its test's supplementary closure describes and never calls supplementary view providers")
  }
}
