/// Classes made through their metatypes, as the Objective-C runtime makes them: UIKit's module
/// runs a registered cell's `init(frame:)` (a table cell's `init(style:reuseIdentifier:)`, a
/// header-footer view's `init(reuseIdentifier:)`, a view controller's `init(nibName:bundle:)`)
/// by itself, and `T()`/`T(frame:)` on a generic parameter constrained to a view class become
/// calls of `_objcMakeDefault()`/`_objcMake(frame:)`. What a class's copy needs written:
/// `_objcLacksUIKitInitializer` when it declares initializers but not the one UIKit calls (a
/// storyboard or xib class with only `init?(coder:)`: iOS stops with "Use of unimplemented
/// initializer", which the module then raises instead), and `_objcMakeDefault()` calling its own
/// `init()` when it declares one.
struct MetatypeConstruction {
  let index: TargetIndex

  /// The initializer UIKit makes objects of a class with, by the UIKit class it descends from.
  enum Kind {
    case view, tableCell, headerFooter, viewController

    /// The initializer's argument labels.
    var labels: [String] {
      switch self {
      case .view: ["frame"]
      case .tableCell: ["style", "reuseIdentifier"]
      case .headerFooter: ["reuseIdentifier"]
      case .viewController: ["nibName", "bundle"]
      }
    }

    init?(uikitClass name: String) {
      switch name {
      case "UITableViewCell": self = .tableCell
      case "UITableViewHeaderFooterView": self = .headerFooter
      case _ where KnownTypes.uikitViewControllers.contains(name): self = .viewController
      case _ where KnownTypes.uikitViews.contains(name) || KnownTypes.uikitReusableViews.contains(name): self = .view
      default: return nil
      }
    }
  }

  /// The kind of a class of the target, from the UIKit class it descends from (`nil` for other
  /// classes, and for classes whose chain leaves the target for another module).
  func kind(_ info: ClassInfo) -> Kind? {
    var current: ClassInfo? = info
    var depth = 0
    while let info = current, depth < 64 {
      guard let first = info.firstInherited else { return nil }
      if let kind = Kind(uikitClass: first) { return kind }
      current = index.superclass(of: info)
      depth += 1
    }
    return nil
  }

  /// Whether a type name (a generic parameter's constraint) is a view class.
  func isViewType(_ name: String) -> Bool {
    let base = TargetIndex.baseName(name)
    if KnownTypes.uikitViews.contains(base) || KnownTypes.uikitReusableViews.contains(base) { return true }
    guard let info = index.resolveClass(base), let kind = kind(info) else { return false }
    return kind != .viewController
  }

  /// Whether objects of a class of kind `kind` cannot be made by UIKit's initializer: the
  /// nearest class of its chain in the target that declares designated initializers declares
  /// others only. (A class that declares none inherits its superclass's; a chain that leaves
  /// the target is taken to have it.)
  func lacksUIKitInitializer(_ info: ClassInfo, kind: Kind) -> Bool {
    var current: ClassInfo? = info
    var depth = 0
    while let info = current, depth < 64 {
      if !info.designatedInitializerLabels.isEmpty { return !info.designatedInitializerLabels.contains(kind.labels) }
      current = index.superclass(of: info)
      depth += 1
    }
    return false
  }

  /// The members a class's body gets (one line), or `nil` for a class that needs none.
  func factories(_ info: ClassInfo) -> String? {
    guard let kind = kind(info) else { return nil }
    var members: [String] = []
    if lacksUIKitInitializer(info, kind: kind) { members.append("\(info.access)override class var _objcLacksUIKitInitializer: Bool { true }") }
    if kind != .viewController, info.declaresInit {
      members.append("\(info.access)override class func _objcMakeDefault() -> UIView { \(info.simpleName)() }")
    }
    return members.isEmpty ? nil : members.joined(separator: "; ")
  }
}
