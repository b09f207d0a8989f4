import CollectionSnapshot
import Testing
import UIKit

/// Sizes per item, for a flow delegate.
final class SizesDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  let sizes: [[CGSize]]
  init(_ sizes: [[CGSize]]) { self.sizes = sizes }

  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: Foundation.IndexPath) -> CGSize {
    sizes[indexPath.section][indexPath.item]
  }
}

/// The flow worked examples of the layout spec (§3) with `UICollectionViewFlowLayout` and its
/// delegate give the spec's numbers.
@MainActor @Suite("UIKit API: flow spec examples")
struct FlowSpecExampleTests {
  func grid(_ configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    configure(layout)
    return layout
  }

  @Test("F1: a fixed grid; the last row snaps to the grid's columns")
  func f1() throws {
    let computed = try uikitScreen(grid(), counts: [8]).computeLayout()
    for (k, (x, y)) in [(0.0, 0.0), (145, 0), (290, 0), (0, 110), (145, 110), (290, 110), (0, 220), (145, 220)].enumerated() {
      expectFrame(computed.cell(k), x, y, 100, 100)
    }
    #expect(computed.contentSize == Size(width: 390, height: 320))
  }

  @Test("F2: a half-point gap is rounded to the pixel grid at @3x, kept at @2x")
  func f2() throws {
    let at3 = Device(name: "375@3", portraitSize: Size(width: 375, height: 812), scale: 3, portraitSafeArea: .zero, landscapeSafeArea: .zero, sideMargin: 16)
    expectFrame(try uikitScreen(grid(), counts: [3], device: at3).computeLayout().cell(1), 137.66666666666666, 0, 100, 100)
    var at2 = at3
    at2.scale = 2
    expectFrame(try uikitScreen(grid(), counts: [3], device: at2).computeLayout().cell(1), 137.5, 0, 100, 100)
  }

  @Test("F4: variable widths from the delegate with section insets")
  func f4() throws {
    let delegate = SizesDelegate([[150, 100, 200, 120, 80].map { CGSize(width: $0, height: 40) }])
    let layout = grid { $0.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16) }
    let computed = try uikitScreen(layout, counts: [5], flowDelegate: delegate).computeLayout()
    expectFrame(computed.cell(0), 16, 0, 150, 40)
    expectFrame(computed.cell(1), 274, 0, 100, 40)
    expectFrame(computed.cell(2), 16, 50, 200, 40)
    expectFrame(computed.cell(3), 254, 50, 120, 40)
    expectFrame(computed.cell(4), 16, 100, 80, 40)
    #expect(computed.contentSize == Size(width: 390, height: 140))
  }

  @Test("F5: one line of non-uniform items is left-packed and centred across the line")
  func f5() throws {
    let delegate = SizesDelegate([[50, 100, 70].map { CGSize(width: 100, height: $0) }])
    let computed = try uikitScreen(grid(), counts: [3], flowDelegate: delegate).computeLayout()
    expectFrame(computed.cell(0), 0, 25, 100, 50)
    expectFrame(computed.cell(1), 110, 0, 100, 100)
    expectFrame(computed.cell(2), 220, 15, 100, 70)
  }

  @Test("F6: single-item lines are centred")
  func f6() throws {
    let delegate = SizesDelegate([[300, 300, 100].map { CGSize(width: $0, height: 50) }])
    let computed = try uikitScreen(grid(), counts: [3], flowDelegate: delegate).computeLayout()
    expectFrame(computed.cell(0), 45, 0, 300, 50)
    expectFrame(computed.cell(1), 45, 60, 300, 50)
    expectFrame(computed.cell(2), 145, 120, 100, 50)
    #expect(computed.contentSize == Size(width: 390, height: 170))
  }

  @Test("F8: headers and footers ignore the section insets; two sections")
  func f8() throws {
    let layout = grid {
      $0.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 20)
      $0.headerReferenceSize = CGSize(width: 0, height: 50)
      $0.footerReferenceSize = CGSize(width: 0, height: 40)
    }
    let computed = try uikitScreen(layout, counts: [4, 4]).computeLayout()
    expectFrame(computed.supplementary(UICollectionView.elementKindSectionHeader, 0), 0, 0, 390, 50)
    for (k, (x, y)) in [(20.0, 60.0), (145, 60), (270, 60), (20, 170)].enumerated() { expectFrame(computed.cell(k), x, y, 100, 100) }
    expectFrame(computed.supplementary(UICollectionView.elementKindSectionFooter, 0), 0, 300, 390, 40)
    expectFrame(computed.supplementary(UICollectionView.elementKindSectionHeader, 1), 0, 340, 390, 50)
    expectFrame(computed.cell(0, 1), 20, 400, 100, 100)
    expectFrame(computed.supplementary(UICollectionView.elementKindSectionFooter, 1), 0, 640, 390, 40)
    #expect(computed.contentSize == Size(width: 390, height: 680))
  }

  @Test("F9: a horizontal fixed grid with a header")
  func f9() throws {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 80)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 20
    layout.headerReferenceSize = CGSize(width: 30, height: 0)
    let device = Device(name: "short", portraitSize: Size(width: 390, height: 300), scale: 3, portraitSafeArea: .zero, landscapeSafeArea: .zero, sideMargin: 16)
    let computed = try uikitScreen(layout, counts: [5], device: device).computeLayout()
    expectFrame(computed.supplementary(UICollectionView.elementKindSectionHeader, 0), 0, 0, 30, 300)
    for (k, (x, y)) in [(30.0, 0.0), (30, 110), (30, 220), (150, 0), (150, 110)].enumerated() { expectFrame(computed.cell(k), x, y, 100, 80) }
    #expect(computed.contentSize == Size(width: 250, height: 300))
  }

  @Test("F14: .fromSafeArea in landscape keeps items out of the sensor housing")
  func f14() throws {
    let device = Device(
      name: "notched", portraitSize: Size(width: 390, height: 844), scale: 3, portraitSafeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), sideMargin: 16, orientation: .landscape)
    let safe = grid { $0.sectionInsetReference = .fromSafeArea }
    let computed = try uikitScreen(safe, counts: [6], device: device, adjustment: .automatic).computeLayout()
    for (k, x) in [47.0, 177, 307, 437, 567, 697].enumerated() { #expect(computed.cell(k)?.frame.x == x) }
    let plain = try uikitScreen(grid(), counts: [7], device: device, adjustment: .automatic).computeLayout()
    #expect(plain.cell(1)?.frame.x == 124)
  }
}
