// swift-tools-version: 6.0
//
// The passing text assertion of CollectionSnapshot against swift-snapshot-testing's, side by
// side in one debug `swift test` run (what a test suite builds). A package of its own, as
// Tests/Fuzz is, so that nobody who depends on CollectionSnapshot ever builds the peer. Run by
// `run.sh` beside this file.
import PackageDescription

let package = Package(
  name: "CollectionSnapshotPeerBench",
  dependencies: [
    .package(name: "CollectionSnapshot", path: "../.."),
    // The peer, at the version the Benchmarks article names.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
  ],
  targets: [
    .testTarget(
      name: "PeerBenchTests",
      dependencies: [
        .product(name: "CollectionSnapshot", package: "CollectionSnapshot"),
        .product(name: "CollectionSnapshotTesting", package: "CollectionSnapshot"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      path: "Tests/PeerBenchTests"
    )
  ],
  swiftLanguageModes: [.v6]
)
