import Foundation

/// The content and styling of a cell's content view (`cell.contentConfiguration = …`). Kept on
/// the cell, never drawn: a placeholder shows what the configuration says (texts, image names).
public protocol UIContentConfiguration {
  /// A view showing this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView
  /// The configuration for a cell state.
  func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
  /// The configuration itself: a configuration of the app's own that declares only
  /// `makeContentView()` is the same in every state, as UIKit's Swift API provides it.
  public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// A view that shows a content configuration.
@MainActor @preconcurrency
public protocol UIContentView: AnyObject {
  /// The configuration shown.
  var configuration: any UIContentConfiguration { get set }
  /// Whether the view can show `configuration`.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// True.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// The state a configuration is updated for: the traits, the view's flags and the app's own
/// custom states.
public protocol UIConfigurationState {
  /// A state with `traitCollection` and nothing else set.
  init(traitCollection: UITraitCollection)
  /// The traits.
  var traitCollection: UITraitCollection { get set }
  /// The value of a custom state the app keeps (`state[.item] = item`).
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's state: selection, highlight, focus, the traits of the device under test and custom
/// states.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
  /// The traits.
  public var traitCollection: UITraitCollection
  /// Whether the view is disabled.
  public var isDisabled = false
  /// Whether the view is highlighted.
  public var isHighlighted = false
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether the view has focus.
  public var isFocused = false
  /// Whether a header or footer is pinned.
  public var isPinned = false
  private var customStates = CustomConfigurationStates()

  /// A state with `traitCollection` and every flag off.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// The value of a custom state.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}

/// A cell's state: selection, highlight, editing and the traits of the device under test.
/// Snapshots show cells at rest: nothing selected, highlighted or swiped.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// The traits.
  public var traitCollection: UITraitCollection
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell has focus.
  public var isFocused = false
  /// Whether the collection view is editing.
  public var isEditing = false
  /// Whether the cell is swiped.
  public var isSwiped = false
  /// Whether the cell's outline is expanded.
  public var isExpanded = false
  /// Whether the cell is being reordered.
  public var isReordering = false
  /// Whether a header or footer is pinned.
  public var isPinned = false
  /// How the cell is being dragged.
  public var cellDragState: UICellConfigurationDragState = .none
  /// How a drop targets the cell.
  public var cellDropState: UICellConfigurationDropState = .none
  private var customStates = CustomConfigurationStates()

  /// A state with `traitCollection` and every flag off.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// The value of a custom state the app keeps, e.g. an extension's
  /// `var item: Item? { get { self[.item] as? Item } set { self[.item] = newValue } }`.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}

/// How a cell is being dragged.
public enum UICellConfigurationDragState: Int, Sendable, Hashable {
  case none, lifting, dragging
}

/// How a drop targets a cell.
public enum UICellConfigurationDropState: Int, Sendable, Hashable {
  case none, notTargeted, targeted
}

/// The custom states of a configuration state, by key.
struct CustomConfigurationStates: Hashable {
  private var values: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// The value of a key.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { values[key] }
    set { values[key] = newValue }
  }
}

/// The name of a custom state of a configuration state (`UIConfigurationStateCustomKey("com.example.item")`).
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// A key by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A key by name.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A content view for list content: the configuration it shows is kept (its texts and image
/// are what a placeholder reads), never drawn.
@MainActor @preconcurrency
open class UIListContentView: UIView, UIContentView {
  override var placeholderRole: UIKitPlaceholderRole { .listContent }

  /// The configuration shown; a configuration that is not list content is ignored, as UIKit
  /// requires list content here.
  open var configuration: any UIContentConfiguration {
    get { listContentConfiguration }
    set {
      if let list = newValue as? UIListContentConfiguration { listContentConfiguration = list }
    }
  }
  /// The list content shown.
  open var listContentConfiguration: UIListContentConfiguration {
    didSet { updateGuides() }
  }

  /// Where the text sits, when the configuration has one. Its anchors make constraints (a
  /// list cell's separator to the text); its frame is not solved here (zero).
  open private(set) var textLayoutGuide: UILayoutGuide?
  /// Where the secondary text sits, when the configuration has one.
  open private(set) var secondaryTextLayoutGuide: UILayoutGuide?
  /// Where the image sits, when the configuration has one.
  open private(set) var imageLayoutGuide: UILayoutGuide?

  /// A view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    self.listContentConfiguration = configuration
    super.init(frame: .zero)
    updateGuides()
  }

  /// True for list content.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

  /// Adds or removes the guides as the configuration has a text, a secondary text, an image.
  private func updateGuides() {
    let content = listContentConfiguration
    textLayoutGuide = guide(textLayoutGuide, shown: content.shownText != nil, identifier: "UIListContentView-text")
    secondaryTextLayoutGuide = guide(secondaryTextLayoutGuide, shown: content.shownSecondaryText != nil, identifier: "UIListContentView-secondaryText")
    imageLayoutGuide = guide(imageLayoutGuide, shown: content.image != nil, identifier: "UIListContentView-image")
  }

  private func guide(_ existing: UILayoutGuide?, shown: Bool, identifier: String) -> UILayoutGuide? {
    guard shown else {
      if let existing { removeLayoutGuide(existing) }
      return nil
    }
    if let existing { return existing }
    let guide = UILayoutGuide()
    guide.identifier = identifier
    addLayoutGuide(guide)
    return guide
  }

  /// List content views are not decoded from archives.
  public required init?(coder: NSCoder) { return nil }
}
