import UIKit

/// A section's title in title 2, pinned inside the header's margins.
final class SectionHeaderView: UICollectionReusableView {
  let label = UILabel()
  private var installed = false

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func install(_ design: FeedDesign) {
    guard !installed else { return }
    installed = true
    label.font = .preferredFont(forTextStyle: design.headerStyle)
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
    ])
  }
}
