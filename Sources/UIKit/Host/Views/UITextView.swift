import Foundation

/// A scrollable, editable text view: its text, styling and keyboard settings are kept; no
/// keyboard is shown. A text view that does not scroll sizes itself to its text, as in UIKit.
/// Setting ``text`` does not call the delegate, as in UIKit (only the user's typing calls
/// `textViewDidChange(_:)`).
@MainActor @preconcurrency
open class UITextView: UIScrollView {
  /// Posted when editing begins in a text view (the object).
  nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
  /// Posted when a text view's text changes by typing.
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  /// Posted when editing ends in a text view.
  nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
  override var placeholderRole: UIKitPlaceholderRole { .textView }
  /// The text: an empty string by default, and never `nil` (setting `nil` leaves it empty).
  open var text: String! {
    get { storedText }
    set { storedText = newValue ?? "" }
  }
  private var storedText = ""
  /// The styled text: ``text`` in the view's styling unless styled text was set; setting it
  /// sets ``text`` to its characters.
  open var attributedText: NSAttributedString! {
    get {
      if let storedAttributedText, storedAttributedText.string == storedText { return storedAttributedText }
      return NSAttributedString(string: storedText)
    }
    set {
      storedAttributedText = newValue
      storedText = newValue?.string ?? ""
    }
  }
  private var storedAttributedText: NSAttributedString?
  /// The font.
  open var font: UIFont?
  /// Whether the text view scales its text as UIKit's standard text (Mac idiom; kept; UIKit's
  /// default: false).
  open var usesStandardTextScaling = false
  /// The text colour.
  open var textColor: UIColor?
  /// The alignment.
  open var textAlignment: NSTextAlignment = .natural
  /// Whether the user can edit the text (true).
  open var isEditable = true
  /// Whether the user can select the text (true).
  open var isSelectable = true
  /// The delegate.
  open weak var delegate: (any UITextViewDelegate)?
  /// The delegate as a scroll view's (its `delegate` as seen through `UIScrollView`).
  override var scrollViewDelegate: (any UIScrollViewDelegate)? {
    get { delegate }
    set { delegate = newValue as? any UITextViewDelegate }
  }
  /// The space between the view's edges and its text: 8 pt above and below by default.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// The area the text is laid out in: its line fragment padding (5 at each end of a line),
  /// line limit and line break mode.
  public let textContainer = NSTextContainer(size: .zero)
  /// The kinds of data turned into links.
  open var dataDetectorTypes: UIDataDetectorTypes = []
  /// Whether the user can change the text's styling.
  open var allowsEditingTextAttributes = false
  /// The attributes of newly typed text.
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  /// The selected range.
  open var selectedRange = NSRange(location: 0, length: 0)
  /// Whether the font follows Dynamic Type.
  open var adjustsFontForContentSizeCategory = false
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
  /// Whether the return key needs text.
  open var enablesReturnKeyAutomatically = false
  /// The kind of content (for autofill).
  open var textContentType: UITextContentType?
  /// The view above the keyboard.
  open var customInputAccessoryView: UIView?
  /// The view above the keyboard.
  open override var inputAccessoryView: UIView? {
    get { customInputAccessoryView }
    set { customInputAccessoryView = newValue }
  }

  /// An editable text view can become first responder.
  open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

  /// Scrolls a range into view (nothing to scroll here).
  open func scrollRangeToVisible(_ range: NSRange) {}

  /// Without scrolling, the text's size at the view's width (``measuredTextViewSize(width:)``:
  /// its lines, the container's insets and line fragment padding); a scrolling text view has
  /// none, as in UIKit.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    return measuredTextViewSize(width: bounds.width > 0 ? Double(bounds.width) : nil)
  }
  /// The size the text needs within `size`'s width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    measuredTextViewSize(width: size.width > 0 && size.width.isFinite ? Double(size.width) : nil)
  }
  /// A text view that does not scroll wraps at the width Auto Layout gives it.
  override var intrinsicHeightDependsOnWidth: Bool { !isScrollEnabled }
}

/// A text view's delegate (every method optional).
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin (true).
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Whether editing may end (true).
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether a change may happen (true).
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// The user changed the text.
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// The kinds of data a text view turns into links.
public struct UIDataDetectorTypes: OptionSet, Sendable, Hashable {
  /// The raw value.
  public let rawValue: UInt
  /// Types from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // UIKit's data detector types.
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
  public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
