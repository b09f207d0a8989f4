import UIKit

/// The feed as the app ships it: a section of self-sizing post cards under a header, and an
/// inset grouped list of subtitle rows with symbols, in one compositional layout with a
/// diffable data source.
public final class FeedViewController: UIViewController {
  private let design: FeedDesign
  private let posts: [Post]
  private let settings: [Setting]
  private var dataSource: UICollectionViewDiffableDataSource<FeedSection, FeedItem>!

  public init(design: FeedDesign = FeedDesign(), posts: [Post] = FeedViewController.samplePosts, settings: [Setting] = FeedViewController.sampleSettings) {
    self.design = design
    self.posts = posts
    self.settings = settings
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Three posts: a short title, a title of three or four lines, a pinned one.
  public static let samplePosts = [
    Post(title: "Fog", subtitle: "Light rain", imageName: "fog", isPinned: false),
    Post(title: "A long walk along the harbour wall while the ferries come and go in the evening light", subtitle: "Cloudy", imageName: "harbour", isPinned: false),
    Post(title: "Sun", subtitle: "Clear skies all day", imageName: "sun", isPinned: true),
  ]

  /// Three settings rows.
  public static let sampleSettings = [
    Setting(title: "Notifications", detail: "Banners, sounds", symbol: "bell.badge"),
    Setting(title: "Units", detail: "Celsius", symbol: "thermometer"),
    Setting(title: "Location", detail: "While using the app", symbol: "location"),
  ]

  public override func viewDidLoad() {
    super.viewDidLoad()
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)

    let design = self.design
    let postRegistration = UICollectionView.CellRegistration<PostCell, Post> { cell, _, post in
      cell.install(design)
      cell.show(post)
    }
    let settingRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Setting> { cell, _, setting in
      var content = UIListContentConfiguration.subtitleCell()
      content.text = setting.title
      content.secondaryText = setting.detail
      content.image = UIImage(systemName: setting.symbol)
      content.imageProperties.tintColor = design.listImageTint
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<SectionHeaderView>(elementKind: UICollectionView.elementKindSectionHeader) {
      header, _, indexPath in
      header.install(design)
      header.label.text = FeedSection(rawValue: indexPath.section)?.title
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
      switch item {
      case .post(let post): return collectionView.dequeueConfiguredReusableCell(using: postRegistration, for: indexPath, item: post)
      case .setting(let setting): return collectionView.dequeueConfiguredReusableCell(using: settingRegistration, for: indexPath, item: setting)
      }
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<FeedSection, FeedItem>()
    snapshot.appendSections([.posts, .settings])
    snapshot.appendItems(posts.map { .post($0) }, toSection: .posts)
    snapshot.appendItems(settings.map { .setting($0) }, toSection: .settings)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  private func makeLayout() -> UICollectionViewLayout {
    let appearance = design.listAppearance
    return UICollectionViewCompositionalLayout { index, environment in
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      if index == FeedSection.settings.rawValue {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        return section
      }
      let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(200)))
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(200)), subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 12
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
      section.boundarySupplementaryItems = [header]
      return section
    }
  }
}
