import CollectionSnapshotPNG
import Foundation

/// The sizes of the app's named images (`UIImage(named:)`), read from its asset catalogs.
///
/// SwiftPM on Linux does not compile `.xcassets` folders as Xcode does: a target that lists its
/// catalog among its resources (`.copy("Assets.xcassets")`, or a resource folder holding it) has
/// the catalog copied as it is. An image set is a folder `<name>.imageset` (at any depth of a
/// catalog: groups are folders too) whose `Contents.json` lists its files by scale
/// (`{"images": [{"filename": "fog@3x.png", "idiom": "universal", "scale": "3x"}, …]}`, Xcode's
/// asset catalog format). An image's size in points is its pixel size divided by its scale
/// (Apple's `UIImage.size`: "the logical dimensions of the image"; `UIImage.scale`: "multiply
/// the logical size of the image by this value to get the dimensions of the image in pixels"):
/// the PNG's `IHDR` header, read with the package's PNG codec, of the set's file for the
/// screen's scale, else of its largest scale, as UIKit picks a set's best file; a file without a
/// scale (a single-scale set) is taken at 1x. Idioms other than `universal` and `iphone` are
/// left out. A set whose files are not PNGs (PDF or SVG vectors) or cannot be read has no known
/// size, and neither has a name no catalog holds.
///
/// Catalogs are looked for in the bundles nibs are looked for in (``IBResourceLocator``): the
/// main bundle (at its top: on Linux it is the folder of the built products) and the resource
/// bundles beside it (at any depth). What is found is kept for the process.
enum UIKitAssetCatalog {
  /// The size in points of the image named `name` at the screen's scale `scale`, if a catalog
  /// holds it as PNG files.
  static func size(ofImageNamed name: String, scale: Double) -> CGSize? {
    let key = "\(name)@\(scale)"
    if let known = cache.withLock({ $0.sizes[key] }) { return known }
    let sets = cache.withLock { $0.sets } ?? imageSets(in: IBResourceLocator.searchedBundles(nil), main: Bundle.main.bundleURL.standardizedFileURL)
    let found = sets[name].flatMap { size(ofImageSet: $0, scale: scale) }
    cache.withLock {
      $0.sets = sets
      $0.sizes[key] = .some(found)
    }
    return found
  }

  /// What was read: the image sets by name, and sizes by name and scale (`nil` inside: looked
  /// for, not known).
  private struct Cache: Sendable {
    var sets: [String: URL]?
    var sizes: [String: CGSize?] = [:]
  }
  private static let cache = UIKitLocked(Cache())

  /// Every image set in the catalogs of `bundles`, by name; the first found wins, in the order
  /// of `bundles`, each one's folders by name, breadth first. `main` is searched for catalogs at
  /// its top only; other bundles at any depth (a few folders down at most).
  static func imageSets(in bundles: [URL], main: URL) -> [String: URL] {
    var found: [String: URL] = [:]
    let manager = FileManager.default
    func folders(_ folder: URL) -> [URL] {
      ((try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? [])
        .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
    for bundle in bundles {
      var level = [(url: bundle, inCatalog: false)]
      var depth = 0
      while !level.isEmpty, depth < 8 {
        var next: [(url: URL, inCatalog: Bool)] = []
        for folder in level {
          for url in folders(folder.url) {
            let isCatalog = url.pathExtension == "xcassets"
            if folder.inCatalog, url.pathExtension == "imageset" {
              let name = url.deletingPathExtension().lastPathComponent
              if found[name] == nil { found[name] = url }
            } else if folder.inCatalog || isCatalog || bundle != main {
              next.append((url, folder.inCatalog || isCatalog))
            }
          }
        }
        level = next
        depth += 1
      }
    }
    return found
  }

  /// The size in points of an image set's best PNG file for the screen's scale `scale`.
  static func size(ofImageSet set: URL, scale: Double) -> CGSize? {
    guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let images = json["images"] as? [[String: Any]]
    else { return nil }
    var files: [(scale: Double, file: String)] = []
    for image in images {
      guard let file = image["filename"] as? String, file.lowercased().hasSuffix(".png") else { continue }
      let idiom = image["idiom"] as? String ?? "universal"
      guard idiom == "universal" || idiom == "iphone" else { continue }
      let factor = (image["scale"] as? String).flatMap { Double($0.replacingOccurrences(of: "x", with: "")) } ?? 1
      guard factor.isFinite, factor > 0 else { continue }
      files.append((factor, file))
    }
    guard let chosen = files.first(where: { $0.scale == scale }) ?? files.max(by: { $0.scale < $1.scale }) else { return nil }
    let path = set.appendingPathComponent(chosen.file).path
    guard let bytes = try? BinaryFile.read(path, maxSize: 64 * 1024 * 1024), let header = try? PNGCodec().header(of: bytes, file: path) else { return nil }
    return CGSize(width: CGFloat(Double(header.width) / chosen.scale), height: CGFloat(Double(header.height) / chosen.scale))
  }
}
