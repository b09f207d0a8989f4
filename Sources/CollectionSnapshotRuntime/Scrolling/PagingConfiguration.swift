/// SSCollectionViewPresenter's paging options (`PagingConfiguration`), with its defaults.
///
/// Paging is *active* when any of ``isEnabled``, ``isInfinitePage`` or ``isAutoRolling`` is on.
/// The presenter's arithmetic reads a flow layout's first visible section (see
/// ``PagingGeometry``); other layouts page nothing, and ``isEnabled`` with several sections is
/// turned off by the presenter's assertion (traditional mode).
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

  /// How many times a traditional data source shows a section's items: 3 for infinite paging
  /// of more than one item, else 1.
  public func copies(itemCount: Int) -> Int { isInfinitePage && itemCount > 1 ? 3 : 1 }

  /// The delay before the first automatic step after a reload (fixed, whatever the interval).
  public static let autoRollingRestartDelay = 3.0
}
