import Foundation

/// A split view controller: its columns' view controllers and settings are kept as state, and
/// what it answers about itself follows the device under test (``isCollapsed`` when the width
/// is compact, as on an iPhone or a narrow iPad window).
@MainActor @preconcurrency
open class UISplitViewController: UIViewController {
  /// The split's columns.
  public enum Style: Int, Sendable, Hashable {
    case unspecified, doubleColumn, tripleColumn
  }

  /// A column.
  public enum Column: Int, Sendable, Hashable {
    case primary, supplementary, secondary, compact, inspector
  }

  /// How columns show.
  public enum DisplayMode: Int, Sendable, Hashable {
    case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    /// The old names.
    public static let primaryHidden = DisplayMode.secondaryOnly
    public static let allVisible = DisplayMode.oneBesideSecondary
    public static let primaryOverlay = DisplayMode.oneOverSecondary
  }

  /// How columns share the width.
  public enum SplitBehavior: Int, Sendable, Hashable {
    case automatic, tile, overlay, displace
  }

  /// The primary column's background.
  public enum BackgroundStyle: Int, Sendable, Hashable {
    case none, sidebar
  }

  /// The columns.
  public let style: Style
  private var columns: [Column: UIViewController] = [:]
  /// The delegate.
  open weak var delegate: (any UISplitViewControllerDelegate)?
  /// The display mode asked for.
  open var preferredDisplayMode: DisplayMode = .automatic {
    didSet { if ObjCKeyValueObserving.isActive, preferredDisplayMode != oldValue { ObjCKeyValueObserving.didChange(self, "displayMode") } }
  }
  /// The split behaviour asked for.
  open var preferredSplitBehavior: SplitBehavior = .automatic
  /// The primary column's background.
  open var primaryBackgroundStyle: BackgroundStyle = .none
  /// The primary column's width as a fraction.
  open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
  /// The primary column's width.
  open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
  /// The primary column's smallest width.
  open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
  /// The primary column's largest width.
  open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
  /// The supplementary column's width as a fraction.
  open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
  /// The supplementary column's width.
  open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
  /// Whether a swipe shows the primary column.
  open var presentsWithGesture = true
  /// Whether the secondary-only button shows.
  open var showsSecondaryOnlyButton = false
  /// Whether the primary column is on the trailing side.
  open var primaryEdge: PrimaryEdge = .leading

  /// The side of the primary column.
  public enum PrimaryEdge: Int, Sendable, Hashable {
    case leading, trailing
  }

  /// UIKit's automatic width.
  nonisolated public static let automaticDimension: CGFloat = -3.40282347e+38

  /// A split view controller of a style.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A classic split view controller (style unspecified).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A split view controller made by `init()`: style unspecified.
  public required init?(coder: NSCoder) {
    self.style = .unspecified
    super.init(coder: coder)
  }

  /// Sets a column's view controller (it becomes a child).
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    if let old = columns[column] { old.removeFromParent() }
    columns[column] = vc
    if let vc { addChild(vc) }
  }

  /// A column's view controller.
  open func viewController(for column: Column) -> UIViewController? { columns[column] }

  /// The view controllers: the primary then the secondary (a classic split's array).
  open var viewControllers: [UIViewController] {
    get { [Column.primary, .supplementary, .secondary].compactMap { columns[$0] } }
    set {
      for (column, controller) in zip([Column.primary, .secondary], newValue) { setViewController(controller, for: column) }
    }
  }

  /// True when the width is compact (an iPhone, or a narrow iPad window): one column shows.
  open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

  /// The display mode shown: the secondary only when collapsed, else the one asked for (or
  /// UIKit's default beside the secondary).
  open var displayMode: DisplayMode {
    if isCollapsed { return .secondaryOnly }
    return preferredDisplayMode == .automatic ? (style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary) : preferredDisplayMode
  }

  /// The split behaviour shown.
  open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

  /// The button that changes the display mode.
  open var displayModeButtonItem: UIBarButtonItem {
    if let item = storedDisplayModeButtonItem { return item }
    let item = UIBarButtonItem()
    storedDisplayModeButtonItem = item
    return item
  }
  private var storedDisplayModeButtonItem: UIBarButtonItem?
  private var shownColumns: Set<Column> = []

  /// Marks a column shown.
  open func show(_ column: Column) { shownColumns.insert(column) }
  /// Marks a column hidden.
  open func hide(_ column: Column) { shownColumns.remove(column) }

  /// Makes `vc` the secondary column's controller.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    setViewController(vc, for: .secondary)
  }
}

/// A split view controller's delegate (every method optional).
@MainActor @preconcurrency
public protocol UISplitViewControllerDelegate: AnyObject {
  /// The column to show when collapsing (the proposed one).
  func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
    -> UISplitViewController.Column
}

extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
}
