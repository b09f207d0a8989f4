// swift-tools-version: 6.0
//
// The libFuzzer targets of CollectionSnapshot, kept apart so that they never slow the main
// package's `swift build` and `swift test`. Built and run by `fuzz.sh` beside this file, with
// `-sanitize=fuzzer,address` on every module (the package's own included, for coverage):
//
//   png-decode     PNG decoding of arbitrary bytes
//   png-diff       two arbitrary PNG buffers compared as `collection-snapshot diff` does
//   screen-render  a screen JSON decoded, laid out, dumped and drawn at scale 1
//   trace-script   a script JSON decoded and run on fixture screens
//   diffable-ops   a sequence of diffable-snapshot, apply and batch-update operations
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

func fuzzer(_ name: String, _ directory: String) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["FuzzSupport", .product(name: "CollectionSnapshot", package: "CollectionSnapshot")],
    path: "Sources/\(directory)",
    swiftSettings: swiftSettings
  )
}

let package = Package(
  name: "CollectionSnapshotFuzz",
  products: [
    .executable(name: "png-decode", targets: ["PNGDecodeFuzzer"]),
    .executable(name: "png-diff", targets: ["PNGDiffFuzzer"]),
    .executable(name: "screen-render", targets: ["ScreenRenderFuzzer"]),
    .executable(name: "trace-script", targets: ["TraceScriptFuzzer"]),
    .executable(name: "diffable-ops", targets: ["DiffableOpsFuzzer"]),
  ],
  dependencies: [.package(name: "CollectionSnapshot", path: "../..")],
  targets: [
    // Declares libFuzzer's `LLVMFuzzerRunDriver`: SwiftPM gives an executable its own `main`,
    // so each fuzzer calls the driver from its entry point.
    .target(name: "CFuzzDriver"),
    .target(name: "FuzzSupport", dependencies: ["CFuzzDriver"], swiftSettings: swiftSettings),
    fuzzer("PNGDecodeFuzzer", "png-decode"),
    fuzzer("PNGDiffFuzzer", "png-diff"),
    fuzzer("ScreenRenderFuzzer", "screen-render"),
    fuzzer("TraceScriptFuzzer", "trace-script"),
    fuzzer("DiffableOpsFuzzer", "diffable-ops"),
  ],
  swiftLanguageModes: [.v6]
)
