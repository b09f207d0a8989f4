import CollectionSnapshotText
import Testing

/// San Francisco's metrics and Dynamic Type's table, against the numbers UIKit reports and the
/// HIG publishes (derivations in each test).
@Suite("Text: fonts, metrics and text styles")
struct FontMetricsTests {
  func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

  @Test("Line heights follow 2444/2048 of the size, rounded up to the pixel (layout spec §2.18)")
  func lineHeights() {
    // body 17: 17 × 2444 / 2048 = 20.287 → ⌈60.86⌉ / 3 = 20.333 at @3x, 20.5 at @2x.
    let body = TextStyle.body.font(.large)
    #expect(close(body.lineHeight, 17 * 2444 / 2048))
    #expect(close(TextRounding.ceil(body.lineHeight, scale: 3), 61.0 / 3))
    #expect(close(TextRounding.ceil(body.lineHeight, scale: 2), 20.5))
    // callout 16: 19.094 → 19.333; footnote 13: 15.514 → 15.667.
    #expect(close(TextStyle.callout.labelHeight(.large, scale: 3), 58.0 / 3))
    #expect(close(TextStyle.footnote.labelHeight(.large, scale: 3), 47.0 / 3))
    // Two body lines: 40.574 → 40.667.
    #expect(close(TextStyle.body.labelHeight(lines: 2, .large, scale: 3), 122.0 / 3))
  }

  @Test("Ascender, descender, cap height: a footnote label's baseline 16 + 12.378 is drawn at 28.333")
  func verticalMetrics() {
    let footnote = TextFont(pointSize: 13)
    // 13 × 1950 / 2048 = 12.378; 13 × −494 / 2048 = −3.136.
    #expect(close(footnote.ascender, 13 * 1950 / 2048))
    #expect(close(footnote.descender, -13 * 494 / 2048))
    #expect(close(TextRounding.round(16 + footnote.ascender, scale: 3), 85.0 / 3))
    // Body in a 44-pt row: the label (20.333) centred at 11.833 is drawn at 12; 12 + 16.187
    // = 28.187 → 28.333, UIKit's measured baseline.
    #expect(close(TextRounding.round(12 + TextFont(pointSize: 17).ascender, scale: 3), 85.0 / 3))
    #expect(close(TextFont(pointSize: 17).capHeight, 17 * 1443 / 2048))
    #expect(TextFont(pointSize: 17).leading == 0)
  }

  @Test("Dynamic Type: the HIG's sizes, weights and leading at every category")
  func dynamicType() {
    #expect(TextStyle.body.pointSize(.large) == 17)
    #expect(TextStyle.body.pointSize(.extraLarge) == 19)
    #expect(TextStyle.body.pointSize(.accessibilityExtraExtraExtraLarge) == 53)
    #expect(TextStyle.body.leading(.large) == 22)
    #expect(TextStyle.headline.weight == .semibold)
    #expect(TextStyle.headline.pointSize(.extraSmall) == 14)
    #expect(TextStyle.largeTitle.pointSize(.accessibilityExtraExtraExtraLarge) == 60)
    #expect(TextStyle.largeTitle.leading(.accessibilityExtraExtraExtraLarge) == 70)
    #expect(TextStyle.title1.pointSize(.accessibilityMedium) == 38)
    #expect(TextStyle.title1.leading(.accessibilityMedium) == 46)
    #expect(TextStyle.caption2.pointSize(.extraSmall) == 11)
    #expect(TextStyle.caption2.leading(.accessibilityMedium) == 25)
    #expect(TextStyle.callout.pointSize(.large) == 16)
    #expect(TextStyle.subheadline.pointSize(.large) == 15)
    #expect(TextStyle.footnote.pointSize(.small) == 12)
    #expect(TextStyle.extraLargeTitle.pointSize(.large) == 36)
    #expect(TextStyle.extraLargeTitle.weight == .bold)
    #expect(TextStyle.title2.emphasizedWeight == .bold)
    #expect(TextStyle.body.emphasizedWeight == .semibold)
    // UIFontMetrics: body at xLarge scales 19 / 17.
    #expect(close(TextStyle.body.scale(.extraLarge), 19.0 / 17))
    for style in TextStyle.allCases {
      // Every row grows (or holds) from xSmall to AX5.
      let sizes = ContentSizeCategory.allCases.map { style.pointSize($0) }
      #expect(sizes == sizes.sorted(), "\(style)")
    }
  }

  @Test("Weights map UIKit's raw values to the nearest of the nine")
  func weights() {
    #expect(FontWeight(uiKitValue: 0) == .regular)
    #expect(FontWeight(uiKitValue: 0.3) == .semibold)
    #expect(FontWeight(uiKitValue: 0.62) == .black)
    #expect(FontWeight(uiKitValue: -0.8) == .ultraLight)
    #expect(FontWeight(uiKitValue: 0.5) == .heavy)
    #expect(FontWeight(uiKitValue: 2) == .black)
  }

  @Test("SF tracking: the HIG's table, interpolated between rows")
  func tracking() {
    #expect(SystemFontMetrics.tracking(pointSize: 17) == -0.43)
    #expect(SystemFontMetrics.tracking(pointSize: 12) == 0)
    #expect(SystemFontMetrics.tracking(pointSize: 34) == 0.40)
    #expect(close(SystemFontMetrics.tracking(pointSize: 17.5), -0.435))
    #expect(SystemFontMetrics.tracking(pointSize: 4) == 0.24)
    #expect(SystemFontMetrics.tracking(pointSize: 120) == 0)
  }

  @Test("Fonts describe themselves as the dump prints them")
  func descriptions() {
    #expect(TextStyle.headline.font(.large).description == "headline")
    #expect(TextStyle.body.font(.extraLarge).description == "body")
    var bold = TextStyle.body.font(.large)
    bold.weight = .semibold
    #expect(bold.description == "body semibold")
    #expect(TextStyle.body.font(.large).withSize(20).description == "body 20")
    #expect(TextFont(pointSize: 17, weight: .semibold).description == "17 semibold")
    #expect(TextFont(pointSize: 13, italic: true).description == "13 regular italic")
    #expect(TextFont(pointSize: 15, weight: .medium, monospacedDigits: true).description == "15 medium monospacedDigits")
    #expect(TextFont(customName: "Avenir-Heavy", pointSize: 17).description == "Avenir-Heavy 17 (system metrics)")
    #expect(TextFont(pointSize: 17.5).description == "17.5 regular")
  }
}
