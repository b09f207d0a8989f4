import Foundation

/// Makes views and view controllers of classes known only by their metatypes, with the
/// initializer the Objective-C runtime calls: `[[cls alloc] initWithFrame:]` for a registered
/// cell or supplementary view and for `T()`/`T(frame:)` with `T: UIView`,
/// `initWithStyle:reuseIdentifier:` for a table's cell, `initWithReuseIdentifier:` for its
/// header-footer view, `initWithNibName:bundle:` (through `init`) for a view controller.
///
/// Swift calls a class's own initializer through a metatype only when it is `required`, and
/// making these `required` would make every app class that declares only `init?(coder:)` (a
/// storyboard or xib cell) fail to compile. UIKit's classes here declare them as `required`
/// convenience initializers obsoleted since Swift 4.2 (``UIView/init(_metatypeFrame:)`` and its
/// kin): no app file, in Swift 5 or 6, sees them, so no subclass is asked to write them; the
/// `_UIKitInitializers` module, in Swift 4 mode, makes the classes conform to the protocols
/// that name them (``_UIViewMetatypeInitializing`` and its kin), and a call through the
/// protocol runs the class's own `init(frame:)` by dynamic dispatch.
///
/// A class that declares initializers but not the one UIKit calls has none: iOS stops with
/// "Use of unimplemented initializer 'init(frame:)' for class 'App.X'". A class copied by
/// `collection-snapshot-linuxify` says so (``UIResponder/_objcLacksUIKitInitializer``), and that
/// is UIKit's text raised as ``UIKitException`` in the current scope instead; the object is then
/// made by its `init?(coder:)` with an empty coder, so that the app's code after it runs. A
/// class compiled unchanged cannot say so: its missing initializer stops the test as it stops
/// the app.
@MainActor
enum UIKitViewFactory {
  /// A view of `type` made by its `init(frame:)`.
  static func make(_ type: UIView.Type, frame: CGRect) -> UIView {
    if type._objcLacksUIKitInitializer { return unimplemented(type, "init(frame:)").framed(frame) }
    if let made = makeUIKitView(type, frame: frame) { return made }
    guard let initializing = type as? any _UIViewMetatypeInitializing.Type, let made = initializing.init(_metatypeFrame: frame) as? UIView else {
      return unlinked(type, "init(frame:)").framed(frame)
    }
    return made
  }

  /// A cell or supplementary view of a registered class, made by its `init(frame:)` with
  /// `frame`, as a collection view makes one to dequeue (see
  /// ``UICollectionView/madeViewFrame(elementKind:)``).
  static func reusable<View: UICollectionReusableView>(_ type: View.Type, frame: CGRect = .zero) -> View {
    if let view = make(type, frame: frame) as? View { return view }
    // Only a class without `init(frame:)` whose `init?(coder:)` also refuses an empty coder
    // gets here: there is no object of it to give the app's code.
    fatalError("Use of unimplemented initializer 'init(frame:)' for class '\(String(reflecting: type))', whose init?(coder:) returned nil")
  }

  /// A table view cell of `type` made by its `init(style:reuseIdentifier:)`.
  static func makeTableCell(_ type: UITableViewCell.Type, style: UITableViewCell.CellStyle, reuseIdentifier: String?) -> UITableViewCell {
    let name = "init(style:reuseIdentifier:)"
    if type._objcLacksUIKitInitializer { return unimplemented(type, name) as? UITableViewCell ?? UITableViewCell(style: style, reuseIdentifier: reuseIdentifier) }
    guard let initializing = type as? any _UITableViewCellMetatypeInitializing.Type,
      let made = initializing.init(_metatypeStyle: style, reuseIdentifier: reuseIdentifier) as? UITableViewCell
    else { return unlinked(type, name) as? UITableViewCell ?? UITableViewCell(style: style, reuseIdentifier: reuseIdentifier) }
    return made
  }

  /// A table header-footer view of `type` made by its `init(reuseIdentifier:)`.
  static func makeHeaderFooter(_ type: UITableViewHeaderFooterView.Type, reuseIdentifier: String?) -> UITableViewHeaderFooterView {
    let name = "init(reuseIdentifier:)"
    if type._objcLacksUIKitInitializer { return unimplemented(type, name) as? UITableViewHeaderFooterView ?? UITableViewHeaderFooterView(reuseIdentifier: reuseIdentifier) }
    guard let initializing = type as? any _UITableViewHeaderFooterViewMetatypeInitializing.Type,
      let made = initializing.init(_metatypeReuseIdentifier: reuseIdentifier) as? UITableViewHeaderFooterView
    else { return unlinked(type, name) as? UITableViewHeaderFooterView ?? UITableViewHeaderFooterView(reuseIdentifier: reuseIdentifier) }
    return made
  }

  /// A view controller of `type` made as `init()` makes it: by its `init(nibName: nil, bundle: nil)`.
  static func makeViewController(_ type: UIViewController.Type) -> UIViewController {
    let name = "init(nibName:bundle:)"
    if type._objcLacksUIKitInitializer { return unimplemented(type, name) as? UIViewController ?? UIViewController(nibName: nil, bundle: nil) }
    guard let initializing = type as? any _UIViewControllerMetatypeInitializing.Type,
      let made = initializing.init(_metatypeNibName: nil, bundle: nil) as? UIViewController
    else { return unlinked(type, name) as? UIViewController ?? UIViewController(nibName: nil, bundle: nil) }
    return made
  }

  /// A bar item of `type` made by its `init()` (an appearance proxy). Without the module that
  /// reaches a class's own initializer, UIKit's classes are made by theirs; an app's subclass
  /// cannot be.
  static func makeBarItem(_ type: UIBarItem.Type) -> UIBarItem {
    if let initializing = type as? any _UIBarItemMetatypeInitializing.Type, let made = initializing.init(_metatypeBarItem: ()) as? UIBarItem { return made }
    if type == UIBarButtonItem.self { return UIBarButtonItem() }
    if type == UITabBarItem.self { return UITabBarItem() }
    if type == UIBarItem.self { return UIBarItem() }
    fatalError("\(String(reflecting: type)).init() cannot be called through the class: the _UIKitInitializers module is not linked (depend on the CollectionSnapshotUIKit product, which holds it)")
  }

  /// UIKit's "Use of unimplemented initializer" for a class without the initializer, and an
  /// object of the class made by its `init?(coder:)` with an empty coder (else of its UIKit
  /// class, made by the caller).
  private static func unimplemented<Object: UIResponder>(_ type: Object.Type, _ initializer: String) -> UIResponder {
    UIKitExceptionRecorder.raise(
      UIKitException(
        name: UIKitException.fatalError, reason: "Use of unimplemented initializer '\(initializer)' for class '\(String(reflecting: type))'",
        origin: "the Objective-C runtime making a \(String(reflecting: type)) through its class"))
    return made(byCoder: type) ?? UIResponder()
  }

  /// A class that cannot be reached through the protocols: the module that conforms UIKit's
  /// classes to them is not linked.
  private static func unlinked<Object: UIResponder>(_ type: Object.Type, _ initializer: String) -> UIResponder {
    UIKitExceptionRecorder.raise(
      UIKitException(
        reason: "\(String(reflecting: type)).\(initializer) cannot be called through the class: the _UIKitInitializers module is not linked "
          + "(depend on the CollectionSnapshotUIKit product, which holds it)",
        origin: "the Objective-C runtime making a \(String(reflecting: type)) through its class"))
    return made(byCoder: type) ?? UIResponder()
  }

  private static func made(byCoder type: UIResponder.Type) -> UIResponder? {
    if let view = type as? UIView.Type { return view.init(coder: UIKitPlaceholderCoder()) }
    if let controller = type as? UIViewController.Type { return controller.init(coder: UIKitPlaceholderCoder()) }
    return nil
  }

  /// UIKit's own views without an `init(frame:)` of their own here (they declare other
  /// designated initializers), made as `initWithFrame:` makes them on iOS; and table cells and
  /// header-footer views, made by their own initializers.
  private static func makeUIKitView(_ type: UIView.Type, frame: CGRect) -> UIView? {
    if type == UICollectionView.self {
      UIKitExceptionRecorder.raise(
        UIKitException(
          name: UIKitException.invalidArgument, reason: "UICollectionView must be initialized with a non-nil layout parameter",
          origin: "-[UICollectionView initWithFrame:]"))
      return UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }
    if type == UIListContentView.self { return UIListContentView(configuration: .cell()).framed(frame) }
    if type == UIContentUnavailableView.self { return UIContentUnavailableView(configuration: .empty()).framed(frame) }
    if let cell = type as? UITableViewCell.Type { return makeTableCell(cell, style: .default, reuseIdentifier: nil).framed(frame) }
    if let header = type as? UITableViewHeaderFooterView.Type { return makeHeaderFooter(header, reuseIdentifier: nil).framed(frame) }
    return nil
  }
}

extension UIResponder {
  /// The responder with `frame` set when it is a view.
  fileprivate func framed(_ frame: CGRect) -> UIView {
    guard let view = self as? UIView else { return UIView(frame: frame) }
    view.frame = frame
    return view
  }
}
