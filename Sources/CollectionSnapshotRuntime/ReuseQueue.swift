public import CollectionSnapshotLayout

/// Registrations and reusable views, per element kind and reuse identifier, as
/// `UICollectionView` keeps them.
///
/// Each view gets a number when it is created (`#1`, `#2`, … per reuse identifier); a view that
/// ends displaying goes back to its queue and the next dequeue of that identifier takes the one
/// enqueued last. Traces print the numbers, so a reviewer sees reuse happen.
public struct ReuseQueue: Sendable {
  /// The raw element kind UIKit prints for cells.
  public static let cellKind = "UICollectionElementKindCell"

  private struct Key: Hashable, Sendable {
    var elementKind: String
    var reuseIdentifier: String
  }

  private var registered: Set<Key> = []
  private var queues: [Key: [Int]] = [:]
  private var created: [Key: Int] = [:]

  /// An empty queue, nothing registered.
  public init() {}

  /// Registers a reuse identifier for cells (`elementKind` = ``cellKind``) or for a
  /// supplementary kind.
  public mutating func register(_ reuseIdentifier: String, elementKind: String = ReuseQueue.cellKind) {
    registered.insert(Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier))
  }

  /// Whether a reuse identifier is registered for an element kind.
  public func isRegistered(_ reuseIdentifier: String, elementKind: String = ReuseQueue.cellKind) -> Bool {
    registered.contains(Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier))
  }

  /// Takes a queued view, or creates one.
  /// - Returns: the view's number and whether it was reused.
  /// - Throws: UIKit's exception text when the identifier is not registered for the kind.
  public mutating func dequeue(_ reuseIdentifier: String, elementKind: String = ReuseQueue.cellKind) throws(RuntimeError) -> (number: Int, reused: Bool) {
    let key = Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier)
    guard registered.contains(key) else {
      throw RuntimeError(
        "could not dequeue a view of kind: \(elementKind) with identifier \(reuseIdentifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }
    if let number = queues[key]?.popLast() { return (number, true) }
    let number = (created[key] ?? 0) + 1
    created[key] = number
    return (number, false)
  }

  /// Registers a reuse identifier if it is not, then takes a queued view or creates one: a
  /// dequeue of an app whose registrations are its own (the app's code has checked them).
  /// - Returns: the view's number and whether it was reused.
  public mutating func dequeueRegistering(_ reuseIdentifier: String, elementKind: String = ReuseQueue.cellKind) -> (number: Int, reused: Bool) {
    let key = Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier)
    registered.insert(key)
    if let number = queues[key]?.popLast() { return (number, true) }
    let number = (created[key] ?? 0) + 1
    created[key] = number
    return (number, false)
  }

  /// Puts a view that ended displaying back in its queue.
  public mutating func enqueue(_ number: Int, reuseIdentifier: String, elementKind: String = ReuseQueue.cellKind) {
    queues[Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier), default: []].append(number)
  }

  /// How many views of an identifier were created.
  public func createdCount(_ reuseIdentifier: String, elementKind: String = ReuseQueue.cellKind) -> Int {
    created[Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier)] ?? 0
  }

  /// The raw element kind UIKit uses for a category.
  public static func elementKind(of category: ElementCategory) -> String {
    category.kind ?? cellKind
  }
}
