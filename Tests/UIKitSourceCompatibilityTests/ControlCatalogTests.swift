import Foundation
import ImageIO
import Testing
import UIKit

/// A control catalog as UIKitCatalog writes it: controls customized with images per state, a
/// segment's action replaced, the three system pickers presented, an animated image view, a
/// spring-loaded list, and placeholder images downsampled with ImageIO.
@MainActor final class ControlCatalogController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate,
  UIColorPickerViewControllerDelegate, UIFontPickerViewControllerDelegate
{
  let segmentedControl = UISegmentedControl(items: ["Check", "Search", "Tools"])
  let slider = UISlider()
  let stepper = UIStepper()
  let toolbar = UIToolbar()
  let searchBar = UISearchBar()
  let textField = UITextField()
  let textView = UITextView()
  let pageControl = UIPageControl()
  let imageView = UIImageView()
  let searchField = UISearchTextField()
  let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  let tableView = UITableView(frame: .zero, style: .plain)
  var imagePicker: UIImagePickerController!
  var colorPicker: UIColorPickerViewController!
  var fontPicker: UIFontPickerViewController!
  var pickedFontName: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    let background = UIImage(named: "background")
    segmentedControl.setBackgroundImage(background, for: .normal, barMetrics: .default)
    segmentedControl.setBackgroundImage(UIImage(named: "background_disabled"), for: .disabled, barMetrics: .default)
    segmentedControl.setDividerImage(UIImage(named: "divider"), forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
    let image = UIImage(systemName: "checkmark")
    image?.accessibilityLabel = NSLocalizedString("Done", comment: "")
    segmentedControl.setImage(image, forSegmentAt: 0)
    segmentedControl.setAction(UIAction(title: "Search", image: UIImage(systemName: "magnifyingglass")) { _ in }, forSegmentAt: 1)

    slider.setThumbImage(UIImage(named: "slider_thumb"), for: .normal)
    slider.setThumbImage(UIImage(named: "slider_thumb_highlighted"), for: .highlighted)
    slider.setMinimumTrackImage(UIImage(named: "slider_blue_track"), for: .normal)
    slider.setMaximumTrackImage(UIImage(named: "slider_green_track"), for: .normal)

    stepper.setBackgroundImage(UIImage(named: "stepper_and_segment_background"), for: .normal)
    stepper.setDividerImage(UIImage(named: "stepper_and_segment_divider"), forLeftSegmentState: .normal, rightSegmentState: .normal)
    stepper.setIncrementImage(UIImage(named: "stepper_increment"), for: .normal)
    stepper.setDecrementImage(UIImage(named: "stepper_decrement"), for: .normal)

    toolbar.setBackgroundImage(UIImage(named: "toolbar_background"), forToolbarPosition: .bottom, barMetrics: .default)
    toolbar.setShadowImage(UIImage(), forToolbarPosition: .bottom)
    searchBar.backgroundImage = UIImage(named: "search_bar_background")
    searchBar.setImage(UIImage(systemName: "book"), for: .bookmark, state: .normal)
    searchBar.setImage(UIImage(systemName: "book.fill"), for: .bookmark, state: .highlighted)
    searchBar.setSearchFieldBackgroundImage(UIImage(named: "text_field_background"), for: .normal)
    searchBar.scopeBarBackgroundImage = UIImage(named: "scope_background")
    textField.background = UIImage(named: "text_field_background")
    textField.disabledBackground = UIImage(named: "text_field_disabled")
    textView.usesStandardTextScaling = true

    pageControl.numberOfPages = 3
    pageControl.preferredIndicatorImage = UIImage(systemName: "circle")
    for index in 0..<pageControl.numberOfPages where index.isMultiple(of: 2) {
      pageControl.setIndicatorImage(UIImage(systemName: "star"), forPage: index)
    }

    imageView.animationImages = (1...5).compactMap { UIImage(named: "image_animal_\($0)") }
    imageView.animationDuration = 5
    imageView.startAnimating()

    searchField.allowsDeletingTokens = false
    searchField.tokens = [UISearchToken(icon: UIImage(systemName: "tag"), text: "Red")]
    collectionView.isSpringLoaded = true
    tableView.isSpringLoaded = true

    imagePicker = UIImagePickerController()
    imagePicker.delegate = self
    imagePicker.mediaTypes = ["public.image"]
    imagePicker.sourceType = .photoLibrary
    colorPicker = UIColorPickerViewController()
    colorPicker.supportsAlpha = true
    colorPicker.selectedColor = UIColor.blue
    colorPicker.delegate = self
    let configuration = UIFontPickerViewController.Configuration()
    configuration.includeFaces = true
    configuration.displayUsingSystemFont = false
    configuration.filteredTraits = [.classModernSerifs]
    fontPicker = UIFontPickerViewController(configuration: configuration)
    fontPicker.delegate = self
  }

  func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
    _ = info[UIImagePickerController.InfoKey.originalImage] as? UIImage
    picker.dismiss(animated: true)
  }

  func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}

  func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
    guard let fontDescriptor = viewController.selectedFontDescriptor else { return }
    pickedFontName = UIFont(descriptor: fontDescriptor, size: 48).fontName
  }

  /// High-Performance Lists' way to make a small image: a thumbnail whose larger side is at
  /// most `maxPixelSize`, made from the full image.
  static func downsample(_ url: URL, maxPixelSize: Int) -> CGImage? {
    let readOptions: [CFString: Any] = [kCGImageSourceShouldCache: false]
    guard let source = CGImageSourceCreateWithURL(url as CFURL, readOptions as CFDictionary) else { return nil }
    let options = [
      kCGImageSourceCreateThumbnailFromImageAlways: true,
      kCGImageSourceShouldCacheImmediately: true,
      kCGImageSourceCreateThumbnailWithTransform: true,
      kCGImageSourceThumbnailMaxPixelSize: maxPixelSize,
    ] as CFDictionary
    return CGImageSourceCreateThumbnailAtIndex(source, 0, options)
  }

  /// High-Performance Lists' way to read an image's size without decoding it.
  static func size(of source: CGImageSource) -> CGSize {
    let options: [CFString: Any] = [kCGImageSourceShouldCache: false]
    let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, options as NSDictionary) as? [String: CFNumber]
    let width = properties?[kCGImagePropertyPixelWidth as String] ?? 1 as CFNumber
    let height = properties?[kCGImagePropertyPixelHeight as String] ?? 1 as CFNumber
    return CGSize(width: Int(truncating: width), height: Int(truncating: height))
  }
}

/// UIKitCatalog's search field that moves its text right by overriding UIKit's rectangles.
final class PaddedSearchField: UISearchTextField {
  let leftMarginPadding: CGFloat = 12

  override func textRect(forBounds bounds: CGRect) -> CGRect {
    var rect = bounds
    rect.origin.x += leftMarginPadding
    return rect
  }
}

@MainActor @Suite struct ControlCatalogTests {
  @Test func textRectanglesAreUIKitsAndOverridable() {
    // A published UIKit layer dump of a 252-pt rounded rect field: its text at x = 7, 238 wide.
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 252, height: 34))
    field.borderStyle = .roundedRect
    let text = field.textRect(forBounds: field.bounds)
    #expect((text.minX, text.width) == (7, 238))
    #expect(field.editingRect(forBounds: field.bounds) == text)
    #expect(field.borderRect(forBounds: field.bounds) == field.bounds)
    // The subclass's rectangle is its own, and the placeholder's follows it, as in UIKit.
    let padded = PaddedSearchField(frame: CGRect(x: 0, y: 0, width: 200, height: 36))
    padded.allowsDeletingTokens = true
    #expect(padded.placeholderRect(forBounds: padded.bounds) == CGRect(x: 12, y: 0, width: 200, height: 36))
  }

  @Test func controlsKeepTheirImagesPerState() throws {
    let catalog = ControlCatalogController()
    catalog.loadViewIfNeeded()
    let segments = catalog.segmentedControl
    #expect(segments.backgroundImage(for: .normal, barMetrics: .default)?.name == "background")
    #expect(segments.backgroundImage(for: .disabled, barMetrics: .default)?.name == "background_disabled")
    #expect(segments.backgroundImage(for: .normal, barMetrics: .compact) == nil)
    #expect(segments.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)?.name == "divider")
    #expect(segments.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default) == nil)
    #expect(segments.imageForSegment(at: 0)?.accessibilityLabel == "Done")
    // setAction replaces the segment: its title and image are now the action's.
    #expect(segments.numberOfSegments == 3)
    #expect(segments.titleForSegment(at: 1) == "Search")
    #expect(segments.imageForSegment(at: 1)?.name == "magnifyingglass")
    #expect(segments.actionForSegment(at: 1)?.title == "Search")
    #expect(segments.actionForSegment(at: 2) == nil)

    let slider = catalog.slider
    #expect(slider.currentThumbImage?.name == "slider_thumb")
    slider.isHighlighted = true
    #expect(slider.currentThumbImage?.name == "slider_thumb_highlighted")
    // No highlighted track image: UIKit uses the normal state's.
    #expect(slider.currentMinimumTrackImage?.name == "slider_blue_track")
    #expect(slider.maximumTrackImage(for: .disabled)?.name == "slider_green_track")

    let stepper = catalog.stepper
    #expect(stepper.backgroundImage(for: .normal)?.name == "stepper_and_segment_background")
    #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal)?.name == "stepper_and_segment_divider")
    #expect(stepper.incrementImage(for: .normal)?.name == "stepper_increment")
    #expect(stepper.decrementImage(for: .normal)?.name == "stepper_decrement")
    #expect(stepper.incrementImage(for: .highlighted) == nil)

    #expect(catalog.toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default)?.name == "toolbar_background")
    #expect(catalog.toolbar.backgroundImage(forToolbarPosition: .top, barMetrics: .default) == nil)
    #expect(catalog.toolbar.shadowImage(forToolbarPosition: .bottom) != nil)
    #expect(catalog.searchBar.image(for: .bookmark, state: .normal)?.name == "book")
    #expect(catalog.searchBar.image(for: .bookmark, state: .highlighted)?.name == "book.fill")
    #expect(catalog.searchBar.searchFieldBackgroundImage(for: .normal)?.name == "text_field_background")
    #expect(catalog.searchBar.backgroundImage?.name == "search_bar_background")
    #expect(catalog.searchBar.scopeBarBackgroundImage?.name == "scope_background")
    #expect(catalog.textField.disabledBackground?.name == "text_field_disabled")
    #expect(catalog.textView.usesStandardTextScaling)
    #expect(catalog.pageControl.indicatorImage(forPage: 0)?.name == "star")
    #expect(catalog.pageControl.indicatorImage(forPage: 1) == nil)
    #expect(catalog.pageControl.preferredIndicatorImage?.name == "circle")
    #expect(!catalog.searchField.allowsDeletingTokens)
    #expect(catalog.searchField.tokens.map(\.text) == ["Red"])
    #expect(catalog.collectionView.isSpringLoaded && catalog.tableView.isSpringLoaded)
    #expect(!UIButton().isSpringLoaded)
  }

  @Test func anImageViewAnimatesOnlyWithImages() {
    let catalog = ControlCatalogController()
    catalog.loadViewIfNeeded()
    #expect(catalog.imageView.animationImages?.count == 5)
    #expect(catalog.imageView.isAnimating)
    catalog.imageView.stopAnimating()
    #expect(!catalog.imageView.isAnimating)
    // Nothing to animate: UIKit's image view stays stopped.
    let empty = UIImageView()
    empty.startAnimating()
    #expect(!empty.isAnimating)
    #expect(empty.animationDuration == 0 && empty.animationRepeatCount == 0)
  }

  @Test func pickersArePresentedAndPickNothing() {
    let catalog = ControlCatalogController()
    catalog.loadViewIfNeeded()
    #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    catalog.present(catalog.imagePicker, animated: true)
    #expect(catalog.presentedViewController === catalog.imagePicker)
    #expect(catalog.imagePicker.delegate === catalog)
    catalog.dismiss(animated: false)
    catalog.present(catalog.fontPicker, animated: true)
    #expect(catalog.fontPicker.configuration.filteredTraits == .classModernSerifs)
    #expect(catalog.fontPicker.configuration.includeFaces)
    #expect(catalog.pickedFontName == nil)
    #expect(catalog.colorPicker.selectedColor == .blue)
    #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
    // Core Text's font classes sit in the top four bits: modern serifs are class 3.
    #expect(UIFontDescriptor.SymbolicTraits.classModernSerifs.rawValue == 3 << 28)
    #expect(UIFontDescriptor.SymbolicTraits.classMask.contains(.classSansSerif))
  }

  @Test func aThumbnailKeepsTheAspectWithinTheMaxPixelSize() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ControlCatalogTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let png = folder.appendingPathComponent("photo.png")
    try Data(ImageBytes.png(width: 300, height: 200)).write(to: png)

    // 300 × 200 with a max pixel size of 150: the larger side, 300, becomes 150, a factor of
    // 1/2, so the other becomes 200 / 2 = 100.
    let thumbnail = try #require(ControlCatalogController.downsample(png, maxPixelSize: 150))
    #expect((thumbnail.width, thumbnail.height) == (150, 100))
    // A max pixel size above the image's size leaves the image's size (a thumbnail is never
    // larger than its image).
    let whole = try #require(ControlCatalogController.downsample(png, maxPixelSize: 1000))
    #expect((whole.width, whole.height) == (300, 200))

    let source = try #require(CGImageSourceCreateWithURL(png as CFURL, nil))
    #expect(CGImageSourceGetCount(source) == 1)
    #expect(CGImageSourceGetType(source) == "public.png")
    #expect(ControlCatalogController.size(of: source) == CGSize(width: 300, height: 200))
    let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
    #expect((image.width, image.height) == (300, 200))
    #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
    // Without a "from image" option there is no thumbnail: a PNG embeds none.
    #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, [kCGImageSourceThumbnailMaxPixelSize: 150] as CFDictionary) == nil)
  }

  @Test func aJPEGSourceAndUnreadableSources() throws {
    // A portrait JPEG, 480 × 640 (its frame header says 640 lines of 480 samples), max 160:
    // the larger side, 640, becomes 160, a factor of 1/4, so the other becomes 480 / 4 = 120.
    let jpeg = try #require(CGImageSourceCreateWithData(Data(ImageBytes.jpeg(width: 480, height: 640)) as CFData, nil))
    #expect(CGImageSourceGetType(jpeg) == "public.jpeg")
    let options = [kCGImageSourceCreateThumbnailFromImageIfAbsent: true, kCGImageSourceThumbnailMaxPixelSize: 160] as CFDictionary
    let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(jpeg, 0, options))
    #expect((thumbnail.width, thumbnail.height) == (120, 160))

    // A file that is not there gives no source, as Apple's does; bytes that are not an image
    // give a source of no images.
    #expect(CGImageSourceCreateWithURL(URL(fileURLWithPath: "/nonexistent/photo.png") as CFURL, nil) == nil)
    let text = try #require(CGImageSourceCreateWithData(Data("not an image".utf8) as CFData, nil))
    #expect(CGImageSourceGetCount(text) == 0)
    #expect(CGImageSourceCreateImageAtIndex(text, 0, nil) == nil)
    #expect(CGImageSourceCopyPropertiesAtIndex(text, 0, nil) == nil)
  }
}

/// Image files written byte by byte, their headers as the formats' specifications lay them out.
enum ImageBytes {
  /// A PNG (RFC 2083): the signature, an IHDR of the size (8-bit RGB), one IDAT and IEND, each
  /// chunk with its CRC-32. Only the header is read, so the image data is a token.
  static func png(width: Int, height: Int) -> [UInt8] {
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let typed = Array(type.utf8) + data
      return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", [0x78, 0x01]) + chunk("IEND", [])
  }

  /// A JPEG (ITU T.81): SOI, a JFIF APP0 segment, a baseline SOF0 of the size (3 components),
  /// EOI.
  static func jpeg(width: Int, height: Int) -> [UInt8] {
    let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    let frame: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 8] + bigEndian16(height) + bigEndian16(width) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
    return [0xFF, 0xD8] + app0 + frame + [0xFF, 0xD9]
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
  private static func bigEndian16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

  /// CRC-32 as PNG defines it (polynomial 0xEDB88320, reflected, inverted before and after).
  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }
}
