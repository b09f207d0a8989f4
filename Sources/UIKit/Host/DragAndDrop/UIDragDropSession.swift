import Foundation

/// What drags and drops share: the items, where the touch is, what the items can be loaded as.
@MainActor @preconcurrency
public protocol UIDragDropSession: AnyObject {
  /// The items dragged.
  var items: [UIDragItem] { get }
  /// Whether a drop may move the items (rather than copy them).
  var allowsMoveOperation: Bool { get }
  /// Whether the items may be dropped only in the app they come from.
  var isRestrictedToDraggingApplication: Bool { get }
  /// Where the touch is, in `view`'s coordinates.
  func location(in view: UIView) -> CGPoint
  /// Whether an item carries a type conforming to one of `typeIdentifiers`.
  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
  /// Whether every item can be loaded as `aClass`.
  func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// A drag in progress, in the app it started in.
@MainActor @preconcurrency
public protocol UIDragSession: UIDragDropSession {
  /// An object for the app's own use while the drag lasts.
  var localContext: Any? { get set }
}

/// A drop in progress.
@MainActor @preconcurrency
public protocol UIDropSession: UIDragDropSession {
  /// The drag, when it started in this app.
  var localDragSession: (any UIDragSession)? { get }
  /// How the drop shows its progress.
  var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
  /// Loads every item as `aClass`, handing the objects loaded to `completion` on the main actor.
  func loadObjects(ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress
}

extension UIDropSession {
  /// Whether every item can be loaded as a string.
  public func canLoadObjects(ofClass aClass: String.Type) -> Bool { canLoadObjects(ofClass: NSString.self) }
}

/// How a drop shows its progress.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
  case none, `default`
}

/// What a drop would do.
public enum UIDropOperation: UInt, Sendable {
  /// Nothing: the drop is cancelled.
  case cancel = 0
  /// Nothing: the drop is refused here.
  case forbidden = 1
  /// The items are copied.
  case copy = 2
  /// The items are moved.
  case move = 3
}

/// What a view would do with a drop.
@MainActor @preconcurrency
open class UIDropProposal: NSObject {
  /// The operation.
  public let operation: UIDropOperation
  /// Whether the drop goes to one precise place.
  open var isPrecise = false
  /// Whether the preview is made prominent.
  open var prefersFullSizePreview = false

  /// A proposal of an operation.
  public init(operation: UIDropOperation) { self.operation = operation }
}

/// A drag and its drop, made by the runtime's drag from one item to another (both sessions of
/// one touch).
final class UIKitDragDropSession: UIDragSession, UIDropSession {
  let items: [UIDragItem]
  var localContext: Any?
  var allowsMoveOperation = true
  var isRestrictedToDraggingApplication = false
  var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
  /// The touch, in the coordinates of `view`.
  var point: CGPoint
  weak var view: UIView?

  init(items: [UIDragItem], point: CGPoint, in view: UIView) {
    self.items = items
    self.point = point
    self.view = view
  }

  var localDragSession: (any UIDragSession)? { self }

  func location(in other: UIView) -> CGPoint { view.map { $0.convert(point, to: other) } ?? point }

  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
    items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
  }

  func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    !items.isEmpty && items.allSatisfy { $0.itemProvider.canLoadObject(ofClass: aClass) }
  }

  func loadObjects(ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress {
    let progress = Progress(totalUnitCount: Int64(items.count))
    nonisolated(unsafe) var loaded: [(Int, any NSItemProviderReading)] = []
    nonisolated(unsafe) var remaining = items.count
    nonisolated(unsafe) let completion = completion
    for (index, item) in items.enumerated() {
      item.itemProvider.loadObject(ofClass: aClass) { object, _ in
        nonisolated(unsafe) let object = object
        MainActorBridge.run {
          if let object { loaded.append((index, object)) }
          remaining -= 1
          progress.completedUnitCount += 1
          if remaining == 0 { completion(loaded.sorted { $0.0 < $1.0 }.map(\.1)) }
        }
      }
    }
    if items.isEmpty { completion([]) }
    return progress
  }
}
