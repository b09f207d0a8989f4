import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// One step: an object whose first key names it (`{"tap": [0, 2]}`), with the step's other
/// keys beside it (`{"scroll": {"x": 0, "y": 300}, "animated": true}`).
struct StepJSON: Decodable {
  var step: ScriptStep

  enum CodingKeys: String, CodingKey, CaseIterable {
    case scroll, scrollBy, scrollToItem, scrollSection, tap, tapButton, drag, advance, settle
    case nextPage, previousPage, cancelAutoRolling, reload, runAutoRolling, clearSelectedItems, applySnapshot, toggleSection, send
    case apply, setViewModel, page, update, edit, reconfigureItems, reconfigureItem
    case beginMove, moveTo, moveOver, endMove, cancelMove, dragAndDrop
    case setEditing, delete, insert, reorder, swipe
    case animated, position, offset, velocity, sender, item, header, footer, at, to, edge, perform
  }
  static let names: [CodingKeys] = [
    .scroll, .scrollBy, .scrollToItem, .scrollSection, .tap, .tapButton, .drag, .advance, .settle, .nextPage, .previousPage, .cancelAutoRolling, .reload,
    .runAutoRolling, .clearSelectedItems, .applySnapshot, .toggleSection, .send, .apply, .setViewModel, .page, .update, .edit, .reconfigureItems,
    .reconfigureItem,
    .beginMove, .moveTo, .moveOver, .endMove, .cancelMove, .dragAndDrop, .setEditing, .delete, .insert, .reorder, .swipe,
  ]

  init(from decoder: any Decoder) throws {
    let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
    let name = try c.named(Self.names, what: "a step")
    let animated = name == .nextPage || name == .previousPage ? false : try c.decodeIfPresent(Bool.self, forKey: .animated) ?? false
    func point(_ key: CodingKeys) throws -> Point {
      let value = try c.decode(Point.self, forKey: key)
      guard value.x.isFinite, value.y.isFinite else { throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "must be finite") }
      return value
    }
    switch name {
    case .scroll: step = .scroll(to: try point(.scroll), animated: animated)
    case .scrollBy: step = .scrollBy(try point(.scrollBy), animated: animated)
    case .scrollToItem:
      step = .scrollToItem(try c.decode(IndexPath.self, forKey: .scrollToItem), try c.decodeChoice(ScrollPosition.self, forKey: .position), animated: animated)
    case .scrollSection: step = .scrollSection(try c.decode(Int.self, forKey: .scrollSection), to: try c.decodeNumber(.offset), animated: animated)
    case .tap: step = .tap(try c.decode(IndexPath.self, forKey: .tap))
    case .tapButton: step = .tapButton(try c.decode(IndexPath.self, forKey: .tapButton))
    case .drag: step = .drag(try point(.drag), velocity: c.contains(.velocity) ? try point(.velocity) : Point(x: 0, y: 0))
    case .advance: step = .advance(try c.decodeNumber(.advance, nonNegative: true))
    case .settle: step = .settle(within: try c.decodeNumber(.settle, positive: true))
    case .toggleSection: step = .presenter(.toggleSection(try c.decode(Int.self, forKey: .toggleSection)))
    case .send: step = try Self.send(c)
    case .apply: step = .apply(try Self.model(c, .apply, decoder))
    case .setViewModel: step = .presenter(.setViewModel(try Self.model(c, .setViewModel, decoder)))
    case .page: step = .page(try Self.model(c, .page, decoder))
    case .update: step = .update(try Self.batch(c, decoder))
    case .edit: step = .presenter(.edit(try c.decode(EditJSON.self, forKey: .edit).edit))
    case .reconfigureItems: step = .presenter(.reconfigureItems(try c.decode(Array<CollectionSnapshotLayout.IndexPath>.self, forKey: .reconfigureItems)))
    case .reconfigureItem: step = .presenter(.reconfigureItem(try c.decode(ItemJSON.self, forKey: .reconfigureItem).item, at: try c.decode(IndexPath.self, forKey: .at)))
    case .reload where (try? c.decode(Bool.self, forKey: .reload)) == nil: step = .reload(try Self.model(c, .reload, decoder))
    case .beginMove: step = .beginMove(try c.decode(CollectionSnapshotLayout.IndexPath.self, forKey: .beginMove))
    case .moveTo: step = .moveTo(try point(.moveTo))
    case .moveOver: step = .moveOver(try c.decode(CollectionSnapshotLayout.IndexPath.self, forKey: .moveOver))
    case .dragAndDrop:
      step = .dragAndDrop(try c.decode(CollectionSnapshotLayout.IndexPath.self, forKey: .dragAndDrop), to: try c.decodeIfPresent(CollectionSnapshotLayout.IndexPath.self, forKey: .to))
    case .setEditing: step = .setEditing(try c.decode(Bool.self, forKey: .setEditing))
    case .delete: step = .deleteRow(try c.decode(CollectionSnapshotLayout.IndexPath.self, forKey: .delete))
    case .insert:
      step = .insertRow(try c.decode(IdentifiedItemJSON.self, forKey: .item).item, at: try c.decode(CollectionSnapshotLayout.IndexPath.self, forKey: .insert))
    case .reorder:
      step = .reorderRow(try c.decode(CollectionSnapshotLayout.IndexPath.self, forKey: .reorder), to: try c.decode(CollectionSnapshotLayout.IndexPath.self, forKey: .to))
    case .swipe:
      step = .swipeRow(
        try c.decode(CollectionSnapshotLayout.IndexPath.self, forKey: .swipe),
        edge: try c.decodeChoiceIfPresent(HeadlessCollectionView.SwipeEdge.self, forKey: .edge) ?? .trailing, perform: try c.decodeIfPresent(String.self, forKey: .perform))
    default:
      // `{"nextPage": true}`: the flag must be true, so `false` is not silently a step.
      guard try c.decode(Bool.self, forKey: name) else {
        throw DecodingError.dataCorruptedError(forKey: name, in: c, debugDescription: "must be true (leave the step out instead)")
      }
      // Page moves are animated unless `"animated": false` says otherwise.
      let pageAnimated = try c.decodeIfPresent(Bool.self, forKey: .animated) ?? true
      switch name {
      case .nextPage: step = pageAnimated ? .nextPage : .presenter(.moveToNextPage(animated: false))
      case .previousPage: step = pageAnimated ? .previousPage : .presenter(.moveToPreviousPage(animated: false))
      case .cancelAutoRolling: step = .cancelAutoRolling
      case .runAutoRolling: step = .presenter(.runAutoRolling)
      case .clearSelectedItems: step = .presenter(.clearSelectedItems)
      case .applySnapshot: step = .presenter(.applySnapshot)
      case .endMove: step = .endMove
      case .cancelMove: step = .cancelMove
      default: step = .reload(nil)
      }
    }
  }
}

extension StepJSON {
  /// `{"send": "touchUpInside", "sender": "like", "item": [0, 1]}`; `"header": 0` or
  /// `"footer": 0` instead of `item` for a section's header or footer; the event is a control
  /// event or a gesture kind.
  static func send(_ c: KeyedDecodingContainer<CodingKeys>) throws -> ScriptStep {
    let name = try c.decode(String.self, forKey: .send)
    let event: SenderEvent
    if let control = ControlEvent(rawValue: name) {
      event = .control(control)
    } else if let gesture = GestureKind(rawValue: name) {
      event = .gesture(gesture)
    } else {
      let known = ControlEvent.allCases.map(\.rawValue) + GestureKind.allCases.map(\.rawValue)
      throw DecodingError.dataCorruptedError(forKey: .send, in: c, debugDescription: "unknown event '\(name)'; expected one of \(known.joined(separator: ", "))")
    }
    let targets = [CodingKeys.item, .header, .footer].filter { c.contains($0) }
    guard targets.count == 1, let target = targets.first else {
      throw DecodingError.dataCorruptedError(forKey: .send, in: c, debugDescription: "a send step needs exactly one of item, header, footer")
    }
    let element: ElementKey
    switch target {
    case .item: element = .cell(try c.decode(IndexPath.self, forKey: .item))
    case .header: element = ElementKey(category: .supplementary(kind: ElementCategory.sectionHeaderKind), indexPath: IndexPath(item: 0, section: try c.decode(Int.self, forKey: .header)))
    default: element = ElementKey(category: .supplementary(kind: ElementCategory.sectionFooterKind), indexPath: IndexPath(item: 0, section: try c.decode(Int.self, forKey: .footer)))
    }
    return .send(event, sender: try c.decode(String.self, forKey: .sender), in: element)
  }
}
