import CollectionSnapshotLayout
public import CollectionSnapshotModel
public import Foundation

/// A script in JSON: the options of a headless collection view and the steps to run on it
/// (the article "JSON screens and scripts"). Decoding is strict: unknown keys and bad values fail with the
/// JSON path of the value.
///
/// ```json
/// {"options": {"paging": {"isInfinitePage": true, "isAutoRolling": true}},
///  "steps": [{"advance": 12}, {"drag": {"x": -120, "y": 0}, "velocity": {"x": -0.8, "y": 0}}]}
/// ```
public enum ScriptDocument {
  /// Decodes a script; page files named in `options.pages` are read relative to `directory`.
  /// - Throws: ``ScreenDecodingError`` with the JSON path and the reason.
  public static func decode(_ data: Data, directory: String = ".") throws(ScreenDecodingError) -> (steps: [ScriptStep], options: HeadlessCollectionView.Options) {
    let document: ScriptJSON
    do {
      let decoder = JSONDecoder()
      decoder.userInfo[StepJSON.directoryKey] = directory
      document = try decoder.decode(ScriptJSON.self, from: data)
    } catch let error as ScreenDecodingError {
      throw error
    } catch {
      let (path, reason) = ScreenDocument.describe(error, in: data)
      throw ScreenDecodingError(path: path, reason: reason)
    }
    var options = document.options?.options ?? HeadlessCollectionView.Options()
    if let files = document.options?.pages {
      let pages = try files.enumerated().map { index, file throws(ScreenDecodingError) -> ViewModel in
        do throws(ScreenDecodingError) {
          return try ScreenDocument.loadPage(contentsOfFile: file.hasPrefix("/") ? file : directory + "/" + file)
        } catch {
          // Named where the script names it, so the message leads to the script's line.
          let inPage = error.path == "$" ? "" : " at \(error.path)"
          throw ScreenDecodingError(path: "$.options.pages[\(index)]", reason: "page document '\(file)'\(inPage): \(error.reason)")
        }
      }
      options.pageLoader = PageLoader(pages: pages, latency: document.options?.pageLatency ?? 0.5)
    }
    return (document.steps.map(\.step), options)
  }

  /// Reads and decodes a script file (page files relative to its folder).
  /// - Throws: ``ScreenDecodingError`` naming the file, the JSON path and the reason.
  public static func load(contentsOfFile path: String) throws(ScreenDecodingError) -> (steps: [ScriptStep], options: HeadlessCollectionView.Options) {
    try ScreenDocument.readDocument(path) { (data) throws(ScreenDecodingError) in
      try decode(data, directory: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }
  }
}
