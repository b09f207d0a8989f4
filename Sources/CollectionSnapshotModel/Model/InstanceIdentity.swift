/// The identity of one item or section *value*, as SSCollectionViewPresenter's `CellInfo`
/// (an object) and `SectionInfo` (a private UUID) have it: copies of a value share it, a value
/// made anew gets its own, even with the same identifier and content.
///
/// It never prints and never orders anything, so it keeps snapshots deterministic; only
/// equality is observable (through ``IdentityRule/instance`` diffs).
public struct InstanceIdentity: Sendable, Hashable {
  private final class Token: Sendable {}
  private let token = Token()

  /// A new identity, equal to no other.
  public init() {}

  public static func == (a: InstanceIdentity, b: InstanceIdentity) -> Bool { a.token === b.token }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
}
