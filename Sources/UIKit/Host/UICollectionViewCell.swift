import Foundation

/// A cell. Subclasses and their configuration code compile; no cell is made or run for a screen:
/// its placeholder comes from the test's `cell:` closure.
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
  /// Configures a cell for a state.
  public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

  /// The view cell content goes in.
  public let contentView = UIView(frame: .zero)
  /// Whether the cell is selected.
  open var isSelected = false
  /// Whether the cell is highlighted.
  open var isHighlighted = false
  /// A view behind the content.
  open var backgroundView: UIView?
  /// A view behind the content when selected.
  open var selectedBackgroundView: UIView?
  /// The content configuration (kept, not drawn).
  open var contentConfiguration: (any UIContentConfiguration)?
  /// The background configuration (kept, not drawn).
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Whether the content configuration follows the state.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration follows the state.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Called when the state changes (kept, not called: cells are not run).
  open var configurationUpdateHandler: ConfigurationUpdateHandler?

  /// The state at rest, with the traits of the device under test.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }

  /// Accepted (cells are not run).
  open func setNeedsUpdateConfiguration() {}
  /// Not called.
  open func updateConfiguration(using state: UICellConfigurationState) {}
  /// A plain list cell's background.
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
}

/// A list cell: UIKit's standard content, accessories and indentation. Compiles and is kept;
/// a list's rows are the placeholders the test describes (``CellPlaceholder/init(kind:listContent:)``
/// gives them UIKit's heights).
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories.
  open var accessories: [UICellAccessory] = []
  /// The outline level.
  open var indentationLevel = 0
  /// The width of one level.
  open var indentationWidth: CGFloat = 16
  /// Whether accessories indent with the content.
  open var indentsAccessories = true
  /// Where the separator sits.
  public let separatorLayoutGuide = UILayoutGuide()

  /// UIKit's default content for a cell: body text.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
