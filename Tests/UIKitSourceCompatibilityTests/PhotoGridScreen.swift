import UIKit

// A photo grid in the style of an image-loading collection screen: a flow layout sized by its
// delegate, cells that load thumbnails with URLSession and prepare them for display, a view
// whose layer class is a gradient, a view that draws itself and widens its touch area, and a
// controller that follows the keyboard through notifications.

/// A view backed by a gradient layer.
final class ScrimView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradientLayer.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
    gradientLayer.startPoint = CGPoint(x: 0.5, y: 0.4)
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// A round badge that draws itself and takes touches a little outside its bounds.
final class LikeBadge: UIView {
  var count = 0 {
    didSet { setNeedsDisplay() }
  }
  private(set) var touchesSeen = 0

  override func draw(_ rect: CGRect) {
    UIColor.systemPink.setFill()
    UIBezierPath(ovalIn: rect.insetBy(dx: 1, dy: 1)).fill()
    ("\(count)" as NSString).draw(at: CGPoint(x: 4, y: 2), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 11), .foregroundColor: UIColor.white])
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -10, dy: -10).contains(point)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    touchesSeen += touches.count
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    count = 0
  }
}

final class PhotoCell: UICollectionViewCell {
  let imageView = UIImageView()
  let scrim = ScrimView()
  let badge = LikeBadge(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
  private var task: URLSessionDataTask?

  override init(frame: CGRect) {
    super.init(frame: frame)
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    for view in [imageView, scrim, badge] as [UIView] {
      contentView.addSubview(view)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Loads a thumbnail over the network (never called in a snapshot test: no network).
  func load(_ url: URL) {
    task = URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
      guard let data, let image = UIImage(data: data) else { return }
      image.prepareThumbnail(of: CGSize(width: 200, height: 200)) { thumbnail in
        DispatchQueue.main.async { self?.imageView.image = thumbnail }
      }
    }
    task?.resume()
  }

  func show(_ image: UIImage) async {
    imageView.image = await image.byPreparingThumbnail(ofSize: bounds.size)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    task?.cancel()
    imageView.image = nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = contentView.bounds
    scrim.frame = contentView.bounds
  }
}

final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  let photoNames: [String]
  private(set) var collectionView: UICollectionView!
  private(set) var keyboardInset: CGFloat = 0
  private var observers: [NSObjectProtocol] = []

  init(photoNames: [String]) {
    self.photoNames = photoNames
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 2
    layout.minimumLineSpacing = 2
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
    observers.append(
      NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
        let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        MainActor.assumeIsolated { self?.keyboardInset = frame?.height ?? 0 }
      })
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photoNames.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    (cell as? PhotoCell)?.imageView.image = UIImage(named: photoNames[indexPath.item])
    return cell
  }

  /// Three columns on a phone, five on a wide screen; 2-point gutters.
  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
    let columns: CGFloat = traitCollection.horizontalSizeClass == .regular ? 5 : 3
    let side = ((collectionView.bounds.width - (columns - 1) * 2) / columns).rounded(.down)
    return CGSize(width: side, height: side)
  }
}
