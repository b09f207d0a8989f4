import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// A `UIListContentConfiguration` (and the list cell showing it) as the list content view lays
/// it out (``ListRowViews``): its texts with their properties' fonts, colours, line limits
/// and alignment, its image with its tint, its metrics, the cell's indentation and
/// accessories, the row's margin and the screen's text size and scale.
@MainActor
enum UIKitListContentReading {
  /// The row's content.
  static func row(_ list: UIListContentConfiguration, cell: UICollectionViewListCell?, editing: Bool) -> ListRowViews {
    let environment = UIKitHost.current.environment
    var row = ListRowViews(
      style: list.style, text: list.shownText.map { text(of: $0, list.textProperties) }, secondaryText: list.shownSecondaryText.map { text(of: $0, list.secondaryTextProperties) },
      options: list.listOptions, imageToTextPadding: Double(list.imageToTextPadding), margin: ListContentMetrics.layoutMargin(environment),
      category: environment.contentSizeCategory, scale: environment.displayScale)
    if let image = list.image {
      var shown = ViewImage(name: image.name, isSymbol: image.isSymbolImage, contentMode: .scaleAspectFit)
      shown.tint = list.imageProperties.tintColor.flatMap(UIKitColorReading.placeholderColor)
      row.image = shown
    }
    if let cell {
      row.indentation = Double(cell.indentationLevel) * 10
      row.accessories = accessories(of: cell, editing: editing)
    }
    return row
  }

  /// A table's cell, header or footer in a standard style, as list content of that style: its
  /// text label, detail label and image view (as the app's code set them), its accessory type;
  /// `nil` when its code used none of them.
  static func standardRow(of holder: any UIKitContentHolder, editing: Bool) -> ListRowViews? {
    guard let standard = holder.standardContent, let style = standard.listStyle else { return nil }
    let environment = UIKitHost.current.environment
    var labels: (text: UILabel?, detail: UILabel?, image: UIImageView?) = (nil, nil, nil)
    // The table's cell margin (20 on iOS 17 iPhones), and a row's indentation: its outline
    // level, and the editing indent (38) while its editing control shows.
    var owner: UIScrollView?
    var indentation = 0.0
    if let cell = holder as? UITableViewCell {
      labels = cell.standardViews
      owner = cell.dequeued?.owner
      indentation = Double(cell.indentationLevel) * Double(cell.indentationWidth)
      if cell.isEditing && cell.editingStyle != .none && cell.shouldIndentWhileEditing { indentation += TableRules.editingIndent }
    } else if let header = holder as? UITableViewHeaderFooterView {
      labels.text = header.madeTextLabel
      owner = header.dequeued?.owner
    }
    let margin = (owner as? UITableView)?.hostState?.cellMargin.map(Double.init) ?? ListContentMetrics.layoutMargin(environment)
    func text(_ label: UILabel?, _ string: String?) -> ViewText? {
      guard let string else { return nil }
      var text = ViewText(string, font: label?.font?.textFont ?? .system(17), color: label?.textColor.flatMap(UIKitColorReading.placeholderColor), numberOfLines: label?.numberOfLines ?? 1)
      text.lineBreak = label?.lineBreakMode.engine ?? .byTruncatingTail
      return text
    }
    var row = ListRowViews(
      style: style, text: text(labels.text, standard.title), secondaryText: text(labels.detail, standard.subtitle), indentation: indentation,
      margin: margin, category: environment.contentSizeCategory, scale: environment.displayScale)
    if let image = labels.image, !image.isHidden, let shown = image.image {
      row.image = ViewImage(name: shown.name, isSymbol: shown.isSymbolImage, contentMode: .scaleAspectFit)
      row.options.image = .symbol
    }
    if let cell = holder as? UITableViewCell, (editing ? cell.editingAccessoryView : cell.accessoryView) == nil, let mark = UIKitViewReader.accessory(of: cell, editing: editing) {
      row.accessories = [mark]
    }
    return row
  }

  /// A list cell's accessories shown in the collection view's editing state.
  static func accessories(of cell: UICollectionViewListCell, editing: Bool) -> [AccessoryMark] {
    cell.accessories.filter { $0.isShown(editing: editing) }.map(UIKitViewReader.mark)
  }

  /// The row's layout margin m (``ListContentMetrics/layoutMargin(_:)``: 16 at 375 pt, 20 at
  /// 390/393 pt).
  static var margin: Double { ListContentMetrics.layoutMargin(UIKitHost.current.environment) }

  /// A text with its properties.
  private static func text(of text: String, _ properties: UIListContentConfiguration.TextProperties) -> ViewText {
    var shown = ViewText(text, font: properties.font.textFont, color: UIKitColorReading.placeholderColor(properties.color), numberOfLines: properties.numberOfLines)
    shown.lineBreak = properties.lineBreakMode.engine
    switch properties.alignment {
    case .center: shown.alignment = .center
    case .justified: shown.alignment = .justified
    default: shown.alignment = .natural
    }
    return shown
  }
}
