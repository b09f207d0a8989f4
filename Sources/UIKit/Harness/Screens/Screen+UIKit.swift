import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

extension Screen {
  /// A screen from the layout and the diffable snapshot an app ships: the layout is built for
  /// `device` (while it is built and laid out, `UIDevice.current`, `UIScreen.main` and every
  /// trait collection answer for that device, and a section provider is called per section with
  /// the device's environment), the snapshot gives the sections and items, and `cell` says what
  /// each item's placeholder shows.
  ///
  /// ```swift
  /// let screen = try Screen(name: "feed", device: .iPhoneSE, layout: FeedLayout.make(), snapshot: snapshot) { item, _ in
  ///   CellPlaceholder(kind: "ProductCell", title: item.name)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - host: where the collection view sits (bars, window, placement,
  ///     `contentInsetAdjustmentBehavior`, `contentInset`, margins): its insets, margins, size
  ///     classes and the providers' containers follow it, and the picture shows its bars.
  ///   - contentSizeCategory: the Dynamic Type size the traits report; list sections and list
  ///     content follow it.
  ///   - roundingRule: the iOS version's rounding of fractions and drawn frames.
  ///   - layout: the layout, built inside the device's scope (write the call that makes it
  ///     here, not a layout made beforehand, so code reading `UIDevice.current` sees the device).
  ///   - flowDelegate: the flow layout's delegate, if it has one (sizes, insets, spacings).
  ///   - itemIdentifier: the name an item has in the dump and traces; by default its
  ///     `Identifiable.id` when that prints the same every run, else its description, with
  ///     UUIDs and memory addresses replaced by `<uuid-1>`, `<address-1>`… (``UIKitIdentifiers``).
  ///   - supplementary: what a header or footer shows, by element kind and index path.
  /// - Throws: ``UIKitException`` with UIKit's text for what UIKit raises (a group without
  ///   subitems, a count below 1, a provider returning `nil` for a section with items, duplicate
  ///   supplementary kinds, invalid snapshot operations…); the engine's ``LayoutError`` for
  ///   what cannot be laid out, and for an `itemIdentifier` that is empty or changes every run.
  @MainActor
  public init<SectionIdentifierType, ItemIdentifierType>(
    name: String = "screen", device: Device = .iPhone15, host: CollectionViewHost = CollectionViewHost(),
    layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .large,
    roundingRule: LayoutRounding.Rule = .iOS16AndLater, layout: @autoclosure () throws -> UICollectionViewLayout,
    snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    flowDelegate: (any UICollectionViewDelegateFlowLayout)? = nil, itemIdentifier: ((ItemIdentifierType) -> String)? = nil,
    supplementary: ((_ kind: String, _ indexPath: Foundation.IndexPath) -> CellPlaceholder?)? = nil,
    cell: (_ item: ItemIdentifierType, _ indexPath: Foundation.IndexPath) -> CellPlaceholder
  ) throws {
    if let exception = snapshot.exception { throw exception }
    try self.init(
      name: name, settings: UIKitScreenSettings(device: device, host: host, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory, roundingRule: roundingRule),
      supplementary: supplementary, cell: cell
    ) {
      let sections = snapshot.sectionIdentifiers.map { section in (section, (try? snapshot.base.itemIdentifiers(inSection: section)) ?? []) }
      var content = try UIKitScreenContent(layout: layout(), sections: sections, flowDelegate: flowDelegate, itemIdentifier: itemIdentifier)
      content.log(snapshot.base.warnings)
      return content
    }
  }

  /// A screen from a layout and item counts (items are named `[section,item]`).
  @MainActor
  public init(
    name: String = "screen", device: Device = .iPhone15, host: CollectionViewHost = CollectionViewHost(),
    layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .large,
    roundingRule: LayoutRounding.Rule = .iOS16AndLater, layout: @autoclosure () throws -> UICollectionViewLayout, itemCounts: [Int],
    flowDelegate: (any UICollectionViewDelegateFlowLayout)? = nil,
    supplementary: ((_ kind: String, _ indexPath: Foundation.IndexPath) -> CellPlaceholder?)? = nil,
    cell: (_ indexPath: Foundation.IndexPath) -> CellPlaceholder
  ) throws {
    try self.init(
      name: name, settings: UIKitScreenSettings(device: device, host: host, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory, roundingRule: roundingRule),
      supplementary: supplementary, cell: { indexPath, _ in cell(indexPath) }
    ) {
      UIKitScreenContent(layout: try layout(), itemCounts: itemCounts, flowDelegate: flowDelegate)
    }
  }

  /// The common path: the content is made inside the device's scope (the layout, the
  /// sections of named items and the flow delegate), translated, modelled and laid out once.
  /// Cells (headers and footers) come from the test's closure, else from the app's data source
  /// (``UIKitScreenViews``).
  ///
  /// - Parameter cell: the test's placeholder of an item's cell; `nil` from it (with
  ///   `readsCells`) asks the app's data source.
  @MainActor
  init<Value>(
    name: String, settings: UIKitScreenSettings, supplementary: ((String, Foundation.IndexPath) -> CellPlaceholder?)?, readsCells: Bool = false,
    cell: (Value, Foundation.IndexPath) -> CellPlaceholder?, content makeContent: () throws -> UIKitScreenContent<Value>
  ) throws {
    let recorder = UIKitExceptionRecorder()
    // The app's timers and delayed messages wait on the screen's own run loop.
    let runLoop = UIKitRunLoop()
    UIKitRunLoop.makeLatest(runLoop)
    // The layout object is made before its scroll direction is known: in a vertical host.
    let makingHost = settings.host()
    // The layout is laid out in the app's own collection view when it belongs to one, else in
    // one made for it; a custom layout object lays itself out.
    // The insets the app's code set on its collection view are the screen's.
    let (content, laidOut, settings): (UIKitScreenContent<Value>, UIKitScreenLayout, UIKitScreenSettings) = try UIKitExceptionRecorder.$current.withValue(recorder) {
      do {
        let content = try UIKitRunLoop.$scoped.withValue(runLoop) { try makingHost.run(makeContent) }
        let settings = settings.adopting(content.app?.collectionView)
        let laidOut = try UIKitScreenLayout.make(
          content.layout, settings: settings, itemIdentifiers: content.sections.map { $0.items.map(\.id) }, flowDelegate: content.flowDelegate,
          owner: content.owner)
        if let first = recorder.first { throw first }
        return (content, laidOut, settings)
      } catch let exception as UIKitException {
        throw recorder.first ?? exception
      }
    }
    let sections = content.sections
    var model = ViewModel()
    var flow = false
    var selfSizing = false
    if case .flow(let f) = laidOut.definition {
      flow = true
      selfSizing = f.estimatedItemSize != .none
    }
    var supplementaryKinds = laidOut.headerAndFooterKinds(
      sectionCount: sections.count, environment: settings.host.geometry(on: settings.device, scrollDirection: laidOut.definition.scrollDirection).environment)
    if supplementary == nil { supplementaryKinds = UIKitScreenViews.askedKinds(supplementaryKinds, definition: laidOut.definition) }
    let views = try UIKitRunLoop.$scoped.withValue(runLoop) {
      try UIKitScreenViews(
        content: content, settings: settings, scrollDirection: laidOut.definition.scrollDirection, readsCells: readsCells, readsSupplementaries: supplementary == nil)
    }
    for (s, section) in sections.enumerated() {
      var modelSection = Section(id: section.id)
      for (i, item) in section.items.enumerated() {
        let indexPath = Foundation.IndexPath(item: i, section: s)
        let placeholder = try cell(item.value, indexPath) ?? views.cell(at: indexPath, item: item.value)
        var sizing = ItemSizing.layoutDefault
        if let size = laidOut.itemSize(section: s, item: i) {
          sizing = .fixed(size)
        } else if let measured = placeholder.measuredSize {
          sizing = .measured(measured)
        } else if flow && selfSizing {
          sizing = .selfSizing
        }
        modelSection.items.append(Item(id: item.id, kind: placeholder.kind, content: placeholder.content, sizing: sizing))
      }
      let supplementary = supplementary ?? views.supplementaryClosure
      if let supplementary {
        let kinds = supplementaryKinds[s]
        if let kind = kinds.header, let view = try supplementary(kind, Foundation.IndexPath(item: 0, section: s)) {
          modelSection.header = SupplementaryView(kind: view.kind, content: view.content, sizing: view.measuredSize.map { .measured($0) } ?? .layoutDefault)
        }
        if let kind = kinds.footer, let view = try supplementary(kind, Foundation.IndexPath(item: 0, section: s)) {
          modelSection.footer = SupplementaryView(kind: view.kind, content: view.content, sizing: view.measuredSize.map { .measured($0) } ?? .layoutDefault)
        }
      }
      model.sections.append(modelSection)
    }
    self.init(name: name, model: model, layout: laidOut.definition, device: settings.device, layoutDirection: settings.layoutDirection)
    host = settings.host
    contentSizeCategory = settings.contentSizeCategory
    roundingRule = settings.roundingRule
    warnings = content.warnings + laidOut.warnings
    decorationViewClasses = content.layout.registeredDecorationClasses
    // A subclass of the flow or compositional layout is asked for its own attributes every
    // time the screen is laid out, `super` answering the engine's.
    layoutObject = laidOut.subclass
    // The app's self-sizing views measure themselves, as on a device; the screen keeps its views.
    views.size(&self)
    try views.readOtherSupplementaries(&self)
    viewSource = UIKitRunLoop.$scoped.withValue(runLoop) { views.source(content: content) }
    // Lay out once now, as UIKit does when the view appears: what it would raise then is raised
    // here.
    let computed: ComputedLayout
    do {
      computed = try computeLayout()
    } catch {
      if let exception = laidOut.object?.lastException { throw exception }
      throw UIKitLayoutFailure.exception(for: error, translated: laidOut.definition, host: UIKitHost(screen: self))
    }
    // Each view the app made is laid out at its element's frame and its views are read.
    views.readTrees(&self, layout: computed)
    // UIKit gives its scroll view the layout's content size; the package's own layouts answer
    // their queries with these frames afterwards.
    laidOut.collectionView.contentSize = CGSize(computed.contentSize)
    if laidOut.object == nil {
      content.layout.adopt(ExternalLayoutRequest.Base(attributes: computed.attributes, contentSize: computed.contentSize))
    }
    withExtendedLifetime((content.owner, laidOut.collectionView)) {}
  }
}
