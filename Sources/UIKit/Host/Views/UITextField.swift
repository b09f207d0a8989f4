import Foundation

/// A text field: its text, placeholder, styling and keyboard settings are kept; no keyboard is
/// shown. Setting ``text`` does not call the delegate or send editing events, as in UIKit.
@MainActor @preconcurrency
open class UITextField: UIControl {
  /// Posted when editing begins in a text field (the object).
  nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
  /// Posted when a text field's text changes by typing.
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  /// Posted when editing ends in a text field.
  nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

  /// Why editing ended.
  public enum DidEndEditingReason: Int, Sendable, Hashable {
    /// Editing ended (another view became first responder, or the field resigned).
    case committed
    /// Editing was cancelled.
    case cancelled
  }
  override var placeholderRole: UIKitPlaceholderRole { .textField }
  /// The border's style.
  public enum BorderStyle: Int, Sendable, Hashable {
    case none, line, bezel, roundedRect
  }

  /// When an overlay view shows.
  public enum ViewMode: Int, Sendable, Hashable {
    case never, whileEditing, unlessEditing, always
  }

  /// The text.
  open var text: String? = ""
  /// The styled text.
  open var attributedText: NSAttributedString?
  /// The placeholder.
  open var placeholder: String?
  /// The styled placeholder.
  open var attributedPlaceholder: NSAttributedString?
  /// The background image while enabled (kept; not drawn). UIKit shows it only with the
  /// `.none` border style.
  open var background: UIImage?
  /// The background image while disabled (kept; not drawn; used only when ``background`` is set).
  open var disabledBackground: UIImage?
  /// The font.
  open var font: UIFont? = .systemFont(ofSize: 17) {
    didSet { appearancePropertySet(.font) }
  }
  /// The text colour.
  open var textColor: UIColor? = .label {
    didSet { appearancePropertySet(.textColor) }
  }
  /// The alignment.
  open var textAlignment: NSTextAlignment = .natural
  /// The border's style.
  open var borderStyle: BorderStyle = .none
  /// Whether the font follows Dynamic Type.
  open var adjustsFontForContentSizeCategory = false
  /// Whether the font shrinks to fit.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size.
  open var minimumFontSize: CGFloat = 0
  /// The delegate.
  open weak var delegate: (any UITextFieldDelegate)?
  /// When the clear button shows.
  open var clearButtonMode: ViewMode = .never
  /// A view on the leading side.
  open var leftView: UIView?
  /// When the leading view shows.
  open var leftViewMode: ViewMode = .never
  /// A view on the trailing side.
  open var rightView: UIView?
  /// When the trailing view shows.
  open var rightViewMode: ViewMode = .never
  /// Whether editing clears the text.
  open var clearsOnBeginEditing = false
  /// The view above the keyboard.
  open var customInputAccessoryView: UIView?
  /// The view above the keyboard.
  open override var inputAccessoryView: UIView? {
    get { customInputAccessoryView }
    set { customInputAccessoryView = newValue }
  }
  /// The keyboard.
  open var keyboardType: UIKeyboardType = .default
  /// The return key.
  open var returnKeyType: UIReturnKeyType = .default
  /// The keyboard's appearance.
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// Capitalization.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Autocorrection.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Spell checking.
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// Whether the text is hidden.
  open var isSecureTextEntry = false
  /// Whether the return key needs text.
  open var enablesReturnKeyAutomatically = false
  /// The kind of content (for autofill).
  open var textContentType: UITextContentType?
  /// Whether it is being edited (while first responder).
  open var isEditing: Bool { isFirstResponder }

  /// A text field can become first responder.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// The text less nothing: `text` or the styled text's characters.
  var shownText: String? { attributedText?.string ?? text }

  /// What the field shows — its text, else its placeholder — on one line in its font, inside
  /// its border style's insets (``measuredFieldSize``: a 17-pt rounded rect field is 34 tall).
  open override var intrinsicContentSize: CGSize { measuredFieldSize }
  /// The intrinsic size (a field is one line).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { measuredFieldSize }

  /// The border's rectangle: the bounds. Overridable, as in UIKit; a subclass's rectangles are
  /// its own (the field's text is read for a screen, not placed by them).
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// The text's rectangle: the bounds less the border style's text inset at each side (7 pt
  /// inside a border; see ``intrinsicContentSize``) and the left and right views shown at rest
  /// (Apple: it leaves out "the area occupied by the receiver's border or overlay views").
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    let inset = Self.textInset(borderStyle)
    var rect = bounds.insetBy(dx: inset, dy: 0)
    for (view, mode, isLeft) in [(leftView, leftViewMode, true), (rightView, rightViewMode, false)] {
      guard let view, mode == .always || mode == .unlessEditing else { continue }
      let size = view.intrinsicContentSize
      let width = min(rect.width, size.width >= 0 ? size.width : view.frame.width)
      rect.size.width -= width
      if isLeft { rect.origin.x += width }
    }
    return rect
  }
  /// The placeholder's rectangle: the text's (``textRect(forBounds:)``).
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// The text's rectangle while editing: the text's (``textRect(forBounds:)``; the clear
  /// button's room is not known and is not counted).
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
}

/// A text field's delegate (every method optional).
@MainActor @preconcurrency
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin (true).
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end (true).
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Editing ended, for a reason (UIKit calls this form when the delegate has it, else the
  /// plain one).
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether a change may happen (true).
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
  /// The selection changed.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the text may clear (true).
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether return is handled (true).
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Not implemented: the plain form.
  public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { textFieldDidEndEditing(textField) }
  public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A keyboard.
public enum UIKeyboardType: Int, Sendable, Hashable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch,
    asciiCapableNumberPad
}

/// A return key.
public enum UIReturnKeyType: Int, Sendable, Hashable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// A keyboard's appearance.
public enum UIKeyboardAppearance: Int, Sendable, Hashable {
  case `default`, dark, light
}

/// Automatic capitalization.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
  case none, words, sentences, allCharacters
}

/// Autocorrection.
public enum UITextAutocorrectionType: Int, Sendable, Hashable {
  case `default`, no, yes
}

/// Spell checking.
public enum UITextSpellCheckingType: Int, Sendable, Hashable {
  case `default`, no, yes
}

/// The kind of content a text field holds.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: String
  /// A type by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  // Common content types.
  public static let name = UITextContentType(rawValue: "name")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  public static let URL = UITextContentType(rawValue: "url")
  public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
  public static let postalCode = UITextContentType(rawValue: "postal-code")
}
