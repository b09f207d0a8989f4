import Foundation

/// Finds an Interface Builder file in the app's resources.
///
/// On Linux SwiftPM copies a target's resources into a folder beside the built products
/// (`Package_Target.resources`, which `Bundle.module` is); it does not compile `.xib` and
/// `.storyboard` files as Xcode does, so the XML source is what is found. A `nil` bundle (or
/// `Bundle.main`, which `Bundle(for:)` answers on Linux) means the app's: the main bundle, then
/// every resource bundle beside it, by name. In a bundle the file is looked for at the top,
/// then in `Base.lproj`, `en.lproj` and the other `.lproj` folders, then in subfolders (a
/// folder copied whole with `.copy`), each level by name, so the same files are found the same
/// way on every machine.
@MainActor
enum IBResourceLocator {
  /// A file found.
  struct Found {
    /// The file.
    var url: URL
    /// The bundle's folder it was found in.
    var bundleURL: URL
    /// The modules the bundle may belong to (see ``IBClassResolver``).
    var bundleModules: [String] { IBClassResolver.modules(ofBundleNamed: bundleURL.lastPathComponent) }
  }

  /// What looking for a file gave.
  enum Result {
    /// The source file.
    case found(Found)
    /// Only a compiled file (`.nib`, `.storyboardc`), which cannot be read.
    case compiled(URL)
    /// Nothing, in these bundles.
    case missing([URL])
  }

  /// The files each bundle folder holds, by name, in search order (a folder is listed once per
  /// process).
  private static var listings: [URL: [String: URL]] = [:]

  /// Looks for `name.<source>` (or its compiled form) in `bundle`; when it is not found and
  /// `relisting`, the folders are listed again (they may have changed) and searched once more.
  static func find(_ name: String, source: String, compiled: String, in bundle: Bundle?, relisting: Bool = true) -> Result {
    let result = search(name, source: source, compiled: compiled, in: bundle)
    guard relisting, case .missing(let bundles) = result else { return result }
    // The folders may have changed since they were listed: list them again, once.
    for bundleURL in bundles { listings[bundleURL] = nil }
    return search(name, source: source, compiled: compiled, in: bundle)
  }

  private static func search(_ name: String, source: String, compiled: String, in bundle: Bundle?) -> Result {
    let bundles = searchedBundles(bundle)
    var compiledFile: URL?
    for bundleURL in bundles {
      let files = listing(of: bundleURL, recursive: bundleURL != Bundle.main.bundleURL.standardizedFileURL)
      if let url = files["\(name).\(source)"] { return .found(Found(url: url, bundleURL: bundleURL)) }
      if compiledFile == nil, let url = files["\(name).\(compiled)"] { compiledFile = url }
    }
    if let compiledFile { return .compiled(compiledFile) }
    return .missing(bundles)
  }

  /// The bundle folders searched for `bundle`.
  nonisolated static func searchedBundles(_ bundle: Bundle?) -> [URL] {
    let main = Bundle.main.bundleURL.standardizedFileURL
    guard let bundle, bundle.bundleURL.standardizedFileURL != main else {
      let siblings = (try? FileManager.default.contentsOfDirectory(at: main, includingPropertiesForKeys: nil)) ?? []
      let resourceBundles = siblings.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
      return [main] + resourceBundles
    }
    return [bundle.bundleURL.standardizedFileURL]
  }

  /// UIKit's description of a bundle in its messages: `NSBundle </path> (loaded)`.
  static func describe(_ bundle: Bundle?) -> String {
    "NSBundle <\((bundle ?? Bundle.main).bundlePath)> (loaded)"
  }

  /// The files of a bundle folder by name: the first found in search order wins. The main
  /// bundle (on Linux, the folder of the built products) is searched at its top and in its
  /// localizations only; resource bundles in their subfolders too.
  private static func listing(of bundleURL: URL, recursive: Bool) -> [String: URL] {
    if let known = listings[bundleURL] { return known }
    var files: [String: URL] = [:]
    let manager = FileManager.default
    func entries(_ folder: URL) -> [URL] {
      ((try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? [])
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
    func isFolder(_ url: URL) -> Bool { (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
    func isFileLike(_ url: URL) -> Bool { ["xib", "storyboard", "nib", "storyboardc"].contains(url.pathExtension) }
    // Breadth first, by name: the top, the localizations (Base, en, others), then subfolders.
    var level = [bundleURL]
    var depth = 0
    while !level.isEmpty, depth < 6 {
      var next: [URL] = []
      for folder in level {
        let contents = entries(folder)
        for url in contents where isFileLike(url) && files[url.lastPathComponent] == nil { files[url.lastPathComponent] = url }
        let folders = contents.filter { isFolder($0) && !isFileLike($0) }
        let localized = folders.filter { $0.pathExtension == "lproj" }
        let order = ["Base.lproj", "en.lproj"]
        let first = order.compactMap { name in localized.first { $0.lastPathComponent == name } }
        let others = recursive ? folders.filter { !first.contains($0) } : depth == 0 ? localized.filter { !first.contains($0) } : []
        next += first + others
      }
      level = next
      depth += 1
    }
    listings[bundleURL] = files
    return files
  }
}
