import Foundation

/// What a custom group's provider returns for the group's environment.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// An item that lays out other items (or groups) in a row, a column, or at frames it computes.
///
/// Subitems are copied when the group is made, as UIKit copies them: changing an item afterwards
/// changes nothing in the group.
@MainActor @preconcurrency
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// How the group arranges its subitems.
  enum Arrangement {
    case horizontal, vertical
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  /// How many subitems a repetition takes.
  enum Repetition: Equatable {
    /// As many as fit.
    case fill
    /// The deprecated `subitem:count:`: `count` copies resized to share the group.
    case count(Int)
    /// `repeatingSubitem:count:`: `count` copies at their own size.
    case repeating(Int)
  }

  let arrangement: Arrangement
  let repetition: Repetition
  /// The group's items (copies of those it was made with).
  public let subitems: [NSCollectionLayoutItem]
  /// Space between consecutive subitems.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  /// Views attached to the group (settable on groups, unlike items).
  public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { storedSupplementaryItems }
    set { storedSupplementaryItems = newValue }
  }

  init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, repetition: Repetition, subitems: [NSCollectionLayoutItem], origin: String) {
    self.arrangement = arrangement
    self.repetition = repetition
    self.subitems = subitems.map { $0.duplicate() }
    super.init(layoutSize: layoutSize, supplementaryItems: [])
    if case .custom = arrangement { return }
    if subitems.isEmpty {
      pendingException = UIKitExceptionRecorder.raise(UIKitException(reason: "At least 1 subitem is required for a group", origin: origin))
    }
  }

  /// A copy for a counted group: a count ≤ 0 raises; `resizing` (the deprecated variant) gives
  /// the copy a fractional 1/count width (horizontal) or height (vertical), as UIKit does.
  private static func counted(
    layoutSize: NSCollectionLayoutSize, horizontal: Bool, subitem: NSCollectionLayoutItem, count: Int, resizing: Bool, origin: String
  ) -> NSCollectionLayoutGroup {
    var item = subitem
    if resizing && count >= 1 {
      item = subitem.duplicate()
      let fraction = 1 / CGFloat(count)
      item.layoutSize = horizontal
        ? NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: subitem.layoutSize.heightDimension)
        : NSCollectionLayoutSize(widthDimension: subitem.layoutSize.widthDimension, heightDimension: .fractionalHeight(fraction))
    }
    let group = NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: horizontal ? .horizontal : .vertical,
      repetition: resizing ? .count(count) : .repeating(count), subitems: [item], origin: origin)
    if count < 1 {
      group.pendingException = UIKitExceptionRecorder.raise(
        UIKitException(reason: "A repeating \(horizontal ? "horizontal" : "vertical") group should specify a count >= 1", origin: origin))
    }
    return group
  }

  /// A row of the subitems, repeated while they fit.
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .horizontal, repetition: .fill, subitems: subitems,
      origin: "NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)")
  }

  /// A column of the subitems, repeated while they fit.
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .vertical, repetition: .fill, subitems: subitems,
      origin: "NSCollectionLayoutGroup.vertical(layoutSize:subitems:)")
  }

  /// A row of exactly `count` copies of the subitem, each resized to share the group's width
  /// (less the fixed spacing). Deprecated in iOS 16.
  @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    counted(layoutSize: layoutSize, horizontal: true, subitem: subitem, count: count, resizing: true, origin: "NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)")
  }

  /// A column of exactly `count` copies of the subitem, each resized to share the group's
  /// height. Deprecated in iOS 16.
  @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    counted(layoutSize: layoutSize, horizontal: false, subitem: subitem, count: count, resizing: true, origin: "NSCollectionLayoutGroup.vertical(layoutSize:subitem:count:)")
  }

  /// A row of exactly `count` copies of the subitem at its own size (iOS 16).
  open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    counted(
      layoutSize: layoutSize, horizontal: true, subitem: subitem, count: count, resizing: false,
      origin: "NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)")
  }

  /// A column of exactly `count` copies of the subitem at its own size (iOS 16).
  open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    counted(
      layoutSize: layoutSize, horizontal: false, subitem: subitem, count: count, resizing: false,
      origin: "NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:)")
  }

  /// A group whose items sit at the frames `itemProvider` returns for the group's environment
  /// (relative to the group), one item each.
  open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), repetition: .fill, subitems: [], origin: "NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)")
  }

  override func duplicate() -> NSCollectionLayoutItem { groupCopy() }

  /// A new group with copies of the subitems.
  func groupCopy() -> NSCollectionLayoutGroup {
    let copy = NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: arrangement, repetition: repetition, subitems: subitems, origin: "copy")
    copy.copyItemProperties(from: self)
    copy.interItemSpacing = interItemSpacing
    copy.storedSupplementaryItems = storedSupplementaryItems
    return copy
  }

  /// The group's structure as text: its size, direction, spacing and subitems, indented
  /// (UIKit draws a picture; the layout dump of a screen shows the result instead).
  open func visualDescription() -> String {
    var lines: [String] = []
    func visit(_ item: NSCollectionLayoutItem, depth: Int) {
      let pad = String(repeating: "  ", count: depth)
      guard let group = item as? NSCollectionLayoutGroup else {
        lines.append("\(pad)item \(item.layoutSize)")
        return
      }
      var kind: String
      switch group.arrangement {
      case .horizontal: kind = "horizontal"
      case .vertical: kind = "vertical"
      case .custom: kind = "custom"
      }
      switch group.repetition {
      case .fill: break
      case .count(let n): kind += " count \(n)"
      case .repeating(let n): kind += " repeating \(n)"
      }
      lines.append("\(pad)group \(kind) \(group.layoutSize)" + (group.interItemSpacing.map { " spacing \($0)" } ?? ""))
      for sub in group.subitems { visit(sub, depth: depth + 1) }
    }
    visit(self, depth: 0)
    return lines.joined(separator: "\n")
  }
}

/// A frame a custom group's provider returns, relative to the group, with a drawing order.
@MainActor @preconcurrency
open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
  /// The frame, relative to the group's origin.
  public let frame: CGRect
  /// Drawing order.
  public let zIndex: Int

  /// A custom item at `frame`.
  public convenience init(frame: CGRect) {
    self.init(frame: frame, zIndex: 0)
  }

  /// A custom item at `frame` with a drawing order.
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
  }

  /// Custom items are immutable: the copy is the same object.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}
