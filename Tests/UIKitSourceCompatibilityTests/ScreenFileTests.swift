import Testing
import UIKit

/// The whole screen files of this target load as their apps load them, and keep what their
/// code sets: outside a screen, the device is an iPhone 15 in portrait.
@MainActor @Suite struct ScreenFileTests {
  let plants = [
    Plant(name: "Basil", note: "Pinch the tops", family: .herbs, symbol: "leaf"),
    Plant(name: "Aloe", note: "Water monthly", family: .succulents, symbol: "drop"),
    Plant(name: "Maidenhair", note: "Keep moist", family: .ferns, symbol: "humidity"),
  ]

  @Test func gardenJournalLoadsWithItsSharedColourAndCustomStates() throws {
    let garden = GardenJournalViewController(plants: plants)
    garden.loadViewIfNeeded()
    #expect(garden.title == "Garden")
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    #expect(garden.view.tintColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect(red == 86.0 / 255.0 && green == 130.0 / 255.0 && blue == 89.0 / 255.0 && alpha == 1)
    #expect(garden.dataSource.snapshot().numberOfItems(inSection: .plants) == 3)
    #expect(garden.dataSource.snapshot().numberOfItems(inSection: .seeds) == 3)
    #expect(garden.collectionView.superview === garden.view)

    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    #expect(state.plant == nil)
    state.plant = plants[0]
    #expect(state.plant == plants[0])
    #expect(state[UIConfigurationStateCustomKey("com.example.garden.plant")] == AnyHashable(plants[0]))
  }

  @Test func aCustomListCellConfiguresItsViewsFromItsState() throws {
    let cell = PlantJournalCell(frame: CGRect(x: 0, y: 0, width: 361, height: 60))
    cell.show(plants[1])
    #expect(cell.configurationState.plant == plants[1])
    cell.updateConfiguration(using: cell.configurationState)
    // The list content view shows the state's plant; the custom views sit after it, in order.
    #expect(cell.listContentView.listContentConfiguration.text == "Aloe")
    #expect(cell.listContentView.listContentConfiguration.secondaryText == "Water monthly")
    #expect(cell.listContentView.listContentConfiguration.image?.name == "drop")
    #expect(cell.contentView.subviews.map { ObjectIdentifier($0) } == [cell.listContentView, cell.familyLabel, cell.familyIcon].map { ObjectIdentifier($0) })
    #expect(cell.familyLabel.text == "Succulents")
    #expect(cell.familyIcon.image?.name == "sun.max")
    #expect(cell.familyIcon.preferredSymbolConfiguration?.scale == .small)
    // The separator follows the text, through the list content view's text guide.
    let guide = try #require(cell.listContentView.textLayoutGuide)
    #expect(guide.owningView === cell.listContentView)
    let separator = try #require(cell.separatorConstraint)
    #expect(separator.firstItem === cell.separatorLayoutGuide && separator.secondItem === guide && separator.isActive)
    // A configuration without text has no text guide.
    cell.listContentView.configuration = UIListContentConfiguration.cell()
    #expect(cell.listContentView.textLayoutGuide == nil)
  }

  @Test func aCustomContentConfigurationAndItsBackgroundFollowTheState() throws {
    let cell = SeedPacketCell(frame: .zero)
    cell.image = UIImage(systemName: "leaf")
    var state = cell.configurationState
    cell.updateConfiguration(using: state)
    let content = try #require(cell.contentConfiguration as? SeedPacketConfiguration)
    #expect(content.image?.name == "leaf" && content.tint == nil)
    #expect(cell.backgroundConfiguration?.cornerRadius == 10)
    // Highlighted: the tint goes white, and the background is the tint at 30 % opacity.
    state.isHighlighted = true
    cell.updateConfiguration(using: state)
    #expect((cell.contentConfiguration as? SeedPacketConfiguration)?.tint == .white)
    let background = try #require(cell.backgroundConfiguration)
    var alpha: CGFloat = 0
    var red: CGFloat = 0
    #expect(background.resolvedBackgroundColor(for: UIColor(red: 1, green: 0, blue: 0, alpha: 1)).getRed(&red, green: nil, blue: nil, alpha: &alpha))
    #expect(red == 1 && alpha == 0.3)
    let view = content.makeContentView()
    #expect((view as? SeedPacketView)?.imageView.image?.name == "leaf")
  }

  @Test func trailSearchPlacesItsViewsWithVisualFormatsAndFiltersThroughItsDelegate() throws {
    let trails = TrailSearchViewController()
    trails.loadViewIfNeeded()
    #expect(trails.searchBar.delegate === trails)
    #expect(trails.searchBar.placeholder == "Search trails")
    #expect(trails.dataSource.snapshot().itemIdentifiers.map(\.name) == ["Cedar Falls", "Fern Gully", "Lakeshore", "Old Mill", "Ridge Loop", "Summit Spur"])
    // "H:|[list]|", "H:|[search]|", "V:[search]-20-[list]|": two constraints each, then the anchor.
    let c = trails.visualConstraints
    #expect(c.count == 7)
    #expect(c[0].firstItem === trails.trailsView && c[0].firstAttribute == .leading && c[0].secondItem === trails.view && c[0].secondAttribute == .leading)
    #expect(c[1].firstItem === trails.view && c[1].firstAttribute == .trailing && c[1].secondItem === trails.trailsView && c[1].constant == 0)
    #expect(c[4].firstItem === trails.trailsView && c[4].firstAttribute == .top && c[4].secondItem === trails.searchBar && c[4].secondAttribute == .bottom)
    #expect(c[4].constant == 20 && c[4].relation == .equal)
    #expect(c[5].firstItem === trails.view && c[5].firstAttribute == .bottom && c[5].secondAttribute == .bottom && c[5].constant == 0)
    #expect(c.allSatisfy { $0.isActive })

    // What the user would type reaches the app's delegate method.
    trails.searchBar.delegate?.searchBar(trails.searchBar, textDidChange: "ce")
    #expect(trails.dataSource.snapshot().itemIdentifiers.map(\.name) == ["Cedar Falls"])
    trails.searchBar.delegate?.searchBarCancelButtonClicked(trails.searchBar)
    #expect(trails.appliedFilters == [nil, "ce", nil])
    #expect(trails.searchBar.text == "")

    // Without a transition the selection clears at once.
    trails.trailsView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    trails.viewWillAppear(false)
    #expect(trails.transitionCoordinator == nil)
    #expect(trails.trailsView.indexPathsForSelectedItems == [])
    // A size change searches again once the transition completes.
    trails.viewWillTransition(to: CGSize(width: 852, height: 393), with: FinishedTransition())
    #expect(trails.appliedFilters.count == 4)
  }

  @Test func aCellLaidOutWithVisualFormatsKeepsUIKitsConstraints() throws {
    let cell = TrailCell(frame: .zero)
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[name]-[length]-gap-[rule(==1@750)]|", options: [], metrics: ["gap": 12],
      views: ["name": cell.nameLabel, "length": cell.lengthLabel, "rule": cell.rule])
    // |-[name]: the superview's top margin (UIKit's standard space to the superview since iOS
    // 8); -[length]: the standard 8 between views; -gap-: the metric; rule(==1@750): its
    // height; ]|: flush with the bottom.
    #expect(constraints.count == 5)
    #expect(constraints[0].firstItem === cell.nameLabel && constraints[0].firstAttribute == .top && constraints[0].secondItem === cell.contentView)
    #expect(constraints[0].secondAttribute == .topMargin && constraints[0].constant == 0)
    #expect(constraints[1].firstItem === cell.lengthLabel && constraints[1].secondItem === cell.nameLabel && constraints[1].constant == 8)
    #expect(constraints[2].firstItem === cell.rule && constraints[2].secondAttribute == .bottom && constraints[2].constant == 12)
    #expect(constraints[3].firstItem === cell.contentView && constraints[3].firstAttribute == .bottom && constraints[3].constant == 0)
    #expect(constraints[4].firstItem === cell.rule && constraints[4].firstAttribute == .height && constraints[4].secondItem == nil)
    #expect(constraints[4].constant == 1 && constraints[4].priority == UILayoutPriority(750))
    #expect(!constraints.contains { $0.isActive })
    // Alignment options relate neighbours; a format UIKit cannot parse gives no constraints.
    let aligned = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-(>=10)-[name]-[length]", options: .alignAllCenterY, metrics: nil, views: ["name": cell.nameLabel, "length": cell.lengthLabel])
    #expect(aligned.count == 3)
    #expect(aligned[0].relation == .greaterThanOrEqual && aligned[0].constant == 10)
    #expect(aligned[2].firstAttribute == .centerY && aligned[2].secondAttribute == .centerY)
    #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|[missing]|", options: [], metrics: nil, views: [:]).isEmpty)
  }

  @Test func searchControllersKeepTheirUpdaterAndBar() {
    let results = TrailResultsController()
    results.loadViewIfNeeded()
    #expect(results.navigationItem.searchController === results.searchController)
    #expect(results.searchController.searchResultsUpdater === results)
    #expect(results.searchController.searchBar.scopeButtonTitles == ["All", "Short", "Long"])
    #expect(!results.searchController.isActive && results.definesPresentationContext)
  }

  @Test func menusKeepActionsStatesAndSenders() throws {
    let playlist = PlaylistViewController()
    playlist.loadViewIfNeeded()
    let gear = try #require(playlist.navigationItem.rightBarButtonItem)
    #expect(gear.image?.name == "gear")
    let menu = try #require(gear.menu)
    #expect(menu.children.map(\.title) == ["Reload", "", "Clear"])
    let methods = try #require(menu.children[1] as? UIMenu)
    #expect(methods.options == .displayInline)
    #expect(methods.children.compactMap { ($0 as? UIAction)?.state } == [.on, .off])
    #expect(methods.selectedElements.map(\.title) == ["Collection Difference"])
    #expect((menu.children[2] as? UIAction)?.attributes == .destructive)

    // Run as a bar button item sends them: the sender is the item while the handler runs.
    try #require(menu.children[0] as? UIAction).perform(sender: gear)
    #expect(playlist.reloads == 1)
    let finalItems = try #require(methods.children[1] as? UIAction)
    finalItems.perform(sender: gear)
    #expect(playlist.storeUpdate == .finalItems)
    #expect(finalItems.sender == nil)
    let rebuilt = try #require(gear.menu?.children[1] as? UIMenu)
    #expect(rebuilt !== methods)
    #expect(rebuilt.children.compactMap { ($0 as? UIAction)?.state } == [.off, .on])
  }

  @Test func sidebarItemsMakeTheirScreensThroughTheirTypes() throws {
    let sidebar = StationSidebarViewController()
    sidebar.loadViewIfNeeded()
    #expect(sidebar.navigationItem.title == "Stations")
    let departures = try #require(sidebar.screen(for: sidebar.items[0].subitems[0]))
    #expect(type(of: departures) == DeparturesViewController.self)
    departures.loadViewIfNeeded()
    #expect(departures.title == "Departures")
    let screen = try #require(departures as? DeparturesViewController)
    #expect(screen.badge.image?.name == "departures-badge" && screen.badge.image?.source == .asset)
    #expect(screen.logo?.name == "station-logo")
    #expect(screen.badge.superview === screen.view)
    let map = try #require(sidebar.screen(for: sidebar.items[1].subitems[0]))
    #expect(type(of: map) == UIViewController.self)
    #expect(sidebar.screen(for: sidebar.items[0].subitems[1]) == nil)
    #expect(sidebar.dataSource.snapshot(for: .main).rootItems.map(\.title) == ["Live", "Browse"])
  }

  @Test func splitViewsKeepTheirColumnsAndCollapseOnAPhone() throws {
    let split = StationSplitViewController()
    #expect(split.style == .doubleColumn)
    #expect(split.viewController(for: .primary) === split.sidebar)
    #expect(split.sidebar.splitViewController === split)
    let secondary = try #require(split.viewController(for: .secondary) as? UINavigationController)
    #expect(secondary.topViewController is DeparturesViewController)
    #expect(secondary.topViewController?.navigationController === secondary)
    #expect(secondary.topViewController?.splitViewController === split)
    // An iPhone 15 in portrait is compact: one column shows.
    #expect(split.isCollapsed && split.displayMode == .secondaryOnly)
    split.showDetailViewController(UIViewController(), sender: nil)
    #expect(!(split.viewController(for: .secondary) is UINavigationController))
    let compact = try #require(split.viewController(for: .compact) as? UINavigationController)
    let platforms = try #require(compact.topViewController as? PlatformsViewController)
    #expect(platforms.collectionView.numberOfSections == 2 && platforms.collectionView.numberOfItems(inSection: 1) == 3)
  }

  @Test func collectionViewControllersWithAndWithoutALayout() {
    let plain = UICollectionViewController()
    #expect(type(of: plain.collectionViewLayout) == UICollectionViewLayout.self)
    // UIKit raises loading a collection view controller made without a layout (a screen made
    // from it fails with that exception); outside a screen the view gets a flow layout.
    #expect(plain.collectionView.collectionViewLayout is UICollectionViewFlowLayout)
    let navigation = UINavigationController()
    #expect(navigation.viewControllers.isEmpty)
    navigation.pushViewController(plain, animated: false)
    #expect(plain.navigationController === navigation && plain.parent === navigation)
  }

  @Test func settingsControlsRunTheirActionsWhenSent() throws {
    let settings = ReadingSettingsViewController()
    settings.loadViewIfNeeded()
    #expect(settings.collectionView.refreshControl === settings.refresher)
    settings.refresher.beginRefreshing()
    settings.refresher.sendActions(for: .valueChanged)
    #expect(settings.refreshes == 1 && !settings.refresher.isRefreshing)

    let header = settings.header
    #expect(header.actionButton.currentTitle == "Apply")
    #expect(header.actionButton.currentImage?.name == "checkmark")
    #expect(header.actionButton.configuration?.cornerStyle == .capsule)
    header.actionButton.sendActions(for: .primaryActionTriggered)
    header.actionButton.sendActions(for: .touchUpInside)
    #expect(settings.options.presses == 1)
    header.styleControl.selectedSegmentIndex = 1
    #expect(settings.options.fontScale == 1, "setting the selection in code sends nothing")
    header.styleControl.sendActions(for: .valueChanged)
    header.nightSwitch.setOn(true, animated: false)
    header.nightSwitch.sendActions(for: .valueChanged)
    #expect(settings.options == ReadingOptions(fontScale: 2, nightMode: true, presses: 1))
    #expect(header.styleControl.numberOfSegments == 2 && header.styleControl.titleForSegment(at: 1) == "Sans")
    #expect(header.noteField.placeholder == "Note" && header.noteField.borderStyle == .roundedRect)

    // The title's font: title2's 22 points, bold; then the attributed title the code set.
    #expect(header.title.font.pointSize == 22)
    #expect(header.title.attributedText?.string == "Reading")
    #expect(header.gestureRecognizers?.count == 1 && header.gestureRecognizers?.first?.view === header)
    #expect(settings.navigationItem.rightBarButtonItems?.count == 2)
    #expect(settings.editButtonItem.systemItem == .edit)

    let configuration = settings.collectionView(settings.collectionView, contextMenuConfigurationForItemsAt: [IndexPath(item: 0, section: 0)], point: .zero)
    #expect(configuration?.menu()?.children.map(\.title) == ["Copy"])
    // The key window of an iPhone 15 has the home indicator's 34 points at the bottom: 34 + 16.
    #expect(ReadingSettingsViewController.floatingBarInset() == 50)
  }
}

/// A transition that has already finished: its completion runs at once.
@MainActor
final class FinishedTransition: UIViewControllerTransitionCoordinator {
  var isAnimated: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var transitionDuration: TimeInterval { 0 }
  var percentComplete: CGFloat { 1 }
  var containerView: UIView { UIView() }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    completion?(self)
    return true
  }

  func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
}
