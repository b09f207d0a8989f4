import CollectionSnapshotLayout
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

  /// The view cell content goes in: the cell's first subview, filling its bounds (its
  /// autoresizing mask follows the cell's size, as UIKit's does).
  public let contentView = UIView(frame: .zero)
  /// The view the content configuration made, in the content view (for a configuration other
  /// than list content, which UIKit's list metrics lay out).
  var configuredContentView: (any UIView & UIContentView)?

  /// Whether the collection view showing the cell is editing.
  @exclusivity(unchecked) var isEditingInCollectionView = false

  /// A cell with a frame; its content view is its first subview, as in UIKit
  /// (`contentView.superview` is the cell), filling it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addContentView()
  }

  /// Cells are not decoded from archives here.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addContentView()
  }

  /// The content view as the cell's first subview, at its bounds, its mask following them.
  private func addContentView() {
    contentView.frame = CGRect(origin: .zero, size: frame.size)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// The frame; the content view follows the cell's size.
  open override var frame: CGRect {
    didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
  }
  /// Whether the cell is selected.
  @exclusivity(unchecked) open var isSelected = false {
    didSet { if ObjCKeyValueObserving.isActive, isSelected != oldValue { ObjCKeyValueObserving.didChange(self, "selected") } }
  }
  /// Whether the cell is highlighted.
  @exclusivity(unchecked) open var isHighlighted = false {
    didSet { if ObjCKeyValueObserving.isActive, isHighlighted != oldValue { ObjCKeyValueObserving.didChange(self, "highlighted") } }
  }
  /// A view behind the content.
  @exclusivity(unchecked) open var backgroundView: UIView?
  /// A view behind the content when selected.
  open var selectedBackgroundView: UIView?
  /// The content configuration: a placeholder shows list content's texts and image; another
  /// configuration's view is put in the content view, its edges on the content view's (UIKit's
  /// own constraints), and shows what it shows.
  @exclusivity(unchecked) open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { installContentView() }
  }
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
  /// ``configurationUpdateHandler``, for the state at rest; the content configuration's view
  /// then shows the configuration for that state.
  func updateConfigurationForDisplay() {
    let state = configurationState
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
    if let configuration = contentConfiguration, let view = configuredContentView, view.supports(configuration) {
      view.configuration = configuration.updated(for: state)
    }
  }

  /// Puts the configuration's view in the content view (or hands the view there the new
  /// configuration, when it supports it), as UIKit does.
  private func installContentView() {
    guard let configuration = contentConfiguration, !(configuration is UIListContentConfiguration) else {
      configuredContentView?.removeFromSuperview()
      configuredContentView = nil
      return
    }
    if let existing = configuredContentView, existing.supports(configuration) {
      existing.configuration = configuration
      return
    }
    configuredContentView?.removeFromSuperview()
    let view = configuration.makeContentView()
    if view.supports(configuration) { view.configuration = configuration.updated(for: configurationState) }
    view.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(view)
    let edges = [
      view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      view.topAnchor.constraint(equalTo: contentView.topAnchor), view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ]
    for edge in edges { edge.isMadeByUIKit = true }
    NSLayoutConstraint.activate(edges)
    configuredContentView = view
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
  /// The actions a swipe from the leading edge reveals (kept: no swipe reaches a list cell here).
  open var leadingSwipeActionsConfiguration: UISwipeActionsConfiguration?
  /// The actions a swipe from the trailing edge reveals (kept).
  open var trailingSwipeActionsConfiguration: UISwipeActionsConfiguration?

  /// A list cell: its content view's layout margins are the list's — a row's side margin (16
  /// on a 375-pt iPhone, 20 from 390 pt: layout-semantics §2.18, measured;
  /// ``ListContentMetrics/layoutMargin(_:)``) and half a line of body text above and below
  /// (⌈20.287 ⁄ 2⌉ = 11, UIKit's list cell).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setListMargins()
  }

  /// List cells are not decoded from archives here.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setListMargins()
  }

  private func setListMargins() {
    let side = CGFloat(ListContentMetrics.layoutMargin(UIKitHost.current.environment))
    let vertical = CGFloat(ListContentMetrics.cellVerticalMargin)
    contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
  }

  /// UIKit's default content for a cell: body text.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
