/// What a switch shows: on or off, in its on tint.
public struct ViewSwitch: Sendable, Hashable {
  /// Whether it is on.
  public var isOn: Bool
  /// The tint when on, when the code set one (UIKit's default: system green).
  public var onTint: PlaceholderColor?

  /// A switch.
  public init(isOn: Bool, onTint: PlaceholderColor? = nil) {
    self.isOn = isOn
    self.onTint = onTint
  }
}
