import Foundation

/// The selectors and key-value properties of UIKit's classes here: what target–action,
/// `perform(_:)` and Interface Builder's user-defined runtime attributes reach on UIKit's own
/// objects (`#selector(UIResponder.resignFirstResponder)`, `layer.cornerRadius`,
/// `backgroundColor`). Keys are Objective-C's property names (`hidden`, not `isHidden`).
enum UIKitObjCTables {
  /// A responder's: first-responder status.
  static func responder(_ type: AnyClass) -> _ObjCClassTable {
    _ObjCClassTable(
      _ObjCClassTable.name(of: type),
      methods: [
        "becomeFirstResponder": _ObjCMethod(0) { object, _, _ in (object as! UIResponder).becomeFirstResponder() },
        "resignFirstResponder": _ObjCMethod(0) { object, _, _ in (object as! UIResponder).resignFirstResponder() },
      ])
  }

  /// A view's: layout, removal, and its drawn properties.
  static func view(_ type: AnyClass, _ superclass: _ObjCClassTable) -> _ObjCClassTable {
    _ObjCClassTable(
      _ObjCClassTable.name(of: type), superclass: superclass,
      methods: [
        "removeFromSuperview": _ObjCMethod(0) { object, _, _ in (object as! UIView).removeFromSuperview() },
        "setNeedsLayout": _ObjCMethod(0) { object, _, _ in (object as! UIView).setNeedsLayout() },
        "layoutIfNeeded": _ObjCMethod(0) { object, _, _ in (object as! UIView).layoutIfNeeded() },
        "sizeToFit": _ObjCMethod(0) { object, _, _ in (object as! UIView).sizeToFit() },
      ],
      properties: [
        "backgroundColor": _ObjCProperty(get: { ($0 as! UIView).backgroundColor }, set: { ($0 as! UIView).backgroundColor = try _objcValue($1, as: (UIColor?).self, "backgroundColor") }),
        "alpha": _ObjCProperty(get: { ($0 as! UIView).alpha }, set: { ($0 as! UIView).alpha = try _objcValue($1, as: (CGFloat).self, "alpha") }),
        "hidden": _ObjCProperty(get: { ($0 as! UIView).isHidden }, set: { ($0 as! UIView).isHidden = try _objcValue($1, as: (Bool).self, "isHidden") }),
        "tag": _ObjCProperty(get: { ($0 as! UIView).tag }, set: { ($0 as! UIView).tag = try _objcValue($1, as: (Int).self, "tag") }),
        "clipsToBounds": _ObjCProperty(get: { ($0 as! UIView).clipsToBounds }, set: { ($0 as! UIView).clipsToBounds = try _objcValue($1, as: (Bool).self, "clipsToBounds") }),
        "tintColor": _ObjCProperty(get: { ($0 as! UIView).tintColor }, set: { ($0 as! UIView).tintColor = try _objcValue($1, as: (UIColor?).self, "tintColor") }),
        "userInteractionEnabled": _ObjCProperty(get: { ($0 as! UIView).isUserInteractionEnabled }, set: { ($0 as! UIView).isUserInteractionEnabled = try _objcValue($1, as: (Bool).self, "isUserInteractionEnabled") }),
        "opaque": _ObjCProperty(get: { ($0 as! UIView).isOpaque }, set: { ($0 as! UIView).isOpaque = try _objcValue($1, as: (Bool).self, "isOpaque") }),
        "translatesAutoresizingMaskIntoConstraints": _ObjCProperty(get: { ($0 as! UIView).translatesAutoresizingMaskIntoConstraints }, set: { ($0 as! UIView).translatesAutoresizingMaskIntoConstraints = try _objcValue($1, as: (Bool).self, "translatesAutoresizingMaskIntoConstraints") }),
        "accessibilityIdentifier": _ObjCProperty(get: { ($0 as! UIView).accessibilityIdentifier }, set: { ($0 as! UIView).accessibilityIdentifier = try _objcValue($1, as: (String?).self, "accessibilityIdentifier") }),
        "accessibilityLabel": _ObjCProperty(get: { ($0 as! UIView).accessibilityLabel }, set: { ($0 as! UIView).accessibilityLabel = try _objcValue($1, as: (String?).self, "accessibilityLabel") }),
        "isAccessibilityElement": _ObjCProperty(get: { ($0 as! UIView).isAccessibilityElement }, set: { ($0 as! UIView).isAccessibilityElement = try _objcValue($1, as: (Bool).self, "isAccessibilityElement") }),
        "layer": _ObjCProperty(get: { ($0 as! UIView).layer }, set: nil),
      ])
  }

  /// A label's texts and their style.
  static func label(_ type: AnyClass, _ superclass: _ObjCClassTable) -> _ObjCClassTable {
    _ObjCClassTable(
      _ObjCClassTable.name(of: type), superclass: superclass,
      properties: [
        "text": _ObjCProperty(get: { ($0 as! UILabel).text }, set: { ($0 as! UILabel).text = try _objcValue($1, as: (String?).self, "text") }),
        "textColor": _ObjCProperty(get: { ($0 as! UILabel).textColor }, set: { ($0 as! UILabel).textColor = try _objcValue($1, as: (UIColor?).self, "textColor") }),
        "font": _ObjCProperty(get: { ($0 as! UILabel).font }, set: { ($0 as! UILabel).font = try _objcValue($1, as: (UIFont?).self, "font") }),
        "numberOfLines": _ObjCProperty(get: { ($0 as! UILabel).numberOfLines }, set: { ($0 as! UILabel).numberOfLines = try _objcValue($1, as: (Int).self, "numberOfLines") }),
      ])
  }

  /// An image view's image.
  static func imageView(_ type: AnyClass, _ superclass: _ObjCClassTable) -> _ObjCClassTable {
    _ObjCClassTable(_ObjCClassTable.name(of: type), superclass: superclass, properties: ["image": _ObjCProperty(get: { ($0 as! UIImageView).image }, set: { ($0 as! UIImageView).image = try _objcValue($1, as: (UIImage?).self, "image") })])
  }

  /// A view controller's title.
  static func viewController(_ type: AnyClass, _ superclass: _ObjCClassTable) -> _ObjCClassTable {
    _ObjCClassTable(_ObjCClassTable.name(of: type), superclass: superclass, properties: ["title": _ObjCProperty(get: { ($0 as! UIViewController).title }, set: { ($0 as! UIViewController).title = try _objcValue($1, as: (String?).self, "title") })])
  }

  /// A layer's corners, border, shadow and opacity. A colour is a `CGColor`: a `UIColor`
  /// given for `borderColor` or `shadowColor` (an Interface Builder colour attribute) is not
  /// one, and leaves the layer's colour as it was, as on a device.
  static func layer(_ type: AnyClass) -> _ObjCClassTable {
    _ObjCClassTable(
      _ObjCClassTable.name(of: type),
      properties: [
        "cornerRadius": _ObjCProperty(get: { ($0 as! CALayer).cornerRadius }, set: { ($0 as! CALayer).cornerRadius = try _objcValue($1, as: (CGFloat).self, "cornerRadius") }),
        "borderWidth": _ObjCProperty(get: { ($0 as! CALayer).borderWidth }, set: { ($0 as! CALayer).borderWidth = try _objcValue($1, as: (CGFloat).self, "borderWidth") }),
        "borderColor": _ObjCProperty(
          get: { ($0 as! CALayer).borderColor },
          set: { object, value in
            // A `UIColor` given for a layer's colour is not a `CGColor`: the layer keeps its own.
            if value == nil || value is CGColor { (object as! CALayer).borderColor = value as? CGColor }
          }),
        "masksToBounds": _ObjCProperty(get: { ($0 as! CALayer).masksToBounds }, set: { ($0 as! CALayer).masksToBounds = try _objcValue($1, as: (Bool).self, "masksToBounds") }),
        "shadowColor": _ObjCProperty(
          get: { ($0 as! CALayer).shadowColor },
          set: { object, value in
            // A `UIColor` given for a layer's colour is not a `CGColor`: the layer keeps its own.
            if value == nil || value is CGColor { (object as! CALayer).shadowColor = value as? CGColor }
          }),
        "shadowOpacity": _ObjCProperty(get: { ($0 as! CALayer).shadowOpacity }, set: { ($0 as! CALayer).shadowOpacity = try _objcValue($1, as: (Float).self, "shadowOpacity") }),
        "shadowOffset": _ObjCProperty(get: { ($0 as! CALayer).shadowOffset }, set: { ($0 as! CALayer).shadowOffset = try _objcValue($1, as: (CGSize).self, "shadowOffset") }),
        "shadowRadius": _ObjCProperty(get: { ($0 as! CALayer).shadowRadius }, set: { ($0 as! CALayer).shadowRadius = try _objcValue($1, as: (CGFloat).self, "shadowRadius") }),
        "opacity": _ObjCProperty(get: { ($0 as! CALayer).opacity }, set: { ($0 as! CALayer).opacity = try _objcValue($1, as: (Float).self, "opacity") }),
      ])
  }
}
