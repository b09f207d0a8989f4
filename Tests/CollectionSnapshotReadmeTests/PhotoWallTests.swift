// README: uikit-custom-test
// Tests/ShopLayoutsTests/PhotoWallTests.swift
import CollectionSnapshot
import CollectionSnapshotTesting
import ShopLayouts
import Testing
import UIKit

/// The photos' ratios, as the app's view controller answers them.
final class WallPhotos: PhotoWallLayoutDelegate {
  let ratios: [CGFloat] = [1, 0.75, 1.5, 1, 0.8, 1.25]
  func photoWall(_ layout: PhotoWallLayout, aspectRatioOfPhotoAt indexPath: Foundation.IndexPath) -> CGFloat {
    ratios[indexPath.item % ratios.count]
  }
}

@MainActor @Suite struct PhotoWallTests {
  let photos = WallPhotos()   // the layout holds its delegate weakly, as in the app

  func wall(on device: Device) throws -> Screen {
    let layout = PhotoWallLayout()
    layout.delegate = photos
    return try Screen(name: "photo-wall", device: device, layout: layout, itemCounts: [12]) { indexPath in
      CellPlaceholder(kind: "PhotoCell", title: "Photo \(indexPath.item + 1)", image: ImagePlaceholder(placement: .fill))
    }
  }

  @Test(arguments: [Device.iPhoneSE, .iPad])   // two columns, then three
  func photoWall(device: Device) throws {
    // Scrolled down and dragged back: the trace shows what the layout was asked, and when.
    let steps: [ScriptStep] = [.scroll(to: Point(x: 0, y: 400), animated: true), .drag(Point(x: 0, y: -150))]
    assertSnapshot(of: try wall(on: device), as: .image, .layout, .trace(steps))
  }
}
// README: end

extension PhotoWallTests {
  /// What the sample's comments state: two columns on an iPhone SE, (375 − 3 × 10) / 2 =
  /// 172.5 wide, the first photo square at (10, 10); three on an iPad, (820 − 40) / 3 = 260.
  @Test func columns() throws {
    let phone = try wall(on: .iPhoneSE).computeLayout()
    #expect(phone.attributesForItem(at: CollectionSnapshotLayout.IndexPath(item: 0, section: 0))?.frame == Rect(x: 10, y: 10, width: 172.5, height: 172.5))
    // Photo 2 (ratio 0.75) goes to the right column: 172.5 / 0.75 = 230 high.
    #expect(phone.attributesForItem(at: CollectionSnapshotLayout.IndexPath(item: 1, section: 0))?.frame == Rect(x: 192.5, y: 10, width: 172.5, height: 230))
    let pad = try wall(on: .iPad).computeLayout()
    #expect(pad.attributesForItem(at: CollectionSnapshotLayout.IndexPath(item: 2, section: 0))?.frame == Rect(x: 550, y: 10, width: 260, height: 260 / 1.5))
  }
}
