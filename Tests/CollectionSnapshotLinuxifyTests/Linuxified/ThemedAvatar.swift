import UIKit

/// An avatar whose look the app's theme sets through its appearance proxy: its own properties
/// marked for UIAppearance (`@objc dynamic`, as Swift requires of them), which UIKit applies
/// when an avatar enters a window unless the avatar was given its own value.
final class AvatarView: UIView {
    var ringColor: UIColor? {
    didSet { didChangeValue(forKey: "ringColor"); layer.borderColor = ringColor?.cgColor }
  }
    var ringWidth: CGFloat = 0 {
    didSet { didChangeValue(forKey: "ringWidth"); layer.borderWidth = ringWidth }
  }
    var cornerRadius: CGFloat = 0 {
    didSet { didChangeValue(forKey: "cornerRadius"); layer.cornerRadius = cornerRadius }
  }
nonisolated override class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self), superclass: super._objcTable, methods: ["ringColor": _ObjCMethod(0) { @MainActor object, _, _ in (object as! AvatarView).ringColor }, "setRingColor:": _ObjCMethod(1) { @MainActor object, first, _ in (object as! AvatarView).ringColor = try _objcValue(first, as: (UIColor?).self, "ringColor"); return nil }, "ringWidth": _ObjCMethod(0) { @MainActor object, _, _ in (object as! AvatarView).ringWidth }, "setRingWidth:": _ObjCMethod(1) { @MainActor object, first, _ in (object as! AvatarView).ringWidth = try _objcValue(first, as: (CGFloat).self, "ringWidth"); return nil }, "cornerRadius": _ObjCMethod(0) { @MainActor object, _, _ in (object as! AvatarView).cornerRadius }, "setCornerRadius:": _ObjCMethod(1) { @MainActor object, first, _ in (object as! AvatarView).cornerRadius = try _objcValue(first, as: (CGFloat).self, "cornerRadius"); return nil }], properties: ["ringColor": _ObjCProperty(get: { @MainActor object in (object as! AvatarView).ringColor }, set: { @MainActor object, value in (object as! AvatarView).ringColor = try _objcValue(value, as: (UIColor?).self, "ringColor") }), "ringWidth": _ObjCProperty(get: { @MainActor object in (object as! AvatarView).ringWidth }, set: { @MainActor object, value in (object as! AvatarView).ringWidth = try _objcValue(value, as: (CGFloat).self, "ringWidth") }), "cornerRadius": _ObjCProperty(get: { @MainActor object in (object as! AvatarView).cornerRadius }, set: { @MainActor object, value in (object as! AvatarView).cornerRadius = try _objcValue(value, as: (CGFloat).self, "cornerRadius") })]) }; }

/// The app delegate's theme.
enum AvatarTheme {
  @MainActor static func apply() {
    AvatarView.appearance().ringColor = .systemTeal
    AvatarView.appearance().ringWidth = 2
    AvatarView.appearance().cornerRadius = 24
  }
}
