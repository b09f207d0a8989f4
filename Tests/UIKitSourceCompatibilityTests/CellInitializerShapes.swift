import UIKit

// Every way apps write the initializers of cells, supplementary views and view controllers,
// as a plain file (not copied by collection-snapshot-linuxify) writes them. Each class records
// which of its initializers ran.

/// No initializers: it inherits `init(frame:)` and `init?(coder:)`.
final class PlainCell: UICollectionViewCell {
  let titleLabel = UILabel()
}

/// The code cell Xcode's template gives: `init(frame:)`, and `init?(coder:)` that refuses.
class CodeCell: UICollectionViewCell {
  let titleLabel = UILabel()
  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.text = "init(frame:)"
    contentView.addSubview(titleLabel)
  }
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A subclass of a code cell with a convenience initializer of its own.
final class BadgedCodeCell: CodeCell {
  var badge = ""
  convenience init(badge: String) {
    self.init(frame: .zero)
    self.badge = badge
  }
}

/// A storyboard prototype or xib cell: only `init?(coder:)`, set up there and in
/// `awakeFromNib`.
final class StoryboardCell: UICollectionViewCell {
  var madeBy = ""
  var awoke = false
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    madeBy = "init(coder:)"
  }
  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }
}

/// A cell with only an initializer of its own (made by the app's code, never registered).
final class ProductInfoCell: UICollectionViewCell {
  let product: String
  init(product: String) {
    self.product = product
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A generic base cell and its concrete subclass.
class ModelCell<Model>: UICollectionViewCell {
  var model: Model?
  var madeBy = ""
  override init(frame: CGRect) {
    super.init(frame: frame)
    madeBy = "ModelCell.init(frame:)"
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class HeadlineCell: ModelCell<String> {}

/// A supplementary view with only `init?(coder:)` (from a nib).
final class NibSectionHeader: UICollectionReusableView {
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A table cell of a style of its own.
final class SubtitleCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    textLabel?.text = "init(style:reuseIdentifier:)"
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A table cell without initializers.
final class PlainTableCell: UITableViewCell {}

/// A storyboard table cell with only `init?(coder:)`.
final class PrototypeTableCell: UITableViewCell {
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A table header with `init(reuseIdentifier:)`.
final class TitledHeader: UITableViewHeaderFooterView {
  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    textLabel?.text = "init(reuseIdentifier:)"
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A storyboard view controller: only `init?(coder:)`.
final class StoryboardController: UIViewController {
  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A controller whose view comes from a nib it names in `init(nibName:bundle:)`.
final class NibNamedController: UIViewController {
  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil ?? "NibNamed", bundle: nibBundleOrNil)
    title = "init(nibName:bundle:)"
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A controller with an initializer of its own.
final class ItemController: UIViewController {
  let item: String
  init(item: String) {
    self.item = item
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A controller without initializers.
final class PlainController: UIViewController {}
