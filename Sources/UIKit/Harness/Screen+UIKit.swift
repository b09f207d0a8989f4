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
  ///   - supplementary: what a header or footer shows, by element kind and index path.
  /// - Throws: ``UIKitException`` with UIKit's text for what UIKit raises (a group without
  ///   subitems, a count below 1, a provider returning `nil` for a section with items, duplicate
  ///   supplementary kinds, invalid snapshot operations…), and the engine's ``LayoutError`` for
  ///   what cannot be laid out.
  @MainActor
  public init<SectionIdentifierType, ItemIdentifierType>(
    name: String = "screen", device: Device = .iPhone15, host: CollectionViewHost = CollectionViewHost(),
    layoutDirection: LayoutDirection = .leftToRight, contentSizeCategory: ContentSizeCategory = .large,
    roundingRule: LayoutRounding.Rule = .iOS16AndLater, layout: @autoclosure () throws -> UICollectionViewLayout,
    snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    flowDelegate: (any UICollectionViewDelegateFlowLayout)? = nil,
    supplementary: ((_ kind: String, _ indexPath: Foundation.IndexPath) -> CellPlaceholder?)? = nil,
    cell: (_ item: ItemIdentifierType, _ indexPath: Foundation.IndexPath) -> CellPlaceholder
  ) throws {
    if let exception = snapshot.exception { throw exception }
    let sections = snapshot.sectionIdentifiers.map { section in (id: "\(section)", items: (try? snapshot.base.itemIdentifiers(inSection: section)) ?? []) }
    let ids = UniqueNames()
    try self.init(
      name: name, settings: Settings(device: device, host: host, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory, roundingRule: roundingRule),
      layout: layout, sections: sections.map { section in
        (ids.section(section.id), section.items.map { (ids.item("\($0)"), $0) })
      }, flowDelegate: flowDelegate, supplementary: supplementary, cell: cell)
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
      name: name, settings: Settings(device: device, host: host, layoutDirection: layoutDirection, contentSizeCategory: contentSizeCategory, roundingRule: roundingRule),
      layout: layout, sections: itemCounts.enumerated().map { s, count in
        ("#\(s)", (0..<count).map { ("[\(s),\($0)]", Foundation.IndexPath(item: $0, section: s)) })
      }, flowDelegate: flowDelegate, supplementary: supplementary, cell: { indexPath, _ in cell(indexPath) })
  }

  /// Where and how a screen made from UIKit values is shown.
  private struct Settings {
    var device: Device
    var host: CollectionViewHost
    var layoutDirection: LayoutDirection
    var contentSizeCategory: ContentSizeCategory
    var roundingRule: LayoutRounding.Rule
  }

  /// The common path: sections of `(identifier, value)` items.
  @MainActor
  private init<Value>(
    name: String, settings: Settings, layout makeLayout: () throws -> UICollectionViewLayout, sections: [(id: String, items: [(id: String, value: Value)])],
    flowDelegate: (any UICollectionViewDelegateFlowLayout)?, supplementary: ((String, Foundation.IndexPath) -> CellPlaceholder?)?,
    cell: (Value, Foundation.IndexPath) -> CellPlaceholder
  ) throws {
    let recorder = UIKitExceptionRecorder()
    let itemCounts = sections.map(\.items.count)
    // The layout object is made before its scroll direction is known: in a vertical host.
    let makingHost = UIKitHost(
      device: settings.device, host: settings.host, layoutDirection: settings.layoutDirection,
      contentSizeCategory: settings.contentSizeCategory, roundingRule: settings.roundingRule)
    let (layoutObject, translated): (UICollectionViewLayout, UIKitLayoutTranslation.Result) = try UIKitExceptionRecorder.$current.withValue(recorder) {
      do {
        let object = try makingHost.run(makeLayout)
        let result = try UIKitLayoutTranslation.translate(
          object, device: settings.device, host: settings.host, layoutDirection: settings.layoutDirection,
          contentSizeCategory: settings.contentSizeCategory, roundingRule: settings.roundingRule, itemCounts: itemCounts, flowDelegate: flowDelegate)
        if let first = recorder.first { throw first }
        return (object, result)
      } catch let error as UIKitException {
        throw recorder.first ?? error
      }
    }
    var model = ViewModel()
    let flow: Bool
    let selfSizing: Bool
    switch translated.definition {
    case .flow(let f):
      flow = true
      selfSizing = f.estimatedItemSize != .none
    case .compositional:
      flow = false
      selfSizing = false
    }
    let supplementaryKinds = Self.headerAndFooterKinds(
      translated.definition, sectionCount: sections.count,
      environment: settings.host.geometry(on: settings.device, scrollDirection: translated.definition.scrollDirection).environment)
    for (s, section) in sections.enumerated() {
      var modelSection = Section(id: section.id)
      for (i, item) in section.items.enumerated() {
        let indexPath = Foundation.IndexPath(item: i, section: s)
        let placeholder = cell(item.value, indexPath)
        var sizing = ItemSizing.layoutDefault
        if let size = translated.itemSizes[s][i] {
          sizing = .fixed(size)
        } else if let measured = placeholder.measuredSize {
          sizing = .measured(measured)
        } else if flow && selfSizing {
          sizing = .selfSizing
        }
        modelSection.items.append(Item(id: item.id, kind: placeholder.kind, content: placeholder.content, sizing: sizing))
      }
      if let supplementary {
        let kinds = supplementaryKinds[s]
        if let kind = kinds.header, let view = supplementary(kind, Foundation.IndexPath(item: 0, section: s)) {
          modelSection.header = SupplementaryView(kind: view.kind, content: view.content, sizing: view.measuredSize.map { .measured($0) } ?? .layoutDefault)
        }
        if let kind = kinds.footer, let view = supplementary(kind, Foundation.IndexPath(item: 0, section: s)) {
          modelSection.footer = SupplementaryView(kind: view.kind, content: view.content, sizing: view.measuredSize.map { .measured($0) } ?? .layoutDefault)
        }
      }
      model.sections.append(modelSection)
    }
    self.init(name: name, model: model, layout: translated.definition, device: settings.device, layoutDirection: settings.layoutDirection)
    host = settings.host
    contentSizeCategory = settings.contentSizeCategory
    roundingRule = settings.roundingRule
    warnings = translated.warnings
    // Lay out once now, as UIKit does when the view appears: what it would raise then is raised
    // here, and the layout object answers its queries with these frames.
    let computed: ComputedLayout
    do {
      computed = try computeLayout()
    } catch {
      throw UIKitLayoutFailure.exception(for: error, translated: translated.definition, host: UIKitHost(screen: self))
    }
    // UIKit shows what the layout object's queries return: a subclass overriding them (a
    // left-aligned flow layout) is asked, with `super` answering the engine's attributes.
    layoutObject.adopt(computed)
    let queries = UIKitLayoutQueries.answered(by: layoutObject, computed: computed, itemIdentifiers: model.sections.map { $0.visibleItems.map(\.id) })
    overriddenAttributes = queries.answered
    warnings += queries.warnings
  }

  /// Per section, the header and footer kinds its layout has (the kinds containing "header" or
  /// "footer"; a flow layout's are UIKit's section header and footer kinds).
  static func headerAndFooterKinds(_ definition: LayoutDefinition, sectionCount: Int, environment: LayoutEnvironment) -> [(header: String?, footer: String?)] {
    switch definition {
    case .flow:
      return Array(repeating: (UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter), count: sectionCount)
    case .compositional(let layout):
      return (0..<sectionCount).map { s in
        guard case .section(let section)? = try? layout.sectionLayout(s, environment: environment) else { return (nil, nil) }
        let kinds = section.boundarySupplementaryItems.map(\.elementKind)
        return (kinds.first { $0.lowercased().contains("header") }, kinds.first { $0.lowercased().contains("footer") })
      }
    }
  }
}

/// Names made unique: a second `x` becomes `x#2`, and so on (identifiers print alike when their
/// descriptions do).
private final class UniqueNames {
  private var sections: [String: Int] = [:]
  private var items: [String: Int] = [:]

  func section(_ name: String) -> String { Self.unique(name, in: &sections) }
  func item(_ name: String) -> String { Self.unique(name, in: &items) }

  private static func unique(_ name: String, in seen: inout [String: Int]) -> String {
    guard var n = seen[name] else {
      seen[name] = 1
      return name
    }
    var candidate: String
    repeat {
      n += 1
      candidate = "\(name)#\(n)"
    } while seen[candidate] != nil
    seen[name] = n
    seen[candidate] = 1
    return candidate
  }
}
