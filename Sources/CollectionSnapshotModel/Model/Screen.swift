public import CollectionSnapshotLayout

/// A whole screen: a view model, a layout and a device — what is laid out, rendered and
/// snapshotted.
public struct Screen: Sendable {
  /// A name for reports and file names.
  public var name: String
  /// The sections and page state.
  public var model: ViewModel
  /// The layout.
  public var layout: LayoutDefinition
  /// The device.
  public var device: Device
  /// Where the collection view sits on the screen: bars, window, frame, content-inset
  /// adjustment, margins.
  public var host: CollectionViewHost
  /// The collection view's `contentInsetAdjustmentBehavior` (the host's).
  public var contentInsetAdjustment: Device.ContentInsetAdjustment {
    get { host.contentInsetAdjustmentBehavior }
    set { host.contentInsetAdjustmentBehavior = newValue }
  }
  /// Reading direction.
  public var layoutDirection: LayoutDirection
  /// The Dynamic Type size (list rows and their headers follow it).
  public var contentSizeCategory: ContentSizeCategory = .large
  /// The iOS version's rounding rule (`iOS16+` by default); the layout dump names it.
  public var roundingRule: LayoutRounding.Rule = .iOS16AndLater
  /// The size the real views of a kind report when measured, by kind name: every cell,
  /// header or footer of that kind the layout measures takes it (unless it has its own
  /// ``ItemSizing/measured(_:)``), instead of its placeholder's text measured in the built-in
  /// font.
  public var measuredSizes: [String: MeasuredSize] = [:]
  /// Where the screen is scrolled to; `nil` for the resting position (scrolled to the top).
  public var contentOffset: Point?
  /// Offsets of orthogonal sections along their own axis, by section.
  public var orthogonalOffsets: [Int: Double] = [:]
  /// The class of the view an app registered for each decoration kind
  /// (`register(_:forDecorationViewOfKind:)`), by kind: the layout dump names a decoration's view
  /// by it, as it names a cell's or a header's (`decoration section-background [0]
  /// SectionBackgroundDecorationView`). Empty for a screen described in Swift or JSON.
  public var decorationViewClasses: [String: String] = [:]
  /// Remarks the layout dump lists after the engine's warnings: where the screen came from
  /// accepted API that changes nothing in a snapshot (a screen made from UIKit values).
  public var warnings: [LayoutDiagnostic] = []
  /// SSCollectionViewPresenter's compositional layout config: with a compositional layout,
  /// section `i` is laid out by configuration `i` (``PresenterCompositionalSection``); a
  /// section with items and no configuration is UIKit's "Invalid section definition" error.
  public var presenterSections: [PresenterCompositionalSection]?
  /// A layout object that answers the screen's elements itself, asked every time the screen
  /// is laid out, as UIKit asks it: a subclass of the screen's flow or compositional layout
  /// that overrides the attribute queries (``ExternalLayout/inheritsEngineLayout``; `super`
  /// answers the engine's attributes). A custom layout's object is the definition's
  /// (``LayoutDefinition/custom(_:)``). Such screens have no JSON form.
  public var layoutObject: (any ExternalLayout)?
  /// A table's header view (`tableHeaderView`), above its first section; only table layouts
  /// show it. Its height is its sizing's (a fixed or measured height, else its content's).
  public var tableHeaderView: SupplementaryView?
  /// A table's footer view (`tableFooterView`), below its last section.
  public var tableFooterView: SupplementaryView?
  /// The app's own views, when the screen was made from an app's collection view without the
  /// test describing its cells: the headless collection view asks them for each element as it
  /// appears. Copies of the screen share them; the JSON form does not keep them.
  public var viewSource: (any ScreenViewSource)?

  /// A screen.
  public init(
    name: String = "screen", model: ViewModel, layout: LayoutDefinition, device: Device = .iPhone15,
    contentInsetAdjustment: Device.ContentInsetAdjustment = .automatic, layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.name = name
    self.model = model
    self.layout = layout
    self.device = device
    self.host = CollectionViewHost(contentInsetAdjustmentBehavior: contentInsetAdjustment)
    self.layoutDirection = layoutDirection
    self.contentOffset = nil
  }

  /// The scroll position the screen is shown at: its content offset (resting by default) and
  /// its orthogonal offsets.
  public var scrollState: ScrollState {
    ScrollState(contentOffset: contentOffset ?? ScrollState.resting(environment).contentOffset, orthogonalOffsets: orthogonalOffsets)
  }

  /// The environment the layout is computed in: the host's on the device.
  public var environment: LayoutEnvironment { hostGeometry.environment }

  /// The window, the collection view's frame in it, the bars and the environment.
  public var hostGeometry: HostGeometry {
    host.geometry(
      on: device, scrollDirection: layout.scrollDirection, layoutDirection: layoutDirection,
      contentSizeCategory: contentSizeCategory, roundingRule: roundingRule)
  }

  /// The item at an index path, or `nil`.
  public func item(at indexPath: IndexPath) -> Item? {
    guard indexPath.section >= 0, indexPath.section < model.sections.count, let i = indexPath.item else { return nil }
    let items = model.sections[indexPath.section].visibleItems
    return i >= 0 && i < items.count ? items[i] : nil
  }

  /// The header or footer a supplementary element of `kind` in `section` shows, by
  /// ``ElementCategory/supplementaryRole(ofKind:)``; `nil` for other kinds.
  public func supplementary(kind: String, section: Int) -> SupplementaryView? {
    guard section >= 0, section < model.sections.count else { return nil }
    switch ElementCategory.supplementaryRole(ofKind: kind) {
    case .header: return model.sections[section].header ?? Self.titleView(model.sections[section].headerTitle, header: true, layout: layout)
    case .footer: return model.sections[section].footer ?? Self.titleView(model.sections[section].footerTitle, header: false, layout: layout)
    case .other: return nil
    }
  }

  /// The view a supplementary element of `kind` at `indexPath` shows: the section's header or
  /// footer for their kinds (``supplementary(kind:section:)``), else the view the section keeps
  /// for the kind and item (``Section/supplementaryViews``).
  public func supplementary(kind: String, at indexPath: IndexPath) -> SupplementaryView? {
    if kind == ElementCategory.tableHeaderKind { return tableHeaderView }
    if kind == ElementCategory.tableFooterKind { return tableFooterView }
    guard ElementCategory.supplementaryRole(ofKind: kind) == .other else { return supplementary(kind: kind, section: indexPath.section) }
    guard indexPath.section >= 0, indexPath.section < model.sections.count else { return nil }
    return model.sections[indexPath.section].supplementaryViews[kind]?[indexPath.item ?? 0]
  }

  /// Checks that identifiers are unique: sections among sections, items among all items.
  /// - Throws: ``LayoutError`` at the first repeated identifier (sections in order, each
  ///   section's own identifier before its items), naming where it first appeared.
  public func validateIdentifiers() throws(LayoutError) {
    // One set insertion per identifier; where a repeat first appeared is looked up only when
    // there is one.
    let sections = model.sections
    var sectionIDs = Set<String>(minimumCapacity: sections.count)
    var itemIDs = Set<String>(minimumCapacity: sections.reduce(0) { $0 + $1.items.count })
    for s in sections.indices {
      let id = sections[s].id
      if !sectionIDs.insert(id).inserted {
        let first = sections.firstIndex { $0.id == id } ?? s
        throw LayoutError("sections[\(s)].id", "duplicate section identifier '\(id)' (also sections[\(first)])")
      }
      let items = sections[s].items
      // Each identifier read in place, within the array's bounds: `items[i].id` copies the
      // whole item first in a debug build.
      let repeated = items.withUnsafeBufferPointer { buffer -> Int? in
        var i = 0
        while i < buffer.count {
          if !itemIDs.insert(buffer[i].id).inserted { return i }
          i += 1
        }
        return nil
      }
      if let i = repeated {
        let (fs, fi) = Self.firstItem(withID: items[i].id, in: sections) ?? (s, i)
        throw LayoutError("sections[\(s)].items[\(i)].id", "duplicate item identifier '\(items[i].id)' (also sections[\(fs)].items[\(fi)])")
      }
    }
  }

  /// The section and item index of the first item with identifier `id`, if any.
  private static func firstItem(withID id: String, in sections: [Section]) -> (section: Int, item: Int)? {
    for s in sections.indices {
      if let i = sections[s].items.firstIndex(where: { $0.id == id }) { return (s, i) }
    }
    return nil
  }

  /// Lays the screen out.
  /// - Throws: ``LayoutError`` for duplicate identifiers or a layout that cannot be computed.
  public func computeLayout() throws(LayoutError) -> ComputedLayout {
    try computeLayout(observingMeasurements: nil)
  }

  /// Lays the screen out, telling `observer` every measurement the layout asks for.
  func computeLayout(observingMeasurements observer: (@Sendable (SizingRequest) -> Void)?) throws(LayoutError) -> ComputedLayout {
    try validateIdentifiers()
    try host.validate(on: device)
    return try answered(try engineLayout(observingMeasurements: observer), at: scrollState)
  }

  /// The layout of the screen's definition: the engine's for a flow or compositional layout (a
  /// subclass's own answer is not asked), a custom layout object's at the screen's offset;
  /// `observer` is told every measurement the engine asks for.
  private func engineLayout(observingMeasurements observer: (@Sendable (SizingRequest) -> Void)? = nil) throws(LayoutError) -> ComputedLayout {
    let environment = self.environment
    switch layout {
    case .custom(let object):
      let request = layoutRequest(at: scrollState.contentOffset, environment: environment)
      return ComputedLayout(external: try object.layout(request), request: request, scrollDirection: object.scrollDirection).adding(warnings)
    case .flow(let flow):
      let (definition, content) = flowInput(flow, environment: environment)
      return try definition.layout(content.observed(by: observer), in: environment).adding(warnings)
    case .compositional(let compositional):
      for (index, section) in model.sections.enumerated() {
        if let configs = presenterSections {
          if index >= configs.count && !section.visibleItems.isEmpty {
            throw LayoutError(
              "sections[\(index)]",
              "Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error. (the presenter's compositional layout config has \(configs.count) sections)")
          }
          continue
        }
        if case .compositional? = section.layout { continue }
        _ = try compositional.sectionLayout(index, environment: environment)
      }
      let (definition, content) = compositionalInput(compositional, environment: environment)
      return try definition.layout(content.observed(by: observer), in: environment).adding(warnings)
    case .table(let table):
      let (definition, content) = tableInput(table, environment: environment)
      return try definition.layout(content.observed(by: observer), in: environment).adding(warnings)
    }
  }

  /// What the screen's layout object (``layoutObject``, or a custom layout's) is asked at
  /// `contentOffset`: the screen's data and environment, and for a subclass of the engine's
  /// layout the engine's attributes there, which its `super` answers.
  /// - Throws: ``LayoutError`` when the engine cannot lay the screen out.
  public func layoutRequest(at contentOffset: Point) throws(LayoutError) -> ExternalLayoutRequest {
    var request = layoutRequest(at: contentOffset, environment: environment)
    if let object = layoutObject, object.inheritsEngineLayout {
      let engine = try engineLayout()
      let state = ScrollState(contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
      request.base = ExternalLayoutRequest.Base(attributes: engine.attributes(at: state), contentSize: engine.contentSize)
    }
    return request
  }

  private func layoutRequest(at contentOffset: Point, environment: LayoutEnvironment) -> ExternalLayoutRequest {
    ExternalLayoutRequest(itemIdentifiers: model.sections.map { $0.visibleItems.map(\.id) }, environment: environment, contentOffset: contentOffset)
  }

  /// The engine's layout with the attributes the layout object (a subclass of the engine's
  /// layout) answers at `state`, `super` answering the engine's there.
  private func answered(_ engine: ComputedLayout, at state: ScrollState) throws(LayoutError) -> ComputedLayout {
    guard let object = layoutObject, object.inheritsEngineLayout else { return engine }
    var request = layoutRequest(at: state.contentOffset, environment: environment)
    request.base = ExternalLayoutRequest.Base(attributes: engine.attributes(at: state), contentSize: engine.contentSize)
    let answer = try object.layout(request)
    guard let query = answer.overridingQuery else { return engine.adding(answer.warnings).recording(answer.events) }
    return engine.replacing(answer.attributes, contentSize: answer.contentSize, answeredBy: query).adding(answer.warnings).recording(answer.events)
  }
}

extension Screen: CustomStringConvertible {
  /// The screen's name: also what names a parameterized test's snapshots.
  public var description: String { name }
}
