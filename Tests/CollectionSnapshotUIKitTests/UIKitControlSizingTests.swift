import CollectionSnapshotPNG
import CollectionSnapshotPixels
import Foundation
import Testing

@testable import UIKit

/// Intrinsic sizes of text fields, text views, image views and buttons with images, and image
/// sizes from an app's asset catalog. Numbers derived by hand from the sources the sizing code
/// names and the advance table (Inter's units: 2816 per em): "Label" is 7228 units, so in 17 pt
/// it is 7228 / 2816 × 17 − 5 × 0.43 (SF's tracking) = 41.485 wide, 41.667 on the @3x grid (the
/// label test's figure); a 17-pt line is 17 × 2444 / 2048 = 20.287 tall. The host is the default
/// iPhone 15 (@3x, Large).
@MainActor @Suite("UIKit API: text fields, text views, image views and buttons sized as UIKit sizes them")
struct UIKitControlSizingTests {
  func close(_ a: CGFloat, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(Double(a) - b) <= tolerance }

  @Test("Text fields: a 17-pt rounded rect field is 34 tall; its text or placeholder plus 7 at each side")
  func textFields() {
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.text = "Label"
    // 41.667 + 2 × 7 = 55.667; the 17-pt line 20.287 → 21, + 13 = 34 (Interface Builder's figure).
    #expect(close(field.intrinsicContentSize.width, 167.0 / 3))
    #expect(field.intrinsicContentSize.height == 34)
    // The placeholder measures as the text does when there is no text.
    let placeholder = UITextField()
    placeholder.borderStyle = .roundedRect
    placeholder.placeholder = "Label"
    #expect(close(placeholder.intrinsicContentSize.width, 167.0 / 3))
    // No border: the text alone, one line rounded to the pixel grid: 41.667 × 20.333.
    field.borderStyle = .none
    #expect(close(field.intrinsicContentSize.width, 125.0 / 3))
    #expect(close(field.intrinsicContentSize.height, 61.0 / 3))
    // A line border: 21 + 13 = 34, without the rounded rect's least height.
    field.borderStyle = .line
    #expect(field.intrinsicContentSize.height == 34)
    #expect(field.sizeThatFits(CGSize(width: 500, height: 500)) == field.intrinsicContentSize)
  }

  @Test("Text fields: 14 pt keeps the rounded rect's 34 (a line field 30); 30 pt grows it to 49; overlay views add their width")
  func textFieldFonts() {
    let field = UITextField()
    field.font = .systemFont(ofSize: 14)
    field.borderStyle = .roundedRect
    // Empty: only the insets across, 2 × 7 = 14. 14 × 2444 / 2048 = 16.707 → 17, + 13 = 30 < 34.
    #expect(field.intrinsicContentSize == CGSize(width: 14, height: 34))
    field.borderStyle = .bezel
    #expect(field.intrinsicContentSize.height == 30)
    field.borderStyle = .roundedRect
    field.font = .systemFont(ofSize: 30)
    // 30 × 2444 / 2048 = 35.801 → 36, + 13 = 49.
    #expect(field.intrinsicContentSize.height == 49)
    // A 20-pt left view shown at rest adds 20; shown only while editing, nothing.
    field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    field.leftViewMode = .whileEditing
    #expect(field.intrinsicContentSize.width == 14)
    field.leftViewMode = .always
    #expect(field.intrinsicContentSize.width == 34)
  }

  @Test("Text views: a text view that does not scroll is its text plus 5 + 5 across and 8 + 8 down; a scrolling one has no size")
  func textViews() {
    let view = UITextView()
    view.text = "Label"
    // Scrolling (the default): no intrinsic size.
    #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    view.isScrollEnabled = false
    // Body 17 (the default font): 41.667 + 2 × 5 = 51.667; 20.287 + 8 + 8 = 36.287 → 36.333.
    #expect(close(view.intrinsicContentSize.width, 155.0 / 3))
    #expect(close(view.intrinsicContentSize.height, 109.0 / 3))
    // At a width, that width: 300 × 36.333.
    let fitted = view.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
    #expect(fitted.width == 300)
    #expect(close(fitted.height, 109.0 / 3))
    // "Label Label" at 60: 50 for the text (60 − 10) holds one "Label" (41.485), not both
    // (41.485 + 4.351 + 41.485): two lines, 2 × 20.287 + 16 = 56.574 → 56.667.
    view.text = "Label Label"
    #expect(close(view.sizeThatFits(CGSize(width: 60, height: 0)).height, 170.0 / 3))
    // No insets and no padding: the text alone, 41.667 × 20.333.
    view.text = "Label"
    view.textContainerInset = .zero
    view.textContainer.lineFragmentPadding = 0
    #expect(close(view.intrinsicContentSize.width, 125.0 / 3))
    #expect(close(view.intrinsicContentSize.height, 61.0 / 3))
  }

  @Test("Image views: an image of known size is the view's intrinsic size; a symbol's size is not known")
  func imageViews() throws {
    let image = try #require(UIImage(named: "lamp-in-a-nib"))
    image.knownSize = CGSize(width: 40, height: 30)
    let view = UIImageView(image: image)
    #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30))
    let highlighted = try #require(UIImage(named: "lamp-lit-in-a-nib"))
    highlighted.knownSize = CGSize(width: 10, height: 12)
    view.highlightedImage = highlighted
    view.isHighlighted = true
    #expect(view.intrinsicContentSize == CGSize(width: 10, height: 12))
    let none = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    #expect(UIImageView(image: UIImage(systemName: "star")).intrinsicContentSize == none)
    #expect(UIImageView().intrinsicContentSize == none)
    // A name no catalog holds: no size.
    #expect(UIImage(named: "no-such-image-anywhere")?.size == .zero)
  }

  @Test("Buttons: an image of known size sits beside the title, or a configuration's padding from it")
  func buttonsWithImages() throws {
    let image = try #require(UIImage(named: "icon-in-a-nib"))
    image.knownSize = CGSize(width: 24, height: 24)
    let button = UIButton(type: .custom)
    button.setTitle("Button", for: .normal)
    button.setImage(image, for: .normal)
    // "Button" in 15 pt is 45.667 (the button test's figure), + 24 beside it; height max(30, 24).
    #expect(close(button.intrinsicContentSize.width, 137.0 / 3 + 24))
    #expect(button.intrinsicContentSize.height == 30)
    // Image only: the image's size.
    let iconOnly = UIButton(type: .custom)
    iconOnly.setImage(image, for: .normal)
    #expect(iconOnly.intrinsicContentSize == CGSize(width: 24, height: 24))

    let square = try #require(UIImage(named: "square-in-a-nib"))
    square.knownSize = CGSize(width: 20, height: 20)
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Button"
    configuration.image = square
    configuration.imagePadding = 8
    // Leading: 20 + 8 + 50.810 (body "Button") + 12 + 12 = 102.810 → 103; max(20.287, 20) + 14 = 34.287 → 34.333.
    let leading = UIButton(configuration: configuration)
    #expect(close(leading.intrinsicContentSize.width, 103))
    #expect(close(leading.intrinsicContentSize.height, 103.0 / 3))
    // Top: max(50.810, 20) + 24 = 74.810 → 75; 20 + 8 + 20.287 + 14 = 62.287 → 62.333.
    configuration.imagePlacement = .top
    let top = UIButton(configuration: configuration)
    #expect(close(top.intrinsicContentSize.width, 75))
    #expect(close(top.intrinsicContentSize.height, 187.0 / 3))
    // No title: the image inside the insets, no padding: 20 + 24 = 44, 20 + 14 = 34.
    configuration.title = nil
    #expect(UIButton(configuration: configuration).intrinsicContentSize == CGSize(width: 44, height: 34))
  }

  @Test("Asset catalogs: an image set's PNG for the screen's scale, its pixels over its scale; groups and single-scale sets")
  func assetCatalogs() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("asset-catalog-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let bundle = root.appendingPathComponent("App_App.resources")
    let catalog = bundle.appendingPathComponent("Assets.xcassets")
    func png(_ folder: URL, _ name: String, _ width: Int, _ height: Int) throws {
      let bytes = try PNGCodec().encode(Bitmap(width: width, height: height, fill: .white))
      try Data(bytes).write(to: folder.appendingPathComponent(name))
    }
    func imageSet(_ path: String, _ contents: String) throws -> URL {
      let folder = catalog.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: folder.appendingPathComponent("Contents.json"))
      return folder
    }
    // In a group folder: 64 × 40 pixels at 2x, 90 × 60 at 3x.
    let fog = try imageSet(
      "Weather/fog.imageset",
      #"{"images": [{"filename": "fog@2x.png", "idiom": "universal", "scale": "2x"}, {"filename": "fog@3x.png", "idiom": "universal", "scale": "3x"}, {"filename": "fog-ipad.png", "idiom": "ipad", "scale": "1x"}]}"#)
    try png(fog, "fog@2x.png", 64, 40)
    try png(fog, "fog@3x.png", 90, 60)
    // One file, no scale: taken at 1x.
    let dot = try imageSet("dot.imageset", #"{"images": [{"filename": "dot.png", "idiom": "universal"}]}"#)
    try png(dot, "dot.png", 12, 8)
    // A vector: no known size.
    _ = try imageSet("vector.imageset", #"{"images": [{"filename": "vector.pdf", "idiom": "universal"}]}"#)

    let sets = UIKitAssetCatalog.imageSets(in: [bundle], main: root.appendingPathComponent("main"))
    #expect(sets.keys.sorted() == ["dot", "fog", "vector"])
    let fogSet = try #require(sets["fog"])
    // @3x: 90 / 3 × 60 / 3 = 30 × 20; @2x: 64 / 2 × 40 / 2 = 32 × 20; @1x (no such file): the largest, 3x.
    #expect(UIKitAssetCatalog.size(ofImageSet: fogSet, scale: 3) == CGSize(width: 30, height: 20))
    #expect(UIKitAssetCatalog.size(ofImageSet: fogSet, scale: 2) == CGSize(width: 32, height: 20))
    #expect(UIKitAssetCatalog.size(ofImageSet: fogSet, scale: 1) == CGSize(width: 30, height: 20))
    #expect(UIKitAssetCatalog.size(ofImageSet: try #require(sets["dot"]), scale: 3) == CGSize(width: 12, height: 8))
    #expect(UIKitAssetCatalog.size(ofImageSet: try #require(sets["vector"]), scale: 3) == nil)
    // The main bundle is searched at its top only: a catalog one folder down is not found there.
    #expect(UIKitAssetCatalog.imageSets(in: [root], main: root).isEmpty)
  }
}
