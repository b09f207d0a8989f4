import Combine
import UIKit

/// The catalog: a banner and the products in two columns, from Main.storyboard.
final class CatalogViewController: UICollectionViewController {
  enum Section: Hashable { case promo, products }
  enum Item: Hashable { case promo, product(Product) }

  let viewModel = CatalogViewModel()
  private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
  private var cancellables = Set<AnyCancellable>()
  private(set) var cartBadgeCount = 0

  private let promoRegistration = UICollectionView.CellRegistration<PromoBannerCell, Item> { cell, _, _ in
    cell.titleLabel.text = "Spring sale"
    cell.subtitleLabel.text = "Everything for the living room, 20% off until Sunday."
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  deinit {
    NotificationCenter.default.removeObserver(self)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Shop"
    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Cart", style: .plain, target: self, action: #selector(showCart(_:)))

    let refreshControl = UIRefreshControl()
    refreshControl.addTarget(self, action: #selector(refresh(_:)), for: .valueChanged)
    collectionView.refreshControl = refreshControl

    NotificationCenter.default.addObserver(self, selector: #selector(cartDidChange(_:)), name: .cartDidChange, object: nil)

    #if os(iOS)
    collectionView.keyboardDismissMode = .onDrag
    #endif

    configureDataSource()
    viewModel.$products
      .receive(on: DispatchQueue.main)
      .sink { [weak self] products in self?.apply(products) }
      .store(in: &cancellables)
    viewModel.load()
  }

  private func configureDataSource() {
    let promoRegistration = promoRegistration
    dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { [weak self] collectionView, indexPath, item in
      switch item {
      case .promo:
        return collectionView.dequeueConfiguredReusableCell(using: promoRegistration, for: indexPath, item: item)
      case .product(let product):
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "ProductCell", for: indexPath) as! ProductCell
        cell.configure(with: product)
        cell.delegate = self
        return cell
      }
    }
  }

  private func apply(_ products: [Product]) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.promo, .products])
    snapshot.appendItems([.promo], toSection: .promo)
    snapshot.appendItems(products.map(Item.product), toSection: .products)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  @objc private func refresh(_ sender: UIRefreshControl) {
    viewModel.load()
    sender.endRefreshing()
  }

  @objc private func showCart(_ sender: UIBarButtonItem) {
    guard let cart = storyboard?.instantiateViewController(withIdentifier: "Cart") else { return }
    navigationController?.pushViewController(cart, animated: true)
  }

  @objc private func cartDidChange(_ notification: Notification) {
    cartBadgeCount = Cart.shared.items.count
    navigationItem.rightBarButtonItem?.title = "Cart (\(cartBadgeCount))"
  }
}

extension CatalogViewController: ProductCellDelegate {
  func productCell(_ cell: ProductCell, didTapAddFor product: Product) {
    Cart.shared.add(product)
  }
}
