/// Runs self-sizing measurements to a fixed point: each pass proposes the previous pass's
/// answer, until two passes agree. A measurement that keeps changing is an error, not a hang.
enum SelfSizing {
  /// The most measuring passes for one element.
  static let maxPasses = 8

  static func fit(
    _ request: SizingRequest, measure: @Sendable (SizingRequest) -> Size, path: @autoclosure () -> String
  ) throws(LayoutError) -> Size {
    var proposal = request
    var history: [Size] = []
    for _ in 0..<maxPasses {
      var fitted = measure(proposal)
      if request.widthIsFixed { fitted.width = request.proposedSize.width }
      if request.heightIsFixed { fitted.height = request.proposedSize.height }
      guard fitted.isFinite, fitted.width >= 0, fitted.height >= 0 else {
        throw LayoutError(path(), "self-sizing measured an invalid size \(fitted.width) x \(fitted.height)")
      }
      if fitted == proposal.proposedSize { return fitted }
      history.append(fitted)
      proposal.proposedSize = fitted
    }
    let sizes = history.map { "\(LayoutNumber.format($0.width))x\(LayoutNumber.format($0.height))" }
    throw LayoutError(
      path(),
      "self-sizing did not converge after \(maxPasses) passes (\(request.category) \(request.indexPath) measured "
        + sizes.joined(separator: " → ") + ")")
  }
}
