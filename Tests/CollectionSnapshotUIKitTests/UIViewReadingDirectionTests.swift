import Foundation
import Testing
import CollectionSnapshotLayout
import CollectionSnapshotModel
@testable import UIKit

/// UIKit's documentation of `directionalLayoutMargins` and `NSDirectionalEdgeInsets`: leading
/// is the left edge in a left-to-right layout and the right edge in a right-to-left one, while
/// `layoutMargins` and `safeAreaInsets` name the physical left and right edges.
@MainActor
@Suite("UIKit API: edges in a right-to-left layout")
struct UIViewReadingDirectionTests {
  let rightToLeft = UIKitHost(device: .iPhone15, layoutDirection: .rightToLeft)

  @Test("the safe-area guide keeps the safe area's left and right edges")
  func safeAreaGuide() {
    rightToLeft.run {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
      view.hostSafeAreaInsets = UIEdgeInsets(top: 50, left: 10, bottom: 20, right: 30)
      // Left 10 and right 30 stay where they are: x = 10, width = 400 - 10 - 30 = 360.
      #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 10, y: 50, width: 360, height: 730))
    }
  }

  @Test("layoutMargins' left is the trailing margin")
  func layoutMargins() {
    rightToLeft.run {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
      view.layoutMargins = UIEdgeInsets(top: 8, left: 5, bottom: 8, right: 20)
      #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 5))
      #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 5, bottom: 8, right: 20))
      // The margins guide: left 5, right 20 → x = 5, width = 400 - 25 = 375.
      #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 5, y: 8, width: 375, height: 784))
    }
  }
}
