import CollectionSnapshotModel
import Testing

@Suite("Text written into a UTF-8 buffer")
struct UTF8BufferTests {
  /// `value` as the buffer writes a layout number.
  private func number(_ value: Double) -> String {
    var text = UTF8Buffer()
    text.append(number: value)
    return text.string
  }

  @Test("Layout numbers: zero, whole numbers and halves, grid thirds and sixths with all their digits, float noise as the short decimal")
  func numbers() {
    #expect(number(0) == "0")
    #expect(number(-0.0) == "0")
    #expect(number(-5) == "-5")
    #expect(number(14043) == "14043")
    #expect(number(1e14) == "100000000000000")
    #expect(number(-1_000_000_007) == "-1000000007")
    #expect(number(0.5) == "0.5")
    #expect(number(-0.5) == "-0.5")
    #expect(number(137.5) == "137.5")
    #expect(number(-137.5) == "-137.5")
    #expect(number(99_999_999_999.5) == "99999999999.5")
    // Thirds and sixths: the shortest round-trip decimals of the doubles 413 / 3, 1061 / 3,
    // 5473 / 3, 1 / 6 and −2 / 3.
    #expect(number(413.0 / 3) == "137.66666666666666")
    #expect(number(1061.0 / 3) == "353.6666666666667")
    #expect(number(5473.0 / 3) == "1824.3333333333333")
    #expect(number(1.0 / 6) == "0.16666666666666666")
    #expect(number(-2.0 / 3) == "-0.6666666666666666")
    #expect(number(1_000_000 + 1.0 / 3) == "1000000.3333333334")
    // (393 − 0.9 × 393) / 2 is two ulps above 19.65; 0.1 + 0.2 four ulps above 0.3.
    #expect(number((393 - 0.9 * 393) / 2) == "19.65")
    #expect(number(-19.650000000000006) == "-19.65")
    #expect(number(0.1 + 0.2) == "0.3")
    #expect(number(576.5999999999999) == "576.6")
    #expect(number(0.25) == "0.25")
    // Beyond the integer bound Swift's own text (decimal below 2⁵³, exponent above), and not
    // a number.
    #expect(number(1e15) == "1000000000000000.0")
    #expect(number(1e16) == "1e+16")
    #expect(number(.nan) == "nan")
    #expect(number(-.infinity) == "-inf")
  }

  @Test("Literals, texts, integers and quoted texts, past the first allocation")
  func appends() {
    var text = UTF8Buffer()
    text.append("cell ")
    text.append(0x5B)
    text.append(integer: 0)
    text.append(0x2C)
    text.append(integer: -90)
    text.append(0x5D)
    text.append(contentsOf: " Größe ")
    text.appendQuoted("Say \"hi\"\n\tto C:\\ and\r😀")
    #expect(text.string == #"cell [0,-90] Größe "Say \"hi\"\n\tto C:\\ and\r😀""#)
    var long = UTF8Buffer()
    long.append(integer: Int.min)
    for _ in 0..<100 { long.append(contentsOf: "abc") }
    #expect(long.count == 20 + 300)
    #expect(long.string == "-9223372036854775808" + String(repeating: "abc", count: 100))
    #expect(long.string(from: 20, to: 26) == "abcabc")
    #expect(Array(long.bytes.prefix(3)) == [0x2D, 0x39, 0x32])
  }

  @Test("A frame: four layout numbers between parentheses, in one call or number by number, after what was written")
  func frames() {
    var text = UTF8Buffer()
    text.append("frame=")
    // All four of the common forms (the one C call).
    text.append(rectX: 16, y: 622.5, width: 343, height: -0.5)
    text.append(0x20)
    // A third among them: each number as `append(number:)` writes it, nothing doubled.
    text.append(rectX: 0, y: 413.0 / 3, width: 19.5, height: 1061.0 / 3)
    #expect(text.string == "frame=(16, 622.5, 343, -0.5) (0, 137.66666666666666, 19.5, 353.6666666666667)")
  }

  @Test("A text with a NUL inside, short or long, is written whole; quoted, the NUL is escaped as \\u{00}")
  func embeddedNUL() {
    var text = UTF8Buffer()
    text.append(contentsOf: "a\u{0}b")
    text.appendQuoted("é\u{0}\"")
    let long = String(repeating: "x", count: 40) + "\u{0}y"
    text.append(contentsOf: long)
    // 3; then `"`, é (2 bytes), `\u{00}` (6), `\"` (2), `"`: 12; then 42.
    #expect(text.count == 3 + 12 + 42)
    #expect(text.string == "a\u{0}b\"é\\u{00}\\\"\"" + long)
  }

  @Test("Quoted, the ASCII control characters other than tab, line feed and carriage return are \\u{XX}; DEL too; other bytes stay")
  func controlCharacters() {
    var text = UTF8Buffer()
    text.appendQuoted("\u{1}\u{1B}[0m\u{7F}\t\u{A0}é")
    #expect(text.string == #""\u{01}\u{1B}[0m\u{7F}\t\#u{A0}é""#)
  }

  @Test("Identifiers: a plain word as it is; quoted when empty or with a space, =, a quote, a control or an invisible character")
  func identifiers() {
    #expect(Item.printedIdentifier("p4") == "p4")
    #expect(Item.printedIdentifier("[0,3]") == "[0,3]")
    #expect(Item.printedIdentifier("café-Ω") == "café-Ω")
    #expect(Item.printedIdentifier(#"back\slash"#) == #"back\slash"#)
    #expect(Item.printedIdentifier("") == #""""#)
    #expect(Item.printedIdentifier("Buy milk") == #""Buy milk""#)
    #expect(Item.printedIdentifier("a=b") == #""a=b""#)
    #expect(Item.printedIdentifier(#"Row(title: "Wi-Fi")"#) == #""Row(title: \"Wi-Fi\")""#)
    #expect(Item.printedIdentifier("tab\there") == #""tab\there""#)
    #expect(Item.printedIdentifier("bell\u{7}") == #""bell\u{07}""#)
    #expect(Item.printedIdentifier("no\u{A0}break") == "\"no\u{A0}break\"")
    #expect(Item.printedIdentifier("zero\u{200B}width") == "\"zero\u{200B}width\"")
    var buffer = UTF8Buffer()
    buffer.appendIdentifier("Buy milk")
    buffer.append(0x20)
    buffer.appendIdentifier("p4")
    #expect(buffer.string == #""Buy milk" p4"#)
  }
}
