import UIKit

// The views of a recipes browser, as such an app writes them: cells and reusable views built
// in code with Auto Layout, layers, labels, images and stack views.

/// A cell with a title and a subtitle in a stack, pinned to the content view's margins.
final class RecipeCell: UICollectionViewCell {
  static let reuseIdentifier = "recipe-cell"
  let titleLabel = UILabel()
  let detailLabel = UILabel()
  let photoView = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    configureHierarchy()
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  private func configureHierarchy() {
    contentView.backgroundColor = .secondarySystemBackground
    contentView.layer.cornerRadius = 10
    contentView.layer.masksToBounds = true
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.15
    layer.shadowOffset = CGSize(width: 0, height: 2)
    layer.shadowRadius = 4

    titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.numberOfLines = 2
    detailLabel.font = .systemFont(ofSize: 13, weight: .medium)
    detailLabel.textColor = .secondaryLabel
    photoView.contentMode = .scaleAspectFill
    photoView.clipsToBounds = true
    photoView.image = UIImage(systemName: "fork.knife")
    photoView.tintColor = .systemOrange

    let stack = UIStackView(arrangedSubviews: [titleLabel, detailLabel])
    stack.axis = .vertical
    stack.spacing = 4
    stack.alignment = .leading
    for view in [photoView, stack] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      photoView.topAnchor.constraint(equalTo: contentView.topAnchor),
      photoView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      photoView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      photoView.heightAnchor.constraint(equalTo: contentView.heightAnchor, multiplier: 0.6),
      stack.topAnchor.constraint(equalToSystemSpacingBelow: photoView.bottomAnchor, multiplier: 1),
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      stack.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor, constant: -4),
    ])
    titleLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .vertical)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    titleLabel.text = nil
    photoView.image = nil
  }
}

/// A section header: a label in a reusable view, with a border drawn by its layer.
final class SectionTitleView: UICollectionReusableView {
  static let elementKind = "section-title"
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = UIFont.preferredFont(forTextStyle: .title3)
    label.textAlignment = .natural
    addSubview(label)
    let inset: CGFloat = 12
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }
}

/// A section background registered with the layout as a decoration view.
final class CardBackgroundView: UICollectionReusableView {
  static let elementKind = "card-background"

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor.systemGray6.withAlphaComponent(0.8)
    layer.cornerRadius = 16
    layer.cornerCurve = .continuous
    layer.borderWidth = 1
    layer.borderColor = UIColor.separator.cgColor
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }
}

/// A badge: a round label pinned to its view's edges.
final class CountBadgeView: UICollectionReusableView {
  let countLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemRed
    clipsToBounds = true
    countLabel.textColor = .white
    countLabel.textAlignment = .center
    countLabel.font = .boldSystemFont(ofSize: 12)
    countLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(countLabel)
    NSLayoutConstraint.activate([
      countLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
      countLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
      widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
      heightAnchor.constraint(equalTo: widthAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layer.cornerRadius = bounds.height / 2
  }
}
