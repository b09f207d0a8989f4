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

  @Test("Halves, thirds and sixths print the digits Swift's shortest round-trip decimal gives")
  func gridFractions() {
    // k + ½ is exact: `k.5`, with the sign before it.
    #expect(LayoutNumber.format(137.5) == "137.5")
    #expect(LayoutNumber.format(-0.5) == "-0.5")
    #expect(LayoutNumber.format(-137.5) == "-137.5")
    #expect(LayoutNumber.format(99_999_999_999.5) == "99999999999.5")
    // Thirds and sixths at @3x and @6x: 203 / 3, 5473 / 3 and a sum of thirds a little above
    // it, 1 / 6, −2 / 3 (shortest round-trip decimals of the doubles).
    #expect(LayoutNumber.format(203.0 / 3) == "67.66666666666667")
    #expect(LayoutNumber.format(5473.0 / 3) == "1824.3333333333333")
    #expect(LayoutNumber.format(1824.3333333333335) == "1824.3333333333335")
    #expect(LayoutNumber.format(1.0 / 6) == "0.16666666666666666")
    #expect(LayoutNumber.format(-2.0 / 3) == "-0.6666666666666666")
    // Not a grid fraction: the short-decimal rule still applies (576.6 is 576.5999999999999
    // after 0.1 steps), and a plain decimal prints as itself.
    #expect(LayoutNumber.format(576.5999999999999) == "576.6")
    #expect(LayoutNumber.format(19.650000000000006) == "19.65")
    #expect(LayoutNumber.format(0.25) == "0.25")
    // Integers below 10¹⁵ print without a fraction.
    #expect(LayoutNumber.format(14043) == "14043")
    #expect(LayoutNumber.format(-1_000_000_007) == "-1000000007")
    #expect(LayoutNumber.format(1e14) == "100000000000000")
  }

  @Test("Appending writes the same bytes as the printed text")
  func appending() {
    var bytes = Array("x=".utf8)
    LayoutNumber.append(413.0 / 3, to: &bytes)
    bytes.append(0x20)
    LayoutNumber.appendInteger(-90, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "x=137.66666666666666 -90")
  }
}
