import UIKit

/// A post: an image 100 pt tall across the top, a multi-line headline title under it, a
/// subtitle in subheadline and the secondary label colour, a "PINNED" caption over the image,
/// 10-pt corners — built with Auto Layout.
final class PostCell: UICollectionViewCell {
  let imageView = UIImageView()
  let titleLabel = UILabel()
  let subtitleLabel = UILabel()
  let captionLabel = UILabel()
  private var installed = false

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Builds the views and their constraints for `design`, once.
  func install(_ design: FeedDesign) {
    guard !installed else { return }
    installed = true
    if design.buildsInAnotherOrder {
      installInAnotherOrder(design)
      return
    }
    contentView.backgroundColor = design.backgroundColor
    contentView.layer.cornerRadius = design.cornerRadius
    contentView.clipsToBounds = true

    imageView.contentMode = .scaleAspectFill
    imageView.alpha = design.imageAlpha
    titleLabel.font = .preferredFont(forTextStyle: design.titleStyle)
    titleLabel.numberOfLines = design.titleLines
    subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
    subtitleLabel.textColor = design.subtitleColor
    captionLabel.text = "PINNED"
    captionLabel.font = design.captionFont
    captionLabel.textColor = .systemOrange
    captionLabel.isHidden = design.hidesCaption

    for view in [imageView, titleLabel, subtitleLabel, captionLabel] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    NSLayoutConstraint.activate([
      imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
      imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      imageView.heightAnchor.constraint(equalToConstant: design.imageHeight),

      captionLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),

      titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: design.imageToTitleSpacing),
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: design.titleLeading),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),

      subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: design.titleToSubtitleSpacing),
      subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      subtitleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -design.subtitleTrailing),
      subtitleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
    ])
  }

  /// The same views and constraints, written in another order (constraints first in a list of
  /// their own, subviews configured after they are added): a refactor with nothing to see.
  private func installInAnotherOrder(_ design: FeedDesign) {
    for view in [imageView, titleLabel, subtitleLabel, captionLabel] {
      contentView.addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    var constraints: [NSLayoutConstraint] = []
    constraints.append(subtitleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10))
    constraints.append(subtitleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -design.subtitleTrailing))
    constraints.append(subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor))
    constraints.append(subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: design.titleToSubtitleSpacing))
    constraints += [
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: design.titleLeading),
      titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: design.imageToTitleSpacing),
      captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
      captionLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      imageView.heightAnchor.constraint(equalToConstant: design.imageHeight),
      imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
    ]
    NSLayoutConstraint.activate(constraints)

    captionLabel.isHidden = design.hidesCaption
    captionLabel.textColor = .systemOrange
    captionLabel.font = design.captionFont
    captionLabel.text = "PINNED"
    subtitleLabel.textColor = design.subtitleColor
    subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
    titleLabel.numberOfLines = design.titleLines
    titleLabel.font = .preferredFont(forTextStyle: design.titleStyle)
    imageView.alpha = design.imageAlpha
    imageView.contentMode = .scaleAspectFill
    contentView.layer.cornerRadius = design.cornerRadius
    contentView.clipsToBounds = true
    contentView.backgroundColor = design.backgroundColor
  }

  /// Shows a post.
  func show(_ post: Post) {
    imageView.image = UIImage(named: post.imageName)
    titleLabel.text = post.title
    subtitleLabel.text = post.subtitle
    captionLabel.isHidden = captionLabel.isHidden || !post.isPinned
  }
}
