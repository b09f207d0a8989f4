import Foundation

/// The report page: one static `index.html` (style and script inline) that reads its entries
/// from `report-data.js` beside it, a script of `CSReport.add({…});` lines. A page opened from
/// `file://` may load scripts and pictures next to it but not read files, so the records come
/// as a script and texts ride inside them. No network, no external font or script.
///
/// The same page serves a test run's artifacts folder (its feed grows by one line per
/// assertion) and `collection-snapshot report` (its feed written at once).
public enum ReportPage {
  /// The feed's file name.
  public static let feedFile = "report-data.js"

  /// The page.
  public static var html: String {
    """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Snapshot report</title>
    <style>
    \(style)</style>
    <script>
    var CSReport = { meta: null, entries: [], setMeta: function (m) { this.meta = m; }, add: function (e) { this.entries.push(e); } };
    </script>
    <script src="\(feedFile)"></script>
    </head><body>
    <header>
    <h1 id="title">Snapshot report</h1><span id="summary"></span><span id="folders"></span>
    <details id="suites"></details>
    </header>
    <main>
    <nav>
    <div class="tools">
    <input id="search" type="search" placeholder="Search tests, files, messages (/)" aria-label="search">
    <div id="filters"></div>
    <div id="shown"></div>
    </div>
    <ul id="list"></ul>
    <div class="keys"><kbd>j</kbd>/<kbd>k</kbd> next/previous · <kbd>1</kbd>–<kbd>5</kbd> or <kbd>m</kbd> comparison · <kbd>f</kbd> fit/1:1 · <kbd>r</kbd> next region · <kbd>/</kbd> search</div>
    </nav>
    <div id="detail"></div>
    </main>
    <script>
    \(scriptEntries)
    \(scriptViewer)</script>
    </body></html>

    """
  }

  /// The feed's first line: what the report is.
  static func feedHeader(_ meta: ReportMeta) throws -> [UInt8] {
    Array("CSReport.setMeta(".utf8) + (try RecordCoding.encode(meta)) + Array(");\n".utf8)
  }

  /// One entry of the feed, a line.
  static func feedLine(_ entry: PageEntry) throws -> [UInt8] {
    Array("CSReport.add(".utf8) + (try RecordCoding.encode(entry)) + Array(");\n".utf8)
  }

  /// The same line from the record already encoded (the bytes `feedLine(_:)` writes: a
  /// `PageEntry`'s keys are `record` and `texts`, in that sorted order).
  static func feedLine(recordJSON: [UInt8], texts: PageTexts) throws -> [UInt8] {
    Array("CSReport.add({\"record\":".utf8) + recordJSON + Array(",\"texts\":".utf8) + (try RecordCoding.encode(texts)) + Array("});\n".utf8)
  }
}
