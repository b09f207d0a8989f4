import Foundation
import Testing

/// The UIKit article's manifest lines for the copies `collection-snapshot-linuxify` writes, which
/// are those of the app under Fixtures/apps that CI builds and tests (`Fixtures/apps/run.sh`): a
/// target built from the generated folder with the UIKit and Combine modules, the storyboards
/// and xibs as its resources, in the Xcode project's language mode; and its tests.
let linuxifyManifestSample = """
  // README: linuxify-manifest
  // Package.swift of the Linux test package, beside the app's Xcode project
  .target(
    name: "StoryboardShop",   // the Xcode target's name: the storyboard's customModule
    dependencies: [
      .product(name: "CollectionSnapshotUIKit", package: "CollectionSnapshot", condition: .when(platforms: [.linux])),
      .product(name: "CollectionSnapshotCombine", package: "CollectionSnapshot", condition: .when(platforms: [.linux])),
    ],
    path: "Linux/StoryboardShop",
    resources: [.copy("InterfaceBuilder")],   // Main.storyboard and CartItemCell.xib
    swiftSettings: [.swiftLanguageMode(.v5)]   // as the Xcode project builds the app
  ),
  .testTarget(
    name: "StoryboardShopTests",
    dependencies: [
      "StoryboardShop", .product(name: "CollectionSnapshotTesting", package: "CollectionSnapshot"),
      .product(name: "CollectionSnapshotUIKit", package: "CollectionSnapshot", condition: .when(platforms: [.linux])),
    ]
  ),
  // README: end
  """

/// README's short form of the same target.
let linuxifyReadmeSample = """
  // README: linuxify-readme
  // Package.swift: the app's Linux copies, with its storyboards and xibs
  .target(name: "StoryboardShop", dependencies: [.product(name: "CollectionSnapshotUIKit", package: "CollectionSnapshot", condition: .when(platforms: [.linux]))],
          path: "Linux/StoryboardShop", resources: [.copy("InterfaceBuilder")], swiftSettings: [.swiftLanguageMode(.v5)]),
  // README: end
  """

@Suite("The manifests for linuxified copies")
struct LinuxifyManifestTests {
  static func body(_ sample: String) -> String {
    sample.split(separator: "\n").filter { !$0.contains("// README:") }.joined(separator: "\n")
  }

  static func evaluate(_ targets: String) throws -> [String: Any] {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Shop",
        dependencies: [.package(path: "../CollectionSnapshot")],
        targets: [
      \(targets)
        ]
      )

      """
    return try PackageManifestTests.evaluate(manifest).get()
  }

  @Test("SwiftPM reads the article's: the copies' target takes the UIKit and Combine modules on Linux; its tests the target and the test library")
  func evaluated() throws {
    let dump = try Self.evaluate(Self.body(linuxifyManifestSample))
    #expect(
      PackageManifestTests.dependencies(of: "StoryboardShop", in: dump) == [
        PackageManifestTests.Dependency(name: "CollectionSnapshotUIKit", package: "CollectionSnapshot", platforms: ["linux"]),
        PackageManifestTests.Dependency(name: "CollectionSnapshotCombine", package: "CollectionSnapshot", platforms: ["linux"]),
      ])
    #expect(
      PackageManifestTests.dependencies(of: "StoryboardShopTests", in: dump) == [
        PackageManifestTests.Dependency(name: "StoryboardShop", package: nil, platforms: nil),
        PackageManifestTests.Dependency(name: "CollectionSnapshotTesting", package: "CollectionSnapshot", platforms: nil),
        PackageManifestTests.Dependency(name: "CollectionSnapshotUIKit", package: "CollectionSnapshot", platforms: ["linux"]),
      ])
  }

  @Test("The article's lines are the Package.swift of the app CI tests, line for line")
  func fixtureManifest() throws {
    let manifest = try String(contentsOf: ReadmeTests.root.appendingPathComponent("Fixtures/apps/StoryboardShop/Package.swift"), encoding: .utf8)
    let trimmed = { (text: String) in text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
    let sample = Array(trimmed(Self.body(linuxifyManifestSample)).dropFirst())   // its comment line
    let lines = trimmed(manifest)
    let start = try #require(lines.firstIndex(of: sample[0]), "the fixture's Package.swift has no line \(sample[0])")
    #expect(Array(lines[start..<min(lines.count, start + sample.count)]) == sample)
  }

  @Test("SwiftPM reads README's short form")
  func readmeForm() throws {
    let dump = try Self.evaluate(Self.body(linuxifyReadmeSample))
    #expect(
      PackageManifestTests.dependencies(of: "StoryboardShop", in: dump) == [
        PackageManifestTests.Dependency(name: "CollectionSnapshotUIKit", package: "CollectionSnapshot", platforms: ["linux"])
      ])
  }
}
