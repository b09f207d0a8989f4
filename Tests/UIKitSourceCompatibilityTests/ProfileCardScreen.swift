import UIKit

// A profile card as apps write it: a helper that pins edges, anchors, the visual format with
// metrics, a stack of labels, priorities lowered with `- 1`, a height constraint kept to change
// its constant, `updateConstraints()` with a set-up flag, and a badge laid out by hand once the
// content view is laid out (`contentView.layoutIfNeeded()` inside `layoutSubviews`, since the
// card gets its frame when the content view lays out, after the cell).

extension UIView {
  func pinEdges(to other: UIView, insets: UIEdgeInsets = .zero) {
    translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
      trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -insets.right),
      topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
      bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -insets.bottom),
    ])
  }
}

final class AvatarView: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 48, height: 48) }
  override class var requiresConstraintBasedLayout: Bool { true }
}

final class ProfileCardCell: UICollectionViewCell {
  static let reuseIdentifier = "ProfileCardCell"

  let card = UIView()
  let avatar = AvatarView()
  let name = UILabel()
  let handle = UILabel()
  let badge = UIView()
  private lazy var texts: UIStackView = {
    let stack = UIStackView(arrangedSubviews: [name, handle])
    stack.axis = .vertical
    stack.spacing = 2
    stack.alignment = .leading
    return stack
  }()
  private(set) var bioHeight: NSLayoutConstraint!
  private var didSetUpConstraints = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    name.font = .preferredFont(forTextStyle: .headline)
    handle.font = .preferredFont(forTextStyle: .subheadline)
    handle.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    contentView.addSubview(card)
    card.pinEdges(to: contentView, insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    card.addSubview(avatar)
    card.addSubview(texts)
    card.addSubview(badge)
    setNeedsUpdateConstraints()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func updateConstraints() {
    if !didSetUpConstraints {
      didSetUpConstraints = true
      avatar.translatesAutoresizingMaskIntoConstraints = false
      texts.translatesAutoresizingMaskIntoConstraints = false
      let views: [String: Any] = ["avatar": avatar, "texts": texts]
      let metrics = ["gap": 12, "side": 12]
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[avatar]-gap-[texts]-(>=side)-|", options: [], metrics: metrics, views: views))
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-12-[avatar]", options: [], metrics: nil, views: views))
      bioHeight = card.heightAnchor.constraint(greaterThanOrEqualToConstant: 72)
      bioHeight.isActive = true
      NSLayoutConstraint.activate([
        texts.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        card.bottomAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 12),
      ])
    }
    super.updateConstraints()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    contentView.layoutIfNeeded()
    badge.frame = CGRect(x: card.bounds.width - 18, y: 6, width: 12, height: 12)
  }

  func configure(name: String, handle: String) {
    self.name.text = name
    self.handle.text = handle
  }
}
