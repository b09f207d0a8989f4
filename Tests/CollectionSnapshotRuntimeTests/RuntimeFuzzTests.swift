import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotRuntime
import CollectionSnapshotTestSupport
import Testing

/// Random scripts, extreme values included, on screens with and without paging: every step
/// either runs or throws a `RuntimeError` and leaves the view as it was; after every step the
/// displayed views are exactly the ones in the bounds, and no reusable view shows two elements.
@Suite("Fuzzed scripts")
struct RuntimeFuzzTests {
  static let screens: [(String, Screen, HeadlessCollectionView.Options)] = [
    ("rows", RuntimeScreens.rows(40, page: 1, hasNext: true), .init(prefetchDistance: 300, allowsMultipleSelection: true, reordering: Reordering(target: .sameSection), presenterReordering: .all)),
    ("diffable rows", RuntimeScreens.rows(30), .init(dataSourceMode: .diffable, reordering: Reordering(movable: .except(["r3"])), presenterReordering: .all)),
    ("infinite banners", RuntimeScreens.banners(), .init(paging: PagingConfiguration(isInfinitePage: true, isAutoRolling: true))),
    ("centred looping banners", RuntimeScreens.banners(4), .init(paging: PagingConfiguration(isAlignCenter: true, isLooping: true))),
    ("diffable infinite banners", RuntimeScreens.banners(), .init(dataSourceMode: .diffable, identity: .instance, paging: PagingConfiguration(isInfinitePage: true, isAutoRolling: true))),
  ]

  func randomStep(_ r: inout SplitMix, _ view: HeadlessCollectionView) -> ScriptStep {
    let sections = max(1, view.layout.numberOfSections)
    func path() -> IndexPath { IndexPath(item: r.int(-1...60), section: r.int(-1...sections)) }
    switch r.int(0...27) {
    case 0: return .scroll(to: r.point(), animated: r.int(0...1) == 1)
    case 1: return .scrollBy(r.point(), animated: r.int(0...1) == 1)
    case 2: return .scrollToItem(path(), ScrollPosition.allCases[r.int(0...5)], animated: r.int(0...1) == 1)
    case 3: return .scrollSection(r.int(-1...2), to: r.number())
    case 4: return .tap(path())
    case 5: return .tapButton(path())
    case 6: return .advance(r.int(0...3) == 0 ? r.number() : Double(r.int(0...40)) / 4)
    case 7: return .drag(r.point(), velocity: Point(x: r.number() / 1000, y: r.number() / 1000))
    case 8: return .nextPage
    case 9: return .previousPage
    case 10: return .settle(within: r.int(0...1) == 0 ? 5 : r.number())
    case 11: return .reload(nil)
    case 12: return .cancelAutoRolling
    case 14: return .presenter(r.int(0...1) == 0 ? .moveToNextPage(animated: r.int(0...1) == 1) : .moveToPreviousPage(animated: r.int(0...1) == 1))
    case 15: return .presenter(.toggleSection(r.int(-1...sections)))
    case 16:
      let item = Item(Banner(id: "fuzz\(r.int(0...1_000_000))"), as: BannerCell.self, id: "fuzz\(r.int(0...1_000_000))")
      let edits: [ModelEdit] = [.removeItem(at: path()), .insertItems([item], at: path()), .moveItem(from: path(), to: path()), .removeSection(at: r.int(-1...sections))]
      return .presenter(.edit(edits[r.int(0...3)]))
    case 17: return .presenter(r.int(0...1) == 0 ? .clearSelectedItems : .applySnapshot)
    case 18: return .send(.control(.touchUpInside), sender: "button", in: .cell(path()))
    case 19: return .presenter(.reconfigureItems([path()]))
    case 20: return .reload(nil)
    case 21: return .beginMove(path())
    case 22: return r.int(0...1) == 0 ? .moveTo(r.point()) : .moveOver(path())
    case 23: return r.int(0...1) == 0 ? .endMove : .cancelMove
    case 24: return .dragAndDrop(path(), to: r.int(0...3) == 0 ? nil : path())
    case 25:
      let id = "r\(r.int(-1...45))"
      let operations: [IdentifierBatch.Operation] = [
        .deleteItems([id]), .moveItem(id, .after("r\(r.int(0...45))")), .reloadItems([id]),
        .insertItems([Item(id: "n\(r.int(0...1_000_000))", kind: "RowCell")], .before(id)),
      ]
      return .update(IdentifierBatch([operations[r.int(0...3)], operations[r.int(0...3)]]))
    case 26: return .moveTo(r.point())
    default:
      // Delete a random item without telling the batch (invalid), or with it (valid).
      let tell = r.int(0...1) == 1
      return .batch("delete one") { batch in
        guard !batch.sections.isEmpty, !batch.sections[0].items.isEmpty else { return }
        batch.sections[0].items.removeLast()
        if tell { batch.deleteItems(at: [IndexPath(item: batch.sections[0].items.count, section: 0)]) }
      }
    }
  }

  func checkInvariants(_ view: HeadlessCollectionView, _ context: String) {
    let expected = Set(view.layout.attributes(in: view.bounds, at: view.scrollState)
      .filter { if case .decoration = $0.category { return false } else { return !$0.isHidden } }
      .map(ElementKey.init))
    #expect(Set(view.displayed.keys) == expected, "\(context): displayed views differ from the bounds' elements")
    let views = view.displayed.values.map { "\($0.reuseIdentifier)#\($0.number)" }
    #expect(Set(views).count == views.count, "\(context): a reusable view shows two elements")
  }

  @Test("Random steps run or throw, and a throwing step changes nothing", arguments: 0..<5)
  func fuzz(screenIndex: Int) throws {
    let (name, screen, options) = Self.screens[screenIndex]
    var r = SplitMix(state: 0xC0FFEE + UInt64(screenIndex))
    var view = try HeadlessCollectionView(screen, options: options)
    var failures = 0
    for index in 0..<400 {
      let step = randomStep(&r, view)
      let before = view
      do {
        try view.run(step)
      } catch {
        failures += 1
        #expect(view.trace == before.trace, "\(name) step \(index) '\(step)' failed but changed the trace")
        #expect(view.scrollState == before.scrollState && view.now == before.now && view.selectedItems == before.selectedItems)
      }
      checkInvariants(view, "\(name) step \(index) '\(step)'")
    }
    #expect(failures > 0 && failures < 400, "\(name): \(failures) of 400 steps failed")
  }
}

@Suite("Limits")
struct RuntimeLimitTests {
  @Test("Options out of range are refused with the reason")
  func options() {
    #expect(throws: RuntimeError("autoRollingTimeInterval 0.0 is out of range: it must be between 0.01 and 1000000 seconds")) {
      _ = try HeadlessCollectionView(RuntimeScreens.banners(), options: .init(paging: PagingConfiguration(isAutoRolling: true, autoRollingTimeInterval: 0)))
    }
    #expect(throws: RuntimeError("prefetchDistance -1.0 is out of range: it must be between 0 and 1000000000 points")) {
      _ = try HeadlessCollectionView(RuntimeScreens.rows(), options: .init(prefetchDistance: -1))
    }
  }
}

extension SplitMix {
  /// A number, one time in five an extreme or special one (huge, infinite, NaN, −0).
  mutating func number() -> Double {
    let specials: [Double] = [0, -0.0, 1e300, -1e300, .nan, .infinity, 1e9, 2e9, -5, 0.5]
    return int(0...4) == 0 ? specials[int(0...specials.count - 1)] : Double(int(-800...3000))
  }

  mutating func point() -> Point { Point(x: number(), y: number()) }
}
