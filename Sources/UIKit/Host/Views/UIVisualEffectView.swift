import Foundation

/// A blur, as a visual effect view shows it (kept; not drawn).
@MainActor @preconcurrency
open class UIVisualEffect: NSObject {}

/// A blur effect.
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
  /// A blur's style.
  public enum Style: Int, Sendable, Hashable {
    case extraLight, light, dark, extraDark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
  }
  /// The style.
  public let style: Style
  /// A blur of a style.
  public init(style: Style) { self.style = style }
}

/// A vibrancy effect over a blur.
@MainActor @preconcurrency
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur it sits on.
  public let blurEffect: UIBlurEffect
  /// A vibrancy over `blurEffect`.
  public init(blurEffect: UIBlurEffect) { self.blurEffect = blurEffect }
}

/// A view showing a visual effect behind its content view (kept; not drawn).
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
  /// The effect.
  open var effect: UIVisualEffect?
  /// The view content goes in.
  public let contentView = UIView(frame: .zero)

  /// A view with an effect.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// A view with no effect.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// An effect view decoded from an Interface Builder file.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    insertSubview(contentView, at: 0)
  }
}
