// UIKit's collection-layout and diffable-data API for Linux, under UIKit's own module name, so
// that a file whose first line is `import UIKit` compiles unchanged. As on iOS, importing it
// imports Foundation (`CGFloat`, `CGSize`, `CGRect`, `CGPoint`, `IndexPath` come from there).
//
// What it holds: the layout model (`NSCollectionLayout…`, `UICollectionViewCompositionalLayout`,
// `UICollectionViewFlowLayout` and its delegate, list configurations), what layout code reads
// (`NSCollectionLayoutEnvironment`, `UITraitCollection`, `UIDevice.current`, `UIScreen.main`, the
// collection view), the diffable snapshots and data source, and the code around layouts in the
// same files (views, cells, registrations, view controllers), main-actor isolated as UIKit's.
// Nothing here draws or runs views: a screen made from these values
// (`Screen(layout:snapshot:…)`, `Screen(viewController:…)`) is laid out by the package's engine
// and drawn with placeholder cells.
@_exported import Foundation
#if canImport(FoundationNetworking)
  // `URLSession`, `URLRequest` and `HTTPURLResponse` live there on Linux; on iOS, `import UIKit`
  // brings them with Foundation, so a cell that loads its image compiles unchanged.
  @_exported import FoundationNetworking
#endif
