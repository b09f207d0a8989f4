/// Which selection steps a cell refuses: SSCollectionViewPresenter's `CellInfo` asks the cell's
/// `shouldHighlight(with:)`, `shouldSelect(with:)` and `shouldDeselect(with:)`, and a `false`
/// stops that step (UIKit's delegate then answers `false`).
public struct SelectionVetoes: OptionSet, Sendable, Hashable {
  /// The vetoes as bits.
  public let rawValue: Int
  /// A set of vetoes.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// `shouldHighlight(with:)` is `false`: the whole tap is ignored (UIKit skips selection).
  public static let highlight = SelectionVetoes(rawValue: 1)
  /// `shouldSelect(with:)` is `false`.
  public static let select = SelectionVetoes(rawValue: 2)
  /// `shouldDeselect(with:)` is `false`.
  public static let deselect = SelectionVetoes(rawValue: 4)

  /// The JSON names, in order.
  public static let names: [(String, SelectionVetoes)] = [("highlight", .highlight), ("select", .select), ("deselect", .deselect)]
}
