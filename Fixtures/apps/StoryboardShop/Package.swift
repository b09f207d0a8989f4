// swift-tools-version: 6.0
// The Linux test package of the StoryboardShop app, beside its Xcode project: the app's files
// (StoryboardShop/) as collection-snapshot-linuxify copies them into Linux/StoryboardShop, with
// their storyboard and xib, and the screens' snapshot tests. CollectionSnapshot is a clone
// beside this repository.
import PackageDescription

let package = Package(
  name: "StoryboardShopLinuxTests",
  dependencies: [
    .package(path: "../CollectionSnapshot"),
  ],
  targets: [
    // The app's code: Linux copies written before each build by
    // `swift run --package-path ../CollectionSnapshot collection-snapshot-linuxify StoryboardShop -o Linux/StoryboardShop --exclude AppDelegate.swift`.
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
  ]
)
