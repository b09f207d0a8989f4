import Testing
import UIKit

/// The news feed screen file loads and keeps what its code sets: layers, alerts, menus, the
/// empty state and its tabs.
@MainActor @Suite struct NewsFeedTests {
  let stories = [
    Story(headline: "Keynote recap", body: "Everything announced.", day: 0),
    Story(headline: "Labs open", body: "Book a slot.", day: 1),
  ]

  @Test func cardsKeepTheirLayers() throws {
    let card = StoryCardCell(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
    #expect(card.contentView.layer.sublayers?.first === card.shade)
    #expect(card.shade.superlayer === card.contentView.layer)
    #expect(card.shade.locations == [0.6, 1])
    #expect(card.shade.colors?.count == 2)
    card.layoutSubviews()
    #expect(card.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 300, height: 120))
    #expect(card.shade.frame == CGRect(x: 0, y: 0, width: 300, height: 120), "the content view's bounds: it fills the cell, as in UIKit")
  }

  @Test func theFeedLoadsItsSectionsAndRegistersForTraitChanges() throws {
    let feed = NewsFeedViewController(stories: stories)
    feed.loadViewIfNeeded()
    #expect(feed.dataSource.snapshot().sectionIdentifiers == [.today, .earlier])
    #expect(feed.collectionView.prefetchDataSource === feed)
    #expect(feed.traitRegistration != nil)
    #expect(feed.contentUnavailableConfiguration == nil)
    #expect(feed.tabBarItem.title == "News" && feed.tabBarItem.selectedImage?.name == "newspaper.fill")
  }

  @Test func deletingAStoryGoesThroughItsAlert() throws {
    let feed = NewsFeedViewController(stories: stories)
    feed.loadViewIfNeeded()
    let menu = try #require(
      feed.collectionView(feed.collectionView, contextMenuConfigurationForItemsAt: [IndexPath(item: 0, section: 1)], point: .zero)?.menu())
    #expect(menu.children.map(\.title) == ["Copy Headline", "Delete"])
    try #require(menu.children[0] as? UIAction).perform(sender: nil)
    #expect(UIPasteboard.general.string == "Labs open")

    try #require(menu.children[1] as? UIAction).perform(sender: nil)
    let alert = try #require(feed.presentedViewController as? UIAlertController)
    #expect(alert.title == "Delete “Labs open”?" && alert.preferredStyle == .actionSheet)
    #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
    #expect(alert.actions.map(\.style) == [.destructive, .cancel])
    #expect(alert.presentingViewController === feed)
    alert.actions[0].handler?(alert.actions[0])
    #expect(feed.stories.map(\.headline) == ["Keynote recap"])
    #expect(feed.dataSource.snapshot().sectionIdentifiers == [.today])
    #expect(feed.collectionView.alpha == 1)
    alert.dismiss(animated: true)
    #expect(feed.presentedViewController == nil)
  }

  @Test func anEmptyFeedShowsItsContentUnavailableConfiguration() throws {
    let feed = NewsFeedViewController(stories: [])
    feed.loadViewIfNeeded()
    let empty = try #require(feed.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)
    #expect(empty.text == "No stories" && empty.secondaryText == "Pull to refresh later.")
    #expect(empty.image?.name == "newspaper" && empty.button.title == "Refresh")
    #expect(empty.buttonProperties.primaryAction != nil)
    #expect(UIContentUnavailableConfiguration.search().text == "No Results")
  }

  @Test func tabsHoldTheFeedInANavigationController() throws {
    let tabs = NewsTabsController(stories: stories)
    #expect(tabs.viewControllers?.count == 2)
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.feed.navigationController?.tabBarController === tabs)
    #expect(tabs.tabBar.items?.map(\.title) == [nil, "Settings"])
    tabs.selectedViewController = tabs.viewControllers?[1]
    #expect(tabs.selectedIndex == 1 && tabs.tabBar.selectedItem?.title == "Settings")
    #expect(tabs.tabBar.standardAppearance.backgroundColor == .systemBackground)
  }

  @Test func traitCollectionsMergeAndCompare() {
    let merged = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(userInterfaceStyle: .dark)])
    #expect(merged.horizontalSizeClass == .regular && merged.userInterfaceStyle == .dark && merged.verticalSizeClass == .unspecified)
    #expect(merged.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    #expect(!merged.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark)])))
    #expect(merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(!merged.containsTraits(in: UITraitCollection(legibilityWeight: .bold)))
    // The device under test: an iPhone 15 in portrait, light, at the default text size.
    #expect(UITraitCollection.current.userInterfaceStyle == .light && UITraitCollection.current.legibilityWeight == .regular)
  }
}
