import Foundation

/// A table's row. A screen made from an app's table view asks its data source for each row's
/// cell, as UIKit does: instances of the app's registered classes (or cells its code makes),
/// configured by its code, then read — a standard style's `textLabel`, `detailTextLabel` and
/// `imageView` as UIKit's standard content, a content configuration, the labels, buttons and
/// image views of the content view, the accessory and background — into the placeholder the
/// snapshot draws, by the same reader as a collection view's cells.
@MainActor @preconcurrency
open class UITableViewCell: UIView {
  /// The standard layouts of a cell's labels and image.
  public enum CellStyle: Int, Sendable, Hashable, CaseIterable {
    /// A label and an optional image on the leading side.
    case `default`
    /// A label on the leading side, a detail label on the trailing side.
    case value1
    /// A small leading label, then the main label beside it.
    case value2
    /// A label with a smaller detail label below it.
    case subtitle
  }

  /// How a selected cell looks.
  public enum SelectionStyle: Int, Sendable, Hashable {
    case none, blue, gray, `default`
  }

  /// How a focused cell looks.
  public enum FocusStyle: Int, Sendable, Hashable {
    case `default`, custom
  }

  /// The editing control of a row.
  public enum EditingStyle: Int, Sendable, Hashable {
    case none, delete, insert
  }

  /// The standard accessories.
  public enum AccessoryType: Int, Sendable, Hashable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// A table's separators.
  public enum SeparatorStyle: Int, Sendable, Hashable {
    case none, singleLine, singleLineEtched
  }

  /// How a cell is being dragged.
  public enum DragState: Int, Sendable, Hashable {
    case none, lifting, dragging
  }

  /// The transitions a cell goes through (editing control, delete confirmation).
  public struct StateMask: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt
    /// A mask from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // UIKit's states.
    public static let showingEditControl = StateMask(rawValue: 1 << 0)
    public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
  }

  /// Configures a cell for a state.
  public typealias ConfigurationUpdateHandler = (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

  /// The style the cell was made with.
  let cellStyle: CellStyle
  /// The identifier the cell was made or dequeued with.
  private let madeReuseIdentifier: String?
  /// How the cell was dequeued, if it was: its content view takes its table's cell margins.
  var dequeued: UIKitDequeue? {
    didSet { applyTableMargins() }
  }
  /// The row the cell shows in a headless table, while it shows one.
  @exclusivity(unchecked) var shownElement: UIKitShownElement?
  /// What the sizing of the cell is recording, while it is measured.
  var sizingProbe: UIKitSizingProbe?
  /// Whether the table showing the cell is editing.
  @exclusivity(unchecked) var isEditingInTable = false
  /// What the table showing the cell gives its row while it edits: the control, whether the
  /// content indents, whether the reorder control shows.
  var editingRow: (control: EditingStyle, indents: Bool, reorders: Bool) = (.none, false, false)
  /// The table's margins for the content view (``applyTableMargins()``), and the margins last
  /// set from them: margins the app's code set itself are left alone.
  var tableMargins = NSDirectionalEdgeInsets.zero
  var appliedMargins: NSDirectionalEdgeInsets?

  /// The view cell content goes in: the cell's bounds, its first subview (as in UIKit,
  /// `contentView.superview` is the cell).
  public let contentView = UIView(frame: .zero)
  private var madeTextLabel: UILabel?
  private var madeDetailTextLabel: UILabel?
  private var madeImageView: UIImageView?

  /// A cell of a standard style, reused under `reuseIdentifier`. Its content view fills it
  /// (following its size) with the margins of a plain table on the device under test until a
  /// table dequeues it (see ``layoutSubviews()``).
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.cellStyle = style
    self.madeReuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    installContentView()
  }

  /// Cells are not decoded from archives here.
  public required init?(coder: NSCoder) {
    cellStyle = IBLoader.cellStyle(coder)
    madeReuseIdentifier = nil
    super.init(coder: coder)
    installContentView()
  }

  /// A cell of the default style with a frame.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Runs the class's own `init(style:reuseIdentifier:)` for a table that dequeues a cell of a
  /// registered class (through ``_UITableViewCellMetatypeInitializing``). Obsoleted since Swift
  /// 4.2, so that no subclass has to write it: app code calls `init(style:reuseIdentifier:)`.
  @available(swift, obsoleted: 4.2)
  public required convenience init(_metatypeStyle style: CellStyle, reuseIdentifier: String?) {
    self.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  /// Lays the cell out as UIKit's cell does: its content view clear of the editing controls
  /// and the accessory, the accessory view at the trailing margin, the standard style's image
  /// view and labels where the style puts them (``UITableViewCell+Layout.swift``); then the
  /// frames Auto Layout solved.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutTableCell()
  }

  /// The identifier it was made or dequeued with.
  open var reuseIdentifier: String? { dequeued?.reuseIdentifier ?? madeReuseIdentifier }

  /// The traits of the table it was dequeued from (those of the device under test).
  open override var traitCollection: UITraitCollection { dequeued?.owner?.traitCollection ?? super.traitCollection }

  /// Called before a cell that showed another row is returned by a dequeue again: reset what
  /// the next configuration may not set.
  open func prepareForReuse() {}

  // MARK: Standard content

  /// The main label (made on first use, a subview of the content view), in the style's font
  /// and colour.
  open var textLabel: UILabel? {
    if let madeTextLabel { return madeTextLabel }
    let label = UILabel(frame: .zero)
    Self.styleTextLabel(label, cellStyle)
    madeTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The detail label of the `value1`, `value2` and `subtitle` styles (made on first use, a
  /// subview of the content view); `nil` in the default style.
  open var detailTextLabel: UILabel? {
    guard cellStyle != .default else { return nil }
    if let madeDetailTextLabel { return madeDetailTextLabel }
    let label = UILabel(frame: .zero)
    Self.styleDetailTextLabel(label, cellStyle)
    madeDetailTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The image view on the leading side (made on first use, a subview of the content view).
  open var imageView: UIImageView? {
    if let madeImageView { return madeImageView }
    let view = UIImageView(frame: .zero)
    madeImageView = view
    contentView.addSubview(view)
    setNeedsLayout()
    return view
  }

  /// The standard labels and image view the app's code touched (`nil` for the ones it never
  /// asked for).
  var standardViews: (text: UILabel?, detail: UILabel?, image: UIImageView?) { (madeTextLabel, madeDetailTextLabel, madeImageView) }

  // MARK: Appearance

  /// A view behind the content.
  @exclusivity(unchecked) open var backgroundView: UIView?
  /// A view behind the content when selected.
  open var selectedBackgroundView: UIView?
  /// A view behind the content when selected among several.
  open var multipleSelectionBackgroundView: UIView?
  /// How the cell looks when selected.
  open var selectionStyle: SelectionStyle = .default
  /// How the cell looks when focused.
  open var focusStyle: FocusStyle = .default
  /// The standard accessory.
  open var accessoryType: AccessoryType = .none {
    didSet { if accessoryType != oldValue { setNeedsLayout() } }
  }
  /// A view of the app's in the accessory's place (wins over the type): a subview of the cell
  /// beside its content view, as in UIKit.
  open var accessoryView: UIView? {
    didSet {
      guard oldValue !== accessoryView else { return }
      if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
      if let accessoryView { addSubview(accessoryView) }
      setNeedsLayout()
    }
  }
  /// The standard accessory while the table edits.
  open var editingAccessoryType: AccessoryType = .none {
    didSet { if editingAccessoryType != oldValue { setNeedsLayout() } }
  }
  /// A view of the app's in the accessory's place while the table edits.
  open var editingAccessoryView: UIView?
  /// The outline level: the content moves right by `indentationLevel × indentationWidth`.
  open var indentationLevel = 0 {
    didSet { if indentationLevel != oldValue { setNeedsLayout() } }
  }
  /// The width of one level.
  open var indentationWidth: CGFloat = 10
  /// The separator's insets the app set; by default the table's.
  private var ownSeparatorInset: UIEdgeInsets?
  /// The separator's insets: the table's unless the cell's code set its own.
  open var separatorInset: UIEdgeInsets {
    get { ownSeparatorInset ?? (dequeued?.owner as? UITableView)?.separatorInset ?? UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0) }
    set { ownSeparatorInset = newValue }
  }
  /// The separator insets the cell's code set, if any.
  var separatorInsetSetByApp: UIEdgeInsets? { ownSeparatorInset }

  // MARK: State

  @exclusivity(unchecked) private var selectedFlag = false
  @exclusivity(unchecked) private var highlightedFlag = false
  /// Whether the cell is selected.
  open var isSelected: Bool {
    get { selectedFlag }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the cell is highlighted.
  open var isHighlighted: Bool {
    get { highlightedFlag }
    set { setHighlighted(newValue, animated: false) }
  }
  /// Selects or deselects the cell.
  open func setSelected(_ selected: Bool, animated: Bool) { selectedFlag = selected }
  /// Highlights the cell.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { highlightedFlag = highlighted }

  private var editingFlag = false
  /// Whether the cell is editing (its table edits).
  open var isEditing: Bool {
    get { editingFlag || isEditingInTable }
    set { setEditing(newValue, animated: false) }
  }
  /// Starts or ends editing.
  open func setEditing(_ editing: Bool, animated: Bool) { editingFlag = editing }
  /// The row's editing control, as its table's delegate gives it while editing.
  open internal(set) var editingStyle: EditingStyle = .none
  /// Whether the reorder control shows while editing.
  open var showsReorderControl = false
  /// Whether the content indents while editing.
  open var shouldIndentWhileEditing = true
  /// Whether the delete confirmation shows (never at rest).
  open var showingDeleteConfirmation: Bool { false }
  /// Whether the cell takes touches while dragged.
  open var userInteractionEnabledWhileDragging = false
  /// Called when the cell starts a transition (accepted).
  open func willTransition(to state: StateMask) {}
  /// Called when a transition ends (accepted).
  open func didTransition(to state: StateMask) {}
  /// Called when the cell's drag state changes (accepted).
  open func dragStateDidChange(_ dragState: DragState) {}

  // MARK: Configurations

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

  /// UIKit's default content for a table cell: body text.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// The state at rest, with the traits of the device under test and the table's editing.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
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

  // MARK: Sizing

  /// The size the cell's content needs (as a collection view cell's: its list content by
  /// UIKit's list metrics, an intrinsic size, constraints); axes at required priority keep
  /// `targetSize`.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    UIKitViewSizing.baseFitting(
      self, targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority, probe: sizingProbe)
  }

  /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// with both axes free.
  open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }
}

