import CollectionSnapshotLayout
import Foundation

/// The encodable mirror of ``ScreenJSON``.
struct ScreenOutput: Encodable {
  let screen: Screen

  func encode(to encoder: any Encoder) throws {
    typealias Keys = ScreenJSON.CodingKeys
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(screen.name, forKey: .name)
    try c.encode(DeviceOutput(device: screen.device), forKey: .device)
    try c.encode(screen.device.orientation.rawValue, forKey: .orientation)
    try c.encode(HostOutput(host: screen.host), forKey: .host)
    try c.encode(screen.layoutDirection.rawValue, forKey: .layoutDirection)
    try c.encode(screen.contentSizeCategory, forKey: .contentSizeCategory)
    try c.encode(screen.roundingRule, forKey: .rounding)
    if !screen.measuredSizes.isEmpty {
      try c.encode(screen.measuredSizes.mapValues(MeasuredOutput.init), forKey: .measuredSizes)
    }
    try c.encode(screen.layout, forKey: .layout)
    try c.encode(screen.model.page, forKey: .page)
    try c.encode(screen.model.hasNext, forKey: .hasNext)
    try c.encode(screen.model.sections.map(SectionOutput.init), forKey: .sections)
    try c.encodeIfPresent(screen.contentOffset, forKey: .contentOffset)
    if !screen.orthogonalOffsets.isEmpty {
      try c.encode(screen.orthogonalOffsets.keys.sorted().map { OffsetOutput(section: $0, offset: screen.orthogonalOffsets[$0] ?? 0) }, forKey: .orthogonalOffsets)
    }
    try c.encodeIfPresent(screen.tableHeaderView.map { ViewOutput(id: nil, kind: $0.kind, content: $0.content, sizing: $0.sizing, sizingSource: $0.sizingSource) }, forKey: .tableHeaderView)
    try c.encodeIfPresent(screen.tableFooterView.map { ViewOutput(id: nil, kind: $0.kind, content: $0.content, sizing: $0.sizing, sizingSource: $0.sizingSource) }, forKey: .tableFooterView)
  }
}

private struct OffsetOutput: Encodable {
  let section: Int
  let offset: Double
}

private struct DeviceOutput: Encodable {
  let device: Device

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: DeviceJSON.CodingKeys.self)
    try c.encode(device.name, forKey: .name)
    try c.encode(device.portraitSize, forKey: .size)
    try c.encode(device.scale, forKey: .scale)
    try c.encode(device.portraitSafeArea, forKey: .safeArea)
    try c.encode(device.landscapeSafeArea, forKey: .landscapeSafeArea)
    try c.encode(device.sideMargin, forKey: .sideMargin)
    try c.encode(device.statusBarHeight, forKey: .statusBarHeight)
    try c.encode(device.idiom, forKey: .idiom)
    try c.encode(device.landscapeWidthClass, forKey: .landscapeWidthClass)
    try c.encode(device.splitViewNarrowWidth, forKey: .splitViewNarrowWidth)
  }
}

/// Every key of ``HostJSON``.
private struct HostOutput: Encodable {
  let host: CollectionViewHost

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: HostJSON.CodingKeys.self)
    try c.encode(host.navigationBar, forKey: .navigationBar)
    try c.encode(host.tabBar, forKey: .tabBar)
    try c.encode(host.toolbar, forKey: .toolbar)
    try c.encode(host.statusBarHidden, forKey: .statusBarHidden)
    try c.encode(host.window, forKey: .window)
    switch host.placement {
    case .fill: try c.encode("fill", forKey: .placement)
    case .safeArea: try c.encode("safeArea", forKey: .placement)
    case .insets(let insets):
      var p = c.nestedContainer(keyedBy: HostJSON.PlacementKeys.self, forKey: .placement)
      try p.encode(insets, forKey: .insets)
    case .frame(let frame):
      var p = c.nestedContainer(keyedBy: HostJSON.PlacementKeys.self, forKey: .placement)
      try p.encode(frame, forKey: .frame)
    }
    try c.encode(host.contentInsetAdjustmentBehavior, forKey: .contentInsetAdjustmentBehavior)
    try c.encode(host.contentInset, forKey: .contentInset)
    try c.encode(host.alwaysBounceVertical, forKey: .alwaysBounceVertical)
    try c.encode(host.alwaysBounceHorizontal, forKey: .alwaysBounceHorizontal)
    try c.encodeIfPresent(host.layoutMargins, forKey: .layoutMargins)
  }
}

/// `{"width": …, "height": …}` with the axes that were measured.
private struct MeasuredOutput: Encodable {
  let size: MeasuredSize

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: MeasuredSizeJSON.CodingKeys.self)
    try c.encodeIfPresent(size.width, forKey: .width)
    try c.encodeIfPresent(size.height, forKey: .height)
  }
}

private struct SectionOutput: Encodable {
  let section: Section

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: SectionJSON.CodingKeys.self)
    if !section.isAnonymous { try c.encode(section.id, forKey: .id) }
    try c.encode(
      section.items.map { ViewOutput(id: $0.id, kind: $0.kind, content: $0.content, sizing: $0.sizing, sizingSource: $0.sizingSource, tableRow: $0.tableRow) }, forKey: .items)
    try c.encodeIfPresent(section.headerTitle, forKey: .headerTitle)
    try c.encodeIfPresent(section.footerTitle, forKey: .footerTitle)
    try c.encodeIfPresent(
      section.header.map { ViewOutput(id: nil, kind: $0.kind, content: $0.content, sizing: $0.sizing, sizingSource: $0.sizingSource) }, forKey: .header)
    try c.encodeIfPresent(
      section.footer.map { ViewOutput(id: nil, kind: $0.kind, content: $0.content, sizing: $0.sizing, sizingSource: $0.sizingSource) }, forKey: .footer)
    if section.isCollapsed { try c.encode(true, forKey: .collapsed) }
    switch section.layout {
    case nil: break
    case .compositional(let layout)?:
      var l = c.nestedContainer(keyedBy: SectionJSON.LayoutKeys.self, forKey: .layout)
      try l.encode(layout, forKey: .compositional)
    case .flow(let values)?:
      var l = c.nestedContainer(keyedBy: SectionJSON.LayoutKeys.self, forKey: .layout)
      var f = l.nestedContainer(keyedBy: SectionJSON.FlowKeys.self, forKey: .flow)
      try f.encodeIfPresent(values.sectionInset, forKey: .sectionInset)
      try f.encodeIfPresent(values.minimumLineSpacing, forKey: .minimumLineSpacing)
      try f.encodeIfPresent(values.minimumInteritemSpacing, forKey: .minimumInteritemSpacing)
      try f.encodeIfPresent(values.gridColumnCount, forKey: .gridColumnCount)
    }
  }
}

/// An item, header or footer.
private struct ViewOutput: Encodable {
  let id: String?
  let kind: String
  let content: PlaceholderContent
  let sizing: ItemSizing
  let sizingSource: String?
  var tableRow = TableRowContent()

  private enum ImageKeys: String, CodingKey { case placement, aspectRatio, height, name }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: ContentKeys.self)
    try c.encodeIfPresent(id, forKey: .id)
    try c.encode(kind, forKey: .kind)
    try c.encodeIfPresent(content.title, forKey: .title)
    try c.encodeIfPresent(content.subtitle, forKey: .subtitle)
    if let image = content.image {
      var i = c.nestedContainer(keyedBy: ImageKeys.self, forKey: .image)
      try i.encode(image.placement.rawValue, forKey: .placement)
      try i.encode(image.aspectRatio, forKey: .aspectRatio)
      try i.encodeIfPresent(image.height, forKey: .height)
      try i.encodeIfPresent(image.name, forKey: .name)
    }
    try c.encodeIfPresent(content.button, forKey: .button)
    if !content.moreTexts.isEmpty { try c.encode(content.moreTexts, forKey: .moreTexts) }
    if !content.accessories.isEmpty { try c.encode(content.accessories.map(AccessoryJSON.init), forKey: .accessories) }
    if let tree = content.tree {
      // The views carry the background.
      try c.encode(ViewTreeJSON(tree), forKey: .views)
    } else {
      try c.encodeIfPresent(content.background.map(ColorJSON.init), forKey: .background)
    }
    try c.encodeIfPresent(sizingSource, forKey: .sizedBy)
    if tableRow != TableRowContent() { try c.encode(TableRowJSON(tableRow), forKey: .tableRow) }
    try c.encodeIfPresent(content.listStyle, forKey: .listContent)
    if !content.listOptions.isEmpty { try c.encode(content.listOptions, forKey: .listOptions) }
    if content.titleLines != PlaceholderContent().titleLines { try c.encode(content.titleLines, forKey: .titleLines) }
    if content.subtitleLines != PlaceholderContent().subtitleLines { try c.encode(content.subtitleLines, forKey: .subtitleLines) }
    switch sizing {
    case .layoutDefault: break
    case .fixed(let size): try c.encode(size, forKey: .size)
    case .selfSizing: try c.encode("selfSizing", forKey: .size)
    case .selfSizingHeight: try c.encode("selfSizingHeight", forKey: .size)
    case .measured(let size):
      var m = c.nestedContainer(keyedBy: MeasuredKey.self, forKey: .size)
      try m.encode(MeasuredOutput(size: size), forKey: .measured)
    case .computed:
      throw EncodingError.invalidValue(
        kind, EncodingError.Context(codingPath: c.codingPath, debugDescription: "'\(id ?? kind)' has a size computed by a closure, which has no JSON form"))
    }
  }
}
