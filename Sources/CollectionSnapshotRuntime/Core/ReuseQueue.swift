public import CollectionSnapshotLayout
import CollectionSnapshotModel

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

  /// What is kept for one reuse identifier of an element kind: whether it is registered, the
  /// numbers of the views waiting in its queue (the last enqueued on top), and how many views
  /// were made for it. One entry per identifier, so that a dequeue or an enqueue finds all it
  /// needs with one lookup (a key is two strings to hash).
  private struct Slot: Sendable {
    var registered = false
    var queue: [Int] = []
    var created = 0

    /// Takes the view enqueued last, or makes one.
    mutating func take() -> (number: Int, reused: Bool) {
      if let number = queue.popLast() { return (number, true) }
      created += 1
      return (created, false)
    }

    /// ``take()`` when the identifier is registered, else `nil`.
    mutating func takeIfRegistered() -> (number: Int, reused: Bool)? {
      registered ? take() : nil
    }

    /// Registers the identifier, then ``take()``.
    mutating func registerAndTake() -> (number: Int, reused: Bool) {
      registered = true
      return take()
    }
  }

  private var slots = SmallKeyTable<Key, Slot>()

  /// An empty queue, nothing registered.
  public init() {}

  /// Registers a reuse identifier for cells (`elementKind` = ``cellKind``) or for a
  /// supplementary kind.
  public mutating func register(_ reuseIdentifier: String, elementKind: String = ReuseQueue.cellKind) {
    slots.update(Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier), default: Slot()) { $0.registered = true }
  }

  /// Whether a reuse identifier is registered for an element kind.
  public func isRegistered(_ reuseIdentifier: String, elementKind: String = ReuseQueue.cellKind) -> Bool {
    slots[Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier)]?.registered == true
  }

  /// Takes a queued view, or creates one.
  /// - Returns: the view's number and whether it was reused.
  /// - Throws: UIKit's exception text when the identifier is not registered for the kind.
  public mutating func dequeue(_ reuseIdentifier: String, elementKind: String = ReuseQueue.cellKind) throws(RuntimeError) -> (number: Int, reused: Bool) {
    let key = Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier)
    // One lookup, in place (an identifier never registered is left with an empty slot, which
    // is the same as none).
    guard let taken = slots.update(key, default: Slot(), { $0.takeIfRegistered() }) else {
      throw RuntimeError(
        "could not dequeue a view of kind: \(elementKind) with identifier \(reuseIdentifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }
    return taken
  }

  /// Registers a reuse identifier if it is not, then takes a queued view or creates one: a
  /// dequeue of an app whose registrations are its own (the app's code has checked them).
  /// - Returns: the view's number and whether it was reused.
  public mutating func dequeueRegistering(_ reuseIdentifier: String, elementKind: String = ReuseQueue.cellKind) -> (number: Int, reused: Bool) {
    slots.update(Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier), default: Slot()) { $0.registerAndTake() }
  }

  /// Puts a view that ended displaying back in its queue.
  public mutating func enqueue(_ number: Int, reuseIdentifier: String, elementKind: String = ReuseQueue.cellKind) {
    slots.update(Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier), default: Slot()) { $0.queue.append(number) }
  }

  /// How many views of an identifier were created.
  public func createdCount(_ reuseIdentifier: String, elementKind: String = ReuseQueue.cellKind) -> Int {
    slots[Key(elementKind: elementKind, reuseIdentifier: reuseIdentifier)]?.created ?? 0
  }

  /// The raw element kind UIKit uses for a category.
  public static func elementKind(of category: ElementCategory) -> String {
    category.kind ?? cellKind
  }
}
