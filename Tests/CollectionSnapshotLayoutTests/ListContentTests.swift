import Testing

@testable import CollectionSnapshotLayout

/// List rows and headers sized as UIKit's list content view sizes them. The inputs: the HIG's
/// Dynamic Type point sizes (body 14 … 53, caption 1 11 … 43, footnote 12 … 44, title 3 17 …
/// 55, title 2 19 … 56 from xSmall to AX5), the system font's line height of 2444/2048 per
/// point rounded up to the pixel grid, the style's margins (cells ⌈20.287 / 2⌉ = 11, subtitle
/// styles 4, headers as listed), paddings (3, subtitle styles 0) and the minimum row height of
/// twice body's leading (22 at Large), capped at xxxLarge. Each expected number is worked out
/// from them in the comments; the ones marked "measured" are UIKit's, from screenshots.
@Suite("List content: rows and headers as UIKit sizes them")
struct ListContentTests {
  @Test("Measured (iOS 14, Large, @3x): sidebarCell with secondary text and a padding of 4 is 62, without it 44; accompaniedSidebarSubtitleCell 48")
  func measuredSidebarRows() {
    let padded = ListContentOptions(textToSecondaryTextVerticalPadding: 4)
    // 11 + body 17 pt (20.287 → 20.333) + 4 + footnote 13 pt (15.514 → 15.667) + 11 = 62.
    #expect(ListContentStyle.sidebarCell.height(textLines: 1, secondaryLines: 1, category: .large, options: padded) == 62)
    // 11 + 20.333 + 11 = 42.333, below the 2 × 22 = 44 minimum.
    #expect(ListContentStyle.sidebarCell.height(textLines: 1, secondaryLines: 0, category: .large, options: padded) == 44)
    // A subtitle style: 4 + 20.333 + 4 + 15.667 + 4 = 48.
    #expect(ListContentStyle.accompaniedSidebarSubtitleCell.height(textLines: 1, secondaryLines: 1, category: .large, options: padded) == 48)
  }

  @Test("A one-line cell at every Dynamic Type size: 11 + body + 11, at least twice body's leading up to xxxLarge")
  func defaultCellEverySize() {
    // Body points → line (× 2444/2048) → label at @3x; minimum 2 × leading (19 … 29, capped).
    // xS 14 → 16.707 → 17: 39 (min 38); S 15 → 17.900 → 18: 40 (min 40); M 16 → 19.094 →
    // 19.333: 41.333 < 42; L 17 → 20.333: 42.333 < 44; xL 19 → 22.674 → 23: 45 < 48;
    // xxL 21 → 25.061 → 25.333: 47.333 < 52; xxxL 23 → 27.447 → 27.667: 49.667 < 58;
    // AX1 28 → 33.414 → 33.667: 55.667 < 58; AX2 33 → 39.381 → 39.667: 61.667; AX3 40 →
    // 47.734 → 48: 70; AX4 47 → 56.088 → 56.333: 78.333; AX5 53 → 63.248 → 63.333: 85.333.
    let expected: [(ContentSizeCategory, Double)] = [
      (.extraSmall, 39), (.small, 40), (.medium, 42), (.large, 44), (.extraLarge, 48), (.extraExtraLarge, 52),
      (.extraExtraExtraLarge, 58), (.accessibilityMedium, 58), (.accessibilityLarge, 61 + 2.0 / 3),
      (.accessibilityExtraLarge, 70), (.accessibilityExtraExtraLarge, 78 + 1.0 / 3), (.accessibilityExtraExtraExtraLarge, 85 + 1.0 / 3),
    ]
    for (category, height) in expected {
      #expect(close(ListContentStyle.cell.height(textLines: 1, secondaryLines: 0, category: category), height), "\(category)")
    }
  }

  @Test("Every style at Large, @3x")
  func everyStyle() {
    func h(_ style: ListContentStyle, _ text: Int = 1, _ secondary: Int = 0) -> Double {
      style.height(textLines: text, secondaryLines: secondary, category: .large)
    }
    // cell: 11 + 20.333 + 3 + caption 1 12 pt (14.320 → 14.333) + 11 = 59.667.
    #expect(close(h(.cell, 1, 1), 59 + 2.0 / 3))
    // subtitleCell: 4 + 20.333 + 0 + 14.333 + 4 = 42.667 → the 44 minimum.
    #expect(h(.subtitleCell, 1, 1) == 44)
    // valueCell: side by side, 11 + max(20.333, 20.333) + 11 = 42.333 → 44.
    #expect(h(.valueCell, 1, 1) == 44)
    // sidebarCell with its own padding of 3: 11 + 20.333 + 3 + 15.667 + 11 = 61.
    #expect(h(.sidebarCell, 1, 1) == 61)
    #expect(h(.accompaniedSidebarCell, 1, 1) == 61)
    // sidebarSubtitleCell: 4 + 20.333 + 0 + 15.667 + 4 = 44.
    #expect(h(.sidebarSubtitleCell, 1, 1) == 44)
    // sidebarHeader: 11 + title 3 20 pt (23.867 → 24) + 11 = 46.
    #expect(h(.sidebarHeader) == 46)
    // plain header and footer: 4 + headline 20.333 + 4 = 28.333, no minimum.
    #expect(close(h(.plainHeader), 28 + 1.0 / 3))
    #expect(close(h(.plainFooter), 28 + 1.0 / 3))
    // grouped header 17 + 15.667 + 6 = 38.667; footer 6 + 15.667 + 12 = 33.667; two footer
    // lines: 2 × 15.514 = 31.027 → 31.333, 49.333.
    #expect(close(h(.groupedHeader), 38 + 2.0 / 3))
    #expect(close(h(.groupedFooter), 33 + 2.0 / 3))
    #expect(close(h(.groupedFooter, 2), 49 + 1.0 / 3))
    // prominent: 8 + title 3 24 + 11 = 43; extra prominent: 9 + title 2 22 pt (26.254 →
    // 26.333) + 10 = 45.333.
    #expect(h(.prominentInsetGroupedHeader) == 43)
    #expect(close(h(.extraProminentInsetGroupedHeader), 45 + 1.0 / 3))
  }

  @Test("Other sizes and the @2x grid")
  func sizesAndScale() {
    // subtitleCell at AX3: 4 + body 40 pt 48 + caption 1 32 pt (38.188 → 38.333) + 4 = 94.333.
    #expect(close(ListContentStyle.subtitleCell.height(textLines: 1, secondaryLines: 1, category: .accessibilityExtraLarge), 94 + 1.0 / 3))
    // valueCell at AX3: 11 + 48 + 11 = 70; a grouped header at xxxLarge: 17 + footnote 19 pt
    // (22.674 → 23) + 6 = 46.
    #expect(ListContentStyle.valueCell.height(textLines: 1, secondaryLines: 1, category: .accessibilityExtraLarge) == 70)
    #expect(ListContentStyle.groupedHeader.height(textLines: 1, secondaryLines: 0, category: .extraExtraExtraLarge) == 46)
    // @2x (iPhone SE): body 20.287 → 20.5, footnote 15.514 → 16: a sidebar cell with a
    // padding of 4 is 11 + 20.5 + 4 + 16 + 11 = 62.5; a plain header 4 + 20.5 + 4 = 28.5.
    let padded = ListContentOptions(textToSecondaryTextVerticalPadding: 4)
    #expect(ListContentStyle.sidebarCell.height(textLines: 1, secondaryLines: 1, category: .large, scale: 2, options: padded) == 62.5)
    #expect(ListContentStyle.plainHeader.height(textLines: 1, secondaryLines: 0, category: .large, scale: 2) == 28.5)
  }

  @Test("Margins, padding, side by side and images set by the app")
  func options() {
    // Margins of 8: 8 + 20.333 + 3 + 14.333 + 8 = 53.667; one line 36.333 → 44.
    let margins = ListContentOptions(topMargin: 8, bottomMargin: 8)
    #expect(close(ListContentStyle.cell.height(textLines: 1, secondaryLines: 1, category: .large, options: margins), 53 + 2.0 / 3))
    #expect(ListContentStyle.cell.height(textLines: 1, secondaryLines: 0, category: .large, options: margins) == 44)
    // A value cell whose texts stack: 11 + 20.333 + 3 + 20.333 + 11 = 65.667.
    let stacked = ListContentOptions(prefersSideBySideTextAndSecondaryText: false)
    #expect(close(ListContentStyle.valueCell.height(textLines: 1, secondaryLines: 1, category: .large, options: stacked), 65 + 2.0 / 3))
    // A symbol beside a plain header: 4 + max(20.333, body leading 22) + 4 = 30; a 60-pt image
    // in a cell: 11 + 60 + 11 = 82.
    #expect(ListContentStyle.plainHeader.height(textLines: 1, secondaryLines: 0, category: .large, options: ListContentOptions(image: .symbol)) == 30)
    #expect(ListContentStyle.cell.height(textLines: 1, secondaryLines: 0, category: .large, options: ListContentOptions(image: .height(60))) == 82)
  }

  @Test("The measurement names every term of the sum")
  func summary() {
    let padded = ListContentOptions(textToSecondaryTextVerticalPadding: 4)
    let sidebar = ListContentStyle.sidebarCell.measure(textLines: 1, secondaryLines: 1, category: .large, options: padded)
    #expect(sidebar.summary == "sidebarCell[11 + body 17pt 20.333 + 4 + footnote 13pt 15.667 + 11 = 62]")
    let cell = ListContentStyle.cell.measure(textLines: 2, secondaryLines: 0, category: .large)
    // Two body lines: 2 × 20.287 = 40.574 → 40.667; 62.667 is above the minimum.
    #expect(cell.summary == "cell[11 + body 17pt×2 40.667 + 11 = 62.667]")
    let one = ListContentStyle.valueCell.measure(textLines: 1, secondaryLines: 1, category: .large)
    #expect(one.summary == "valueCell[11 + max(body 17pt 20.333, body 17pt 20.333) + 11 = 42.333, min 44]")
  }
}
