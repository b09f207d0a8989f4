extension LineBreaker {
  /// The width of "…" in a run's font.
  func ellipsisWidth(run: Int) -> Double {
    let font = text.fonts[run]
    let metrics = TextMeasurer.Metrics(font)
    return metrics.advance(0x2026) * font.pointSize + metrics.spacing
  }

  /// The last line of truncated text: the scalars of `start..<end` it keeps and the ellipsis
  /// (−1) where the mode puts it, and the width shown. Core Text cuts between characters, drops
  /// the spaces next to the ellipsis, and shows only "…" when nothing else fits.
  func truncate(from start: Int, to end: Int) -> (content: [Int], width: Double) {
    let ellipsisRun = text.run(at: min(start, text.scalars.count - 1))
    let ellipsis = ellipsisWidth(run: ellipsisRun)
    let whole = advancesSum(start, end)
    let limit = width ?? (whole + ellipsis)
    let budget = limit - ellipsis
    guard budget > Self.epsilon else { return ([-1], ellipsis) }
    switch mode {
    case .byTruncatingHead:
      let tail = suffix(start, end, budget: budget)
      return ([-1] + Array(tail), ellipsis + advancesSum(tail.lowerBound, tail.upperBound))
    case .byTruncatingMiddle:
      let head = prefix(start, end, budget: budget / 2)
      let headWidth = advancesSum(head.lowerBound, head.upperBound)
      let tail = suffix(head.upperBound, end, budget: budget - headWidth)
      let shown = headWidth + ellipsis + advancesSum(tail.lowerBound, tail.upperBound)
      return (Array(head) + [-1] + Array(tail), shown)
    default:
      let head = prefix(start, end, budget: budget)
      return (Array(head) + [-1], advancesSum(head.lowerBound, head.upperBound) + ellipsis)
    }
  }

  /// The longest run of characters from `start` within `budget`, without trailing spaces.
  func prefix(_ start: Int, _ end: Int, budget: Double) -> Range<Int> {
    var used = 0.0
    var i = start
    while i < end {
      let w = text.advances[i]
      if used + w > budget + Self.epsilon && canBreakBefore(i) { break }
      used += w
      i += 1
    }
    while i > start && Self.isWhitespace(text.scalars[i - 1]) { i -= 1 }
    return start..<i
  }

  /// The longest run of characters ending at `end` within `budget`, without leading spaces,
  /// starting where a line may start.
  func suffix(_ start: Int, _ end: Int, budget: Double) -> Range<Int> {
    var used = 0.0
    var i = end
    while i > start {
      let w = text.advances[i - 1]
      if used + w > budget + Self.epsilon { break }
      used += w
      i -= 1
    }
    while i < end && (Self.isWhitespace(text.scalars[i]) || !canBreakBefore(i)) { i += 1 }
    return i..<end
  }

  /// The sum of the advances of `start..<end` (tabs at their stops from `start`).
  func advancesSum(_ start: Int, _ end: Int) -> Double {
    var x = 0.0
    for i in start..<max(start, end) {
      x += text.scalars[i] == 0x09 ? Self.tabStop(after: x) - x : text.advances[i]
    }
    return x
  }
}
