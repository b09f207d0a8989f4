import CollectionSnapshotLayout
import Foundation

// Between Foundation's geometry (UIKit's API) and the engine's.

extension CGSize {
  init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension CGRect {
  init(_ rect: Rect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
}

extension Size {
  init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
  init(_ rect: CGRect) {
    self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
  }
}

extension Point {
  init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension UIEdgeInsets {
  init(_ insets: EdgeInsets) { self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right) }
}

extension EdgeInsets {
  init(_ insets: UIEdgeInsets) {
    self.init(top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
  }
}

extension NSDirectionalEdgeInsets {
  init(_ insets: DirectionalEdgeInsets) {
    self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
  }
}

extension DirectionalEdgeInsets {
  init(_ insets: NSDirectionalEdgeInsets) {
    self.init(top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom), trailing: Double(insets.trailing))
  }
}

/// The engine's index path (`[section, item]`, or `[index]` for layout-level elements).
typealias EngineIndexPath = CollectionSnapshotLayout.IndexPath

extension Foundation.IndexPath {
  /// UIKit's index path of an engine index path: `[section, item]`, or `[index]`.
  init(engine: EngineIndexPath) {
    if let item = engine.item { self.init(indexes: [engine.section, item]) } else { self.init(index: engine.section) }
  }

  /// The engine's index path: `[section, item]`, or `[index]` for a one-index path.
  var engine: EngineIndexPath {
    count >= 2 ? EngineIndexPath(item: self[1], section: self[0]) : EngineIndexPath(index: count == 1 ? self[0] : 0)
  }
}
