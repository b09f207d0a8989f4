import Foundation
import Testing

/// The UIKit article's manifest lines for the copies `collection-snapshot-linuxify` writes: a
/// target built from the generated folder with the UIKit module, and its tests. SwiftPM
/// evaluates them in a package beside this repository (named `CollectionSnapshot`).
let linuxifyManifestSample = """
  // README: linuxify-manifest
  // Package.swift of the package whose tests run on Linux
  .target(name: "App", dependencies: [.product(name: "CollectionSnapshotUIKit", package: "CollectionSnapshot")],
          path: "LinuxApp/Sources/App"),   // written by collection-snapshot-linuxify
  .testTarget(name: "AppTests", dependencies: ["App", .product(name: "CollectionSnapshotTesting", package: "CollectionSnapshot")]),
  // README: end
  """

@Suite("The UIKit article's manifest for linuxified copies")
struct LinuxifyManifestTests {
  @Test("SwiftPM reads it: the copies' target takes the UIKit module; its tests the target and the test library")
  func evaluated() throws {
    let body = linuxifyManifestSample.split(separator: "\n").filter { !$0.contains("// README:") }.joined(separator: "\n")
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Shop",
        dependencies: [.package(path: "../CollectionSnapshot")],
        targets: [
      \(body)
        ]
      )

      """
    let dump = try PackageManifestTests.evaluate(manifest).get()
    #expect(
      PackageManifestTests.dependencies(of: "App", in: dump) == [
        PackageManifestTests.Dependency(name: "CollectionSnapshotUIKit", package: "CollectionSnapshot", platforms: nil)
      ])
    #expect(
      PackageManifestTests.dependencies(of: "AppTests", in: dump) == [
        PackageManifestTests.Dependency(name: "App", package: nil, platforms: nil),
        PackageManifestTests.Dependency(name: "CollectionSnapshotTesting", package: "CollectionSnapshot", platforms: nil),
      ])
  }
}
