// README: uikit-layout
// Sources/ShopLayouts/HomeLayout.swift
import UIKit

@MainActor
public enum HomeLayout {
  public static func make() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
      let columns: CGFloat = environment.traitCollection.horizontalSizeClass == .regular ? 4 : 2
      let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)), subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets.leading = 12
      section.contentInsets.trailing = 12
      return section
    }
  }
}
// README: end
