import Foundation

/// Makes a view of a class known only by its metatype, as Objective-C's `[[cls alloc]
/// initWithFrame:]` does for `T()` and `T(frame:)` with `T: UIView`: Swift can call only a
/// `required` initializer through a metatype, and UIKit's `init(frame:)` is not one (making it
/// one would burden every app view with its own initializers).
///
/// `collection-snapshot-linuxify` rewrites those calls into ``UIView/_objcMake(frame:)`` and
/// writes its override in each app view class (calling the class's own `init(frame:)`, or its
/// `init()`); cells and reusable views are made through their required initializer; UIKit's
/// own views here are made by this factory.
@MainActor
enum UIKitViewFactory {
  /// A view of `type` (one of UIKit's here, or a reusable view of any class), or `nil`.
  static func make(_ type: UIView.Type, frame: CGRect) -> UIView? {
    if let reusable = type as? UICollectionReusableView.Type { return reusable.init(_reusableFrame: frame) }
    if let cell = type as? UITableViewCell.Type { return cell.init(_reusableStyle: .default, reuseIdentifier: nil)?.framed(frame) }
    if let header = type as? UITableViewHeaderFooterView.Type { return header.init(_reusableIdentifier: nil)?.framed(frame) }
    let made: [(UIView.Type, (CGRect) -> UIView)] = [
      (UIView.self, UIView.init(frame:)), (UILabel.self, UILabel.init(frame:)), (UIImageView.self, UIImageView.init(frame:)),
      (UIButton.self, UIButton.init(frame:)), (UIStackView.self, UIStackView.init(frame:)), (UIScrollView.self, UIScrollView.init(frame:)),
      (UITextField.self, UITextField.init(frame:)), (UITextView.self, UITextView.init(frame:)), (UIControl.self, UIControl.init(frame:)),
      (UISwitch.self, UISwitch.init(frame:)), (UISlider.self, UISlider.init(frame:)), (UIStepper.self, UIStepper.init(frame:)),
      (UISegmentedControl.self, UISegmentedControl.init(frame:)), (UIPageControl.self, UIPageControl.init(frame:)),
      (UIProgressView.self, UIProgressView.init(frame:)), (UIActivityIndicatorView.self, UIActivityIndicatorView.init(frame:)),
      (UIVisualEffectView.self, { UIVisualEffectView(effect: nil).framed($0) }), (UIRefreshControl.self, UIRefreshControl.init(frame:)),
      (UIDatePicker.self, UIDatePicker.init(frame:)), (UISearchBar.self, UISearchBar.init(frame:)),
      (UINavigationBar.self, UINavigationBar.init(frame:)), (UIToolbar.self, UIToolbar.init(frame:)), (UITabBar.self, UITabBar.init(frame:)),
      (UIWindow.self, UIWindow.init(frame:)), (UITableView.self, { UITableView(frame: $0, style: .plain) }),
    ]
    return made.first { $0.0 == type }?.1(frame)
  }
}

extension UIView {
  /// The view with `frame` set.
  fileprivate func framed(_ frame: CGRect) -> UIView {
    self.frame = frame
    return self
  }
}
