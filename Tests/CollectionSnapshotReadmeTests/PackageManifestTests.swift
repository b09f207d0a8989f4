import Foundation
import Testing

/// README's manifest (after `<!-- manifest -->`): a whole `Package.swift` of a user's package,
/// which no test target can compile (PackageDescription exists only inside SwiftPM). The test
/// writes it into a scratch folder beside this repository, linked under the folder name README
/// gives it (a checkout beside the user's package), and has SwiftPM evaluate it: in the form
/// README shows (a path) and in the form its comment offers (the team's mirror's URL). SwiftPM
/// checks that every `package:` a target names is a dependency's identity.
@Suite("README's package manifest")
struct PackageManifestTests {
  /// One dependency of a target as `swift package dump-package` prints it.
  struct Dependency: Equatable {
    var name: String
    var package: String?
    var platforms: [String]?
  }

  struct ManifestError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  static func manifest() throws -> String {
    try ReadmeTests.block(marked: "manifest").text
  }

  /// The package `manifest` as SwiftPM reads it, in a package folder `Shop` whose sibling
  /// `dependencyFolder` is this repository; SwiftPM's message when it refuses it.
  static func evaluate(_ manifest: String, dependencyFolder: String = "CollectionSnapshot") throws -> Result<[String: Any], ManifestError> {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("readme-package-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = folder.appendingPathComponent("Shop")
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(dependencyFolder), withDestinationURL: ReadmeTests.root)
    try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    do {
      let dump = try dumpPackage(package)
      return .success(try #require(try JSONSerialization.jsonObject(with: dump) as? [String: Any]))
    } catch let error as ManifestError {
      return .failure(error)
    }
  }

  /// `swift package dump-package` of the package at `folder`: SwiftPM compiles and runs the
  /// manifest and checks that every package a target names is a dependency.
  static func dumpPackage(_ folder: URL) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--package-path", folder.path, "dump-package"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ManifestError(message: "swift package dump-package exited with \(process.terminationStatus): \(String(decoding: message, as: UTF8.self))")
    }
    return data
  }

  /// The dependencies of `target` in a dumped package.
  static func dependencies(of target: String, in dump: [String: Any]) -> [Dependency] {
    let targets = dump["targets"] as? [[String: Any]] ?? []
    let entries = targets.first { $0["name"] as? String == target }?["dependencies"] as? [[String: Any]] ?? []
    return entries.map { entry in
      if let product = entry["product"] as? [Any] {
        let platforms = (product.count > 3 ? product[3] as? [String: Any] : nil)?["platformNames"] as? [String]
        return Dependency(name: product[0] as? String ?? "", package: product[1] as? String, platforms: platforms)
      }
      let byName = entry["byName"] as? [Any] ?? entry["target"] as? [Any] ?? []
      return Dependency(name: byName.first as? String ?? "", package: nil, platforms: nil)
    }
  }

  /// What README says of the targets: the app's code takes the UIKit module on Linux only; the
  /// tests take the app's code, the testing library and the module (on Linux).
  static func expectTargets(_ dump: [String: Any]) {
    #expect(dependencies(of: "ShopLayouts", in: dump) == [Dependency(name: "CollectionSnapshotUIKit", package: "CollectionSnapshot", platforms: ["linux"])])
    #expect(
      dependencies(of: "ShopLayoutsTests", in: dump) == [
        Dependency(name: "ShopLayouts", package: nil, platforms: nil),
        Dependency(name: "CollectionSnapshotTesting", package: "CollectionSnapshot", platforms: nil),
        Dependency(name: "CollectionSnapshotUIKit", package: "CollectionSnapshot", platforms: ["linux"]),
      ])
  }

  @Test("As shown: a path to a checkout named CollectionSnapshot beside the package, and products this package has")
  func pathForm() throws {
    let manifest = try Self.manifest()
    #expect(manifest.hasPrefix("// swift-tools-version:"), "the manifest is a whole Package.swift")
    #expect(!manifest.contains("<"), "no placeholder for the user to fill in")
    let dump = try Self.evaluate(manifest).get()
    let dependencies = dump["dependencies"] as? [[String: Any]] ?? []
    let fileSystem = dependencies.compactMap { ($0["fileSystem"] as? [[String: Any]])?.first }
    #expect(fileSystem.count == 1 && dependencies.count == 1)
    #expect((fileSystem.first?["path"] as? String)?.hasSuffix("/CollectionSnapshot") == true)
    #expect(fileSystem.first?["identity"] as? String == "collectionsnapshot")
    Self.expectTargets(dump)
    let package = try String(contentsOf: ReadmeTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    for product in ["ShopLayouts", "ShopLayoutsTests"].flatMap({ Self.dependencies(of: $0, in: dump) }).filter({ $0.package != nil }).map(\.name) {
      #expect(package.contains(".library(name: \"\(product)\""), "README's manifest names a product \(product) this package does not have")
    }
  }

  @Test("The mirror form of its comment: a URL ending in /CollectionSnapshot.git is the same identity")
  func mirrorForm() throws {
    let lines = try Self.manifest().components(separatedBy: "\n")
    let path = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(".package(path:") })
    let url = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("// .package(url:") })
    var mirror = lines
    mirror[path] = "    // " + lines[path].trimmingCharacters(in: .whitespaces)
    mirror[url] = lines[url].replacingOccurrences(of: "// .package(url:", with: ".package(url:")
    let dump = try Self.evaluate(mirror.joined(separator: "\n")).get()
    let dependencies = dump["dependencies"] as? [[String: Any]] ?? []
    let sourceControl = dependencies.compactMap { ($0["sourceControl"] as? [[String: Any]])?.first }
    #expect(sourceControl.count == 1 && dependencies.count == 1)
    #expect(sourceControl.first?["identity"] as? String == "collectionsnapshot")
    Self.expectTargets(dump)
  }

  @Test("`package:` is the identity: a checkout in a folder named otherwise is named by that folder")
  func identity() throws {
    let moved = try Self.manifest().replacingOccurrences(of: "../CollectionSnapshot", with: "../collection-snapshot")
    // Beside a folder named otherwise, `package: "CollectionSnapshot"` is refused…
    guard case .failure(let error) = try Self.evaluate(moved, dependencyFolder: "collection-snapshot") else {
      Issue.record("SwiftPM accepted package: \"CollectionSnapshot\" for a dependency in a folder named collection-snapshot")
      return
    }
    #expect(error.message.contains("CollectionSnapshot"), "\(error.message)")
    // …and accepted with `package:` naming the folder.
    let renamed = moved.replacingOccurrences(of: "package: \"CollectionSnapshot\"", with: "package: \"collection-snapshot\"")
    #expect(throws: Never.self) { try Self.evaluate(renamed, dependencyFolder: "collection-snapshot").get() }
  }
}
