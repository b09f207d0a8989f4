import UIKit

// A note editor written as list-based editors are: content configurations of the app's own
// that declare only `makeContentView()`, a text view whose delegate reports the user's edits,
// and a completion header whose height follows its width and that is announced as it changes.

/// A note's body, edited in a text view.
final class NoteBodyView: UIView, UIContentView {
  struct Configuration: UIContentConfiguration {
    var text: String? = ""
    var onChange: (String) -> Void = { _ in }

    func makeContentView() -> UIView & UIContentView {
      return NoteBodyView(self)
    }
  }

  let textView = UITextView()
  var configuration: UIContentConfiguration {
    didSet { apply(configuration) }
  }

  init(_ configuration: UIContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    addSubview(textView)
    textView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      textView.topAnchor.constraint(equalTo: topAnchor),
      textView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
      textView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
      textView.bottomAnchor.constraint(equalTo: bottomAnchor),
      textView.heightAnchor.constraint(equalToConstant: 120),
    ])
    textView.font = UIFont.preferredFont(forTextStyle: .body)
    textView.backgroundColor = nil
    textView.delegate = self
    apply(configuration)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func apply(_ configuration: UIContentConfiguration) {
    guard let configuration = configuration as? Configuration else { return }
    textView.text = configuration.text
  }
}

extension NoteBodyView: UITextViewDelegate {
  func textViewDidChange(_ textView: UITextView) {
    guard let configuration = configuration as? Configuration else { return }
    configuration.onChange(textView.text)
  }
}

extension UICollectionViewListCell {
  func noteBodyConfiguration() -> NoteBodyView.Configuration {
    NoteBodyView.Configuration()
  }
}

/// The share of the checklist done, drawn as a ring as tall as it is wide.
final class CompletionHeaderView: UICollectionReusableView {
  static var elementKind: String { UICollectionView.elementKindSectionHeader }

  let ring = UIView(frame: .zero)
  var progress: CGFloat = 0 {
    didSet { accessibilityValue = "\(Int(progress * 100)) percent" }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    ring.translatesAutoresizingMaskIntoConstraints = false
    addSubview(ring)
    NSLayoutConstraint.activate([
      heightAnchor.constraint(equalTo: widthAnchor, multiplier: 1),
      ring.centerXAnchor.constraint(equalTo: centerXAnchor),
      ring.centerYAnchor.constraint(equalTo: centerYAnchor),
      ring.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.8),
      ring.heightAnchor.constraint(equalTo: ring.widthAnchor),
    ])
    isAccessibilityElement = true
    accessibilityLabel = "Progress"
    accessibilityTraits.update(with: .updatesFrequently)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A note: its title in a list cell, its body in a text view, under the completion ring.
final class NoteEditorViewController: UICollectionViewController {
  enum Row: Hashable { case title, body }

  var noteTitle: String
  var body: String
  var dataSource: UICollectionViewDiffableDataSource<Int, Row>!

  init(title: String, body: String) {
    self.noteTitle = title
    self.body = body
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { [weak self] cell, _, row in
      guard let self else { return }
      switch row {
      case .title:
        var content = cell.defaultContentConfiguration()
        content.text = self.noteTitle
        cell.contentConfiguration = content
      case .body:
        var content = cell.noteBodyConfiguration()
        content.text = self.body
        content.onChange = { [weak self] text in self?.body = text }
        cell.contentConfiguration = content
      }
    }
    let header = UICollectionView.SupplementaryRegistration<CompletionHeaderView>(elementKind: CompletionHeaderView.elementKind) { view, _, _ in
      view.progress = 0.25
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, row in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: row)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
    snapshot.appendSections([0])
    snapshot.appendItems([.title, .body])
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
