import Foundation

/// A keyboard shortcut (kept; Linux has no selectors to send).
@MainActor @preconcurrency
open class UIKeyCommand: UIMenuElement {
  /// Modifier keys.
  public struct ModifierFlags: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: Int
    /// Flags from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    // UIKit's modifiers.
    public static let alphaShift = ModifierFlags(rawValue: 1 << 16)
    public static let shift = ModifierFlags(rawValue: 1 << 17)
    public static let control = ModifierFlags(rawValue: 1 << 18)
    public static let alternate = ModifierFlags(rawValue: 1 << 19)
    public static let command = ModifierFlags(rawValue: 1 << 20)
  }

  /// The key.
  public let input: String?
  /// The modifiers.
  public let modifierFlags: ModifierFlags
  /// The selector.
  public let action: Selector?
  private let storedTitle: String
  /// The title.
  open override var title: String { storedTitle }

  /// A shortcut.
  public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: ModifierFlags = [], propertyList: Any? = nil) {
    self.storedTitle = title
    self.input = input
    self.modifierFlags = modifierFlags
    self.action = action
  }

  /// A shortcut without a title.
  public convenience init(input: String, modifierFlags: ModifierFlags, action: Selector) {
    self.init(action: action, input: input, modifierFlags: modifierFlags)
  }

  // UIKit's special keys.
  nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
  nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
  nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
  nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
  nonisolated public static let inputEscape = "UIKeyInputEscape"
}
