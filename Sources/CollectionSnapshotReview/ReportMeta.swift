/// What the page says about the report as a whole.
struct ReportMeta: Codable {
  /// The heading.
  var title: String
  /// The artifacts folders merged.
  var folders: [String]
  /// `test run` (the library's own page) or `collection-snapshot report`.
  var generatedBy: String
  /// The folder to pass to `approve`, as given to `report --output`.
  var approveFolder: String?
  /// Records left out because a later folder had the same assertion.
  var duplicates: Int = 0
}
