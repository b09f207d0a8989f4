public import CollectionSnapshotLayout
public import CollectionSnapshotModel

/// One step of a script run on a headless collection view: what a test does to a screen.
public enum ScriptStep: Sendable, CustomStringConvertible {
  /// `setContentOffset(_:animated:)`.
  case scroll(to: Point, animated: Bool = false)
  /// Scrolls by a distance.
  case scrollBy(Point, animated: Bool = false)
  /// `scrollToItem(at:at:animated:)`.
  case scrollToItem(IndexPath, ScrollPosition, animated: Bool = false)
  /// Scrolls an orthogonal section's own scroller.
  case scrollSection(Int, to: Double)
  /// Taps a visible cell.
  case tap(IndexPath)
  /// Moves the virtual clock forward, in seconds.
  case advance(Double)
  /// `reloadData()`, with a new model or the same one.
  case reload(ViewModel? = nil)

  public var description: String {
    switch self {
    case .scroll(let offset, let animated): return "scroll to \(TraceEvent.offset(offset))\(animated ? " animated" : "")"
    case .scrollBy(let delta, let animated): return "scroll by \(TraceEvent.offset(delta))\(animated ? " animated" : "")"
    case .scrollToItem(let indexPath, let position, let animated): return "scroll to item \(indexPath) at \(position.rawValue)\(animated ? " animated" : "")"
    case .scrollSection(let section, let offset): return "scroll section [\(section)] to \(LayoutNumber.format(offset))"
    case .tap(let indexPath): return "tap \(indexPath)"
    case .advance(let seconds): return "advance \(LayoutNumber.format(seconds))s"
    case .reload(let model): return model == nil ? "reload" : "reload with a new model"
    }
  }
}

extension HeadlessCollectionView {
  /// Runs one step, recording it in the trace as `step <description>` before what it causes.
  /// - Throws: the step's error, prefixed with the step.
  public mutating func run(_ step: ScriptStep) throws(RuntimeError) {
    let mark = trace.events.count
    record("step", step.description)
    do {
      switch step {
      case .scroll(let offset, let animated): try scroll(to: offset, animated: animated)
      case .scrollBy(let delta, let animated): try scroll(by: delta, animated: animated)
      case .scrollToItem(let indexPath, let position, let animated): try scrollToItem(at: indexPath, at: position, animated: animated)
      case .scrollSection(let section, let offset): try scrollOrthogonalSection(section, to: offset)
      case .tap(let indexPath): try tap(indexPath)
      case .advance(let seconds): try advance(seconds: seconds)
      case .reload(let model): try reloadData(model)
      }
    } catch {
      trace.removeLast(trace.events.count - mark)
      throw RuntimeError("step '\(step)': \(error.message)")
    }
  }

  /// Runs every step in order; stops at the first that fails.
  /// - Throws: the failing step's error, naming its position in the script.
  public mutating func run(_ steps: [ScriptStep]) throws(RuntimeError) {
    for (index, step) in steps.enumerated() {
      do { try run(step) } catch { throw RuntimeError("script step \(index + 1) of \(steps.count), \(error.message)") }
    }
  }
}
