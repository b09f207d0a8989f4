public import CollectionSnapshotLayout
internal import Foundation

extension Screen {
  /// The elements the layout measures — its self-sizing cells, headers and footers (an
  /// estimated dimension, a flow layout's estimated item size) — each with the first size the
  /// layout proposed to it (its estimate, the fixed axes at their laid-out value): what a
  /// device asks `preferredLayoutAttributesFitting(_:)` with. Sorted by category, then index
  /// path.
  /// - Throws: ``LayoutError`` when the screen cannot be laid out.
  public func measuredElements() throws(LayoutError) -> [SizingRequest] {
    let log = MeasurementLog()
    _ = try computeLayout(observingMeasurements: { log.record($0) })
    return log.first.values.sorted { ($0.category, $0.indexPath) < ($1.category, $1.indexPath) }
  }
}

extension LayoutContent {
  /// The same content, telling `observer` each measurement before it is made.
  func observed(by observer: (@Sendable (SizingRequest) -> Void)?) -> LayoutContent {
    guard let observer, let measure else { return self }
    var content = self
    content.measure = { request in
      observer(request)
      return measure(request)
    }
    return content
  }
}

/// The first measurement of each element, gathered while a layout is computed (the engine may
/// measure from any thread it runs on). `@unchecked Sendable` is sound: `requests` is private
/// and read or written only while `lock` is held.
private final class MeasurementLog: @unchecked Sendable {
  struct Key: Hashable {
    var category: ElementCategory
    var indexPath: CollectionSnapshotLayout.IndexPath
  }

  private let lock = NSLock()
  private var requests: [Key: SizingRequest] = [:]

  func record(_ request: SizingRequest) {
    lock.lock()
    defer { lock.unlock() }
    let key = Key(category: request.category, indexPath: request.indexPath)
    if requests[key] == nil { requests[key] = request }
  }

  var first: [Key: SizingRequest] {
    lock.lock()
    defer { lock.unlock() }
    return requests
  }
}
