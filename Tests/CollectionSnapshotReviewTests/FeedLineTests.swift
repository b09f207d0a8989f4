import Foundation
import Testing

@testable import CollectionSnapshotReview

@Suite("The page's feed")
struct FeedLineTests {
  @Test("A feed line made from the record's own JSON is the line the whole entry encodes to")
  func sameBytes() throws {
    var record = ReviewFixtures.record("T.Suite/a()", reference: "Suite/a.layout.txt", status: .failed)
    record.message = "snapshot does not match \\ \"quoted\" /slash é"
    for texts in [PageTexts(), PageTexts(diff: "-a\n+b\n"), PageTexts(actual: "new\n")] {
      let whole = try ReportPage.feedLine(PageEntry(record: record, texts: texts))
      let made = try ReportPage.feedLine(recordJSON: try RecordCoding.encode(record), texts: texts)
      #expect(made == whole)
    }
  }
}
