import Foundation

// The initializers the Objective-C runtime calls on a class it knows only by its metatype, as
// protocols: UIKit's classes declare them as `required` convenience initializers obsoleted since
// Swift 4.2 (no app file sees them, so no subclass has to write them), and the
// `_UIKitInitializers` module, compiled in Swift 4 mode where they are available, makes the
// classes conform. A call through a protocol reaches the class's own initializer by dynamic
// dispatch (see `UIKitViewFactory`). Not for app code.

/// A view made by its own `init(frame:)` through its metatype.
@MainActor public protocol _UIViewMetatypeInitializing: AnyObject {
  /// Runs the class's `init(frame:)`.
  init(_metatypeFrame frame: CGRect)
}

/// A table view cell made by its own `init(style:reuseIdentifier:)` through its metatype.
@MainActor public protocol _UITableViewCellMetatypeInitializing: AnyObject {
  /// Runs the class's `init(style:reuseIdentifier:)`.
  init(_metatypeStyle style: UITableViewCell.CellStyle, reuseIdentifier: String?)
}

/// A table header-footer view made by its own `init(reuseIdentifier:)` through its metatype.
@MainActor public protocol _UITableViewHeaderFooterViewMetatypeInitializing: AnyObject {
  /// Runs the class's `init(reuseIdentifier:)`.
  init(_metatypeReuseIdentifier reuseIdentifier: String?)
}

/// A bar item made by its own `init()` through its metatype.
@MainActor public protocol _UIBarItemMetatypeInitializing: AnyObject {
  /// Runs the class's `init()`.
  init(_metatypeBarItem: Void)
}

/// A view controller made by its own `init(nibName:bundle:)` through its metatype.
@MainActor public protocol _UIViewControllerMetatypeInitializing: AnyObject {
  /// Runs the class's `init(nibName:bundle:)`.
  init(_metatypeNibName nibName: String?, bundle: Bundle?)
}
