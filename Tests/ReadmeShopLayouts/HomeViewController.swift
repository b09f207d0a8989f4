// README: uikit-screen
// Sources/ShopLayouts/HomeViewController.swift
import UIKit

public final class HomeViewController: UIViewController {
  private let products: [Article]
  private var dataSource: UICollectionViewDiffableDataSource<Int, Article>!

  public init(products: [Article]) {
    self.products = products
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  public override func viewDidLoad() {
    super.viewDidLoad()
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: HomeLayout.make())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<ProductCell, Article> { cell, _, product in
      cell.nameLabel.text = product.name
      cell.priceLabel.text = product.price
      cell.photoView.image = UIImage(named: product.name.lowercased())
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, product in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: product)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Article>()
    snapshot.appendSections([0])
    snapshot.appendItems(products)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
// README: end

// README: uikit-cell
/// The cell `HomeViewController` registers: a photo across the top, a name and a price below it.
final class ProductCell: UICollectionViewCell {
  let photoView = UIImageView()
  let nameLabel = UILabel()
  let priceLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .secondarySystemBackground
    contentView.layer.cornerRadius = 12
    for view in [photoView, nameLabel, priceLabel] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    NSLayoutConstraint.activate([
      photoView.topAnchor.constraint(equalTo: contentView.topAnchor),
      photoView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      photoView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      nameLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 8),
      nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      priceLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
      priceLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      priceLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
// README: end
