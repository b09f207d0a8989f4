import Testing
import UIKit

// Quoted from the documentation of UIAppearance (developer.apple.com/documentation/uikit/uiappearance):
// [A] "iOS applies appearance changes when a view enters a window, but it doesn't change the
//     appearance of a view that's already in a window. To change the appearance of a view
//     that's currently in a window, remove the view from the view hierarchy and then put it back."
// [B] "In any given view hierarchy, the outermost appearance proxy wins. Specificity (depth of
//     the chain) is the tie-breaker. [...] UIKit selects the partial ordering that is the first
//     unique match when reading the actual hierarchy from the window down."
// And of appearance(whenContainedInInstancesOf:):
// [C] "containerTypes: An array of appearance container classes, in ascending hierarchical
//     order." — the nearest container first.

/// Appearance proxies and the hierarchy's notifications, on the themed profile file.
@MainActor @Suite struct ThemedProfileTests {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

  @Test func aThemeReachesViewsWhenTheyEnterAWindow() {
    ProfileTheme.apply()
    let title = ThemedTitleLabel()
    // [A]: not in a window yet, the label keeps UIKit's own colour.
    #expect(title.textColor == .label)
    window.addSubview(title)
    #expect(title.textColor == .systemIndigo)
    #expect(title.font == .preferredFont(forTextStyle: .headline))

    // A value the view was given itself wins over the theme, even UIKit's default value.
    let own = ThemedTitleLabel()
    own.textColor = .label
    window.addSubview(own)
    #expect(own.textColor == .label)
    #expect(own.font == .preferredFont(forTextStyle: .headline))

    // Inside a badge the badge's proxy (limited to containers) comes after the class's: bold
    // 12; the colour, which it does not set, is the class's.
    let badge = ThemedBadge()
    window.addSubview(badge)
    #expect(badge.label.font == .boldSystemFont(ofSize: 12))
    #expect(badge.label.textColor == .systemIndigo)

    // A subclass's proxy comes after its superclass's: its colour, the superclass's font.
    let subtitle = ThemedSubtitleLabel()
    window.addSubview(subtitle)
    #expect(subtitle.textColor == .secondaryLabel)
    #expect(subtitle.font == .preferredFont(forTextStyle: .headline))

    // A plain label is not themed.
    let plain = UILabel()
    window.addSubview(plain)
    #expect(plain.textColor == .label)
  }

  @Test func aViewInAWindowTakesANewThemeOnlyWhenPutBack() {
    RethemedLabel.appearance().textColor = .systemGreen
    let label = RethemedLabel()
    window.addSubview(label)
    #expect(label.textColor == .systemGreen)
    // [A]: already in a window, it keeps green…
    RethemedLabel.appearance().textColor = .systemOrange
    #expect(label.textColor == .systemGreen)
    // …until removed and put back. Green came from the theme, not from the app: it gives way.
    label.removeFromSuperview()
    window.addSubview(label)
    #expect(label.textColor == .systemOrange)
    // A move inside the window (no window change) applies nothing.
    RethemedLabel.appearance().textColor = .systemPink
    let box = UIView()
    window.addSubview(box)
    box.addSubview(label)
    #expect(label.textColor == .systemOrange)
  }

  /// The profile card in its controller's view: window → controller → its view → card → label,
  /// and a label beside the card.
  func profile<Label: UILabel>(_ make: () -> Label) -> (inCard: Label, beside: Label) {
    let controller = ProfileCardController()
    let card = ProfileCardView()
    let inCard = make()
    let beside = make()
    card.addSubview(inCard)
    controller.view.addSubview(card)
    controller.view.addSubview(beside)
    window.rootViewController = controller
    return (inCard, beside)
  }

  @Test func theOutermostContainerWins() {
    OutermostRuleLabel.appearance(whenContainedInInstancesOf: [ProfileCardController.self]).textColor = .systemRed
    OutermostRuleLabel.appearance(whenContainedInInstancesOf: [ProfileCardView.self]).textColor = .systemBlue
    let (inCard, beside) = profile { OutermostRuleLabel() }
    // [B]: read from the window down, the controller matches before the card: its proxy is the
    // outermost and wins over the card's, though the card is nearer the label (not CSS's rule).
    #expect(inCard.textColor == .systemRed)
    #expect(beside.textColor == .systemRed)
  }

  @Test func aLongerChainBreaksTheTie() {
    ChainRuleLabel.appearance(whenContainedInInstancesOf: [ProfileCardController.self]).textColor = .systemRed
    ChainRuleLabel.appearance(whenContainedInInstancesOf: [ProfileCardView.self, ProfileCardController.self]).textColor = .systemGreen
    ChainRuleLabel.appearance(whenContainedInInstancesOf: [ProfileCardView.self]).textColor = .systemBlue
    let (inCard, beside) = profile { ChainRuleLabel() }
    // [B] and [C]: [card, controller] has the same outermost container as [controller] and is
    // longer: green in the card. Beside the card only [controller] matches: red.
    #expect(inCard.textColor == .systemGreen)
    #expect(beside.textColor == .systemRed)
  }

  @Test func containersListedOutermostFirstDoNotMatch() {
    // [C]: the list is ascending (nearest first). Listed the other way round, the controller
    // would have to be inside the card: no label matches.
    OrderRuleLabel.appearance(whenContainedInInstancesOf: [ProfileCardController.self, ProfileCardView.self]).textColor = .systemRed
    let (inCard, beside) = profile { OrderRuleLabel() }
    #expect(inCard.textColor == .label)
    #expect(beside.textColor == .label)
  }

  @Test func aTraitProxyAppliesWhereTheViewsTraitsContainItsOwn() {
    // appearance(for:) "Returns the appearance proxy for the receiver that has the passed-in
    // trait collection" (UIAppearance's documentation); the same traits give the same proxy.
    let compact = UITraitCollection(horizontalSizeClass: .compact)
    #expect(TraitRuleLabel.appearance(for: compact) === TraitRuleLabel.appearance(for: UITraitCollection(horizontalSizeClass: .compact)))
    TraitRuleLabel.appearance(for: UITraitCollection(horizontalSizeClass: .regular)).textColor = .systemRed
    TraitRuleLabel.appearance(for: compact).textColor = .systemGreen
    // Made last, the unlimited proxy is still less specific than a trait-limited one.
    TraitRuleLabel.appearance().textColor = .systemBlue
    let label = TraitRuleLabel()
    window.addSubview(label)
    // Outside a screen the device is an iPhone 15 in portrait: a compact width (UIKit's size
    // class for every iPhone in portrait), so the compact proxy applies and the regular one not.
    #expect(label.traitCollection.horizontalSizeClass == .compact)
    #expect(label.textColor == .systemGreen)
  }

  @Test func barsAndControlsTakeTheirThemes() {
    ThemedSwitch.appearance().onTintColor = .systemTeal
    ThemedButton.appearance().setTitleColor(.systemPurple, for: .normal)
    ThemedButton.appearance().setTitleColor(.systemGray, for: .disabled)
    ThemedTable.appearance().separatorColor = .systemYellow
    UITabBar.appearance(whenContainedInInstancesOf: [ThemedTabBarController.self]).unselectedItemTintColor = .systemBrown
    let tabs = ThemedTabBarController()
    let toggle = ThemedSwitch()
    let button = ThemedButton()
    button.setTitleColor(.systemRed, for: .disabled)
    let table = ThemedTable(frame: .zero, style: .plain)
    [toggle, button, table].forEach(tabs.view.addSubview)
    #expect(toggle.onTintColor == nil)
    window.rootViewController = tabs
    #expect(toggle.onTintColor == .systemTeal)
    // The button's own colour for the disabled state wins; the normal state takes the theme's.
    #expect(button.titleColor(for: .normal) == .systemPurple)
    #expect(button.titleColor(for: .disabled) == .systemRed)
    #expect(table.separatorColor == .systemYellow)
    // The tab bar controller's bar is inside its view in UIKit ([C]: contained in it).
    #expect(tabs.tabBar.unselectedItemTintColor == .systemBrown)
    #expect(UITabBarController().tabBar.unselectedItemTintColor == nil)
  }

  @Test func barButtonItemsTakeTheirThemeWhenTheirBarEntersAWindow() {
    // UIAppearance's documentation themes bar buttons by the bar containing them:
    // "[UIBarButtonItem appearanceWhenContainedIn:[UINavigationBar class], nil]" and
    // "…[UIToolbar class], nil]".
    ThemedBarButtonItem.appearance().tintColor = .systemOrange
    ThemedBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .normal)
    ThemedBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .systemIndigo
    ThemedBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .systemPurple
    let content = UIViewController()
    let done = ThemedBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
    let own = ThemedBarButtonItem(title: "Delete", style: .plain, target: nil, action: nil)
    own.tintColor = .systemRed
    let share = ThemedBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
    content.navigationItem.rightBarButtonItems = [done, own]
    content.toolbarItems = [share]
    let navigation = UINavigationController(rootViewController: content)
    ThemedNavigationBar.appearance().barStyle = .black
    ThemedNavigationBar.appearance().barTintColor = .systemIndigo
    let themedNavigation = UINavigationController(navigationBarClass: ThemedNavigationBar.self, toolbarClass: nil)
    themedNavigation.navigationBar.barTintColor = .systemGreen
    window.addSubview(themedNavigation.view)
    #expect(themedNavigation.navigationBar is ThemedNavigationBar)
    // A navigation controller's bar takes its proxy as the controller's view enters a window;
    // the bar tint the app gave the bar itself is kept.
    #expect(themedNavigation.navigationBar.barStyle == .black)
    #expect(themedNavigation.navigationBar.barTintColor == .systemGreen)
    #expect(done.tintColor == nil)
    window.rootViewController = navigation
    // In the navigation bar the proxy limited to it wins over the unlimited one; the button's
    // own tint is kept; the title attributes come from the unlimited proxy.
    #expect(done.tintColor == .systemIndigo)
    #expect(own.tintColor == .systemRed)
    #expect(done.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemOrange)
    // In the toolbar, the toolbar's proxy.
    #expect(share.tintColor == .systemPurple)
  }

  @Test func theHierarchyTellsItsViewsInUIKitsOrder() {
    let container = LifecycleView()
    let child = LifecycleView()
    container.addSubview(child)
    #expect(child.log == ["willMoveToSuperview view", "didMoveToSuperview view"])
    #expect(container.log == ["didAddSubview"])
    window.addSubview(container)
    // Entering a window tells the view and every view inside it.
    #expect(container.log.suffix(4) == ["willMoveToSuperview view", "willMoveToWindow window", "didMoveToWindow window", "didMoveToSuperview view"])
    #expect(child.log.suffix(2) == ["willMoveToWindow window", "didMoveToWindow window"])
    child.removeFromSuperview()
    #expect(container.log.last == "willRemoveSubview")
    #expect(child.log.suffix(4) == ["willMoveToSuperview nil", "willMoveToWindow nil", "didMoveToWindow nil", "didMoveToSuperview nil"])
  }
}
