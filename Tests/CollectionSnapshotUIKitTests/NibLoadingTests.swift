import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import Testing
@testable import UIKit

/// Runs `body` in a scope that records UIKit's exceptions and returns the first.
@MainActor
func raisedByNibLoading(_ body: () -> Void) -> UIKitException? {
  let recorder = UIKitExceptionRecorder()
  UIKitExceptionRecorder.$current.withValue(recorder) { body() }
  return recorder.first
}

/// `ProductCell.xib` instantiated; every value expected is the one the file writes (the
/// fixture's comments say where each comes from).
@MainActor
func productCell() throws -> ProductCell {
  var objects: [Any] = []
  let raised = raisedByNibLoading { objects = UINib(nibName: "ProductCell", bundle: .module).instantiate(withOwner: nil, options: nil) }
  #expect(raised == nil, "\(raised.map(String.init(describing:)) ?? "")")
  #expect(objects.count == 1)
  return try #require(objects.first as? ProductCell)
}

@MainActor @Suite("Nibs: a cell's .xib loaded as UIKit loads it")
struct NibLoadingTests {
  @Test("The cell is the app's class, found through the resource bundle's module although the file names the Xcode target's")
  func customClass() throws {
    let cell = try productCell()
    #expect(String(reflecting: type(of: cell)) == "CollectionSnapshotUIKitTests.ProductCell")
    // The content view's four subviews were decoded by `super.init(coder:)`, before the
    // subclass's initializer went on, as UIView's initWithCoder: decodes them.
    #expect(cell.subviewsAtInit == 4)
  }

  @Test("The hierarchy and the properties set in Interface Builder")
  func properties() throws {
    let cell = try productCell()
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 160, height: 220))
    #expect(cell.backgroundColor == .secondarySystemBackground)
    #expect(cell.layer.cornerRadius == 12)  // user-defined runtime attribute layer.cornerRadius
    let subviews = cell.contentView.subviews
    #expect(subviews.map { String(describing: type(of: $0)) } == ["UIImageView", "UILabel", "UILabel", "UIButton"])
    #expect(cell.contentView.insetsLayoutMarginsFromSafeArea == false)

    let photo = try #require(subviews[0] as? UIImageView)
    #expect(photo.image == UIImage(named: "lamp"))
    #expect(photo.image?.size == CGSize(width: 160, height: 160))  // the file's <image name="lamp" width="160" height="160"/>
    #expect(photo.contentMode == .scaleAspectFill && photo.clipsToBounds && !photo.isUserInteractionEnabled)
    #expect(photo.frame == CGRect(x: 0, y: 0, width: 160, height: 160))

    let name = try #require(subviews[1] as? UILabel)
    #expect(name.text == "Name & model")  // `&amp;` in the attribute
    #expect(name.font.fontName == UIFont.systemFont(ofSize: 17, weight: .semibold).fontName && name.font.pointSize == 17)
    #expect(name.textColor == .label)  // systemColor="labelColor"
    #expect(name.numberOfLines == 2 && name.textAlignment == .natural && name.lineBreakMode == .byTruncatingTail)
    #expect(name.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
    #expect(name.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(!name.translatesAutoresizingMaskIntoConstraints)

    let price = try #require(subviews[2] as? UILabel)
    #expect(price.font.fontName == UIFont.preferredFont(forTextStyle: .body).fontName && price.font.pointSize == 17)
    #expect(price.textColor == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    #expect(price.textAlignment == .right)
    #expect(price.contentCompressionResistancePriority(for: .vertical) == .required)

    let button = try #require(subviews[3] as? UIButton)
    #expect(button.buttonType == .system && button.title(for: .normal) == "Add")
  }

  @Test("Constraints with their relations, multipliers, constants, priorities and identifiers; placeholders left out")
  func constraints() throws {
    let cell = try productCell()
    let all = ([cell] + [cell.contentView] + cell.contentView.subviews).flatMap(\.constraints)
    // 13 in the file, one of them a build-time placeholder.
    #expect(all.count == 12)
    #expect(all.allSatisfy { $0.isActive })
    let photo = cell.photoView!
    let aspect = try #require(all.first { $0.firstAttribute == .width && $0.secondAttribute == .height })
    #expect(aspect.firstItem === photo && aspect.secondItem === photo && aspect.multiplier == 1)  // "1:1"
    let bottom = try #require(all.first { $0.firstAttribute == .bottom && $0.relation == .greaterThanOrEqual })
    #expect(bottom.firstItem === cell && bottom.secondItem === cell.priceLabel && bottom.constant == 8 && bottom.priority == .defaultHigh)
    let leading = try #require(all.first { $0.identifier == "name.leading" })
    #expect(leading.firstItem === cell.nameLabel && leading.secondItem === cell.contentView && leading.secondAttribute == .leadingMargin)
    #expect(!all.contains { $0.firstAttribute == .height && $0.secondItem == nil })
  }

  @Test("Laid out by Auto Layout at the nib's 160 × 220, the subviews take the frames the constraints give them")
  func frames() throws {
    let cell = try productCell()
    cell.layoutIfNeeded()
    // The photo: pinned to the content view's top, leading and trailing (0, 0, 160 wide), and
    // square (width = height × 1:1): 160 × 160.
    #expect(cell.photoView.frame == CGRect(x: 0, y: 0, width: 160, height: 160))
    // The name: 8 below the photo (160 + 8), between the content view's 8-pt layout margins
    // (8 … 152): x 8, width 144.
    let name = cell.nameLabel.frame
    #expect(name.minX == 8 && name.minY == 168 && name.width == 144, "\(name)")
    // The price: 2 below the name, on its leading edge.
    let price = cell.priceLabel.frame
    #expect(price.minX == 8 && price.minY == name.maxY + 2, "\(price)")
    // The button: its trailing edge on the trailing margin (152), centred on the price (both
    // frames rounded to the @3x pixel grid, so the centres agree to a third of a point).
    let button = cell.contentView.subviews[3].frame
    #expect(button.maxX == 152 && abs(button.midY - price.midY) <= 1.0 / 3, "\(button) \(price)")
  }

  @Test("Outlets and outlet collections are connected before awakeFromNib, which runs once")
  func outlets() throws {
    let cell = try productCell()
    #expect(cell.nameLabel === cell.contentView.subviews[1] && cell.priceLabel === cell.contentView.subviews[2])
    #expect(cell.photoView === cell.contentView.subviews[0])
    #expect(cell.labels.map { $0.text } == ["Name & model", "$0"])
    #expect(cell.badge == "New")  // a string runtime attribute on the app's class
    #expect(cell.outletsAtAwake == true && cell.awakeCount == 1)
  }

  @Test("An action is the control's target and action, for its event")
  func action() throws {
    let cell = try productCell()
    let button = try #require(cell.contentView.subviews[3] as? UIButton)
    #expect(button.targetActions.count == 1)
    #expect(button.targetActions.first?.target === cell && button.targetActions.first?.action == Selector("add:"))
    #expect(button.targetActions.first?.events == .touchUpInside)
    // The action is sent through the cell's table, as a tap sends it.
    button.sendActions(for: .touchUpInside)
    #expect(cell.added == ["add:"])
  }

  @Test("Each instantiation makes new objects; a nil bundle finds the file in the app's resource bundles; Bundle.loadNibNamed gives the same")
  func instantiations() throws {
    let nib = UINib(nibName: "ProductCell", bundle: nil)
    let first = nib.instantiate(withOwner: nil).first as? ProductCell
    let second = nib.instantiate(withOwner: nil).first as? ProductCell
    #expect(first != nil && second != nil && first !== second)
    let loaded = Bundle.module.loadNibNamed("ProductCell", owner: nil)
    #expect(loaded?.count == 1 && loaded?.first is ProductCell)
  }

  @Test("Cells registered from the nib and dequeued while a screen is made show what the nib and the data source set")
  func dequeuedFromNib() throws {
    for registration in [NibShopController.Registration.nib, .cellRegistration] {
      let screen = try Screen(device: .iPhoneSE, viewController: NibShopController(registration))
      let lines = LayoutDump.lines(screen, layout: try screen.computeLayout()).filter { $0.hasPrefix("cell ") }
      #expect(lines.count == 4)
      #expect(lines.first?.hasPrefix("cell [0,0] ProductCell ") == true)
      // The cell's views: the image, the name and price labels, the button (its title closes
      // the texts).
      #expect(screen.model.sections[0].items[0].content.texts == (registration == .nib ? ["Lamp", "$20", "Add"] : ["Lamp", "$0", "Add"]))
      #expect(screen.model.sections[0].items[0].content.tree?.subviews.map(\.className) == ["UIImageView", "UILabel", "UILabel", "UIButton"])
    }
  }

  @Test("The screen whose cells come from a xib, as a picture and a layout dump")
  func snapshot() throws {
    let screen = try Screen(name: "nib-shop", device: specPhone, viewController: NibShopController(.nib))
    assertSnapshot(of: screen, as: .image, .layout)
  }
}
