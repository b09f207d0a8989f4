import CollectionSnapshot
import Foundation
import UIKit

/// The UIKit side of Auto Layout on a cell written as apps write it (an image 100 tall, a
/// multi-line headline title, a subheadline subtitle): a layout pass after new texts (as a
/// reused cell is laid out), and a self-sizing fit.
@MainActor
enum AutoLayoutCellBench {
  final class PostCell: UICollectionViewCell {
    let image = UIImageView()
    let title = UILabel()
    let subtitle = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      title.font = .preferredFont(forTextStyle: .headline)
      title.numberOfLines = 0
      subtitle.font = .preferredFont(forTextStyle: .subheadline)
      for view in [image, title, subtitle] {
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
      }
      NSLayoutConstraint.activate([
        image.topAnchor.constraint(equalTo: contentView.topAnchor), image.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        image.trailingAnchor.constraint(equalTo: contentView.trailingAnchor), image.heightAnchor.constraint(equalToConstant: 100),
        title.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
        title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
        subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4), subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
        subtitle.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }

  static func run(iterations: Int) {
    let cell = PostCell(frame: CGRect(x: 0, y: 0, width: 390, height: 160))
    var k = 0
    let titles = ["Fog", "Fog rolls over the bay at dawn, and the bridge is gone", "Harbour lights"]
    let relayout = Measurement.run("autolayout.uikit.post-cell.relayout", iterations: iterations) {
      k += 1
      cell.title.text = titles[k % titles.count]
      cell.subtitle.text = "Morning \(k % 7)"
      cell.layoutIfNeeded()
    }
    print(relayout.line)
    let same = Measurement.run("autolayout.uikit.post-cell.relayout-unchanged", iterations: iterations) { cell.layoutIfNeeded() }
    print(same.line)
    let fit = Measurement.run("autolayout.uikit.post-cell.fit", iterations: iterations) {
      k += 1
      cell.title.text = titles[k % titles.count]
      _ = cell.systemLayoutSizeFitting(CGSize(width: 390, height: 50), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }
    print(fit.line)
  }
}
