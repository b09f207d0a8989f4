/// One record as the page receives it.
struct PageEntry: Codable {
  var record: SnapshotRecord
  var texts: PageTexts
}
