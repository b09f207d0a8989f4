import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// UIKit's fonts, labels, buttons and string drawing measured through the text module; numbers
/// derived by hand from the advance table (Inter's units: 2816 per em) and SF's tracking.
@MainActor @Suite("UIKit API: fonts and text measured as UIKit measures them")
struct UIKitTextMeasurementTests {
  func close(_ a: CGFloat, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(Double(a) - b) <= tolerance }

  @Test("Fonts: text styles follow the screen's Dynamic Type size; metrics are San Francisco's")
  func fonts() throws {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .headline).description == "headline")
    #expect(close(UIFont.preferredFont(forTextStyle: .body).lineHeight, 17 * 2444 / 2048))
    // At xLarge (the traits say so): body 19, its UIFontMetrics factor 19 / 17.
    let large = UITraitCollection(preferredContentSizeCategory: .extraLarge)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize == 19)
    #expect(close(UIFontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: large), 19))
    #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), compatibleWith: large).pointSize == 19)
    #expect(UIFont.boldSystemFont(ofSize: 15).description == "15 bold")
    #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).description == "17 semibold")
    #expect(UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .regular).description == "13 regular monospacedDigits")
    let avenir = try #require(UIFont(name: "Avenir-Heavy", size: 17))
    #expect(avenir.description == "Avenir-Heavy 17 (system metrics)")
    #expect(avenir.lineHeight == UIFont.systemFont(ofSize: 17).lineHeight)
    #expect(avenir.withSize(20).description == "Avenir-Heavy 20 (system metrics)")
    // traitBold on body gives its emphasized weight, semibold.
    let bold = try #require(UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withSymbolicTraits(.traitBold))
    #expect(UIFont(descriptor: bold, size: 0).description == "body semibold")
  }

  @Test("Labels: \"Label\" in 17 pt is 41.667 × 20.333 at @3x; a multi-line label wraps at its width")
  func labels() {
    let label = UILabel()
    label.text = "Label"
    // 7228 units / 2816 × 17 − 5 × 0.43 = 41.485 → 41.667; 20.287 → 20.333.
    #expect(close(label.intrinsicContentSize.width, 125.0 / 3))
    #expect(close(label.intrinsicContentSize.height, 61.0 / 3))
    let wrapping = UILabel()
    wrapping.text = "Hello world"
    wrapping.numberOfLines = 0
    // No width yet: one line (85.293 → 85.333).
    #expect(close(wrapping.intrinsicContentSize.height, 61.0 / 3))
    // At 80 pt (the bounds Auto Layout's first pass gave it): "Hello" / "world", 40.667 tall.
    wrapping.frame = CGRect(x: 0, y: 0, width: 80, height: 10)
    #expect(close(wrapping.intrinsicContentSize.height, 122.0 / 3))
    // preferredMaxLayoutWidth wins over the bounds.
    wrapping.preferredMaxLayoutWidth = 200
    #expect(close(wrapping.intrinsicContentSize.height, 61.0 / 3))
    // sizeThatFits wraps at the given width; a one-line label ignores it.
    #expect(close(wrapping.sizeThatFits(CGSize(width: 80, height: 0)).height, 122.0 / 3))
    #expect(close(label.sizeThatFits(CGSize(width: 10, height: 0)).width, 125.0 / 3))
    // textRect with a limit of one line: one line's height.
    #expect(close(wrapping.textRect(forBounds: CGRect(x: 0, y: 0, width: 80, height: 100), limitedToNumberOfLines: 1).height, 61.0 / 3))
    // An empty label has no size.
    #expect(UILabel().intrinsicContentSize == .zero)
  }

  @Test("Buttons: Interface Builder's \"Button\" is 46 × 30; a configured button adds its content insets")
  func buttons() {
    let button = UIButton(type: .system)
    button.setTitle("Button", for: .normal)
    // 8844 / 2816 × 15 − 6 × 0.23 = 45.729 → 45.733 at @3x; 15 pt line 17.9 → 18, + 6 + 6.
    #expect(close(button.intrinsicContentSize.width, 137.0 / 3))
    #expect(button.intrinsicContentSize.height == 30)
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Button"
    let configured = UIButton(configuration: configuration)
    // Body 17: 8844 / 2816 × 17 − 6 × 0.43 = 50.810, + 12 + 12 = 74.810 → 75 at @3x; 20.287 + 14 → 34.333.
    #expect(close(configured.intrinsicContentSize.width, 75))
    #expect(close(configured.intrinsicContentSize.height, 103.0 / 3))
  }

  @Test("String drawing: size(withAttributes:) and boundingRect(with:…) unrounded, wrapping with usesLineFragmentOrigin")
  func strings() {
    let font = UIFont.systemFont(ofSize: 17)
    let size = "Hello world".size(withAttributes: [.font: font])
    // Hello 38.539 + space 4.351 + world 42.403 (kerning "wo" −52 units).
    #expect(close(size.width, (6740.0 + 792 + 7432 - 52) / 2816 * 17 - 11 * 0.43))
    #expect(close(size.height, 17 * 2444 / 2048))
    let wrapped = ("Hello world" as NSString).boundingRect(
      with: CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
    #expect(close(wrapped.height, 2 * 17 * 2444 / 2048))
    // Attributed runs: a 34-pt first word makes the line 34 pt's height.
    let text = NSMutableAttributedString(string: "Hi ", attributes: [.font: UIFont.systemFont(ofSize: 34)])
    text.append(NSAttributedString(string: "there", attributes: [.font: font]))
    #expect(close(text.size().height, 34 * 2444 / 2048))
  }
}
