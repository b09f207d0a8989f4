import CollectionSnapshot
import Testing
import UIKit

/// What layout code reads about the device under test: `UIDevice.current`, `UIScreen.main`,
/// trait collections and the environment a section provider is given.
@MainActor @Suite("UIKit API: the device under test")
struct UIKitHostTests {
  /// What a provider saw, per section.
  final class Seen: @unchecked Sendable {
    var environments: [(container: CGSize, effective: CGSize, insets: NSDirectionalEdgeInsets, traits: UITraitCollection)] = []
    var idioms: [UIUserInterfaceIdiom] = []
    var screens: [CGRect] = []
    var scales: [CGFloat] = []
  }

  func recordingLayout(_ seen: Seen) -> UICollectionViewLayout {
    seen.idioms.append(UIDevice.current.userInterfaceIdiom)
    return UICollectionViewCompositionalLayout { _, environment in
      seen.environments.append((environment.container.contentSize, environment.container.effectiveContentSize, environment.container.contentInsets, environment.traitCollection))
      seen.screens.append(UIScreen.main.bounds)
      seen.scales.append(UIScreen.main.scale)
      let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
      return NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
    }
  }

  @Test("A phone in portrait: compact width, regular height, the screen's bounds and scale")
  func phonePortrait() throws {
    let seen = Seen()
    _ = try uikitScreen(recordingLayout(seen), counts: [1, 1], device: .iPhone15, adjustment: .automatic)
    #expect(seen.idioms == [.phone])
    #expect(seen.environments.count == 2)
    let environment = try #require(seen.environments.first)
    #expect(environment.container == CGSize(width: 393, height: 852))
    #expect(environment.effective == CGSize(width: 393, height: 852))
    #expect(environment.insets == .zero)
    #expect(environment.traits.horizontalSizeClass == .compact)
    #expect(environment.traits.verticalSizeClass == .regular)
    #expect(environment.traits.displayScale == 3)
    #expect(environment.traits.userInterfaceIdiom == .phone)
    #expect(environment.traits.preferredContentSizeCategory == .large)
    #expect(environment.traits.layoutDirection == .leftToRight)
    #expect(seen.screens.first == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(seen.scales.first == 3)
  }

  @Test("A phone in landscape: the safe area insets the container; compact height")
  func phoneLandscape() throws {
    let seen = Seen()
    _ = try uikitScreen(recordingLayout(seen), counts: [1], device: Device.iPhone15.oriented(.landscape), adjustment: .automatic)
    let environment = try #require(seen.environments.first)
    // UIKit's container: the bounds, with the safe area's 59 on each side as insets across the
    // (vertical) scroll axis; the effective width 852 − 2 × 59 = 734.
    #expect(environment.container == CGSize(width: 852, height: 393))
    #expect(environment.insets == NSDirectionalEdgeInsets(top: 0, leading: 59, bottom: 0, trailing: 59))
    #expect(environment.effective == CGSize(width: 852 - 2 * 59, height: 393))
    #expect(environment.traits.horizontalSizeClass == .compact)
    #expect(environment.traits.verticalSizeClass == .compact)
    #expect(seen.screens.first == CGRect(x: 0, y: 0, width: 852, height: 393))
    let max = Seen()
    _ = try uikitScreen(recordingLayout(max), counts: [1], device: Device.iPhone15ProMax.oriented(.landscape), adjustment: .automatic)
    #expect(max.environments.first?.traits.horizontalSizeClass == .regular)
  }

  @Test("An iPad: regular in both directions, scale 2, idiom pad")
  func pad() throws {
    let seen = Seen()
    _ = try uikitScreen(recordingLayout(seen), counts: [1], device: .iPad, adjustment: .automatic)
    #expect(seen.idioms == [.pad])
    let traits = try #require(seen.environments.first?.traits)
    #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular)
    #expect(traits.displayScale == 2)
  }

  @Test("Outside a screen the globals answer for an iPhone 15 in portrait")
  func outside() {
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UIDevice.current.orientation == .portrait)
    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    #expect(UITraitCollection.current.horizontalSizeClass == .compact)
    #expect(UITraitCollection().horizontalSizeClass == .unspecified)
  }

  /// Columns chosen from the idiom, the size class and the container width, as adaptive layouts do.
  static func adaptiveGrid() -> UICollectionViewLayout {
    let idiomColumns = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
    return UICollectionViewCompositionalLayout { _, environment in
      let wide = environment.traitCollection.verticalSizeClass == .compact || environment.container.effectiveContentSize.width > 700
      let columns = CGFloat(wide ? idiomColumns + 1 : idiomColumns)
      let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
  }

  @Test("A section provider is called per device: columns follow the device", arguments: [
    (Device.iPhoneSE, 2), (Device.iPhone15.oriented(.landscape), 3), (Device.iPad, 5), (Device.iPad.oriented(.landscape), 5),
  ])
  func adaptive(device: Device, columns: Int) throws {
    let layout = try uikitScreen(Self.adaptiveGrid(), counts: [12], device: device, adjustment: .automatic).computeLayout()
    let firstRow = (0..<12).filter { layout.cell($0)?.frame.y == layout.cell(0)?.frame.y }
    #expect(firstRow.count == columns)
  }

  @Test("Screens for different devices made at the same time each see their own device")
  func concurrent() async throws {
    let devices: [Device] = [.iPhoneSE, .iPad, .iPhone15ProMax, .iPhone15, .iPad.oriented(.landscape), .iPhoneSE.oriented(.landscape)]
    let widths = try await withThrowingTaskGroup(of: (Int, Double, Double).self) { group in
      for (i, device) in devices.enumerated() {
        // UIKit's objects live on the main actor: the tasks take turns there, each in its own
        // device's scope.
        group.addTask { @MainActor in
          let screen = try Screen(device: device, host: CollectionViewHost(contentInsetAdjustmentBehavior: .never), layout: Self.adaptiveGrid(), itemCounts: [30]) { _ in CellPlaceholder() }
          let layout = try screen.computeLayout()
          return (i, layout.cell(0)?.frame.width ?? 0, device.size.width)
        }
      }
      var result: [(Int, Double, Double)] = []
      for try await entry in group { result.append(entry) }
      return result.sorted { $0.0 < $1.0 }
    }
    for (i, width, screenWidth) in widths {
      let device = devices[i]
      let idiom = device.name == "iPad" ? 4.0 : 2.0
      let columns = device.orientation == .landscape && device.name != "iPad" ? idiom + 1 : (screenWidth > 700 ? idiom + 1 : idiom)
      #expect(width == (screenWidth / columns * device.scale).rounded(.down) / device.scale, "device \(device)")
    }
  }
}
