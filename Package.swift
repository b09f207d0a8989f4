// swift-tools-version: 6.0
//
// CollectionSnapshot: snapshot tests for collection screens on Linux, without a simulator.
//
// Layers (imports point down only):
//   1. CollectionSnapshotText (fonts, text styles, line breaking: text measured as UIKit
//      measures it), below CollectionSnapshotLayout (geometry, flow and compositional engines),
//      which re-exports it; and, unaware of both, pixels: CollectionSnapshotPixels (bitmap,
//      rasterizer, built-in font, comparator) and CollectionSnapshotPNG (libpng codec through the
//      CPNGShim C target).
//   2. CollectionSnapshotModel: screen model, data sources, diffing; and UIKit (Linux only for
//      users): UIKit's collection-layout and diffable-data API, translated to layers 1 and 2;
//      CollectionSnapshotRuntime: the headless collection view that drives a screen.
//   3. CollectionSnapshotRender: screen renderer and layout dump.
//   4. CollectionSnapshotReview: snapshot records, the HTML report, approve and stale; and
//      CollectionSnapshotTesting: assertions for XCTest and Swift Testing.
//   5. command-line tools: collection-snapshot, collection-snapshot-bench, and
//      collection-snapshot-linuxify (CollectionSnapshotLinuxify: Linux copies of an app's
//      Objective-C-flavoured Swift files), the only target built with swift-syntax.
// `CollectionSnapshot` is the umbrella library users import.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "CollectionSnapshot",
  products: [
    .library(name: "CollectionSnapshot", targets: ["CollectionSnapshot"]),
    .library(name: "CollectionSnapshotTesting", targets: ["CollectionSnapshotTesting"]),
    // The module importable as `UIKit` on Linux. Depend on it only there:
    // `.product(name: "CollectionSnapshotUIKit", package: "CollectionSnapshot", condition: .when(platforms: [.linux]))`.
    // With it, `import CoreGraphics`, `import QuartzCore`, `import ImageIO` and
    // `import UniformTypeIdentifiers` resolve on Linux too (never depend on it on Apple
    // platforms, where those are Apple's).
    // With it, Apple's logging API (`import os`, `import os.log`, `import OSLog`) resolves in the
    // copies collection-snapshot-linuxify writes, which import `CollectionSnapshotOS` instead.
    .library(name: "CollectionSnapshotUIKit", targets: ["UIKit", "_UIKitInitializers", "_Testing_UIKit", "CoreGraphics", "_Testing_CoreGraphics", "QuartzCore", "ImageIO", "UniformTypeIdentifiers", "CollectionSnapshotOS"]),
    .executable(name: "collection-snapshot", targets: ["CollectionSnapshotCLI"]),
    // `import Combine` on Linux (OpenCombine, with the main queue and run loop as schedulers on
    // the headless collection view's clock). Depend on it only there, as on the UIKit product.
    .library(name: "CollectionSnapshotCombine", targets: ["Combine"]),
    .executable(name: "collection-snapshot-bench", targets: ["CollectionSnapshotBench"]),
    // Writes Linux copies of an app target's files (`@objc`, `#selector`, `@IBOutlet`…). Only
    // teams that run it build swift-syntax.
    .executable(name: "collection-snapshot-linuxify", targets: ["CollectionSnapshotLinuxifyTool"]),
  ],
  dependencies: [
    // The command-line parser of both executables: subcommands, typed options, generated help.
    // Already on every build machine here; it builds in well under a minute and nothing else
    // in the package depends on it.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // The Swift parser the linuxify tool reads app code with; 603 is the release of Swift 6.3,
    // the toolchain this package builds with, so it parses what that compiler parses. It takes
    // 1–2.5 minutes to build: only the linuxify tool and its tests depend on it, never the
    // libraries, so a package that does not build the tool never builds it.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    // Combine's API for Linux (`import Combine` through this package's Combine module): only
    // the CollectionSnapshotCombine product depends on it, so teams without Combine never
    // build it. Its core only: its Dispatch and Foundation modules decide what they declare by
    // `canImport(Combine)`, which this package's own Combine module would change between
    // builds.
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    // libpng, the system library (Debian: libpng-dev).
    .systemLibrary(
      name: "CLibPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
    ),
    // The C functions that own every setjmp libpng needs; Swift never sees a longjmp. zlib
    // (which libpng needs anyway) gives the CRC-32 that proves a reference whole.
    .target(name: "CPNGShim", dependencies: ["CLibPNG"], linkerSettings: [.linkedLibrary("z")]),

    // Layer 1: text measurement, geometry and layout engines (pure functions, no I/O) and,
    // beside them, pixels. Text is a module of its own under Layout because both the list
    // metrics (Layout) and whatever draws text at measured advances (the renderer, through the
    // model) need it, while Pixels must stay unaware of the layout engines: Layout imports and
    // re-exports Text (its public API speaks in Text's types: content size categories, text
    // styles), the renderer reaches it through Layout. Its glyph advances are data generated
    // once from Inter by Tests/Tools/generate-inter-advances.py; no font is read at run time.
    .target(name: "CollectionSnapshotText", swiftSettings: swiftSettings),
    .target(name: "CollectionSnapshotLayout", dependencies: ["CollectionSnapshotText"], swiftSettings: swiftSettings),
    // The pixel loops (fills, blending, masks, hatching, digest, exact comparison), the
    // SHA-256 every snapshot record takes and the layout dump's text appends, in C: a package
    // built for debugging, as `swift test` builds it, runs them within a few times of an
    // optimized build, where Swift's own loops run 7–15 times slower than optimized (6.4–6.9×
    // for blending; measured in CollectionSnapshot.docc, "Benchmarks": "Fast under swift
    // test"). No unsafe flags, so this holds for packages that depend on this one.
    .target(name: "CPixelKernels"),
    .target(name: "CollectionSnapshotPixels", dependencies: ["CPixelKernels"], swiftSettings: swiftSettings),

    // Layer 2: screen model, data sources and diffing (the font only to measure text; the PNG
    // module only for BinaryFile, the one whole-file reader, to read JSON documents; the C
    // kernels for the text of the layout dump).
    .target(
      name: "CollectionSnapshotModel",
      dependencies: ["CollectionSnapshotLayout", "CollectionSnapshotPixels", "CollectionSnapshotPNG", "CPixelKernels"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "CollectionSnapshotPNG",
      dependencies: ["CollectionSnapshotPixels", "CPNGShim"],
      swiftSettings: swiftSettings
    ),

    // Layer 2: UIKit's collection-layout and diffable-data API under UIKit's own module name, so
    // that layout code which starts with `import UIKit` compiles unchanged on Linux; one
    // translation turns its objects into the engine's definitions and screens. Nibs and
    // storyboards load from their XML here too (its own small reader: no libxml2, which
    // FoundationXML would add to every user's link, and errors that name the file and line).
    // The PNG codec reads the pixel sizes of the app's asset catalog images (their headers only).
    .target(
      name: "UIKit",
      dependencies: ["CollectionSnapshotLayout", "CollectionSnapshotModel", "CollectionSnapshotPNG", "UniformTypeIdentifiers"],
      swiftSettings: swiftSettings
    ),

    // Layer 2, with UIKit: the initializers UIKit calls on a class it knows only by its
    // metatype (a registered cell's `init(frame:)`, a table cell's `init(style:reuseIdentifier:)`,
    // a controller's `init(nibName:bundle:)`). Swift calls them through a metatype only when
    // they are `required`, and a `required` initializer would have to be written by every app
    // class that declares only `init?(coder:)` (a storyboard or xib cell): UIKit declares them
    // obsoleted since Swift 4.2, which app files (Swift 5 and 6) do not see, and this one file,
    // the package's only code in Swift 4 mode, makes UIKit's classes conform to the protocols
    // that call them. Linked with UIKit wherever UIKit is (the CollectionSnapshotUIKit product).
    .target(name: "_UIKitInitializers", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v4)]),

    // Layer 2, Linux only for users: the modules app files import beside UIKit. CoreGraphics and
    // QuartzCore re-export the UIKit module (which holds CGColor, CGPath, CALayer…);
    // UniformTypeIdentifiers holds UTType's common types.
    .target(name: "CoreGraphics", dependencies: ["UIKit"], swiftSettings: swiftSettings),
    .target(name: "QuartzCore", dependencies: ["UIKit"], swiftSettings: swiftSettings),
    // ImageIO re-exports CoreGraphics; its image sources read a PNG's size through the PNG
    // codec (its header only) and a JPEG's from its frame header, and give CGImages of it.
    .target(name: "ImageIO", dependencies: ["CoreGraphics", "UIKit", "CollectionSnapshotPNG"], swiftSettings: swiftSettings),
    .target(name: "UniformTypeIdentifiers", swiftSettings: swiftSettings),
    // Apple's `os` module: `Logger`, `OSLog`, `os_log`, signposts and `OSAllocatedUnfairLock`
    // (what app code logs is made and kept nowhere, as no screen shows the unified log), over
    // UIKit. Not named `os`: SwiftPM builds every module into one folder, and packages that check
    // `canImport(os)` for Darwin's (swift-argument-parser's lock, swift-syntax) would find it when
    // built after it and fail to compile or link; collection-snapshot-linuxify writes
    // `import CollectionSnapshotOS` for `import os`, `import os.log` and `import OSLog`.
    .target(name: "CollectionSnapshotOS", dependencies: ["UIKit"], swiftSettings: swiftSettings),
    .target(name: "_Testing_CoreGraphics", swiftSettings: swiftSettings),
    // Layer 2, Linux only for users: Combine's API (OpenCombine) with schedulers on the UIKit
    // module's run loop.
    .target(name: "Combine", dependencies: ["UIKit", .product(name: "OpenCombine", package: "OpenCombine")], swiftSettings: swiftSettings),

    // What Swift Testing imports with UIKit (its cross-import overlay), which Linux toolchains
    // lack: without it no test file could import both.
    .target(name: "_Testing_UIKit", swiftSettings: swiftSettings),

    // Layer 2: the headless runtime (updates, scrolling, selection, the lifecycle trace).
    .target(
      name: "CollectionSnapshotRuntime",
      dependencies: ["CollectionSnapshotLayout", "CollectionSnapshotModel"],
      swiftSettings: swiftSettings
    ),

    // Layer 3: the screen renderer (model + layout → pixels); it also draws filmstrips, a
    // screen taken through a script by the runtime.
    .target(
      name: "CollectionSnapshotRender",
      dependencies: ["CollectionSnapshotLayout", "CollectionSnapshotModel", "CollectionSnapshotPixels", "CollectionSnapshotRuntime"],
      swiftSettings: swiftSettings
    ),

    // Layer 4: the review side — snapshot records, the HTML report, approve and stale — which
    // reads and writes files only; and the snapshot-testing library (the only module importing
    // XCTest and Testing), which writes a record for every assertion.
    .target(
      name: "CollectionSnapshotReview",
      dependencies: ["CollectionSnapshotPNG", "CPixelKernels"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "CollectionSnapshotTesting",
      dependencies: ["CollectionSnapshot", "CollectionSnapshotReview"],
      swiftSettings: swiftSettings
    ),

    // The library users import.
    .target(
      name: "CollectionSnapshot",
      dependencies: [
        "CollectionSnapshotLayout", "CollectionSnapshotModel", "CollectionSnapshotPixels",
        "CollectionSnapshotPNG", "CollectionSnapshotRender", "CollectionSnapshotRuntime",
      ],
      swiftSettings: swiftSettings
    ),

    // Layer 5: tools.
    // `verify` runs the test library's own assertion on JSON screens, so the command line and
    // the tests write the same references, records and report.
    .executableTarget(
      name: "CollectionSnapshotCLI",
      dependencies: [
        "CollectionSnapshot", "CollectionSnapshotTesting", "CollectionSnapshotReview",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "CollectionSnapshotBench",
      dependencies: [
        "CollectionSnapshot", "CollectionSnapshotTesting", "CollectionSnapshotReview", "UIKit", "_UIKitInitializers",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings
    ),

    // Layer 5: the source transformation and its command (the only users of swift-syntax).
    .target(
      name: "CollectionSnapshotLinuxify",
      dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "CollectionSnapshotLinuxifyTool",
      dependencies: ["CollectionSnapshotLinuxify", .product(name: "ArgumentParser", package: "swift-argument-parser")],
      swiftSettings: swiftSettings
    ),

    // The deterministic generator shared by the generated and fuzzed tests, and the scratch
    // folders of the tests that write files (removed when the test process exits).
    .target(name: "CollectionSnapshotTestSupport", path: "Tests/CollectionSnapshotTestSupport", swiftSettings: swiftSettings),
    .testTarget(
      name: "CollectionSnapshotTextTests",
      dependencies: ["CollectionSnapshotText"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CollectionSnapshotLayoutTests",
      dependencies: ["CollectionSnapshotLayout", "CollectionSnapshotTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CollectionSnapshotModelTests",
      dependencies: ["CollectionSnapshotModel", "CollectionSnapshotTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CollectionSnapshotRuntimeTests",
      dependencies: ["CollectionSnapshotRuntime", "CollectionSnapshotTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CollectionSnapshotRenderTests",
      dependencies: ["CollectionSnapshotRender", "CollectionSnapshotPNG", "CollectionSnapshotTesting"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CollectionSnapshotTestingTests",
      dependencies: ["CollectionSnapshotTesting", "CollectionSnapshot", "CollectionSnapshotReview", "CollectionSnapshotTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CollectionSnapshotReviewTests",
      dependencies: ["CollectionSnapshotReview", "CollectionSnapshotTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CollectionSnapshotPixelsTests",
      dependencies: ["CollectionSnapshotPixels"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CollectionSnapshotPNGTests",
      dependencies: ["CollectionSnapshotPNG", "CollectionSnapshotPixels"],
      swiftSettings: swiftSettings
    ),
    // UIKit-style layouts against their twins in the package's own types, the spec's examples,
    // UIKit's exceptions and screens made from UIKit values.
    // Its `Nibs` folder holds a nib's source and a storyboard the app's code loads, copied as
    // SwiftPM copies an app target's resources on Linux.
    .testTarget(
      name: "CollectionSnapshotUIKitTests",
      dependencies: ["UIKit", "_UIKitInitializers", "_Testing_UIKit", "CollectionSnapshotTesting", "CollectionSnapshot"],
      resources: [.process("Nibs")],
      swiftSettings: swiftSettings
    ),
    // Compiles layout code written as apps write it (no upcoming features: app code has none):
    // class hierarchy, key paths, implicit members, `1/3` literals, subclasses, extensions.
    .testTarget(name: "UIKitSourceCompatibilityTests", dependencies: ["UIKit", "_UIKitInitializers", "_Testing_UIKit", "_Testing_CoreGraphics", "ImageIO"]),
    // A new user's feed screen as an app ships it (a post card built with Auto Layout, a header,
    // an inset grouped list), with its design's every weekly change one value away, and the
    // tests that each change fails its snapshot while a refactor that shows the same views
    // passes.
    .target(name: "FeedApp", dependencies: ["UIKit"], path: "Tests/FeedApp"),
    .testTarget(
      name: "FeedAppTests",
      dependencies: ["FeedApp", "UIKit", "_UIKitInitializers", "_Testing_UIKit", "CollectionSnapshot", "CollectionSnapshotTesting"],
      swiftSettings: swiftSettings
    ),
    // README's example of layout code an app ships (`import UIKit`), in a module of its own as
    // in an app's package: README's test of it imports it by that name.
    .target(name: "ShopLayouts", dependencies: ["UIKit"], path: "Tests/ReadmeShopLayouts"),
    // Every Swift sample of README.md and the documentation articles, compiled and run;
    // ReadmeTests checks that the documents show them word for word.
    .testTarget(
      name: "CollectionSnapshotReadmeTests",
      dependencies: ["CollectionSnapshot", "CollectionSnapshotTesting", "UIKit", "_UIKitInitializers", "_Testing_UIKit", "ShopLayouts"],
      swiftSettings: swiftSettings
    ),
    // The transformation on worked inputs, and transformed app code run against UIKit.
    .testTarget(
      name: "CollectionSnapshotLinuxifyTests",
      dependencies: [
        "CollectionSnapshotLinuxify", "UIKit", "_UIKitInitializers", "_Testing_UIKit", "CoreGraphics", "_Testing_CoreGraphics", "QuartzCore", "UniformTypeIdentifiers", "Combine", "CollectionSnapshotOS",
        "CollectionSnapshot",
        "CollectionSnapshotTestSupport",
      ],
      // The app files the tests transform (their copies, in Linuxified/, are compiled).
      exclude: ["Fixtures"],
      swiftSettings: swiftSettings
    ),
    // Runs the built `collection-snapshot` executable and checks its output and exit status.
    .testTarget(
      name: "CollectionSnapshotCLITests",
      dependencies: ["CollectionSnapshotCLI", "CollectionSnapshot", "CollectionSnapshotReview"],
      swiftSettings: swiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
