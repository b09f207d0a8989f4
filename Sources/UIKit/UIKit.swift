// UIKit's collection-layout and diffable-data API for Linux, under UIKit's own module name, so
// that a file whose first line is `import UIKit` compiles unchanged. As on iOS, importing it
// imports Foundation (`CGFloat`, `CGSize`, `CGRect`, `CGPoint`, `IndexPath` come from there).
//
// What it holds: the layout model (`NSCollectionLayout…`, `UICollectionViewCompositionalLayout`,
// `UICollectionViewFlowLayout` and its delegate, list configurations), what layout code reads
// (`NSCollectionLayoutEnvironment`, `UITraitCollection`, `UIDevice.current`, `UIScreen.main`, a
// minimal `UICollectionView`), and the diffable snapshots. Nothing here draws: a screen made from
// these values (`Screen(layout:snapshot:device:cell:)`) is laid out by the package's engine and
// drawn with placeholder cells.
@_exported import Foundation
