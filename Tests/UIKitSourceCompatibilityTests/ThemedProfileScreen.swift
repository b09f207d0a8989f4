import UIKit

// A themed profile card: the app's theme set through appearance proxies (as an app delegate
// sets it), views that set up in didMoveToSuperview and didMoveToWindow, and a badge whose
// label takes a style only inside badges. Classes of their own, so the theme reaches nothing
// else in the process (appearance is process-wide, as in UIKit).

class ThemedTitleLabel: UILabel {}
final class ThemedSubtitleLabel: ThemedTitleLabel {}

final class ThemedBadge: UIView {
  let label = ThemedTitleLabel()
  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class LifecycleView: UIView {
  private(set) var log: [String] = []
  override func willMove(toSuperview newSuperview: UIView?) { log.append("willMoveToSuperview \(newSuperview == nil ? "nil" : "view")") }
  override func didMoveToSuperview() { log.append("didMoveToSuperview \(superview == nil ? "nil" : "view")") }
  override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow \(newWindow == nil ? "nil" : "window")") }
  override func didMoveToWindow() { log.append("didMoveToWindow \(window == nil ? "nil" : "window")") }
  override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
  override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview") }
}

@MainActor enum ProfileTheme {
  static func apply() {
    ThemedTitleLabel.appearance().textColor = .systemIndigo
    ThemedTitleLabel.appearance().font = .preferredFont(forTextStyle: .headline)
    ThemedTitleLabel.appearance(whenContainedInInstancesOf: [ThemedBadge.self]).font = .boldSystemFont(ofSize: 12)
    ThemedSubtitleLabel.appearance().textColor = .secondaryLabel
  }
}

// A profile screen's controller and card, for the containment rules: a label in the card, a
// label beside it.
final class ProfileCardController: UIViewController {}
final class ProfileCardView: UIView {}
final class OutermostRuleLabel: UILabel {}
final class ChainRuleLabel: UILabel {}
final class OrderRuleLabel: UILabel {}
final class RethemedLabel: UILabel {}
final class TraitRuleLabel: UILabel {}

// Bars and controls themed as apps theme them.
final class ThemedTabBarController: UITabBarController {}
final class ThemedSwitch: UISwitch {}
final class ThemedButton: UIButton {}
final class ThemedTable: UITableView {}
final class ThemedBarButtonItem: UIBarButtonItem {}
final class ThemedNavigationBar: UINavigationBar {}
