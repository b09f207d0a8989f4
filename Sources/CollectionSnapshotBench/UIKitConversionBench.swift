import CollectionSnapshot
import Foundation
import UIKit

/// The cost of laying out a layout an app wrote with UIKit's API: translating the UIKit objects
/// (section providers and flow delegates called, for 10k items) against the engine's layout of
/// the same 10k items, measured in the same run.
enum UIKitConversionBench {
  static let device = Device(name: "bench", portraitSize: Size(width: 390, height: 844), scale: 3, portraitSafeArea: .zero, landscapeSafeArea: .zero, sideMargin: 16)

  static func run(iterations: Int) throws {
    let counts = LayoutBench.content(items: 10_000).itemCounts
    let delegate = SizesDelegate()
    for (name, make, flowDelegate) in [
      ("compositional", compositional as () -> UICollectionViewLayout, nil as SizesDelegate?), ("flow", flow as () -> UICollectionViewLayout, delegate),
    ] {
      var result: UIKitLayoutTranslation.Result?
      let convert = try Measurement.run("layout.uikit.\(name).10000.convert", iterations: iterations) {
        result = try UIKitLayoutTranslation.translate(make(), device: device, contentInsetAdjustment: .never, itemCounts: counts, flowDelegate: flowDelegate)
      }
      print(convert.line)
      guard let result else { continue }
      let content = LayoutContent(sizes: zip(counts, result.itemSizes).map { count, sizes in sizes.isEmpty ? Array(repeating: nil, count: count) : sizes })
      let environment = device.environment(contentInsetAdjustment: .never)
      let layout = try Measurement.run("layout.uikit.\(name).10000.layout", iterations: iterations) {
        _ = try result.definition.layout(content, in: environment)
      }
      print(layout.line)
      print("layout.uikit.\(name).10000.convert-over-layout: \(Measurement.format(convert.median / layout.median * 100))% (at most 10% wanted)")
    }
  }

  /// A provider-made layout: per section a nested group, a pinned header and a background.
  static func compositional() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, _ in
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
  }

  /// A flow layout whose delegate sizes every item.
  static func flow() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    return layout
  }

  final class SizesDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: Foundation.IndexPath) -> CGSize {
      CGSize(width: [110, 170, 80, 120, 355][indexPath.item % 5], height: [44, 60, 80][indexPath.item % 3])
    }
  }
}
