import Foundation
import Testing

@testable import UIKit

/// Intrinsic sizes of text fields and text views. Numbers derived by hand from the sources the sizing code
/// names and the advance table (Inter's units: 2816 per em): "Label" is 7228 units, so in 17 pt
/// it is 7228 / 2816 × 17 − 5 × 0.43 (SF's tracking) = 41.485 wide, 41.667 on the @3x grid (the
/// label test's figure); a 17-pt line is 17 × 2444 / 2048 = 20.287 tall. The host is the default
/// iPhone 15 (@3x, Large).
@MainActor @Suite("UIKit API: text fields, text views, image views and buttons sized as UIKit sizes them")
struct UIKitControlSizingTests {
  func close(_ a: CGFloat, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(Double(a) - b) <= tolerance }

  @Test("Text fields: a 17-pt rounded rect field is 34 tall; its text or placeholder plus 7 at each side")
  func textFields() {
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.text = "Label"
    // 41.667 + 2 × 7 = 55.667; the 17-pt line 20.287 → 21, + 13 = 34 (Interface Builder's figure).
    #expect(close(field.intrinsicContentSize.width, 167.0 / 3))
    #expect(field.intrinsicContentSize.height == 34)
    // The placeholder measures as the text does when there is no text.
    let placeholder = UITextField()
    placeholder.borderStyle = .roundedRect
    placeholder.placeholder = "Label"
    #expect(close(placeholder.intrinsicContentSize.width, 167.0 / 3))
    // No border: the text alone, one line rounded to the pixel grid: 41.667 × 20.333.
    field.borderStyle = .none
    #expect(close(field.intrinsicContentSize.width, 125.0 / 3))
    #expect(close(field.intrinsicContentSize.height, 61.0 / 3))
    // A line border: 21 + 13 = 34, without the rounded rect's least height.
    field.borderStyle = .line
    #expect(field.intrinsicContentSize.height == 34)
    #expect(field.sizeThatFits(CGSize(width: 500, height: 500)) == field.intrinsicContentSize)
  }

  @Test("Text fields: 14 pt keeps the rounded rect's 34 (a line field 30); 30 pt grows it to 49; overlay views add their width")
  func textFieldFonts() {
    let field = UITextField()
    field.font = .systemFont(ofSize: 14)
    field.borderStyle = .roundedRect
    // Empty: only the insets across, 2 × 7 = 14. 14 × 2444 / 2048 = 16.707 → 17, + 13 = 30 < 34.
    #expect(field.intrinsicContentSize == CGSize(width: 14, height: 34))
    field.borderStyle = .bezel
    #expect(field.intrinsicContentSize.height == 30)
    field.borderStyle = .roundedRect
    field.font = .systemFont(ofSize: 30)
    // 30 × 2444 / 2048 = 35.801 → 36, + 13 = 49.
    #expect(field.intrinsicContentSize.height == 49)
    // A 20-pt left view shown at rest adds 20; shown only while editing, nothing.
    field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    field.leftViewMode = .whileEditing
    #expect(field.intrinsicContentSize.width == 14)
    field.leftViewMode = .always
    #expect(field.intrinsicContentSize.width == 34)
  }

  @Test("Text views: a text view that does not scroll is its text plus 5 + 5 across and 8 + 8 down; a scrolling one has no size")
  func textViews() {
    let view = UITextView()
    view.text = "Label"
    // Scrolling (the default): no intrinsic size.
    #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    view.isScrollEnabled = false
    // Body 17 (the default font): 41.667 + 2 × 5 = 51.667; 20.287 + 8 + 8 = 36.287 → 36.333.
    #expect(close(view.intrinsicContentSize.width, 155.0 / 3))
    #expect(close(view.intrinsicContentSize.height, 109.0 / 3))
    // At a width, that width: 300 × 36.333.
    let fitted = view.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
    #expect(fitted.width == 300)
    #expect(close(fitted.height, 109.0 / 3))
    // "Label Label" at 60: 50 for the text (60 − 10) holds one "Label" (41.485), not both
    // (41.485 + 4.351 + 41.485): two lines, 2 × 20.287 + 16 = 56.574 → 56.667.
    view.text = "Label Label"
    #expect(close(view.sizeThatFits(CGSize(width: 60, height: 0)).height, 170.0 / 3))
    // No insets and no padding: the text alone, 41.667 × 20.333.
    view.text = "Label"
    view.textContainerInset = .zero
    view.textContainer.lineFragmentPadding = 0
    #expect(close(view.intrinsicContentSize.width, 125.0 / 3))
    #expect(close(view.intrinsicContentSize.height, 61.0 / 3))
  }
}
