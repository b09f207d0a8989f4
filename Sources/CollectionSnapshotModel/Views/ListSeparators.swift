public import CollectionSnapshotLayout

/// The separators a list cell draws inside its bounds (measured on UIKit-rendered @3x
/// screenshots, the layout specification §2.18): one pixel row at h − 1 px, from the text's x
/// to the cell's trailing edge; in grouped lists the last row's separator spans the full width
/// and the first row also draws a full-width one along its top; in inset grouped lists the last
/// row has none; sidebars and lists without separators draw none.
///
/// A list cell's tree is read with a separator from its text (``view(x:in:scale:)``); where the
/// row sits in its section places it (``place(in:configuration:item:count:scale:)``).
public enum ListSeparators {
  /// The class a separator is dumped as.
  public static let className = "separator"
  /// The separator colour.
  static var color: PlaceholderColor { SystemColors.color(named: "separator") }

  /// A separator one pixel tall along the bottom of a row of `size`, from `x` to its trailing
  /// edge.
  public static func view(x: Double, in size: Size, scale: Double) -> ViewTree {
    let pixel = 1 / max(1, scale)
    return ViewTree(className, frame: Rect(x: x, y: size.height - pixel, width: max(0, size.width - x), height: pixel), backgroundColor: color)
  }

  /// Places the separators of a row's tree for item `item` of a section of `count` items laid
  /// out by `configuration` (`nil`: not a list section, and the row draws none).
  public static func place(in tree: inout ViewTree, configuration: ListConfiguration?, item: Int, count: Int, scale: Double) {
    guard let index = tree.subviews.firstIndex(where: { $0.className == className }) else { return }
    var separator = tree.subviews.remove(at: index)
    guard let configuration, configuration.showsSeparators else { return }
    let last = item == count - 1
    switch configuration.appearance {
    case .sidebar, .sidebarPlain:
      return
    case .insetGrouped:
      if last { return }
    case .grouped:
      if last {
        separator.frame.width += separator.frame.x
        separator.frame.x = 0
      }
      if item == 0 {
        var top = separator
        top.frame = Rect(x: 0, y: 0, width: tree.frame.width, height: separator.frame.height)
        tree.subviews.append(top)
      }
    case .plain:
      break
    }
    tree.subviews.append(separator)
  }
}

extension Screen {
  /// Places the separators of the cell at `path` as its list section draws them
  /// (``ListSeparators``), when its views are known: none outside list sections.
  public func placeListSeparators(in content: inout PlaceholderContent, at path: IndexPath, environment: LayoutEnvironment) {
    guard content.tree?.subviews.contains(where: { $0.className == ListSeparators.className }) == true, let item = path.item else { return }
    var configuration: ListConfiguration?
    if case .compositional(let compositional) = layout, let section = try? compositional.sectionLayout(path.section, environment: environment) {
      switch section {
      case .list(let list): configuration = list
      case .section(let section): configuration = section.listConfiguration
      case .adaptive: break
      }
    }
    let count = path.section < model.sections.count ? model.sections[path.section].visibleItems.count : 0
    ListSeparators.place(in: &content.tree!, configuration: configuration, item: item, count: count, scale: environment.displayScale)
  }
}
