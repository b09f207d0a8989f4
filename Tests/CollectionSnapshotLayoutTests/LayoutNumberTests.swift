import CollectionSnapshotLayout
import Testing

@Suite("Layout numbers as printed")
struct LayoutNumberTests {
  @Test("Float noise from decimal inputs prints as the decimal; grid thirds keep every digit")
  func noise() {
    // groupPagingCentered on a 393 pt container with a 0.9 fractional group: the leading
    // padding is (393 − 0.9 × 393) / 2 = 19.65 with the unfloored group width (spec C18, [L]);
    // in binary it comes out two ulps above 19.65.
    let padding = (393 - 0.9 * 393) / 2
    #expect(padding != 19.65)
    #expect(LayoutNumber.format(padding) == "19.65")
    #expect(LayoutNumber.format(0.1 + 0.2) == "0.3")
    #expect(LayoutNumber.format(44.00000000000001) == "44")
    // floorPx(353.7) at @3x = 1061 / 3, and other thirds: no short decimal within four ulps.
    #expect(LayoutNumber.format(1061.0 / 3) == "353.6666666666667")
    #expect(LayoutNumber.format(413.0 / 3) == "137.66666666666666")
    #expect(LayoutNumber.format(262.0 / 3) == "87.33333333333333")
    #expect(LayoutNumber.format(1_000_000 + 1.0 / 3) == "1000000.3333333334")
    #expect(LayoutNumber.format(-0.0) == "0")
    #expect(LayoutNumber.format(-5) == "-5")
    #expect(LayoutNumber.format(0.5) == "0.5")
    #expect(LayoutNumber.format(-19.650000000000006) == "-19.65")
  }
}
