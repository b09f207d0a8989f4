import Foundation

extension IBLoader {
  /// A table view's style, read before the table is initialized (it is fixed at creation).
  static func tableStyle(_ coder: NSCoder) -> UITableView.Style {
    guard let nib = coder as? UIKitNibCoder else { return .plain }
    switch nib.element["style"] {
    case "grouped"?: return .grouped
    case "insetGrouped"?: return .insetGrouped
    default: return .plain
    }
  }

  /// A table view cell's standard style (`IBUITableViewCellStyleValue1`…), read before the
  /// cell is initialized.
  static func cellStyle(_ coder: NSCoder) -> UITableViewCell.CellStyle {
    guard let nib = coder as? UIKitNibCoder else { return .default }
    switch nib.element["style"] {
    case "IBUITableViewCellStyleValue1"?: return .value1
    case "IBUITableViewCellStyleValue2"?: return .value2
    case "IBUITableViewCellStyleSubtitle"?: return .subtitle
    default: return .default
    }
  }

  /// A table view's row and section heights, separators, selection, its header and footer
  /// views, its prototype cells, registered for their reuse identifiers, and the sections of a
  /// table of static cells (its content the file's), which its controller serves.
  func decodeTableView(_ table: UITableView, _ element: IBElement) throws {
    try decodeScrollView(table, element)
    if let height = try values.number(element, "rowHeight") { table.rowHeight = height }
    if let height = try values.number(element, "estimatedRowHeight") { table.estimatedRowHeight = height }
    if let height = try values.number(element, "sectionHeaderHeight") { table.sectionHeaderHeight = height }
    if let height = try values.number(element, "sectionFooterHeight") { table.sectionFooterHeight = height }
    if let height = try values.number(element, "estimatedSectionHeaderHeight") { table.estimatedSectionHeaderHeight = height }
    if let height = try values.number(element, "estimatedSectionFooterHeight") { table.estimatedSectionFooterHeight = height }
    if let style = try values.enumeration(
      element, "separatorStyle",
      ["default": UITableViewCell.SeparatorStyle.singleLine, "singleLine": .singleLine, "none": .none, "singleLineEtched": .singleLineEtched])
    {
      table.separatorStyle = style
    }
    if let color = element.child(key: "separatorColor") { table.separatorColor = try values.color(color) }
    if let inset = element.child(key: "separatorInset") { table.separatorInset = try values.insets(inset) }
    if let allows = element.flag("allowsSelection") { table.allowsSelection = allows }
    if let allows = element.flag("allowsMultipleSelection") { table.allowsMultipleSelection = allows }
    if let allows = element.flag("allowsSelectionDuringEditing") { table.allowsSelectionDuringEditing = allows }
    if let allows = element.flag("allowsMultipleSelectionDuringEditing") { table.allowsMultipleSelectionDuringEditing = allows }
    if let header = element.child(key: "tableHeaderView") { table.tableHeaderView = make(header) as? UIView }
    if let footer = element.child(key: "tableFooterView") { table.tableFooterView = make(footer) as? UIView }
    if element["dataMode"] == "static" { table.staticSections = try staticSections(element) }
    for prototype in element.items(of: "prototypes") {
      guard let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else { continue }
      table.reusableViews.register(prototypeNib(prototype, name: identifier), elementKind: UIKitTableReusableViews.cellKind, reuseIdentifier: identifier)
    }
  }

  /// A static table's sections: their titles and their cells, made now (with the outlets the
  /// scene connects to them), each with the row height Interface Builder gave it.
  private func staticSections(_ element: IBElement) throws -> [UIKitStaticTableSection] {
    var sections: [UIKitStaticTableSection] = []
    for section in element.items(of: "sections") where section.name == "tableViewSection" {
      var cells: [UITableViewCell] = []
      var heights: [CGFloat?] = []
      for item in section.items(of: "cells") where item.name == "tableViewCell" {
        guard let cell = make(item) as? UITableViewCell else { continue }
        cells.append(cell)
        heights.append(try values.number(item, "rowHeight").flatMap { $0 > 0 ? $0 : nil })
      }
      sections.append(UIKitStaticTableSection(headerTitle: section["headerTitle"], footerTitle: section["footerTitle"], cells: cells, rowHeights: heights))
    }
    return sections
  }

  /// A table view cell's selection and accessory, and its standard labels and image view: the
  /// elements its `textLabel`, `detailTextLabel` and `imageView` attributes name are decoded
  /// into the cell's own (which its style shows), not added as subviews.
  func decodeTableCell(_ cell: UITableViewCell, _ element: IBElement) throws {
    if let style = try values.enumeration(
      element, "selectionStyle", ["none": UITableViewCell.SelectionStyle.none, "blue": .blue, "gray": .gray, "default": .default])
    {
      cell.selectionStyle = style
    }
    if let type = try values.enumeration(
      element, "accessoryType",
      [
        "none": UITableViewCell.AccessoryType.none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
      ])
    {
      cell.accessoryType = type
    }
    if let level = try values.integer(element, "indentationLevel") { cell.indentationLevel = level }
    if let width = try values.number(element, "indentationWidth") { cell.indentationWidth = width }
    // Each is asked for only when the file names it (the cell makes them on first use).
    if let id = element["textLabel"], let label = cell.textLabel { standardViews[id] = label }
    if let id = element["detailTextLabel"], let label = cell.detailTextLabel { standardViews[id] = label }
    if let id = element["imageView"], let image = cell.imageView { standardViews[id] = image }
  }
}
