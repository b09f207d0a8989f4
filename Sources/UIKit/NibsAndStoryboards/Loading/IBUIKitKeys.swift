import Foundation

/// The outlets of UIKit's own classes that Interface Builder connects, and the keys of UIKit's
/// properties that user-defined runtime attributes set (`layer.cornerRadius`, `clipsToBounds`,
/// `layer.borderColor`, …), by name.
@MainActor
enum IBUIKitKeys {
  /// Sets one of UIKit's outlet collections (a view's gesture recognizers); `false` when the
  /// object's class has none of that name.
  static func setOutletCollection(_ name: String, of object: AnyObject, to values: [AnyObject]) -> Bool {
    guard name == "gestureRecognizers", let view = object as? UIView else { return false }
    for recognizer in values.compactMap({ $0 as? UIGestureRecognizer }) { view.addGestureRecognizer(recognizer) }
    return true
  }

  /// Sets one of UIKit's outlets; `false` when the object's class has none of that name.
  static func setOutlet(_ name: String, of object: AnyObject, to value: AnyObject?) -> Bool {
    switch (object, name) {
    case (let view as UICollectionView, "dataSource"): view.dataSource = value as? any UICollectionViewDataSource
    case (let view as UICollectionView, "delegate"): view.delegate = value as? any UICollectionViewDelegate
    case (let view as UICollectionView, "prefetchDataSource"): view.prefetchDataSource = value as? any UICollectionViewDataSourcePrefetching
    case (let view as UICollectionView, "backgroundView"): view.backgroundView = value as? UIView
    case (let view as UITextField, "delegate"): view.delegate = value as? any UITextFieldDelegate
    case (let view as UITextView, "delegate"): view.delegate = value as? any UITextViewDelegate
    case (let view as UISearchBar, "delegate"): view.delegate = value as? any UISearchBarDelegate
    case (let cell as UICollectionViewCell, "backgroundView"): cell.backgroundView = value as? UIView
    case (let cell as UICollectionViewCell, "selectedBackgroundView"): cell.selectedBackgroundView = value as? UIView
    case (let controller as UICollectionViewController, "collectionView"): controller.collectionView = value as? UICollectionView
    case (let controller as UIViewController, "view"): controller.view = value as? UIView
    case (let item as UIBarButtonItem, "customView"): item.customView = value as? UIView
    case (let view as UIView, "mask"): view.mask = value as? UIView
    default: return false
    }
    return true
  }

  /// Sets a runtime attribute's key path on one of UIKit's classes; `false` when the class has
  /// no such key.
  /// - Throws: Foundation's exception when the value is of the wrong type for the key.
  static func setValue(_ value: Any?, forKeyPath keyPath: String, of object: AnyObject) throws -> Bool {
    if keyPath.hasPrefix("layer."), let view = object as? UIView {
      return try setLayerValue(value, forKey: String(keyPath.dropFirst(6)), of: view.layer, keyPath: keyPath)
    }
    guard let view = object as? UIView else { return false }
    switch keyPath {
    case "clipsToBounds": view.clipsToBounds = try bool(value, keyPath)
    case "hidden", "isHidden": view.isHidden = try bool(value, keyPath)
    case "alpha": view.alpha = try number(value, keyPath)
    case "tag": view.tag = Int(try number(value, keyPath))
    case "backgroundColor": view.backgroundColor = value as? UIColor
    case "tintColor": view.tintColor = value as? UIColor
    case "userInteractionEnabled", "isUserInteractionEnabled": view.isUserInteractionEnabled = try bool(value, keyPath)
    case "accessibilityIdentifier": view.accessibilityIdentifier = value as? String
    case "accessibilityLabel": view.accessibilityLabel = value as? String
    default:
      switch (view, keyPath) {
      case (let label as UILabel, "text"): label.text = value as? String
      case (let label as UILabel, "numberOfLines"): label.numberOfLines = Int(try number(value, keyPath))
      case (let label as UILabel, "textColor"): label.textColor = value as? UIColor
      case (let image as UIImageView, "image"): image.image = value as? UIImage
      case (let control as UISwitch, "on"), (let control as UISwitch, "isOn"): control.isOn = try bool(value, keyPath)
      case (let stack as UIStackView, "spacing"): stack.spacing = try number(value, keyPath)
      default: return false
      }
    }
    return true
  }

  private static func setLayerValue(_ value: Any?, forKey key: String, of layer: CALayer, keyPath: String) throws -> Bool {
    switch key {
    case "cornerRadius": layer.cornerRadius = try number(value, keyPath)
    case "masksToBounds": layer.masksToBounds = try bool(value, keyPath)
    case "borderWidth": layer.borderWidth = try number(value, keyPath)
    // Interface Builder's colour attributes are `UIColor`s, which are not the `CGColor`s these
    // keys take: on a device the layer keeps its colour (a well-known surprise), and here too.
    case "borderColor": if value == nil || value is CGColor { layer.borderColor = value as? CGColor }
    case "shadowColor": if value == nil || value is CGColor { layer.shadowColor = value as? CGColor }
    case "shadowOpacity": layer.shadowOpacity = Float(try number(value, keyPath))
    case "shadowRadius": layer.shadowRadius = try number(value, keyPath)
    case "shadowOffset": layer.shadowOffset = (value as? CGSize) ?? (value as? CGPoint).map { CGSize(width: $0.x, height: $0.y) } ?? layer.shadowOffset
    case "zPosition": layer.zPosition = try number(value, keyPath)
    case "opacity": layer.opacity = Float(try number(value, keyPath))
    default: return false
    }
    return true
  }

  private static func number(_ value: Any?, _ keyPath: String) throws -> CGFloat {
    if let value = value as? CGFloat { return value }
    if let value = value as? Double { return CGFloat(value) }
    if let value = value as? Int { return CGFloat(value) }
    if let value = value as? Bool { return value ? 1 : 0 }
    throw wrongType(value, keyPath, "a number")
  }

  private static func bool(_ value: Any?, _ keyPath: String) throws -> Bool {
    if let value = value as? Bool { return value }
    if let value = value as? Int { return value != 0 }
    if let value = value as? Double { return value != 0 }
    throw wrongType(value, keyPath, "a Boolean")
  }

  private static func wrongType(_ value: Any?, _ keyPath: String, _ expected: String) -> UIKitException {
    UIKitException(
      name: UIKitException.invalidArgument, reason: "the runtime attribute '\(keyPath)' takes \(expected), not \(value.map { "\(type(of: $0))" } ?? "nil")",
      origin: "an Interface Builder file's user-defined runtime attribute")
  }
}
