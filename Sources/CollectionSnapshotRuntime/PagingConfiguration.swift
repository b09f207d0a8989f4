/// SSCollectionViewPresenter's paging options (`PagingConfiguration`), with its defaults.
///
/// Paging is *active* when any of ``isEnabled``, ``isInfinitePage`` or ``isAutoRolling`` is on.
/// It needs a flow layout with a single section of items of one size and no headers.
public struct PagingConfiguration: Sendable, Hashable {
  /// Snap to pages when a drag ends.
  public var isEnabled: Bool
  /// Pages are centred in the bounds (else aligned to the section's leading inset).
  public var isAlignCenter: Bool
  /// Moving past the last page goes to the first, and before the first to the last.
  public var isLooping: Bool
  /// The items are shown three times and the offset is moved back into the middle copy.
  public var isInfinitePage: Bool
  /// A page step every ``autoRollingTimeInterval`` seconds of virtual time.
  public var isAutoRolling: Bool
  /// Seconds between automatic page steps.
  public var autoRollingTimeInterval: Double

  /// A configuration; the defaults are SSCollectionViewPresenter's.
  public init(
    isEnabled: Bool = true, isAlignCenter: Bool = false, isLooping: Bool = false, isInfinitePage: Bool = false,
    isAutoRolling: Bool = false, autoRollingTimeInterval: Double = 3.0
  ) {
    self.isEnabled = isEnabled
    self.isAlignCenter = isAlignCenter
    self.isLooping = isLooping
    self.isInfinitePage = isInfinitePage
    self.isAutoRolling = isAutoRolling
    self.autoRollingTimeInterval = autoRollingTimeInterval
  }

  /// Whether paging is active.
  public var isActive: Bool { isEnabled || isInfinitePage || isAutoRolling }

  /// How many times the items are shown: 3 for infinite paging of more than one item, else 1.
  public func copies(itemCount: Int) -> Int { isInfinitePage && itemCount > 1 ? 3 : 1 }

  /// The delay before the first automatic step after a reload (fixed, whatever the interval).
  public static let autoRollingRestartDelay = 3.0
}
