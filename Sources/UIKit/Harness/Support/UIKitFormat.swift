import Foundation

/// Numbers as UIKit prints them in geometry strings: `16`, `0.5`.
enum UIKitFormat {
  static func number(_ value: CGFloat) -> String {
    let v = Double(value)
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    return String(format: "%g", v)
  }
}
