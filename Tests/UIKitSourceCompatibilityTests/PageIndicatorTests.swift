import Testing
import UIKit

/// The page indicator and photo strip file: layers laid out through their view, the old
/// image-context functions, a display link on the virtual clock, a gradient drawn, cells that
/// find their index path, zooming, text notifications.
@MainActor @Suite struct PageIndicatorTests {
  @Test func layersAreLaidOutThroughTheirView() {
    let dots = DotsControl(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    dots.numberOfPages = 3
    dots.layoutIfNeeded()
    #expect(dots.layoutPasses == 1)
    // Three dots 12 pt apart, centred: the first at (200 − 24) / 2 = 88, less its radius 3.
    #expect(dots.dotLayers.map(\.frame.minX) == [85, 97, 109])
    #expect(dots.dotLayers.allSatisfy { $0.frame.minY == 7 })
    #expect(dots.dotLayers[0].action(forKey: "bounds") is NSNull)
    #expect(dots.dotLayers[0].lineJoin == .round)
    #expect(dots.layer.delegate === dots)
    // Nothing due: no second pass.
    dots.layoutIfNeeded()
    #expect(dots.layoutPasses == 1)
  }

  @Test func imagesFromAnImageContext() throws {
    let image = try #require(DotsControl.dotImage(diameter: 8, color: .white))
    #expect(image.name == "rendered 8x8")
    #expect(image.renderingMode == .alwaysOriginal)
    // Outside an image context there is no current context, and no image.
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    let cgImage = try #require(image.cgImage)
    #expect(cgImage.description == "rendered 8x8")
  }

  @Test func drawingCodeRunsInARendererContext() {
    let fade = FadeView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    _ = UIGraphicsImageRenderer(size: fade.bounds.size).image { _ in fade.draw(fade.bounds) }
    // The renderer's context is current while its actions run: the gradient was made from the
    // two greys, their components kept (white 0, alphas 0 and 0.6).
    #expect(fade.drawnColors.map(\.components) == [[0, 0, 0, 0], [0, 0, 0, 0.6]])
    #expect(fade.drawnColors.map(\.alpha) == [0, 0.6])
  }

  @Test func aDisplayLinkStepsOnTheVirtualClock() {
    let controller = PhotoStripController()
    controller.loadViewIfNeeded()
    // The run loop the link is added to: the last screen's made while it lives (another test's,
    // when tests run in parallel), else the main one. Held here, it stays the current one.
    let loop = UIKitRunLoop.current
    controller.startAnimating()
    // 30 frames a second: 1/30 s apart, so a tenth of a second holds three.
    _ = loop.run(for: 0.1)
    #expect(controller.frames == 3)
    controller.stopAnimating()
    _ = loop.run(for: 1)
    #expect(controller.frames == 3)
  }

  @Test func zoomingIsKeptBetweenItsLimits() {
    let controller = PhotoStripController()
    controller.loadViewIfNeeded()
    let scrollView = controller.zoomView
    #expect(scrollView.pinchGestureRecognizer != nil)
    scrollView.zoomScale = 10
    #expect(scrollView.zoomScale == 4)
    // Showing 150 × 100 of the photo in 300 × 200: twice as large.
    scrollView.zoom(to: CGRect(x: 0, y: 0, width: 150, height: 100), animated: false)
    #expect(scrollView.zoomScale == 2)
    #expect(controller.zooms == 2)
    #expect(scrollView.delegate?.viewForZooming(in: scrollView) === controller.photo)
  }

  @Test func textNotificationsReachTheController() {
    let controller = PhotoStripController()
    controller.loadViewIfNeeded()
    controller.search.text = "fog"
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: controller.search)
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: UITextField())
    #expect(controller.queries == ["fog"])
  }

  @Test func colorsAndTheirComponents() {
    let color = CIColor(color: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    #expect([color.red, color.green, color.blue, color.alpha] == [1, 0.5, 0, 1])
    #expect(UIColor.systemBlue.cgColor.components == nil)
    #expect(CGColor(gray: 0.5, alpha: 1).numberOfComponents == 2)
    #expect(NSEC_PER_MSEC * 1000 == NSEC_PER_SEC)
  }

  @Test func aPickerAsksItsDataSourceAndKeepsItsSelection() {
    let panel = SizePickerPanel(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
    #expect(panel.picker.numberOfComponents == 2)
    #expect(panel.picker.numberOfRows(inComponent: 0) == 3)
    #expect(panel.picker.numberOfRows(inComponent: 1) == 10)
    #expect(panel.picker.selectedRow(inComponent: 0) == 0)
    // Past the last row: the last row; the delegate is not told of a selection the code makes.
    panel.picker.selectRow(7, inComponent: 0, animated: false)
    #expect(panel.picker.selectedRow(inComponent: 0) == 2)
    #expect(panel.picked.isEmpty)
    // Two components share the picker's 320 points: 160 each; UIKit's row height is 32.
    panel.picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
    #expect(panel.picker.rowSize(forComponent: 1) == CGSize(width: 160, height: 32))
    #expect(panel.picker.intrinsicContentSize.height == 216)
    // The delegate's optional title through optional chaining, as pickers' owners ask it.
    #expect(_objcOptional(panel.picker.delegate?.pickerView(panel.picker, titleForRow: 1, forComponent: 0)) == "Medium")
  }

  @Test func darwinNamesAppsUse() {
    let queue = OS_dispatch_queue_serial(label: "images")
    #expect(queue.label == "images")
    #expect(CGColorSpaceCreateDeviceRGB().model == .rgb)
    #expect(UIViewController.showDetailTargetDidChangeNotification.rawValue == "UIViewControllerShowDetailTargetDidChangeNotification")
  }
}
