import Testing

@testable import CollectionSnapshotLayout

/// List rows and headers sized as UIKit's standard content configurations size them. The
/// inputs are the HIG's Dynamic Type leading (body 19 … 62, subheadline 16 … 58, footnote
/// 16 … 52 from xSmall to AX5), the 44-pt row of one body line at Large (margins
/// (44 − 22) / 2 = 11 + 11), and the plain (28) and grouped (38) headers at Large; each
/// expected height below is worked out from them.
@Suite("List content: rows and headers as UIKit sizes them")
struct ListContentTests {
  @Test("A default cell of one body line is 44 pt at Large, and grows with Dynamic Type")
  func defaultCell() {
    // margins 22 + one body line: xS 19 → 41, below the 44 minimum; L 22 → 44; xL 24 → 46;
    // xxxL 29 → 51; AX1 34 → 56; AX5 62 → 84.
    let expected: [(ContentSizeCategory, Double)] = [
      (.extraSmall, 44), (.medium, 44), (.large, 44), (.extraLarge, 46), (.extraExtraLarge, 48),
      (.extraExtraExtraLarge, 51), (.accessibilityMedium, 56), (.accessibilityExtraExtraExtraLarge, 84),
    ]
    for (category, height) in expected {
      #expect(ListContentStyle.cell.height(textLines: 1, secondaryLines: 0, category: category) == height, "\(category)")
    }
  }

  @Test("Subtitle, value, sidebar and header styles have their own metrics")
  func styles() {
    // Subtitle: 22 + body 22 + subheadline 20 = 64 at L; at AX1 22 + 34 + 31 = 87.
    #expect(ListContentStyle.subtitleCell.height(textLines: 1, secondaryLines: 1, category: .large) == 64)
    #expect(ListContentStyle.subtitleCell.height(textLines: 1, secondaryLines: 1, category: .accessibilityMedium) == 87)
    // Value: the secondary text is beside the text: 22 + 22 = 44; at AX3 22 + 48 = 70.
    #expect(ListContentStyle.valueCell.height(textLines: 1, secondaryLines: 1, category: .large) == 44)
    #expect(ListContentStyle.valueCell.height(textLines: 1, secondaryLines: 1, category: .accessibilityLarge) == 62)
    #expect(ListContentStyle.valueCell.height(textLines: 1, secondaryLines: 1, category: .accessibilityExtraLarge) == 70)
    // Sidebar cells follow the cell: 44 at L.
    #expect(ListContentStyle.sidebarCell.height(textLines: 1, secondaryLines: 0, category: .large) == 44)
    #expect(ListContentStyle.sidebarHeader.height(textLines: 1, secondaryLines: 0, category: .large) == 44)
    // Headers: plain 6 + headline 22 = 28; grouped 20 + footnote 18 = 38, at xxxL 20 + 24 =
    // 44; a two-line grouped footer 20 + 2 × 18 = 56; a plain footer 10 + 18 = 28.
    #expect(ListContentStyle.plainHeader.height(textLines: 1, secondaryLines: 0, category: .large) == 28)
    #expect(ListContentStyle.groupedHeader.height(textLines: 1, secondaryLines: 0, category: .large) == 38)
    #expect(ListContentStyle.groupedHeader.height(textLines: 1, secondaryLines: 0, category: .extraExtraExtraLarge) == 44)
    #expect(ListContentStyle.groupedFooter.height(textLines: 2, secondaryLines: 0, category: .large) == 56)
    #expect(ListContentStyle.plainFooter.height(textLines: 1, secondaryLines: 0, category: .large) == 28)
    // Headers have no 44-pt minimum: a one-line plain header at xS is 6 + 19 = 25.
    #expect(ListContentStyle.plainHeader.height(textLines: 1, secondaryLines: 0, category: .extraSmall) == 25)
  }

  @Test("A list section's estimates follow the Dynamic Type size")
  func listEstimates() throws {
    var environment = phone()
    environment.contentSizeCategory = .accessibilityMedium
    let result = try CompositionalLayout.list(ListConfiguration(appearance: .plain, headerMode: .supplementary)).layout(LayoutContent(itemCounts: [2]), in: environment)
    // At AX1 the plain header is 6 + 34 = 40 and a row 22 + 34 = 56.
    expectFrame(result.header(0), 0, 0, 390, 40)
    expectFrame(result.cell(0), 0, 40, 390, 56)
    expectFrame(result.cell(1), 0, 96, 390, 56)
  }
}
