import Foundation

/// The system's font picker: presented as any controller is here, where the user picks nothing
/// (its delegate is never called). Its configuration is kept.
@MainActor @preconcurrency
open class UIFontPickerViewController: UIViewController {
  /// What a font picker offers.
  open class Configuration: NSObject, NSCopying {
    /// Whether each family's faces are listed (UIKit's default: false).
    open var includeFaces = false
    /// Whether the names show in the system font instead of their own (UIKit's default: false).
    open var displayUsingSystemFont = false
    /// The traits every listed font has (UIKit's default: none).
    open var filteredTraits: UIFontDescriptor.SymbolicTraits = []
    /// A predicate on the languages the listed fonts support.
    open var filteredLanguagesPredicate: NSPredicate?

    /// UIKit's default configuration.
    public override init() { super.init() }

    /// A copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
      let copy = Configuration()
      copy.includeFaces = includeFaces
      copy.displayUsingSystemFont = displayUsingSystemFont
      copy.filteredTraits = filteredTraits
      copy.filteredLanguagesPredicate = filteredLanguagesPredicate
      return copy
    }
  }

  /// The configuration the picker was made with (a copy, as UIKit keeps it).
  public let configuration: Configuration
  /// The delegate.
  open weak var delegate: (any UIFontPickerViewControllerDelegate)?
  /// The font picked or preselected (`nil` until the app sets one).
  open var selectedFontDescriptor: UIFontDescriptor?

  /// A picker with a configuration.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration.copy() as? Configuration ?? Configuration()
    super.init(nibName: nil, bundle: nil)
  }

  /// A picker with UIKit's default configuration.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    configuration = Configuration()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A picker decoded from an Interface Builder file, with UIKit's default configuration.
  public required init?(coder: NSCoder) {
    configuration = Configuration()
    super.init(coder: coder)
  }
}

/// A font picker's delegate (every method optional).
@MainActor @preconcurrency
public protocol UIFontPickerViewControllerDelegate: AnyObject {
  /// The user cancelled.
  func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
  /// The user picked a font (``UIFontPickerViewController/selectedFontDescriptor``).
  func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
  public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
  public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
}
