import UIKit

/// A screen as an app ships it: target–action buttons in its cells, a timer, a delayed
/// refresh and a notification, all by selector.
final class ShopViewController: UIViewController {
   weak var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
  private(set) var purchased: [String] = []
  private(set) var ticks = 0
  private(set) var refreshes = 0
  private(set) var notes: [String] = []
  private(set) var reloads = 0
  private var timer: Timer?

  override func loadView() {
    super.loadView()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 100)
    let made = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    let refresh = UIRefreshControl()
    refresh.addTarget(self, action: Selector("reload:"), for: .valueChanged)
    made.refreshControl = refresh
    view.addSubview(made)
    collectionView = made
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let registration = UICollectionView.CellRegistration<ShopCell, String> { [unowned self] cell, _, name in
      cell.nameLabel.text = name
      cell.buyButton.removeTarget(nil, action: nil, for: .allEvents)
      cell.buyButton.addTarget(self, action: Selector("buy:"), for: .touchUpInside)
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Lamp", "Chair", "Rug"])
    dataSource.apply(snapshot, animatingDifferences: false)
    timer = Timer.scheduledTimer(timeInterval: 2, target: self, selector: Selector("tick"), userInfo: nil, repeats: true)
    perform(Selector("refresh"), with: nil, afterDelay: 1)
    NotificationCenter.default.addObserver(self, selector: Selector("cartChanged:"), name: .cartChanged, object: nil)
  }

   func buy(_ sender: UIButton) {
    
    guard let cell = sender.superview?.superview as? ShopCell, let name = cell.nameLabel.text else { return }
    purchased.append(name)
    

    
  }

   private func tick() {
    ticks += 1
    if ticks == 3 { timer?.invalidate() }
  }

   func refresh() { refreshes += 1 }

   private func reload(_ sender: UIRefreshControl) {
    reloads += 1
    sender.endRefreshing()
  }

   func cartChanged(_ notification: Notification) {
    notes.append(notification.name.rawValue)
  }
nonisolated override class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self), superclass: super._objcTable, methods: ["collectionView": _ObjCMethod(0) { @MainActor object, _, _ in (object as! ShopViewController).collectionView }, "setCollectionView:": _ObjCMethod(1) { @MainActor object, first, _ in (object as! ShopViewController).collectionView = try _objcValue(first, as: (UICollectionView?).self, "collectionView"); return nil }, "buy:": _ObjCMethod(1) { @MainActor object, first, second in _objcResult(try (object as! ShopViewController).buy(_objcArgument(first, as: (UIButton).self, "buy:"))) }, "tick": _ObjCMethod(0) { @MainActor object, first, second in _objcResult((object as! ShopViewController).tick()) }, "refresh": _ObjCMethod(0) { @MainActor object, first, second in _objcResult((object as! ShopViewController).refresh()) }, "reload:": _ObjCMethod(1) { @MainActor object, first, second in _objcResult(try (object as! ShopViewController).reload(_objcArgument(first, as: (UIRefreshControl).self, "reload:"))) }, "cartChanged:": _ObjCMethod(1) { @MainActor object, first, second in _objcResult(try (object as! ShopViewController).cartChanged(_objcArgument(first, as: (Notification).self, "cartChanged:"))) }], outlets: ["collectionView": { @MainActor object, value in (object as! ShopViewController).collectionView = try _objcOutlet(value, as: (UICollectionView?).self, "collectionView") }], properties: ["collectionView": _ObjCProperty(get: { @MainActor object in (object as! ShopViewController).collectionView }, set: { @MainActor object, value in (object as! ShopViewController).collectionView = try _objcValue(value, as: (UICollectionView?).self, "collectionView") })]) }; }

extension Notification.Name {
  static let cartChanged = Notification.Name("cartChanged")
}

final class ShopCell: UICollectionViewCell {
  let nameLabel = UILabel()
  let buyButton = UIButton(type: .system)
   var cornerRadius: CGFloat = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    buyButton.setTitle("Buy", for: .normal)
    contentView.addSubview(nameLabel)
    contentView.addSubview(buyButton)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
nonisolated override class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self), superclass: super._objcTable, methods: ["cornerRadius": _ObjCMethod(0) { @MainActor object, _, _ in (object as! ShopCell).cornerRadius }, "setCornerRadius:": _ObjCMethod(1) { @MainActor object, first, _ in (object as! ShopCell).cornerRadius = try _objcValue(first, as: (CGFloat).self, "cornerRadius"); return nil }], properties: ["cornerRadius": _ObjCProperty(get: { @MainActor object in (object as! ShopCell).cornerRadius }, set: { @MainActor object, value in (object as! ShopCell).cornerRadius = try _objcValue(value, as: (CGFloat).self, "cornerRadius") })]) }; }

/// A view made through its metatype, as generic containers make their content.
final class BadgeView: UIView {
  let label = UILabel()
  private(set) var madeBy = ""

  override init(frame: CGRect) {
    super.init(frame: frame)
    madeBy = "init(frame:)"
    addSubview(label)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
override class func _objcMake(frame: CGRect) -> UIView { BadgeView(frame: frame) }; }

final class Boxed<Content: UIView>: UIView {
  let content = (Content._objcMakeDefault() as! Content)
override class func _objcMake(frame: CGRect) -> UIView { Boxed(frame: frame) }; }

@MainActor func makeView<T: UIView>(_ type: T.Type, width: CGFloat) -> T {
  (T._objcMake(frame: CGRect(x: 0, y: 0, width: width, height: 20)) as! T)
}
