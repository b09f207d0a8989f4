import UIKit

// A news feed in the style of a "conference news" sample grown into an app screen: cards with
// a gradient and a shadow path, an empty state, trait-change registration, prefetching, a
// delete confirmation, haptics, a property animator, and the feed inside a tab bar controller.

struct Story: Hashable, Sendable {
  let headline: String
  let body: String
  let day: Int
}

final class StoryCardCell: UICollectionViewCell {
  let headline = UILabel()
  let body = UILabel()
  let shade = CAGradientLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    headline.font = .preferredFont(forTextStyle: .title2)
    headline.numberOfLines = 0
    body.font = .preferredFont(forTextStyle: .body)
    body.numberOfLines = 0
    shade.colors = [UIColor.clear.cgColor, #colorLiteral(red: 0, green: 0, blue: 0, alpha: 0.4).cgColor]
    shade.locations = [0.6, 1]
    contentView.layer.insertSublayer(shade, at: 0)
    contentView.layer.cornerRadius = 12
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.2
    for label in [headline, body] {
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
    }
    NSLayoutConstraint.activate([
      headline.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      headline.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      headline.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      body.topAnchor.constraint(equalToSystemSpacingBelow: headline.bottomAnchor, multiplier: 1),
      body.leadingAnchor.constraint(equalTo: headline.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: headline.trailingAnchor),
      body.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    shade.frame = contentView.bounds
    layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
  }
}

final class NewsFeedViewController: UIViewController {
  enum Section: Hashable, Sendable {
    case today, earlier
  }

  var stories: [Story]
  private(set) var collectionView: UICollectionView!
  private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Story>!
  private(set) var prefetched: [IndexPath] = []
  private(set) var traitRegistration: UITraitChangeRegistration?
  let haptics = UINotificationFeedbackGenerator()

  init(stories: [Story]) {
    self.stories = stories
    super.init(nibName: nil, bundle: nil)
    tabBarItem = UITabBarItem(title: "News", image: UIImage(systemName: "newspaper"), selectedImage: UIImage(systemName: "newspaper.fill"))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    collectionView.prefetchDataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<StoryCardCell, Story> { cell, _, story in
      cell.headline.text = story.headline
      cell.body.text = story.body
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, story in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: story)
    }
    traitRegistration = registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitHorizontalSizeClass.self]) {
      (self: Self, _: UITraitCollection) in
      self.collectionView.collectionViewLayout.invalidateLayout()
    }
    reload()
  }

  func makeLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
      let wide = environment.traitCollection.horizontalSizeClass == .regular
      let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(wide ? 0.5 : 1), heightDimension: .estimated(120))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)), subitems: [NSCollectionLayoutItem(layoutSize: size)])
      group.interItemSpacing = .fixed(12)
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 12
      section.contentInsetsReference = .readableContent
      return section
    }
  }

  func reload() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Story>()
    let today = stories.filter { $0.day == 0 }
    let earlier = stories.filter { $0.day > 0 }
    if !today.isEmpty {
      snapshot.appendSections([.today])
      snapshot.appendItems(today, toSection: .today)
    }
    if !earlier.isEmpty {
      snapshot.appendSections([.earlier])
      snapshot.appendItems(earlier, toSection: .earlier)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    setNeedsUpdateContentUnavailableConfiguration()
  }

  override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
    guard stories.isEmpty else {
      contentUnavailableConfiguration = nil
      return
    }
    var empty = UIContentUnavailableConfiguration.empty()
    empty.image = UIImage(systemName: "newspaper")
    empty.text = "No stories"
    empty.secondaryText = "Pull to refresh later."
    empty.button.title = "Refresh"
    empty.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.reload() }
    contentUnavailableConfiguration = empty
  }

  /// Asks before deleting a story: the alert is presented (kept), its delete action removes it.
  func confirmDeletion(of story: Story) {
    let alert = UIAlertController(title: "Delete “\(story.headline)”?", message: nil, preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
      guard let self else { return }
      self.stories.removeAll { $0 == story }
      UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0) {
        self.collectionView.alpha = self.stories.isEmpty ? 0 : 1
      }
      self.haptics.notificationOccurred(.success)
      self.reload()
    })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.popoverPresentationController?.sourceView = collectionView
    present(alert, animated: true)
  }
}

extension NewsFeedViewController: UICollectionViewDataSourcePrefetching, UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    prefetched += indexPaths
  }

  func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
    guard let indexPath = indexPaths.first, let story = dataSource.itemIdentifier(for: indexPath) else { return nil }
    return UIContextMenuConfiguration(identifier: story.headline as NSString, previewProvider: nil) { _ in
      UIMenu(children: [
        UIAction(title: "Copy Headline", image: UIImage(systemName: "doc.on.doc")) { _ in UIPasteboard.general.string = story.headline },
        UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in self?.confirmDeletion(of: story) },
      ])
    }
  }
}

/// The app's tabs: the feed and a settings screen.
final class NewsTabsController: UITabBarController {
  let feed: NewsFeedViewController

  init(stories: [Story]) {
    feed = NewsFeedViewController(stories: stories)
    super.init(nibName: nil, bundle: nil)
    let settings = UIViewController()
    settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
    viewControllers = [UINavigationController(rootViewController: feed), settings]
    tabBar.standardAppearance.configureWithOpaqueBackground()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
