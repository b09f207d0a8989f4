import Foundation

/// A search bar: its text, placeholder, scope buttons and style are kept as state, and its
/// delegate is the app's. Setting ``text`` in code does not call the delegate, as in UIKit (the
/// delegate hears the user's typing, which no screen has).
@MainActor @preconcurrency
open class UISearchBar: UIView {
  /// A search bar's look.
  public enum Style: UInt, Sendable, Hashable {
    case `default`, prominent, minimal
  }

  /// The icons of a search bar.
  public enum Icon: Int, Sendable, Hashable {
    case search, clear, bookmark, resultsList
  }

  /// The text field inside.
  public let searchTextField = UISearchTextField(frame: .zero)
  /// The text.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue ?? "" }
  }
  /// The placeholder.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }
  /// Text above the bar.
  open var prompt: String?
  /// The delegate.
  open weak var delegate: (any UISearchBarDelegate)?
  /// The look.
  open var searchBarStyle: Style = .default {
    didSet { appearancePropertySet(.searchBarStyle) }
  }
  /// The bar's style.
  open var barStyle: UIBarStyle = .default {
    didSet { appearancePropertySet(.barStyle) }
  }
  /// The bar's tint colour.
  open var barTintColor: UIColor? {
    didSet { appearancePropertySet(.barTintColor) }
  }
  /// Whether the bar is translucent.
  open var isTranslucent = true
  /// Whether the cancel button shows.
  open var showsCancelButton = false
  /// Whether the bookmark button shows.
  open var showsBookmarkButton = false
  /// Whether the results button shows.
  open var showsSearchResultsButton = false
  /// The scope buttons' titles.
  open var scopeButtonTitles: [String]?
  /// The selected scope button.
  open var selectedScopeButtonIndex = 0
  /// Whether the scope bar shows.
  open var showsScopeBar = false
  /// Whether the bar is enabled.
  open var isEnabled = true
  /// The keyboard.
  open var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  /// The return key.
  open var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }
  /// Capitalization.
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }
  /// Autocorrection.
  open var autocorrectionType: UITextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }
  /// The view above the keyboard.
  open override var inputAccessoryView: UIView? {
    get { searchTextField.inputAccessoryView }
    set { searchTextField.inputAccessoryView = newValue }
  }
  /// The bar's background image (kept; not drawn).
  open var backgroundImage: UIImage?
  /// The scope bar's background image (kept; not drawn).
  open var scopeBarBackgroundImage: UIImage?
  private var images = UIKitStateImages()
  // Which of the bar's images a key names (an icon's is its raw value plus `iconImages`).
  private static let barBackground: UInt = 1, searchFieldBackground: UInt = 2, scopeButtonBackground: UInt = 3, iconImages: UInt = 16

  /// A search bar with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    searchTextField.placeholder = nil
  }

  /// A search bar decoded from an Interface Builder file.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    searchTextField.placeholder = nil
  }

  /// Shows or hides the cancel button.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
  /// Shows or hides the scope bar.
  open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }
  /// Sets an icon's image for a state.
  open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
    images[.init(state: state.rawValue, position: Self.iconImages + UInt(icon.rawValue))] = iconImage
  }
  /// An icon's image set for a state.
  open func image(for icon: Icon, state: UIControl.State) -> UIImage? {
    images[.init(state: state.rawValue, position: Self.iconImages + UInt(icon.rawValue))]
  }
  /// Sets the bar's background image for a bar position and metrics (kept; not drawn).
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
    images[.init(state: UInt(barPosition.rawValue), barMetrics: barMetrics.rawValue, position: Self.barBackground)] = backgroundImage
  }
  /// The bar's background image set for a bar position and metrics.
  open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
    images[.init(state: UInt(barPosition.rawValue), barMetrics: barMetrics.rawValue, position: Self.barBackground)]
  }
  /// Sets the search field's background image for a state (kept; not drawn).
  open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
    images[.init(state: state.rawValue, position: Self.searchFieldBackground)] = backgroundImage
  }
  /// The search field's background image set for a state.
  open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
    images[.init(state: state.rawValue, position: Self.searchFieldBackground)]
  }
  /// Sets the scope buttons' background image for a state (kept; not drawn).
  open func setScopeBarButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
    images[.init(state: state.rawValue, position: Self.scopeButtonBackground)] = backgroundImage
  }
  /// The scope buttons' background image set for a state.
  open func scopeBarButtonBackgroundImage(for state: UIControl.State) -> UIImage? {
    images[.init(state: state.rawValue, position: Self.scopeButtonBackground)]
  }
  /// The search bar's height as UIKit sizes it (56 pt; 56 + 44 with the scope bar).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: showsScopeBar ? 100 : 56)
  }
  /// Sizes the bar to ``sizeThatFits(_:)`` at its width.
  open override func sizeToFit() {
    frame.size = sizeThatFits(CGSize(width: frame.width, height: 0))
  }
  /// The search field is first responder instead.
  @discardableResult
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
  /// The search field resigns.
  @discardableResult
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
  /// Whether the search field is first responder.
  open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
}

/// A search bar's delegate (every method optional).
@MainActor @preconcurrency
public protocol UISearchBarDelegate: AnyObject {
  /// Whether editing may begin (true).
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether editing may end (true).
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The user changed the text.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether a change may happen (true).
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// The search button was tapped.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The bookmark button was tapped.
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  /// The cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// The results button was tapped.
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  /// The scope changed.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// The text field of a search bar: its tokens and their settings are kept.
@MainActor @preconcurrency
open class UISearchTextField: UITextField {
  /// The tokens.
  open var tokens: [UISearchToken] = []
  /// Whether the user may delete tokens with the keyboard (UIKit's default: true).
  open var allowsDeletingTokens = true
  /// Whether the user may copy tokens (UIKit's default: true).
  open var allowsCopyingTokens = true
  /// The tokens' background colour (`nil`: UIKit's own).
  open var tokenBackgroundColor: UIColor?
  /// Inserts a token.
  open func insertToken(_ token: UISearchToken, at tokenIndex: Int) { tokens.insert(token, at: min(max(0, tokenIndex), tokens.count)) }
  /// Removes a token.
  open func removeToken(at tokenIndex: Int) { if tokens.indices.contains(tokenIndex) { tokens.remove(at: tokenIndex) } }
}

/// A token of a search field.
@MainActor @preconcurrency
open class UISearchToken: NSObject {
  /// The icon.
  public let icon: UIImage?
  /// The text.
  public let text: String
  /// A value the app keeps.
  open var representedObject: Any?
  /// A token with an icon and text.
  public init(icon: UIImage?, text: String) {
    self.icon = icon
    self.text = text
  }
}

/// A bar's style.
public enum UIBarStyle: Int, Sendable, Hashable {
  case `default`, black
  /// The old name of the black style.
  public static let blackTranslucent = UIBarStyle.black
}
