import Foundation
import Testing

/// README's manifest sample for the `UIKit` module: targets of a user's `Package.swift`, which
/// no test target can compile (PackageDescription exists only inside SwiftPM). The test puts the
/// lines in a package manifest beside a package named `CollectionSnapshot` (this repository,
/// linked under that name, as a URL dependency would be named) and has SwiftPM evaluate it.
let uikitManifestSample = """
  // README: uikit-manifest
  // Package.swift of the package that holds the app's layouts
  .target(name: "ShopLayouts", dependencies: [   // its files start with `import UIKit`
    .product(name: "CollectionSnapshotUIKit", package: "CollectionSnapshot", condition: .when(platforms: [.linux])),
  ]),
  .testTarget(name: "ShopLayoutsTests", dependencies: [
    "ShopLayouts", .product(name: "CollectionSnapshotTesting", package: "CollectionSnapshot"),
    .product(name: "CollectionSnapshotUIKit", package: "CollectionSnapshot", condition: .when(platforms: [.linux])),
  ]),
  // README: end
  """

@Suite("README's UIKit manifest sample")
struct UIKitManifestTests {
  /// One dependency of a target as `swift package dump-package` prints it.
  struct Dependency: Equatable {
    var name: String
    var package: String?
    var platforms: [String]?
  }

  @Test("SwiftPM reads it: the layouts depend on the UIKit module on Linux only; the tests on the layouts, the test library and the module")
  func evaluated() throws {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("readme-manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let shop = folder.appendingPathComponent("Shop")
    try FileManager.default.createDirectory(at: shop, withIntermediateDirectories: true)
    let dependency = folder.appendingPathComponent("CollectionSnapshot")
    try FileManager.default.createSymbolicLink(at: dependency, withDestinationURL: ReadmeTests.root)
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Shop",
        dependencies: [.package(path: "\(dependency.path)")],
        targets: [
      \(uikitManifestSample)
        ]
      )

      """
    try manifest.write(to: shop.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let dump = try Self.dumpPackage(shop)
    let targets = try #require((try JSONSerialization.jsonObject(with: dump) as? [String: Any])?["targets"] as? [[String: Any]])
    func dependencies(_ target: String) -> [Dependency] {
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
    #expect(dependencies("ShopLayouts") == [Dependency(name: "CollectionSnapshotUIKit", package: "CollectionSnapshot", platforms: ["linux"])])
    #expect(
      dependencies("ShopLayoutsTests") == [
        Dependency(name: "ShopLayouts", package: nil, platforms: nil),
        Dependency(name: "CollectionSnapshotTesting", package: "CollectionSnapshot", platforms: nil),
        Dependency(name: "CollectionSnapshotUIKit", package: "CollectionSnapshot", platforms: ["linux"]),
      ])
    // The products it names are this package's.
    let package = try String(contentsOf: ReadmeTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    for product in ["CollectionSnapshotUIKit", "CollectionSnapshotTesting"] {
      #expect(package.contains(".library(name: \"\(product)\""), "README's UIKit manifest names a product \(product) this package does not have")
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

  struct ManifestError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
