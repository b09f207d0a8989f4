import Foundation

/// A function from one colour to another that a configuration applies to its colour (a
/// background's colour for the highlighted state, a text's colour). Kept, and applied where a
/// configuration resolves its colour (`resolvedBackgroundColor(for:)`).
public struct UIConfigurationColorTransformer: @unchecked Sendable {
  /// The function.
  public let transform: (UIColor) -> UIColor

  /// A transformer running `transform`.
  public init(_ transform: @escaping (UIColor) -> UIColor) {
    self.transform = transform
  }

  /// `transform(color)`.
  public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

  /// The colour's grey of the same brightness (kept by name: `grayscale(<colour>)`).
  public static let grayscale = UIConfigurationColorTransformer { UIColor(named: "grayscale(\($0.name))") }
  /// The system's preferred tint in place of the colour.
  public static let preferredTint = UIConfigurationColorTransformer { _ in .tintColor }
  /// The monochrome tint (kept by name).
  public static let monochromeTint = UIConfigurationColorTransformer { UIColor(named: "monochromeTint(\($0.name))") }
}
