import CollectionSnapshot
import Foundation
import UIKit

/// The cost of laying out a layout an app wrote with UIKit's API: translating the UIKit objects
/// (section providers and flow delegates called, for 10k items in 20 sections) against the
/// engine's layout of the same 10k items, measured in the same run; and, within the
/// translation, the time of the app's own code that makes the sections or sizes the items
/// (the flow delegate's answers), and the translation's time without it. The app's code runs
/// on iOS as well, when UIKit prepares the layout: the translation without it is what
/// converting adds, the share held to at most 10 % of the layout's time; both shares are printed.
@MainActor
enum UIKitConversionBench {
  static let device = Device(name: "bench", portraitSize: Size(width: 390, height: 844), scale: 3, portraitSafeArea: .zero, landscapeSafeArea: .zero, sideMargin: 16)

  static func run(iterations: Int) throws {
    let counts = LayoutBench.content(items: 10_000).itemCounts
    let delegate = SizesDelegate()
    let host = CollectionViewHost(contentInsetAdjustmentBehavior: .never)
    let environment = host.geometry(on: device).environment
    // The delegate's own answers for every item, as the translation asks for them.
    let flowLayout = flow()
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: flowLayout)
    let indexPaths = counts.enumerated().flatMap { section, count in (0..<count).map { Foundation.IndexPath(item: $0, section: section) } }
    let cases: [(name: String, make: () -> UICollectionViewLayout, delegate: SizesDelegate?, appCode: (() -> Void)?)] = [
      ("compositional-section", { registered(UICollectionViewCompositionalLayout(section: section())) }, nil, { _ = section() }),
      ("compositional-provider", compositional, nil, { for _ in counts { _ = section() } }),
      ("flow-delegate", flow, delegate, {
        for indexPath in indexPaths { _ = delegate.collectionView(collectionView, layout: flowLayout, sizeForItemAt: indexPath) }
      }),
    ]
    for c in cases {
      var result: UIKitLayoutTranslation.Result?
      let convert = try Measurement.run("layout.uikit.\(c.name).10000.convert", iterations: iterations) {
        result = try UIKitLayoutTranslation.translate(c.make(), device: device, host: host, itemCounts: counts, flowDelegate: c.delegate)
      }
      print(convert.line)
      var appMedian: Double?
      if let appCode = c.appCode {
        let app = Measurement.run("layout.uikit.\(c.name).10000.app-code", iterations: iterations, appCode)
        print(app.line + " (the app's own code making its sections or sizing its items, within convert)")
        appMedian = app.median
      }
      guard let result else { continue }
      let content = LayoutContent(sizes: zip(counts, result.itemSizes).map { count, sizes in sizes.isEmpty ? Array(repeating: nil, count: count) : sizes })
      let layout = try Measurement.run("layout.uikit.\(c.name).10000.layout", iterations: iterations) {
        _ = try result.definition.layout(content, in: environment)
      }
      print(layout.line)
      print(
        "layout.uikit.\(c.name).10000.convert-over-layout: \(Measurement.format(convert.median / layout.median * 100))% "
          + "(all of convert, the app's own code included)")
      if let appMedian {
        let own = max(0, convert.median - appMedian) / layout.median * 100
        print(
          "layout.uikit.\(c.name).10000.translation-over-layout: \(Measurement.format(own))% "
            + "(convert less the app's own code, which UIKit runs too: what converting adds; at most 10% wanted)")
      }
    }
  }

  /// The section of `LayoutBench.compositional` written with UIKit's API: a nested group, a
  /// pinned header and a background.
  static func section() -> NSCollectionLayoutSection {
    let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(0.5)))
    small.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let column = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitems: [small])
    let big = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    big.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)), subitems: [big, column])
    let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: "header", alignment: .top)
    header.pinToVisibleBounds = true
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    section.boundarySupplementaryItems = [header]
    section.decorationItems = [.background(elementKind: "background")]
    return section
  }

  /// The same section from a provider, called once per section.
  static func compositional() -> UICollectionViewLayout {
    registered(UICollectionViewCompositionalLayout { _, _ in section() })
  }

  /// `layout` with the section background's view registered, as an app must register it for
  /// UIKit to make the view.
  static func registered(_ layout: UICollectionViewCompositionalLayout) -> UICollectionViewLayout {
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
    return layout
  }

  /// A flow layout whose delegate sizes every item.
  static func flow() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    return layout
  }

  /// Sizes as in `LayoutBench.content(items:)`.
  final class SizesDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    let widths: [CGFloat] = [110, 170, 80, 120, 355]
    let heights: [CGFloat] = [44, 60, 80]

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: Foundation.IndexPath) -> CGSize {
      CGSize(width: widths[indexPath.item % 5], height: heights[indexPath.item % 3])
    }
  }
}
