import Testing
import UIKit

/// The photo grid screen file: overrides of UIKit's view and responder methods, layer classes,
/// a flow delegate's sizes, notifications and hit testing.
@MainActor @Suite struct PhotoGridTests {
  @Test func aViewsLayerIsOfItsLayerClass() {
    let scrim = ScrimView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(scrim.layer is CAGradientLayer)
    #expect(scrim.gradientLayer.colors?.count == 2)
    #expect(scrim.gradientLayer.startPoint == CGPoint(x: 0.5, y: 0.4))
    #expect(type(of: UIView().layer) == CALayer.self)
  }

  @Test func overriddenHitTestingAndTouches() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let badge = LikeBadge(frame: CGRect(x: 100, y: 100, width: 24, height: 24))
    container.addSubview(badge)
    // 5 points left of the badge is inside its 10-point margin: the badge takes the touch.
    #expect(container.hitTest(CGPoint(x: 95, y: 110), with: nil) === badge)
    #expect(container.hitTest(CGPoint(x: 50, y: 50), with: nil) === container)
    badge.isHidden = true
    #expect(container.hitTest(CGPoint(x: 105, y: 110), with: nil) === container)
    badge.touchesBegan([UITouch()], with: nil)
    #expect(badge.touchesSeen == 1)
    badge.count = 3
    badge.draw(badge.bounds)
    #expect(badge.convert(CGPoint(x: 1, y: 2), to: container) == CGPoint(x: 101, y: 102))
    #expect(container.convert(CGRect(x: 110, y: 120, width: 5, height: 5), to: badge) == CGRect(x: 10, y: 20, width: 5, height: 5))
  }

  @Test func theGridSizesItsItemsFromItsDelegate() throws {
    let grid = PhotoGridViewController(photoNames: ["a", "b", "c", "d"])
    grid.loadViewIfNeeded()
    let collectionView = try #require(grid.collectionView)
    #expect(collectionView.numberOfItems(inSection: 0) == 4)
    // The root view of an iPhone 15: 393 wide, compact: three columns, (393 − 2 × 2) / 3 = 129.67, rounded down.
    #expect(collectionView.frame.width == 393)
    let size = grid.collectionView(collectionView, layout: collectionView.collectionViewLayout, sizeForItemAt: IndexPath(item: 0, section: 0))
    #expect(size == CGSize(width: 129, height: 129))
  }

  @Test func notificationsReachTheirObservers() {
    let grid = PhotoGridViewController(photoNames: [])
    grid.loadViewIfNeeded()
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 516, width: 393, height: 336)])
    #expect(grid.keyboardInset == 336)
  }

  @Test func imagesPreparedForDisplayAreTheImages() async throws {
    let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
    await cell.show(try #require(UIImage(named: "beach")))
    #expect(cell.imageView.image?.name == "beach")
    cell.prepareForReuse()
    #expect(cell.imageView.image == nil)
    let rendered = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
      UIColor.systemBlue.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
      context.cgContext.fillEllipse(in: CGRect(x: 4, y: 4, width: 32, height: 32))
    }
    #expect(rendered.name == "rendered 40x40")
  }

  @Test func symbolConfigurationsKeepTheirValues() throws {
    let base = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)
    let combined = base.applying(UIImage.SymbolConfiguration(scale: .large))
    #expect(combined.pointSize == 17 && combined.weight == .semibold && combined.scale == .large)
    let image = try #require(UIImage(systemName: "star.fill", withConfiguration: combined))
    #expect(image.isSymbolImage && image.symbolConfiguration?.scale == .large)
    let palette = image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemYellow]))
    #expect(palette?.symbolConfiguration?.colors == [.systemRed, .systemYellow])
    #expect(palette?.symbolConfiguration?.pointSize == 17)
    #expect(image.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
    // A colour literal and a Display P3 colour keep their components.
    let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    var blue: CGFloat = 0
    #expect(literal.getRed(nil, green: nil, blue: &blue, alpha: nil) && blue == CGFloat(Float(0.6)))
    #expect(!UIColor.systemBlue.getRed(nil, green: nil, blue: nil, alpha: nil))
  }

  @Test func attributedStringsKeepUIKitsAttributes() {
    let text = NSMutableAttributedString(string: "Sale", attributes: [.font: UIFont.systemFont(ofSize: 15), .strikethroughStyle: NSUnderlineStyle.single.rawValue])
    let paragraph = NSMutableParagraphStyle()
    paragraph.lineSpacing = 4
    paragraph.alignment = .center
    text.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: 4))
    let style = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    #expect(style?.lineSpacing == 4 && style?.alignment == .center)
    #expect((text.attribute(.font, at: 2, effectiveRange: nil) as? UIFont)?.pointSize == 15)
    var modern = AttributedString("Now")
    modern.font = .boldSystemFont(ofSize: 20)
    modern.foregroundColor = .systemGreen
    #expect(modern.font?.pointSize == 20 && modern.foregroundColor == .systemGreen)
  }
}
