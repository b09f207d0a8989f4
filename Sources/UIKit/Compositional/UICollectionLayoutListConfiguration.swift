import CollectionSnapshotLayout
import Foundation

/// A table-like layout for a section (or a whole layout): rows, headers and footers with the
/// system's metrics for an appearance. Properties that only draw (colours, separators, swipe
/// actions) are accepted and change nothing in the layout, as in UIKit.
public struct UICollectionLayoutListConfiguration {
  /// The list's look.
  public enum Appearance: Int, Sendable, Hashable, CaseIterable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain
  }

  /// How a section's header is made.
  public enum HeaderMode: Int, Sendable, Hashable, CaseIterable {
    /// No header.
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary
    /// The section's first item is its header.
    case firstItemInSection
  }

  /// How a section's footer is made.
  public enum FooterMode: Int, Sendable, Hashable, CaseIterable {
    /// No footer.
    case none
    /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary
  }

  /// The appearance.
  public let appearance: Appearance
  /// Whether rows show separators (drawn by the cells; no frame changes).
  public var showsSeparators = true
  /// How separators look.
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// Per-row separator changes; accepted, not called.
  public var itemSeparatorHandler: ((Foundation.IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?
  /// The list's background colour (`nil`: the appearance's).
  public var backgroundColor: UIColor?
  /// Swipe actions on the leading edge; accepted, not called.
  public var leadingSwipeActionsConfigurationProvider: ((Foundation.IndexPath) -> UISwipeActionsConfiguration?)?
  /// Swipe actions on the trailing edge; accepted, not called.
  public var trailingSwipeActionsConfigurationProvider: ((Foundation.IndexPath) -> UISwipeActionsConfiguration?)?
  /// The header mode.
  public var headerMode: HeaderMode = .none
  /// The footer mode.
  public var footerMode: FooterMode = .none
  /// Space above each header; `nil` for the system's.
  public var headerTopPadding: CGFloat?

  /// A configuration with the appearance's defaults.
  public init(appearance: Appearance) {
    self.appearance = appearance
    self.separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }

  /// The engine's list configuration: appearance, separators, header and footer modes, top padding.
  var engineConfiguration: ListConfiguration {
    ListConfiguration(
      appearance: CaseNames.engine(appearance), showsSeparators: showsSeparators, headerMode: CaseNames.engine(headerMode),
      footerMode: CaseNames.engine(footerMode), headerTopPadding: headerTopPadding.map { Double($0) })
  }
}

/// How a list's separators look (they are drawn by cells, so they never change a frame).
public struct UIListSeparatorConfiguration: Sendable, Hashable {
  /// Whether a separator shows.
  public enum Visibility: Int, Sendable, Hashable {
    case automatic, visible, hidden
  }

  /// The top separator's visibility.
  public var topSeparatorVisibility: Visibility = .automatic
  /// The bottom separator's visibility.
  public var bottomSeparatorVisibility: Visibility = .automatic
  /// The top separator's insets.
  public var topSeparatorInsets: NSDirectionalEdgeInsets = .zero
  /// The bottom separator's insets.
  public var bottomSeparatorInsets: NSDirectionalEdgeInsets = .zero
  /// The separator's colour name.
  public var color: UIColor {
    get { UIColor.separator }
    set {}
  }
  /// The separator's colour when several rows are selected.
  public var multipleSelectionColor: UIColor {
    get { UIColor.separator }
    set {}
  }

  /// The default separators of an appearance.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

/// The swipe actions of a list row. Accepted; snapshots show rows at rest.
@MainActor @preconcurrency
open class UISwipeActionsConfiguration: NSObject {
  /// The actions.
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action.
  open var performsFirstActionWithFullSwipe = true

  /// A configuration with `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
  }
}

/// One swipe action.
@MainActor @preconcurrency
open class UIContextualAction: NSObject {
  /// Destructive or normal.
  public enum Style: Int, Sendable {
    case normal, destructive
  }

  /// What the action runs when the user taps it: the action, the view that shows it, and the
  /// completion to call with whether it was performed. The runtime's swipes do not tap it.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The style.
  public let style: Style
  /// The title.
  open var title: String?
  /// The background colour.
  open var backgroundColor: UIColor?
  /// The image.
  open var image: UIImage?
  /// The handler the action was made with.
  public let handler: Handler

  /// An action.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}
