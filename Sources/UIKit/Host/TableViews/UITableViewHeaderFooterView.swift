import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// A table's section header or footer view. A screen made from an app's table view asks its
/// delegate for each section's view (`tableView(_:viewForHeaderInSection:)`), as UIKit does,
/// and reads what it shows — its `textLabel` as UIKit's standard header (or footer) content of
/// the table's style, a content configuration, its content view's labels and images — by the
/// same reader as a collection view's cells.
@MainActor @preconcurrency
open class UITableViewHeaderFooterView: UIView {
  /// Configures the view for a state.
  public typealias ConfigurationUpdateHandler = (_ headerFooterView: UITableViewHeaderFooterView, _ state: UIViewConfigurationState) -> Void

  /// The identifier it was made with.
  private let madeReuseIdentifier: String?
  /// How the view was dequeued, if it was: its content view takes its table's margins.
  var dequeued: UIKitDequeue? {
    didSet { applyTableMargins() }
  }
  /// The section the view shows in a headless table, while it shows one.
  @exclusivity(unchecked) var shownElement: UIKitShownElement?
  /// What the sizing of the view is recording, while it is measured.
  var sizingProbe: UIKitSizingProbe?
  /// What the view stands for in its table: its style and whether it is a footer (the
  /// standard content's style follows them).
  var tableRole: (style: UITableView.Style, isFooter: Bool) = (.plain, false) {
    didSet {
      guard tableRole != oldValue else { return }
      if let madeTextLabel { Self.styleTextLabel(madeTextLabel, tableRole) }
      setNeedsLayout()
    }
  }

  /// The margins last set on the content view from the table's (margins the app's code set
  /// itself are left alone).
  var appliedMargins: NSDirectionalEdgeInsets?

  /// The view the content goes in: the view's first subview, as in UIKit.
  public let contentView = UIView(frame: .zero)
  private(set) var madeTextLabel: UILabel?
  private var madeDetailTextLabel: UILabel?

  /// A view reused under `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    madeReuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    installContentView()
  }

  /// Header-footer views are not decoded from archives here.
  public required init?(coder: NSCoder) {
    madeReuseIdentifier = nil
    super.init(coder: coder)
    installContentView()
  }

  /// A view with a frame.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Runs the class's own `init(reuseIdentifier:)` for a table that dequeues a view of a
  /// registered class (through ``_UITableViewHeaderFooterViewMetatypeInitializing``). Obsoleted
  /// since Swift 4.2, so that no subclass has to write it: app code calls
  /// `init(reuseIdentifier:)`.
  @available(swift, obsoleted: 4.2)
  public required convenience init(_metatypeReuseIdentifier reuseIdentifier: String?) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  /// Lays the standard label out as UIKit's header (or footer) content of the table's style
  /// does, after the frames Auto Layout solved.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutStandardLabel()
  }

  /// The identifier it was made or dequeued with.
  open var reuseIdentifier: String? { dequeued?.reuseIdentifier ?? madeReuseIdentifier }

  /// The traits of the table it was dequeued from.
  open override var traitCollection: UITraitCollection { dequeued?.owner?.traitCollection ?? super.traitCollection }

  /// Called before a view that showed another section is returned by a dequeue again.
  open func prepareForReuse() {}

  /// The standard label (made on first use, a subview of the content view), in the font and
  /// colour of the table's header (or footer) content.
  open var textLabel: UILabel? {
    if let madeTextLabel { return madeTextLabel }
    let label = UILabel(frame: .zero)
    label.numberOfLines = 0
    Self.styleTextLabel(label, tableRole)
    madeTextLabel = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The standard detail label (made on first use; a grouped table's headers do not show it,
  /// and it is not laid out).
  open var detailTextLabel: UILabel? {
    if let madeDetailTextLabel { return madeDetailTextLabel }
    let label = UILabel(frame: .zero)
    label.isHidden = true
    madeDetailTextLabel = label
    contentView.addSubview(label)
    return label
  }

  /// A view behind the content.
  @exclusivity(unchecked) open var backgroundView: UIView?

  // MARK: Configurations

  /// The content configuration.
  @exclusivity(unchecked) open var contentConfiguration: (any UIContentConfiguration)?
  /// The background configuration.
  @exclusivity(unchecked) open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Whether the content configuration follows the state.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration follows the state.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Called with the view's state before it is shown, after ``updateConfiguration(using:)``.
  open var configurationUpdateHandler: ConfigurationUpdateHandler?

  /// UIKit's default content for the view in its table: a grouped table's header (or footer)
  /// content, or a plain table's.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch (tableRole.style, tableRole.isFooter) {
    case (.plain, false): return .plainHeader()
    case (.plain, true): return .plainFooter()
    case (_, false): return .groupedHeader()
    case (_, true): return .groupedFooter()
    }
  }

  /// The state at rest, with the traits of the device under test.
  open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }
  /// Accepted: the configuration is updated once, before the view is shown.
  open func setNeedsUpdateConfiguration() {}
  /// Called with the view's state before it is shown.
  open func updateConfiguration(using state: UIViewConfigurationState) {}

  /// Runs what UIKit runs before showing the view: ``updateConfiguration(using:)``, then the
  /// ``configurationUpdateHandler``.
  func updateConfigurationForDisplay() {
    let state = configurationState
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }

  /// What its standard label shows, as UIKit's header or footer content of the table's style.
  var standardTitle: String? {
    guard let label = madeTextLabel, !label.isHidden else { return nil }
    return label.text ?? label.attributedText?.string
  }

  // MARK: Sizing

  /// The size the view's content needs (see `UITableViewCell`'s).
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority, verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    UIKitViewSizing.baseFitting(self, targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority, probe: sizingProbe)
  }

  /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// with both axes free.
  open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }
}

extension UITableViewHeaderFooterView: UIKitContentHolder {
  var standardSubviews: [UIView] { [madeTextLabel, madeDetailTextLabel].compactMap { $0 } }
  var selectionBackgroundViews: [UIView] { [] }
  var accessoryViews: [UIView] { [] }
  var stateForConfiguration: any UIConfigurationState { configurationState }
  var standardContent: PlaceholderContent? {
    guard let title = standardTitle else { return nil }
    let style: ListContentStyle
    switch (tableRole.style, tableRole.isFooter) {
    case (.plain, false): style = .plainHeader
    case (.plain, true): style = .plainFooter
    case (_, false): style = .groupedHeader
    case (_, true): style = .groupedFooter
    }
    return .list(style, text: title)
  }
}
