/// `T()` and `T(frame:)` with `T: UIView`, which Swift compiles only for `required`
/// initializers: each app view class gets an override of `_objcMake(frame:)` (and of
/// `_objcMakeDefault()` when it declares `init()`) calling its own initializer, and such calls
/// on a generic parameter constrained to a view class become calls of those.
struct MetatypeConstruction {
  let index: TargetIndex

  /// Whether a class of the target is a view (not a reusable one, which UIKit's module makes
  /// through its required initializer).
  func isView(_ info: ClassInfo) -> Bool {
    var current: ClassInfo? = info
    var depth = 0
    while let info = current, depth < 64 {
      guard let first = info.firstInherited else { return false }
      if KnownTypes.uikitReusableViews.contains(first) { return false }
      if KnownTypes.uikitViews.contains(first) { return true }
      current = index.superclass(of: info)
      depth += 1
    }
    return false
  }

  /// Whether a type name (a generic parameter's constraint) is a view class.
  func isViewType(_ name: String) -> Bool {
    let base = TargetIndex.baseName(name)
    if KnownTypes.uikitViews.contains(base) || KnownTypes.uikitReusableViews.contains(base) { return true }
    guard let info = index.resolveClass(base) else { return false }
    return isView(info) || isReusable(info)
  }

  private func isReusable(_ info: ClassInfo) -> Bool { reusableBase(info) != nil }

  /// The UIKit reusable view class a class descends from, if any.
  private func reusableBase(_ info: ClassInfo) -> String? {
    var current: ClassInfo? = info
    var depth = 0
    while let info = current, depth < 64 {
      guard let first = info.firstInherited else { return nil }
      if KnownTypes.uikitReusableViews.contains(first) { return first }
      current = index.superclass(of: info)
      depth += 1
    }
    return nil
  }

  /// The initializer a table's cell (header-footer view) class gets when it declares
  /// designated initializers but not the one a table makes it with
  /// (`init(style:reuseIdentifier:)`, `init(reuseIdentifier:)`): Swift makes a class through
  /// its metatype only by a `required` initializer, which such a class does not inherit, so it
  /// gets one that fails — the table then raises iOS's "Use of unimplemented initializer" (on
  /// iOS the class compiles and stops there). `nil` for other classes.
  func reusableInitializer(_ info: ClassInfo) -> String? {
    guard info.declaresDesignatedInitializer, let base = reusableBase(info) else { return nil }
    // An initializer is never `open`: an open class's is public.
    let access = info.access == "open " ? "public " : info.access
    switch base {
    case "UITableViewCell" where !info.declaresInitStyleReuseIdentifier:
      return "\(access)required convenience init?(_reusableStyle style: UITableViewCell.CellStyle, reuseIdentifier: String?) { return nil }"
    case "UITableViewHeaderFooterView" where !info.declaresInitReuseIdentifier:
      return "\(access)required convenience init?(_reusableIdentifier reuseIdentifier: String?) { return nil }"
    default:
      return nil
    }
  }

  /// The overrides a view class's body gets (one line), or `nil` for a class that is not one.
  func factories(_ info: ClassInfo) -> String? {
    guard isView(info) else { return nil }
    let name = info.simpleName
    let access = info.access
    let hasInitFrame = info.declaresInitFrame || !info.declaresDesignatedInitializer
    let make = hasInitFrame
      ? "\(name)(frame: frame)"
      : "fatalError(\"Use of unimplemented initializer 'init(frame:)' for class '\\(String(reflecting: \(name).self))'\")"
    var text = "\(access)override class func _objcMake(frame: CGRect) -> UIView { \(make) }"
    if info.declaresInit { text += "; \(access)override class func _objcMakeDefault() -> UIView { \(name)() }" }
    return text
  }
}
