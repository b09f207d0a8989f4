import UIKit

// A page indicator and a photo strip in the style of paging libraries: dots drawn into a
// layer the control lays out in layoutSublayers(of:), with their images rendered through the
// old image-context functions; a display link that advances the pages; a gradient drawn in
// draw(_:); cells that find their own index path; a zooming scroll view; and a search field
// that follows text notifications.

final class DotsControl: UIControl {
  private(set) var dotLayers: [CAShapeLayer] = []
  private(set) var layoutPasses = 0
  var numberOfPages = 0 {
    didSet { rebuildDots() }
  }

  override func layoutSublayers(of layer: CALayer) {
    super.layoutSublayers(of: layer)
    layoutPasses += 1
    let spacing: CGFloat = 12
    let start = (bounds.width - spacing * CGFloat(max(numberOfPages - 1, 0))) / 2
    for (index, dot) in dotLayers.enumerated() {
      dot.frame = CGRect(x: start + spacing * CGFloat(index) - 3, y: bounds.midY - 3, width: 6, height: 6)
    }
  }

  private func rebuildDots() {
    dotLayers.forEach { $0.removeFromSuperlayer() }
    dotLayers = (0..<numberOfPages).map { _ in
      let dot = CAShapeLayer()
      dot.actions = ["bounds": NSNull(), "position": NSNull()]
      dot.lineJoin = .round
      dot.fillColor = UIColor.white.cgColor
      layer.addSublayer(dot)
      return dot
    }
    setNeedsLayout()
  }

  static func dotImage(diameter: CGFloat, color: UIColor) -> UIImage? {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: diameter, height: diameter), false, 0)
    defer { UIGraphicsEndImageContext() }
    guard let context = UIGraphicsGetCurrentContext() else { return nil }
    context.setFillColor(color.cgColor)
    context.addEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
    context.fillPath()
    return UIGraphicsGetImageFromCurrentImageContext()?.withRenderingMode(.alwaysOriginal)
  }
}

final class FadeView: UIView {
  private(set) var drawnColors: [CGColor] = []

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let colors = [UIColor(white: 0, alpha: 0).cgColor, UIColor(white: 0, alpha: 0.6).cgColor]
    var locations: [CGFloat] = [0, 1]
    guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: &locations) else { return }
    drawnColors = gradient.colors
    context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: rect.height), options: [.drawsAfterEndLocation])
  }
}

final class StripCell: UICollectionViewCell {
  let removeButton = UIButton(type: .close)
  weak var collectionView: UICollectionView?

  /// Which item this cell shows, asked of its collection view as apps do from a button.
  func itemIndex() -> Int? { collectionView?.indexPath(for: self)?.item }
}

final class PhotoStripController: UIViewController, UIScrollViewDelegate {
  let dots = DotsControl(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
  let zoomView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
  let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
  let search = UITextField()
  private var link: CADisplayLink?
  private(set) var frames = 0
  private(set) var zooms = 0
  private(set) var queries: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(dots)
    dots.numberOfPages = 3
    zoomView.minimumZoomScale = 1
    zoomView.maximumZoomScale = 4
    zoomView.delegate = self
    zoomView.addSubview(photo)
    view.addSubview(zoomView)
    NotificationCenter.default.addObserver(self, selector: Selector("textChanged:"), name: UITextField.textDidChangeNotification, object: search)
  }

  func startAnimating() {
    let link = CADisplayLink(target: self, selector: Selector("step:"))
    link.preferredFramesPerSecond = 30
    link.add(to: .current, forMode: .common)
    self.link = link
  }

  func stopAnimating() { link?.invalidate() }

  func step(_ link: CADisplayLink) { frames += 1 }

  func textChanged(_ note: Notification) { queries.append((note.object as? UITextField)?.text ?? "") }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }

  func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }

  // The table the linuxified copy of this file carries, so that the selectors reach the methods.
  nonisolated override class var _objcTable: _ObjCClassTable {
    _ObjCClassTable(
      _ObjCClassTable.name(of: self), superclass: super._objcTable,
      methods: [
        "step:": _ObjCMethod(1) { @MainActor object, first, _ in
          _objcResult((object as! PhotoStripController).step(try _objcArgument(first, as: CADisplayLink.self, "step:")))
        },
        "textChanged:": _ObjCMethod(1) { @MainActor object, first, _ in
          _objcResult((object as! PhotoStripController).textChanged(try _objcArgument(first, as: Notification.self, "textChanged:")))
        },
      ])
  }
}

/// A panel that picks a size with a picker and names it with a text field, as item-creation
/// panels do.
final class SizePickerPanel: UIView, UIPickerViewDataSource, UIPickerViewDelegate, UITextFieldDelegate {
  let picker = UIPickerView(frame: .zero)
  let nameField = UITextField()
  let sizes = ["Small", "Medium", "Large"]
  private(set) var picked: [String] = []
  private(set) var endReasons: [UITextField.DidEndEditingReason] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    picker.dataSource = self
    picker.delegate = self
    nameField.delegate = self
    addSubview(picker)
    addSubview(nameField)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? sizes.count : 10 }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    component == 0 ? sizes[row] : "\(row + 1)"
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { picked.append(sizes[row]) }

  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { endReasons.append(reason) }
}
