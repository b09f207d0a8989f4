import Foundation
import UIKit

// The cells and views of the Auto Layout tests, written as apps write them.

/// A view of a given intrinsic size, whose sizeThatFits answers it too.
final class SizedView: UIView {
  let size: CGSize
  init(_ size: CGSize) {
    self.size = size
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
  override func sizeThatFits(_ size: CGSize) -> CGSize { self.size }
}

/// An image 100 tall across the top, a multi-line headline title and a subheadline subtitle.
final class PostCell: UICollectionViewCell {
  let image = UIImageView()
  let title = UILabel()
  let subtitle = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    title.font = .preferredFont(forTextStyle: .headline)
    title.numberOfLines = 0
    subtitle.font = .preferredFont(forTextStyle: .subheadline)
    subtitle.textColor = .secondaryLabel
    for view in [image, title, subtitle] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    NSLayoutConstraint.activate([
      image.topAnchor.constraint(equalTo: contentView.topAnchor),
      image.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      image.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      image.heightAnchor.constraint(equalToConstant: 100),
      title.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
      title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
      title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
      subtitle.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A box filling the content view with two required heights that contradict each other.
final class ConflictCell: UICollectionViewCell {
  let box = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: contentView.topAnchor), box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor), box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
    box.heightAnchor.constraint(equalToConstant: 30).isActive = true
    box.heightAnchor.constraint(equalToConstant: 60).isActive = true
  }

  required init?(coder: NSCoder) { nil }
}

/// Two views of equal hugging priority sharing a row.
final class AmbiguousRowCell: UICollectionViewCell {
  let first = SizedView(CGSize(width: 50, height: 20))
  let second = SizedView(CGSize(width: 60, height: 20))

  override init(frame: CGRect) {
    super.init(frame: frame)
    for view in [first, second] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
      view.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10).isActive = true
    }
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
      second.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      contentView.bottomAnchor.constraint(equalTo: first.bottomAnchor, constant: 10),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A title laid out by constraints next to a badge placed by hand in `layoutSubviews`.
final class BadgeCell: UICollectionViewCell {
  let title = SizedView(CGSize(width: 50, height: 20))
  let badge = UIView()
  private var badgeLeading: NSLayoutConstraint!

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(badge)
    title.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(title)
    badgeLeading = title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -46)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16), badgeLeading,
      title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    badge.frame = CGRect(x: bounds.width - 30, y: 4, width: 26, height: 26)
  }
}

/// A vertical stack of two views (20 and 30 tall) in the content view's margins.
final class StackCell: UICollectionViewCell {
  let first = SizedView(CGSize(width: 100, height: 20))
  let second = SizedView(CGSize(width: 100, height: 30))
  lazy var stack = UIStackView(arrangedSubviews: [first, second])

  override init(frame: CGRect) {
    super.init(frame: frame)
    stack.axis = .vertical
    stack.spacing = 6
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: margins.topAnchor), stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor), stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A view that adds its constraints in `updateConstraints()`, as older code does.
final class LateConstraintsView: UIView {
  let dot = UIView()
  var updates = 0
  private var didSetUp = false

  override func updateConstraints() {
    updates += 1
    if !didSetUp {
      didSetUp = true
      dot.translatesAutoresizingMaskIntoConstraints = false
      addSubview(dot)
      NSLayoutConstraint.activate([
        dot.centerXAnchor.constraint(equalTo: centerXAnchor), dot.centerYAnchor.constraint(equalTo: centerYAnchor),
        dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    super.updateConstraints()
  }
}

/// A grouped list's header: a footnote label 16 below the top and 8 above the bottom.
final class FootnoteHeaderView: UICollectionReusableView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .preferredFont(forTextStyle: .footnote)
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
    ])
  }

  required init?(coder: NSCoder) { nil }
}
