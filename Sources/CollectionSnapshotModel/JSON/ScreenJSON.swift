import CollectionSnapshotLayout

/// The decodable shape of a screen document.
struct ScreenJSON: Decodable {
  let name: String?
  var screen: Screen

  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, device, orientation, contentInsetAdjustment, layoutDirection, layout, page, hasNext, sections
    case contentOffset, orthogonalOffsets, host, rounding, contentSizeCategory, measuredSizes, tableHeaderView, tableFooterView
  }

  /// `{"section": n, "offset": x}`.
  struct OrthogonalOffset: Decodable {
    let section: Int
    let offset: Double
    enum CodingKeys: String, CodingKey, CaseIterable { case section, offset }
    init(from decoder: any Decoder) throws {
      let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
      section = try c.decode(Int.self, forKey: .section)
      offset = try c.decodeNumber(.offset)
    }
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    name = try c.decodeIfPresent(String.self, forKey: .name)
    var device = try c.decodeIfPresent(DeviceJSON.self, forKey: .device)?.device ?? .iPhone15
    if let orientation = try c.decodeChoiceIfPresent(Device.Orientation.self, forKey: .orientation) {
      device = device.oriented(orientation)
    }
    let layout = try c.decode(LayoutDefinition.self, forKey: .layout)
    let sectionsJSON = try c.decodeIfPresent([SectionJSON].self, forKey: .sections) ?? []
    var model = ViewModel(page: try c.decodeIfPresent(Int.self, forKey: .page) ?? 0, hasNext: try c.decodeIfPresent(Bool.self, forKey: .hasNext) ?? false)
    model.append(sectionsJSON.map(\.section))
    screen = Screen(
      name: name ?? "screen", model: model, layout: layout, device: device,
      layoutDirection: try c.decodeChoiceIfPresent(LayoutDirection.self, forKey: .layoutDirection) ?? .leftToRight)
    if let host = try c.decodeIfPresent(HostJSON.self, forKey: .host) {
      if host.setsAdjustment && c.contains(.contentInsetAdjustment) {
        throw DecodingError.dataCorruptedError(
          forKey: .contentInsetAdjustment, in: c, debugDescription: "give the adjustment once: here or as host.contentInsetAdjustmentBehavior")
      }
      screen.host = host.host
    }
    if let adjustment = try c.decodeChoiceIfPresent(ContentInsetAdjustmentBehavior.self, forKey: .contentInsetAdjustment) {
      screen.host.contentInsetAdjustmentBehavior = adjustment
    }
    screen.roundingRule = try c.decodeChoiceIfPresent(LayoutRounding.Rule.self, forKey: .rounding) ?? .iOS16AndLater
    screen.contentSizeCategory = try c.decodeChoiceIfPresent(ContentSizeCategory.self, forKey: .contentSizeCategory) ?? .large
    for (kind, size) in try c.decodeIfPresent([String: MeasuredSizeJSON].self, forKey: .measuredSizes) ?? [:] {
      screen.measuredSizes[kind] = size.size
    }
    if let offset = try c.decodeIfPresent(Point.self, forKey: .contentOffset) {
      guard offset.x.isFinite, offset.y.isFinite else {
        throw DecodingError.dataCorruptedError(forKey: .contentOffset, in: c, debugDescription: "must be finite")
      }
      screen.contentOffset = offset
    }
    for entry in try c.decodeIfPresent([OrthogonalOffset].self, forKey: .orthogonalOffsets) ?? [] {
      screen.orthogonalOffsets[entry.section] = entry.offset
    }
    screen.tableHeaderView = try c.decodeIfPresent(ViewJSON.self, forKey: .tableHeaderView)?.view
    screen.tableFooterView = try c.decodeIfPresent(ViewJSON.self, forKey: .tableFooterView)?.view
    try Self.checkTableKeys(screen, c)
  }

  /// A table's keys — the table's header and footer views, the sections' titles, the rows'
  /// table options — need a table layout.
  private static func checkTableKeys(_ screen: Screen, _ c: KeyedDecodingContainer<CodingKeys>) throws {
    if case .table = screen.layout { return }
    let needs = "needs a table layout ({\"table\": {…}})"
    for key in [CodingKeys.tableHeaderView, .tableFooterView] where c.contains(key) {
      throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "a table's \(key.stringValue) \(needs)")
    }
    for (s, section) in screen.model.sections.enumerated() {
      if section.headerTitle != nil || section.footerTitle != nil {
        let key = section.headerTitle != nil ? "headerTitle" : "footerTitle"
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: [CodingKeys.sections, AnyCodingKey(intValue: s)!, AnyCodingKey(key)],
            debugDescription: "a section title (UITableView's titleForHeaderInSection) \(needs); give a header view for other layouts"))
      }
    }
  }
}
