import UIKit

extension CatalogViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.navigationBar.prefersLargeTitles = true
  }
}

extension CatalogViewController: UICollectionViewDelegateFlowLayout {
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
    let layout = collectionViewLayout as! UICollectionViewFlowLayout
    let width = collectionView.bounds.width - layout.sectionInset.left - layout.sectionInset.right
    guard indexPath.section == 1 else { return CGSize(width: width, height: 96) }
    let columns: CGFloat = traitCollection.horizontalSizeClass == .regular ? 4 : 2
    let cellWidth = ((width - layout.minimumInteritemSpacing * (columns - 1)) / columns).rounded(.down)
    return CGSize(width: cellWidth, height: 200)
  }
}
