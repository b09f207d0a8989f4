import UIKit

// A list screen in the style of a "list with custom cells" sample: a cell subclass that keeps
// its model in a custom configuration state, a list content view beside custom views styled
// from a value-cell configuration, a shared Display P3 colour, symbol configurations from
// fonts, and a custom content configuration with a background whose colour is transformed.

extension UIColor {
  /// The app's accent, shared by several screens.
  static var mossGreen: UIColor {
    UIColor(displayP3Red: 86.0 / 255.0, green: 130.0 / 255.0, blue: 89.0 / 255.0, alpha: 1.0)
  }
}

enum PlantFamily: String, Hashable, CaseIterable, Sendable {
  case herbs, succulents, ferns

  var icon: UIImage? { UIImage(systemName: self == .herbs ? "leaf" : self == .succulents ? "sun.max" : "drop") }
}

struct Plant: Hashable, Sendable {
  let name: String
  let note: String
  let family: PlantFamily
  let symbol: String
}

private extension UIConfigurationStateCustomKey {
  static let plant = UIConfigurationStateCustomKey("com.example.garden.plant")
}

extension UICellConfigurationState {
  var plant: Plant? {
    get { self[.plant] as? Plant }
    set { self[.plant] = newValue }
  }
}

/// A list cell that puts its plant into its configuration state.
class PlantStateCell: UICollectionViewListCell {
  private(set) var plant: Plant?

  func show(_ newPlant: Plant) {
    guard plant != newPlant else { return }
    plant = newPlant
    setNeedsUpdateConfiguration()
  }

  override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state.plant = plant
    return state
  }
}

/// The journal's cell: list content on the leading side, the family's label and icon trailing.
final class PlantJournalCell: PlantStateCell {
  private func baseContent() -> UIListContentConfiguration { .subtitleCell() }
  private(set) lazy var listContentView = UIListContentView(configuration: baseContent())
  let familyLabel = UILabel()
  let familyIcon = UIImageView()
  private var trailingConstraints: (label: NSLayoutConstraint, icon: NSLayoutConstraint)?
  private(set) var separatorConstraint: NSLayoutConstraint?

  private func installViewsIfNeeded() {
    guard trailingConstraints == nil else { return }
    [listContentView, familyLabel, familyIcon].forEach {
      contentView.addSubview($0)
      $0.translatesAutoresizingMaskIntoConstraints = false
    }
    let resistance = listContentView.contentCompressionResistancePriority(for: .horizontal)
    listContentView.setContentCompressionResistancePriority(resistance - 1, for: .horizontal)
    let constraints = (
      label: familyLabel.leadingAnchor.constraint(greaterThanOrEqualTo: listContentView.trailingAnchor),
      icon: contentView.trailingAnchor.constraint(equalTo: familyIcon.trailingAnchor)
    )
    NSLayoutConstraint.activate([
      listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
      listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      familyLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      familyIcon.leadingAnchor.constraint(equalTo: familyLabel.trailingAnchor, constant: 4),
      familyIcon.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      constraints.label, constraints.icon,
    ])
    trailingConstraints = constraints
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    installViewsIfNeeded()
    var content = baseContent().updated(for: state)
    content.imageProperties.preferredSymbolConfiguration = .init(font: content.textProperties.font, scale: .large)
    content.image = state.plant.map { UIImage(systemName: $0.symbol) } ?? nil
    content.text = state.plant?.name
    content.secondaryText = state.plant?.note
    content.axesPreservingSuperviewLayoutMargins = []
    listContentView.configuration = content

    let value = UIListContentConfiguration.valueCell().updated(for: state)
    familyIcon.image = state.plant?.family.icon
    familyIcon.tintColor = value.imageProperties.resolvedTintColor(for: tintColor)
    familyIcon.preferredSymbolConfiguration = .init(font: value.secondaryTextProperties.font, scale: .small)
    familyLabel.text = state.plant?.family.rawValue.capitalized
    familyLabel.textColor = value.secondaryTextProperties.resolvedColor()
    familyLabel.font = value.secondaryTextProperties.font
    familyLabel.adjustsFontForContentSizeCategory = value.secondaryTextProperties.adjustsFontForContentSizeCategory
    trailingConstraints?.label.constant = content.directionalLayoutMargins.trailing
    trailingConstraints?.icon.constant = content.directionalLayoutMargins.trailing

    if separatorConstraint == nil, let textGuide = listContentView.textLayoutGuide {
      let constraint = separatorLayoutGuide.leadingAnchor.constraint(equalTo: textGuide.leadingAnchor)
      constraint.isActive = true
      separatorConstraint = constraint
    }
  }
}

/// A badge-like content configuration of its own, with a content view that shows an image.
struct SeedPacketConfiguration: UIContentConfiguration, Hashable {
  var image: UIImage?
  var tint: UIColor?

  func makeContentView() -> UIView & UIContentView {
    SeedPacketView(configuration: self)
  }

  func updated(for state: UIConfigurationState) -> SeedPacketConfiguration {
    guard let cellState = state as? UICellConfigurationState else { return self }
    var updated = self
    if cellState.isSelected || cellState.isHighlighted { updated.tint = .white }
    return updated
  }
}

final class SeedPacketView: UIView, UIContentView {
  let imageView = UIImageView()
  private var applied: SeedPacketConfiguration!

  init(configuration: SeedPacketConfiguration) {
    super.init(frame: .zero)
    addSubview(imageView)
    imageView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      imageView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      imageView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      imageView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      imageView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
    imageView.preferredSymbolConfiguration = .init(font: .preferredFont(forTextStyle: .body), scale: .large)
    apply(configuration)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var configuration: UIContentConfiguration {
    get { applied }
    set {
      guard let new = newValue as? SeedPacketConfiguration else { return }
      apply(new)
    }
  }

  private func apply(_ configuration: SeedPacketConfiguration) {
    guard applied != configuration else { return }
    applied = configuration
    imageView.image = configuration.image
    imageView.tintColor = configuration.tint
    imageView.isHidden = configuration.image == nil
  }
}

final class SeedPacketCell: UICollectionViewCell {
  var image: UIImage? {
    didSet { setNeedsUpdateConfiguration() }
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    var background = UIBackgroundConfiguration.clear()
    background.cornerRadius = 10
    if state.isHighlighted || state.isSelected {
      background.backgroundColor = nil
      if state.isHighlighted {
        background.backgroundColorTransformer = .init { $0.withAlphaComponent(0.3) }
      }
    }
    backgroundConfiguration = background
    var content = SeedPacketConfiguration().updated(for: state)
    content.image = image
    contentConfiguration = content
  }
}

/// The garden journal: plants by family in an inset grouped list, then a strip of seed packets.
final class GardenJournalViewController: UIViewController {
  enum Section: Int, Hashable, CaseIterable, Sendable {
    case plants, seeds
  }

  enum Row: Hashable, Sendable {
    case plant(Plant)
    case seed(String)
  }

  private(set) var collectionView: UICollectionView!
  private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Row>!
  let plants: [Plant]

  init(plants: [Plant]) {
    self.plants = plants
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Garden"
    view.tintColor = .mossGreen
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemGroupedBackground
    view.addSubview(collectionView)
    makeDataSource()
  }

  private func makeLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { index, environment in
      if Section(rawValue: index) == .seeds {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .estimated(44), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return section
      }
      return .list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
    }
  }

  private func makeDataSource() {
    let plantCell = UICollectionView.CellRegistration<PlantJournalCell, Plant> { cell, _, plant in
      cell.show(plant)
      cell.accessories = [.disclosureIndicator()]
    }
    let seedCell = UICollectionView.CellRegistration<SeedPacketCell, String> { cell, _, symbol in
      cell.image = UIImage(systemName: symbol)
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) { collectionView, indexPath, row in
      switch row {
      case .plant(let plant): return collectionView.dequeueConfiguredReusableCell(using: plantCell, for: indexPath, item: plant)
      case .seed(let symbol): return collectionView.dequeueConfiguredReusableCell(using: seedCell, for: indexPath, item: symbol)
      }
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(plants.map(Row.plant), toSection: .plants)
    snapshot.appendItems(["leaf", "tree", "camera.macro"].map(Row.seed), toSection: .seeds)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
