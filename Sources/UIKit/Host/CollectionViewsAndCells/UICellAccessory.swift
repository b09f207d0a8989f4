import Foundation

/// An accessory of a list cell (disclosure indicator, checkmark, outline disclosure…): shown as
/// a labelled mark on its edge when it is displayed in the collection view's editing state and
/// not hidden.
public struct UICellAccessory {
  /// When an accessory shows.
  public enum DisplayedState: Int, Sendable, Hashable {
    case always, whenEditing, whenNotEditing
  }

  /// The width reserved for an accessory.
  public enum LayoutDimension: Sendable, Hashable {
    case actual, standard, custom(CGFloat)
  }

  /// What an accessory's tap runs (not called here).
  public typealias ActionHandler = () -> Void

  /// Options of a disclosure indicator.
  public struct DisclosureIndicatorOptions {
    /// Whether it is hidden.
    public var isHidden: Bool?
    /// The width reserved for it.
    public var reservedLayoutWidth: LayoutDimension?
    /// Its tint colour.
    public var tintColor: UIColor?
    /// Options, each optional.
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  /// Options of a checkmark.
  public typealias CheckmarkOptions = DisclosureIndicatorOptions
  /// Options of a reorder control.
  public typealias ReorderOptions = DisclosureIndicatorOptions

  /// Options of a delete, insert or multiselect control.
  public struct EditingControlOptions {
    /// Whether it is hidden.
    public var isHidden: Bool?
    /// The width reserved for it.
    public var reservedLayoutWidth: LayoutDimension?
    /// Its tint colour.
    public var tintColor: UIColor?
    /// Its background colour.
    public var backgroundColor: UIColor?
    /// Options, each optional.
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of a delete control.
  public typealias DeleteOptions = EditingControlOptions
  /// Options of an insert control.
  public typealias InsertOptions = EditingControlOptions
  /// Options of a multiselect control.
  public typealias MultiselectOptions = EditingControlOptions

  /// How an outline disclosure looks.
  public enum OutlineDisclosureStyle: Int, Sendable, Hashable {
    case automatic, header, cell
  }

  /// Options of an outline disclosure.
  public struct OutlineDisclosureOptions {
    /// How it looks.
    public var style: OutlineDisclosureStyle
    /// Whether it is hidden.
    public var isHidden: Bool?
    /// The width reserved for it.
    public var reservedLayoutWidth: LayoutDimension?
    /// Its tint colour.
    public var tintColor: UIColor?
    /// Options, each optional.
    public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
      self.style = style
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  /// Options of a label.
  public struct LabelOptions {
    /// Whether it is hidden.
    public var isHidden: Bool?
    /// The width reserved for it.
    public var reservedLayoutWidth: LayoutDimension?
    /// Its tint colour.
    public var tintColor: UIColor?
    /// The label's font.
    public var font: UIFont?
    /// Whether the font follows Dynamic Type.
    public var adjustsFontForContentSizeCategory: Bool?
    /// Options, each optional.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
      adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.font = font
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    }
  }

  /// Where a custom accessory sits.
  public enum Placement {
    case leading(displayed: DisplayedState = .always)
    case trailing(displayed: DisplayedState = .always)
  }

  /// A custom view as an accessory.
  public struct CustomViewConfiguration {
    /// The view.
    public var customView: UIView
    /// Where it sits.
    public var placement: Placement
    /// Whether it is hidden.
    public var isHidden: Bool?
    /// The width reserved for it.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint colour.
    public var tintColor: UIColor?
    /// Whether the view keeps its size.
    public var maintainsFixedSize: Bool
    /// A configuration of `customView`.
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool = false
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }
  }

  /// What the accessory is, as UIKit names it.
  public let kind: String
  /// When it shows.
  public let displayedState: DisplayedState
  /// A label's text (or a custom view's, when it is a label).
  let text: String?
  /// The edge it sits on, as UIKit places it: delete, insert, multiselect and leading custom
  /// views before the content, the rest after it.
  let isLeading: Bool
  /// Whether its options hide it.
  let isHidden: Bool
  /// A custom accessory's view, read when the cell is read.
  let customView: UIView?

  init(kind: String, displayed: DisplayedState, isHidden: Bool? = nil, text: String? = nil, isLeading: Bool = false, customView: UIView? = nil) {
    self.kind = kind
    self.displayedState = displayed
    self.isHidden = isHidden ?? false
    self.text = text
    self.isLeading = isLeading
    self.customView = customView
  }

  /// Whether it shows in a collection view that is (or is not) editing.
  func isShown(editing: Bool) -> Bool {
    guard !isHidden else { return false }
    switch displayedState {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }

  /// A disclosure indicator.
  public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
    UICellAccessory(kind: "disclosureIndicator", displayed: displayed, isHidden: options.isHidden)
  }
  /// A checkmark.
  public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
    UICellAccessory(kind: "checkmark", displayed: displayed, isHidden: options.isHidden)
  }
  /// A detail button.
  public static func detail(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
    UICellAccessory(kind: "detail", displayed: displayed, isHidden: options.isHidden)
  }
  /// A delete control.
  public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
    UICellAccessory(kind: "delete", displayed: displayed, isHidden: options.isHidden, isLeading: true)
  }
  /// An insert control.
  public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: ActionHandler? = nil) -> UICellAccessory {
    UICellAccessory(kind: "insert", displayed: displayed, isHidden: options.isHidden, isLeading: true)
  }
  /// A reorder control.
  public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
    UICellAccessory(kind: "reorder", displayed: displayed, isHidden: options.isHidden)
  }
  /// A multiselect control.
  public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
    UICellAccessory(kind: "multiselect", displayed: displayed, isHidden: options.isHidden, isLeading: true)
  }
  /// An outline disclosure.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(), actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: "outlineDisclosure", displayed: displayed, isHidden: options.isHidden)
  }
  /// A text label.
  public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
    UICellAccessory(kind: "label", displayed: displayed, isHidden: options.isHidden, text: text)
  }
  /// A custom view.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let displayed: DisplayedState
    let leading: Bool
    switch configuration.placement {
    case .leading(let state):
      displayed = state
      leading = true
    case .trailing(let state):
      displayed = state
      leading = false
    }
    return UICellAccessory(kind: "customView", displayed: displayed, isHidden: configuration.isHidden, isLeading: leading, customView: configuration.customView)
  }
}
