import UIKit

// A settings screen in the style of app code around a collection view: a header with a
// configured button, a segmented control and a switch driven by actions, a text field, a
// refresh control, attributed strings with UIKit's attributes, font descriptors, gestures and a
// context menu, and a window-aware helper that reads the key window's safe area.

struct ReadingOptions: Equatable {
  var fontScale = 1
  var nightMode = false
  var presses = 0
}

final class ReadingHeaderView: UICollectionReusableView {
  static let kind = "reading-header"
  let title = UILabel()
  let actionButton = UIButton(type: .system)
  let styleControl = UISegmentedControl(items: ["Serif", "Sans"])
  let nightSwitch = UISwitch()
  let noteField = UITextField()

  override init(frame: CGRect) {
    super.init(frame: frame)
    let descriptor = UIFont.preferredFont(forTextStyle: .title2).fontDescriptor.withSymbolicTraits(.traitBold)
    title.font = descriptor.map { UIFont(descriptor: $0, size: 0) } ?? .boldSystemFont(ofSize: 22)
    title.attributedText = NSAttributedString(
      string: "Reading", attributes: [.font: UIFont.systemFont(ofSize: 22, weight: .semibold), .foregroundColor: UIColor.label, .kern: 0.4])
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Apply"
    configuration.image = UIImage(systemName: "checkmark")
    configuration.imagePadding = 6
    configuration.cornerStyle = .capsule
    configuration.baseBackgroundColor = .mossGreen
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
      return outgoing
    }
    actionButton.configuration = configuration
    styleControl.selectedSegmentIndex = 0
    noteField.placeholder = "Note"
    noteField.borderStyle = .roundedRect
    noteField.returnKeyType = .done
    noteField.clearButtonMode = .whileEditing
    let stack = UIStackView(arrangedSubviews: [title, styleControl, nightSwitch, noteField, actionButton])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class ReadingSettingsViewController: UICollectionViewController {
  private(set) var options = ReadingOptions()
  let header = ReadingHeaderView(frame: .zero)
  let refresher = UIRefreshControl()
  private(set) var refreshes = 0
  private(set) var menuConfiguration: UIContextMenuConfiguration?

  init() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Reading"
    collectionView.refreshControl = refresher
    refresher.addAction(UIAction { [weak self] _ in
      self?.refreshes += 1
      self?.refresher.endRefreshing()
    }, for: .valueChanged)
    header.actionButton.addAction(UIAction(title: "Apply") { [weak self] _ in self?.options.presses += 1 }, for: .primaryActionTriggered)
    header.styleControl.addAction(UIAction { [weak self] action in
      guard let control = action.sender as? UISegmentedControl else { return }
      self?.options.fontScale = control.selectedSegmentIndex + 1
    }, for: .valueChanged)
    header.nightSwitch.addAction(UIAction { [weak self] action in
      self?.options.nightMode = (action.sender as? UISwitch)?.isOn ?? false
    }, for: .valueChanged)
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    tap.numberOfTapsRequired = 2
    header.addGestureRecognizer(tap)
    navigationItem.rightBarButtonItems = [editButtonItem, .flexibleSpace()]
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

  override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
    let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
      UIMenu(title: "Row", children: suggested + [UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in }])
    }
    menuConfiguration = configuration
    return configuration
  }

  /// The bottom inset a floating bar needs: the key window's safe area, as layout code reads it.
  static func floatingBarInset() -> CGFloat {
    let window = UIApplication.shared.connectedScenes
      .compactMap { $0 as? UIWindowScene }
      .flatMap(\.windows)
      .first { $0.isKeyWindow }
    return (window?.safeAreaInsets.bottom ?? 0) + 16
  }
}
