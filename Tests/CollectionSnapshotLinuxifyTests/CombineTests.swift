import CollectionSnapshot
import Combine
import Foundation
import Testing
import UIKit

/// A search screen as apps write it with Combine: a view model's `@Published` query, debounced
/// on the main queue, filters the items the view controller applies as a diffable snapshot.
@MainActor
final class SearchViewModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String]
  private var cancellables = Set<AnyCancellable>()

  init(all: [String]) {
    results = all
    $query
      .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .removeDuplicates()
      .map { query in all.filter { query.isEmpty || $0.hasPrefix(query) } }
      .sink { [weak self] in self?.results = $0 }
      .store(in: &cancellables)
  }
}

@MainActor
final class SearchViewController: UIViewController {
  let model = SearchViewModel(all: ["Chair", "Clock", "Lamp", "Rug"])
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!
  private var cancellables = Set<AnyCancellable>()
  private(set) var ticks: [Double] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 44)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    model.$results
      .receive(on: DispatchQueue.main)
      .sink { [weak self] names in
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(names)
        self?.dataSource.apply(snapshot, animatingDifferences: false)
      }
      .store(in: &cancellables)
    Timer.publish(every: 1, on: .main, in: .common)
      .autoconnect()
      .sink { [weak self] date in self?.ticks.append(date.timeIntervalSinceReferenceDate) }
      .store(in: &cancellables)
  }
}

@MainActor @Suite("Combine: publishers as apps use them, on the virtual clock")
struct CombineTests {
  @Test("A debounced @Published query drives the diffable snapshot when the headless collection view's clock moves")
  func debounce() throws {
    let controller = SearchViewController()
    let screen = try Screen(device: .iPhone15, viewController: controller)
    // receive(on: DispatchQueue.main) on the main thread delivers at once: the first snapshot.
    #expect(try #require(screen.model.sections.first).items.map(\.id) == ["Chair", "Clock", "Lamp", "Rug"])
    var view = try HeadlessCollectionView(screen)
    controller.model.query = "C"
    try view.advance(seconds: 0.2)
    // 0.2 s < 300 ms: the debounce still waits.
    #expect(controller.dataSource.snapshot().itemIdentifiers == ["Chair", "Clock", "Lamp", "Rug"])
    controller.model.query = "Cl"
    try view.advance(seconds: 0.2)
    // The second value restarted the 300 ms at 0.2 s: at 0.4 s nothing yet.
    #expect(controller.dataSource.snapshot().itemIdentifiers == ["Chair", "Clock", "Lamp", "Rug"])
    try view.advance(seconds: 0.1)
    // 0.5 s = 0.2 + 0.3: "Cl" is delivered, "C" never was.
    #expect(controller.dataSource.snapshot().itemIdentifiers == ["Clock"])
    // Timer.publish(every: 1) fired at 1 s of the screen's clock? Not yet: 0.5 s passed.
    #expect(controller.ticks.isEmpty)
    try view.advance(seconds: 2)
    // 1 s and 2 s of the virtual clock, as dates from the reference date.
    #expect(controller.ticks == [1, 2])
  }

  @Test("Just, Future, subjects, combineLatest, filter and NotificationCenter's publisher")
  func operators() {
    var received: [String] = []
    var cancellables = Set<AnyCancellable>()
    let first = CurrentValueSubject<Int, Never>(1)
    let second = PassthroughSubject<String, Never>()
    first.combineLatest(second).filter { $0.0 > 1 }.map { "\($0.0)\($0.1)" }.sink { received.append($0) }.store(in: &cancellables)
    second.send("a")
    first.send(2)
    second.send("b")
    #expect(received == ["2a", "2b"])
    var just: Int?
    Just(5).sink { just = $0 }.store(in: &cancellables)
    #expect(just == 5)
    var future: Int?
    Future<Int, Never> { promise in promise(.success(7)) }.sink { future = $0 }.store(in: &cancellables)
    #expect(future == 7)
    let name = Notification.Name("CombineTests.ping")
    var notes = 0
    NotificationCenter.default.publisher(for: name).sink { _ in notes += 1 }.store(in: &cancellables)
    NotificationCenter.default.post(name: name, object: nil)
    #expect(notes == 1)
    cancellables.removeAll()
    NotificationCenter.default.post(name: name, object: nil)
    #expect(notes == 1)
  }
}
