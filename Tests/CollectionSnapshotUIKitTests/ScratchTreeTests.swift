import CollectionSnapshot
import CollectionSnapshotPNG
import Foundation
import Testing
import UIKit

final class ScratchPostCell: UICollectionViewCell {
  let photo = UIImageView()
  let title = UILabel()
  let subtitle = UILabel()
  let pinned = UILabel()
  let toggle = UISwitch()
  let button = UIButton(configuration: .filled())
  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .secondarySystemBackground
    contentView.layer.cornerRadius = 10
    contentView.clipsToBounds = true
    title.font = .preferredFont(forTextStyle: .headline)
    title.numberOfLines = 0
    subtitle.font = .preferredFont(forTextStyle: .subheadline)
    subtitle.textColor = .secondaryLabel
    pinned.text = "PINNED"
    pinned.font = .systemFont(ofSize: 11, weight: .semibold)
    pinned.textColor = .systemOrange
    photo.image = UIImage(named: "fog")
    photo.contentMode = .scaleAspectFill
    button.configuration?.title = "Read"
    toggle.isOn = true
    for v in [photo, title, subtitle, pinned, toggle, button] { contentView.addSubview(v) }
  }
  required init?(coder: NSCoder) { nil }
  override func layoutSubviews() {
    super.layoutSubviews()
    let w = contentView.bounds.width
    photo.frame = CGRect(x: 0, y: 0, width: w, height: 100)
    title.frame = CGRect(x: 10, y: 108, width: w - 20, height: 20.333)
    subtitle.frame = CGRect(x: 10, y: 132.333, width: w - 20, height: 18)
    pinned.frame = CGRect(x: 10, y: 8, width: 60, height: 13.333)
    toggle.frame = CGRect(x: w - 61, y: 110, width: 51, height: 31)
    button.frame = CGRect(x: w - 140, y: 112, width: 70, height: 30)
  }
}

@MainActor final class ScratchVC: UIViewController, UICollectionViewDataSource {
  override func loadView() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 361, height: 164)
    layout.minimumLineSpacing = 10
    let cv = UICollectionView(frame: .zero, collectionViewLayout: layout)
    cv.register(ScratchPostCell.self, forCellWithReuseIdentifier: "Post")
    cv.dataSource = self
    view = cv
  }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Post", for: indexPath) as! ScratchPostCell
    cell.title.text = ["Fog", "Light rain over the bay all afternoon", "Sun"][indexPath.item]
    cell.subtitle.text = ["Light rain", "Cloudy", "Clear skies"][indexPath.item]
    return cell
  }
}

@MainActor @Suite struct ScratchTreeTests {
  @Test func look() throws {
    let screen = try Screen(device: .iPhone15, viewController: ScratchVC())
    let layout = try screen.computeLayout()
    print(LayoutDump.text(screen, layout: layout))
    let bitmap = try ScreenRenderer.render(screen, layout: layout)
    try PNGCodec().write(bitmap, toFile: "/tmp/scratch-post.png")
    let list = try Screen(device: specPhone, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), viewController: LibraryViewController())
    let l2 = try list.computeLayout()
    print(LayoutDump.text(list, layout: l2))
    try PNGCodec().write(try ScreenRenderer.render(list, layout: l2), toFile: "/tmp/scratch-list.png")
  }
}
