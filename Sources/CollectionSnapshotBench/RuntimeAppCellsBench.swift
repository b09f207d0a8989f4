import CollectionSnapshot
import Foundation
import UIKit

/// `runtime`'s variant with real cell code: the feed of ``RuntimeBench/feed(items:)`` made by
/// an app's view controller — cell classes registered for reuse identifiers, a header class,
/// a data source that dequeues and configures them, a flow delegate for the sizes — scrolled
/// the same way, so each cell that appears is asked of the app's data source, dequeued from
/// the reuse queue (`prepareForReuse` on reuse), configured by its code and read. Its time per
/// step against the placeholder feed's (today's `runtime` screen, whose cells show nothing),
/// and against the same view controller's screen with the cells described by a test's closure
/// (the same texts, no cell code run), measured alternately in the same run: the ratios are
/// what running the app's cell code costs (2 or less wanted).
@MainActor
enum RuntimeAppCellsBench {
  /// The per-step times (µs) of the placeholder feeds and the app's, and their ratios.
  static func run(items: Int, steps: Int, iterations: Int) throws {
    let plain = try HeadlessCollectionView(RuntimeBench.feed(items: items))
    let described = try HeadlessCollectionView(
      Screen(
        name: "feed-described-\(items)", device: .iPhone15, viewController: FeedViewController(items: items),
        supplementary: { _, indexPath in CellPlaceholder(kind: "TitleHeader", title: "Section \(indexPath.section)") }
      ) { indexPath in
        let n = indexPath.section * 500 + indexPath.item
        return CellPlaceholder(kind: n % 7 == 0 ? "BannerCell" : "ProductCell", title: "Item \(n)", subtitle: "$\(n % 90 + 10)", image: ImagePlaceholder(placement: .leading))
      })
    let app = try HeadlessCollectionView(
      Screen(name: "feed-app-\(items)", device: .iPhone15, viewController: FeedViewController(items: items)))
    let height = plain.layout.environment.containerSize.height
    func scroll(_ start: HeadlessCollectionView) throws -> Int {
      var view = start
      for step in 1...steps { try view.scroll(to: Point(x: 0, y: Double(step) * height)) }
      return view.trace.events.count - start.trace.events.count
    }
    var plainTimes: [Double] = []
    var describedTimes: [Double] = []
    var appTimes: [Double] = []
    var callbacks = (plain: 0, described: 0, app: 0)
    // Alternately, so that the machine's noise falls on all alike.
    for _ in 0..<iterations {
      plainTimes.append(try time { callbacks.plain = try scroll(plain) })
      describedTimes.append(try time { callbacks.described = try scroll(described) })
      appTimes.append(try time { callbacks.app = try scroll(app) })
    }
    let plainStep = median(plainTimes) * 1000 / Double(steps)
    let describedStep = median(describedTimes) * 1000 / Double(steps)
    let appStep = median(appTimes) * 1000 / Double(steps)
    print("runtime.scroll.placeholders.\(items).per-step: \(Measurement.format(plainStep)) µs, \(callbacks.plain) callbacks (today's feed: cells that show nothing)")
    print("runtime.scroll.described.\(items).per-step: \(Measurement.format(describedStep)) µs, \(callbacks.described) callbacks (the cells' texts described by a test)")
    print("runtime.scroll.app-cells.\(items).per-step: \(Measurement.format(appStep)) µs, \(callbacks.app) callbacks (the app's data source, cell classes and reading)")
    print("runtime.scroll.app-cells.ratio: per-step time app cells / today's feed = \(Measurement.format(appStep / plainStep)), / described cells = \(Measurement.format(appStep / describedStep)) (2 or less wanted)")
    // Taking the screen where the scroll ended: the app's views on show laid out and read into
    // their trees (what a picture or a dump of that step draws), against the placeholder feed's.
    var scrolledApp = app
    var scrolledPlain = plain
    try scrolledApp.scroll(to: Point(x: 0, y: Double(steps) * height))
    try scrolledPlain.scroll(to: Point(x: 0, y: Double(steps) * height))
    let views = scrolledApp.visibleItems.count + scrolledApp.visibleSupplementaries.count
    let appTake = Measurement.run("runtime.current-screen.app-cells.\(items)", iterations: iterations) { _ = scrolledApp.currentScreen }
    let plainTake = Measurement.run("runtime.current-screen.placeholders.\(items)", iterations: iterations) { _ = scrolledPlain.currentScreen }
    print(appTake.line + " (the \(views) views on show laid out and read)")
    print(plainTake.line)
  }

  /// One feed scrolled alone (`runtime --only`): its median time per step.
  static func scrollAlone(_ feed: RuntimeBench.Feed, items: Int, steps: Int, iterations: Int) throws {
    let start: HeadlessCollectionView
    switch feed {
    case .placeholders: start = try HeadlessCollectionView(RuntimeBench.feed(items: items))
    case .appCells: start = try HeadlessCollectionView(Screen(name: "feed-app-\(items)", device: .iPhone15, viewController: FeedViewController(items: items)))
    }
    let height = start.layout.environment.containerSize.height
    var times: [Double] = []
    for _ in 0..<iterations {
      times.append(try time {
        var view = start
        for step in 1...steps { try view.scroll(to: Point(x: 0, y: Double(step) * height)) }
      })
    }
    print("runtime.scroll.\(feed.rawValue).\(items).per-step: \(Measurement.format(median(times) * 1000 / Double(steps))) µs (median of \(iterations), scrolled alone)")
  }

  private static func time(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }
}

/// The feed as an app writes it.
private final class FeedViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  let items: Int
  let perSection = 500

  init(items: Int) {
    self.items = items
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 8
    layout.minimumInteritemSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(ProductCell.self, forCellWithReuseIdentifier: "ProductCell")
    collectionView.register(ProductCell.self, forCellWithReuseIdentifier: "BannerCell")
    collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "TitleHeader")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { (items + perSection - 1) / perSection }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { min(perSection, items - section * perSection) }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
    let n = indexPath.section * perSection + indexPath.item
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: n % 7 == 0 ? "BannerCell" : "ProductCell", for: indexPath) as! ProductCell
    cell.titleLabel.text = "Item \(n)"
    cell.priceLabel.text = "$\(n % 90 + 10)"
    cell.thumbnail.image = UIImage(systemName: "photo")
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: Foundation.IndexPath) -> UICollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "TitleHeader", for: indexPath) as! TitleHeader
    header.label.text = "Section \(indexPath.section)"
    return header
  }

  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: Foundation.IndexPath) -> CGSize {
    CGSize(width: 176, height: [60, 90, 120][(indexPath.section * perSection + indexPath.item) % 3])
  }
}

/// A thumbnail, a title and a price.
private final class ProductCell: UICollectionViewCell {
  let thumbnail = UIImageView()
  let titleLabel = UILabel()
  let priceLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    for view in [thumbnail, titleLabel, priceLabel] { contentView.addSubview(view) }
  }

  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    thumbnail.image = nil
  }
}

/// A section title.
private final class TitleHeader: UICollectionReusableView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
  }

  required init?(coder: NSCoder) { nil }
}
