import Foundation

/// The system's colour picker: presented as any controller is here, where the user picks
/// nothing (its delegate is never called). Its settings and selected colour are kept.
@MainActor @preconcurrency
open class UIColorPickerViewController: UIViewController {
  /// The delegate.
  open weak var delegate: (any UIColorPickerViewControllerDelegate)?
  /// The selected colour (white until the app sets one; UIKit documents no default).
  open var selectedColor: UIColor = .white
  /// Whether the picker offers an opacity slider (UIKit's default: true).
  open var supportsAlpha = true
}

/// A colour picker's delegate (every method optional).
@MainActor @preconcurrency
public protocol UIColorPickerViewControllerDelegate: AnyObject {
  /// The selected colour changed (deprecated in iOS 15 for the method with `continuously`).
  func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
  /// The selected colour changed, `continuously` while the user drags.
  func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
  /// The picker was dismissed.
  func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
  public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
  public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
  public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
