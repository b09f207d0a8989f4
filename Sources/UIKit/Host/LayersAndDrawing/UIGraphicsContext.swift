import Foundation

/// UIKit's graphics-context functions before image renderers (`UIGraphicsBeginImageContextWithOptions`,
/// `UIGraphicsGetCurrentContext()` in `draw(_:)`…): a stack of contexts, as UIKit keeps one per
/// thread. Nothing is drawn (see ``CGContext``); an image taken from an image context is named by
/// its size (`rendered 40x40`), as ``UIGraphicsImageRenderer``'s are.
enum UIGraphicsContexts {
  /// A context on the stack, and the image size it was begun with (`nil`: pushed, not an
  /// image context).
  struct Entry: Sendable {
    let context: CGContext
    let imageSize: CGSize?
  }

  static let stack = UIKitLocked<[Entry]>([])

  static var top: Entry? { stack.withLock { $0.last } }
}

/// Begins an image context of a size (opaque or not, at a scale: 0 is the device's), made the
/// current context.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  let entry = UIGraphicsContexts.Entry(context: CGContext(), imageSize: size)
  UIGraphicsContexts.stack.withLock { $0.append(entry) }
}

/// Begins an image context of a size at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The current context: the top of the stack (an image context, or one a view's drawing
/// pushed), else `nil`, as outside drawing in UIKit.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContexts.top?.context }

/// The image of the current image context, named by its size; `nil` when the current context is
/// not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let size = UIGraphicsContexts.top?.imageSize else { return nil }
  return UIImage(name: "rendered \(UIKitFormat.number(size.width))x\(UIKitFormat.number(size.height))")
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
  UIGraphicsContexts.stack.withLock { stack in
    if stack.last?.imageSize != nil { stack.removeLast() }
  }
}

/// Makes `context` the current context.
public func UIGraphicsPushContext(_ context: CGContext) {
  let entry = UIGraphicsContexts.Entry(context: context, imageSize: nil)
  UIGraphicsContexts.stack.withLock { $0.append(entry) }
}

/// Makes the context below the current one current again.
public func UIGraphicsPopContext() {
  UIGraphicsContexts.stack.withLock { stack in
    if !stack.isEmpty { stack.removeLast() }
  }
}

/// Fills a rectangle with the current fill colour (nothing is drawn).
public func UIRectFill(_ rect: CGRect) {}
/// Frames a rectangle with the current stroke colour (nothing is drawn).
public func UIRectFrame(_ rect: CGRect) {}
