import Foundation

/// A cell. A screen made without a cell closure asks the app's data source for its cells: they
/// are instances of the app's own subclasses, configured by its code, then run for the state at
/// rest (``updateConfiguration(using:)`` and ``configurationUpdateHandler``) and read — their
/// content configuration, the labels, buttons and image views of their content view, their
/// accessories and background — into the placeholder the snapshot draws.
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
  /// Configures a cell for a state.
  public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

  /// The view cell content goes in: the cell's bounds.
  public let contentView = UIView(frame: .zero)
  /// Whether the collection view showing the cell is editing.
  @exclusivity(unchecked) var isEditingInCollectionView = false

  /// A cell with a frame; its content view is its first subview, as in UIKit
  /// (`contentView.superview` is the cell).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Cells are not decoded from archives here.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The frame; the content view follows the cell's size.
  open override var frame: CGRect {
    didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
  }
  /// Whether the cell is selected.
  @exclusivity(unchecked) open var isSelected = false
  /// Whether the cell is highlighted.
  @exclusivity(unchecked) open var isHighlighted = false
  /// A view behind the content.
  @exclusivity(unchecked) open var backgroundView: UIView?
  /// A view behind the content when selected.
  open var selectedBackgroundView: UIView?
  /// The content configuration: a placeholder shows list content's texts and image, and the
  /// labels, buttons and image views of another configuration's content view.
  @exclusivity(unchecked) open var contentConfiguration: (any UIContentConfiguration)?
  /// The background configuration: its colour is shown.
  @exclusivity(unchecked) open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Whether the content configuration follows the state.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration follows the state.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Called with the cell's state before it is shown, after ``updateConfiguration(using:)``.
  @exclusivity(unchecked) open var configurationUpdateHandler: ConfigurationUpdateHandler?

  /// The state at rest, with the traits of the device under test and the collection view's
  /// editing.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditingInCollectionView
    return state
  }

  /// Accepted: the configuration is updated once, before the cell is shown.
  open func setNeedsUpdateConfiguration() {}
  /// Called with the cell's state before it is shown; override it to configure the cell for
  /// its state.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  /// Runs what UIKit runs before showing a cell: ``updateConfiguration(using:)``, then the
  /// ``configurationUpdateHandler``, for the state at rest.
  func updateConfigurationForDisplay() {
    let state = configurationState
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }
  /// A plain list cell's background.
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
}

/// A list cell: UIKit's standard content, accessories and indentation. Its list content is
/// shown and sized by UIKit's list metrics (a one-line row is 44 pt at the default text size),
/// its accessories as labelled marks.
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
