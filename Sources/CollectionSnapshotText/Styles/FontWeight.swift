/// A weight of the system font: UIKit's nine `UIFont.Weight`s, by their CSS weight class.
public enum FontWeight: Int, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// The weights, thinnest first, by weight class (100 … 900).
  case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800, black = 900

  /// UIKit's `UIFont.Weight` raw value (ultraLight −0.8 … black 0.62).
  public var uiKitValue: Double {
    switch self {
    case .ultraLight: return -0.8
    case .thin: return -0.6
    case .light: return -0.4
    case .regular: return 0
    case .medium: return 0.23
    case .semibold: return 0.3
    case .bold: return 0.4
    case .heavy: return 0.56
    case .black: return 0.62
    }
  }

  /// The weight nearest UIKit's raw value (a weight between two takes the nearer; halfway, the
  /// lighter).
  public init(uiKitValue: Double) {
    var best = FontWeight.regular
    var distance = Double.infinity
    for weight in FontWeight.allCases {
      let d = abs(weight.uiKitValue - uiKitValue)
      if d < distance {
        best = weight
        distance = d
      }
    }
    self = best
  }

  /// The name the layout dump prints: `regular`, `semibold`, `ultraLight`.
  public var name: String {
    switch self {
    case .ultraLight: return "ultraLight"
    case .thin: return "thin"
    case .light: return "light"
    case .regular: return "regular"
    case .medium: return "medium"
    case .semibold: return "semibold"
    case .bold: return "bold"
    case .heavy: return "heavy"
    case .black: return "black"
    }
  }

  /// Lighter weights first.
  public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawValue < b.rawValue }
}
