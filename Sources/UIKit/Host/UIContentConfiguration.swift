import Foundation

/// The content and styling of a cell's content view (`cell.contentConfiguration = …`). Kept on
/// the cell, never drawn: a screen's cells are the placeholders its test describes.
public protocol UIContentConfiguration {
  /// A view showing this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView
  /// The configuration for a cell state.
  func updated(for state: any UIConfigurationState) -> Self
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

/// The state a configuration is updated for: the traits and the cell's flags.
public protocol UIConfigurationState {
  /// The traits.
  var traitCollection: UITraitCollection { get set }
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

  /// A state with `traitCollection` and every flag off.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }
}

/// A content view for list content. Kept, never drawn.
@MainActor @preconcurrency
open class UIListContentView: UIView, UIContentView {
  /// The configuration shown.
  open var configuration: any UIContentConfiguration

  /// A view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  /// List content views are not decoded from archives here.
  public required init?(coder: NSCoder) { return nil }
}
