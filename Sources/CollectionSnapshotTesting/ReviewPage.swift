import CollectionSnapshot
import Foundation

/// The HTML page that lists every failure in an artifacts folder: for pictures the reference,
/// the actual picture and the diff side by side (click a picture to flip between reference and
/// actual), for texts the diff. Rebuilt from the files on disk after each failure, so parallel
/// tests and several test processes all end up on it.
enum ReviewPage {
  private static let lock = NSLock()

  static func refresh(folder: String) {
    lock.lock()
    defer { lock.unlock() }
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return }
    var entries: [String] = []
    for case let relative as String in enumerator where relative.contains(".actual.") {
      entries.append(relative)
    }
    entries.sort()
    var html = """
      <!doctype html>
      <html><head><meta charset="utf-8"><title>Snapshot failures</title>
      <style>
      body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f7f7f9; color: #1c1c1e; }
      section { background: white; border: 1px solid #ddd; border-radius: 8px; padding: 12px 16px; margin: 0 0 24px; }
      h2 { font-size: 15px; font-family: ui-monospace, monospace; margin: 0 0 8px; }
      .row { display: flex; gap: 16px; align-items: flex-start; }
      figure { margin: 0; } figcaption { font-size: 12px; color: #666; }
      img { max-width: 360px; border: 1px solid #ccc; image-rendering: pixelated; cursor: pointer; }
      pre { background: #f2f2f5; padding: 8px; overflow: auto; max-height: 480px; }
      .del { color: #b42318; } .add { color: #067647; }
      </style></head><body>
      <h1>Snapshot failures (\(entries.count))</h1>

      """
    for entry in entries {
      let stem = entry.components(separatedBy: ".actual.")[0]
      let ext = entry.components(separatedBy: ".actual.").last ?? ""
      html += "<section><h2>\(escape(stem))</h2>\n"
      if ext == "png" {
        html += "<div class=\"row\">"
        for (label, file) in [("reference", stem + ".reference.png"), ("actual", entry), ("diff", stem + ".diff.png")] {
          guard FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(file)) else { continue }
          let other = label == "reference" ? entry : stem + ".reference.png"
          html += "<figure><img src=\"\(escape(file))\" data-flip=\"\(escape(other))\" onclick=\"var s=this.src;this.src=this.dataset.flip;this.dataset.flip=s\"><figcaption>\(label)</figcaption></figure>"
        }
        html += "</div>\n"
      } else if let diff = try? String(contentsOfFile: (folder as NSString).appendingPathComponent(stem + ".diff"), encoding: .utf8) {
        html += "<pre>"
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
          let text = escape(String(line))
          html += line.hasPrefix("-") ? "<span class=\"del\">\(text)</span>\n" : (line.hasPrefix("+") ? "<span class=\"add\">\(text)</span>\n" : text + "\n")
        }
        html += "</pre>\n"
      }
      html += "</section>\n"
    }
    html += "</body></html>\n"
    try? BinaryFile.writeAtomically(Array(html.utf8), to: (folder as NSString).appendingPathComponent("index.html"))
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }
}
