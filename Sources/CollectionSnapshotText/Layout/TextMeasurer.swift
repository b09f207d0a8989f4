/// The first step of laying text out: each scalar's advance in its run's font, with tracking,
/// letter spacing and kerning, read from the advance table once per scalar.
enum TextMeasurer {
  /// A font's measuring values, looked up once per run.
  struct Metrics {
    let face: InterAdvances.Face
    let size: Double
    /// Tracking plus the run's letter spacing, in points per glyph.
    let spacing: Double
    let kerning: [Double]
    let tabularDigits: Bool
    let monospaced: Bool

    init(_ font: TextFont, kern: Double = 0) {
      face = font.face
      size = font.pointSize
      spacing = font.tracking + kern
      kerning = font.kerning
      tabularDigits = font.monospacedDigits
      monospaced = font.design == .monospaced
    }

    /// The advance of `scalar` in ems, without spacing.
    @inline(__always)
    func advance(_ scalar: UInt32) -> Double {
      if InterAdvances.isZeroWidth(scalar) || LineBreaker.isHardBreak(scalar) { return 0 }
      if monospaced { return 0.6 }
      if tabularDigits && scalar >= 0x30 && scalar <= 0x39 { return face.tabularFigure }
      if let column = InterAdvances.column(of: scalar) { return face.advances[column] }
      return InterAdvances.fallbackAdvance(scalar, face: face)
    }

    /// The kerning between two scalars, in ems (printable ASCII pairs only).
    @inline(__always)
    func kern(_ a: UInt32, _ b: UInt32) -> Double {
      guard !monospaced, a >= 0x20, a < 0x7F, b >= 0x20, b < 0x7F else { return 0 }
      return kerning[Int(a - 0x20) * 95 + Int(b - 0x20)]
    }
  }

  /// A text's scalars with their advances and runs.
  struct Prepared {
    var scalars: [UInt32] = []
    /// Advances in points (spacing and kerning with the next scalar of the same run included).
    var advances: [Double] = []
    /// The run of each scalar; empty when there is one run.
    var runOf: [Int32] = []
    /// The fonts of the runs.
    var fonts: [TextFont] = []

    func run(at i: Int) -> Int { runOf.isEmpty ? 0 : Int(runOf[i]) }
    func font(at i: Int) -> TextFont { fonts[run(at: i)] }
  }

  /// Measures every scalar of `text` in `runs`.
  static func prepare(_ text: String, runs: [TextRun]) -> Prepared {
    var p = Prepared()
    p.fonts = runs.map(\.font)
    let count = text.unicodeScalars.count
    p.scalars.reserveCapacity(count)
    p.advances.reserveCapacity(count)
    if runs.count > 1 { p.runOf.reserveCapacity(count) }
    var runIndex = 0
    var remaining = runs[0].length
    var metrics = Metrics(runs[0].font, kern: runs[0].kern)
    var previous: UInt32 = 0
    var previousRun = -1
    for scalar in text.unicodeScalars {
      while remaining == 0 && runIndex + 1 < runs.count {
        runIndex += 1
        remaining = runs[runIndex].length
        metrics = Metrics(runs[runIndex].font, kern: runs[runIndex].kern)
      }
      if remaining > 0 && remaining != Int.max { remaining -= 1 }
      let value = scalar.value
      let em = metrics.advance(value)
      // Spacing goes with every glyph that takes room; zero-width marks join the glyph before.
      var advance = em * metrics.size + (em > 0 ? metrics.spacing : 0)
      if advance < 0 { advance = 0 }
      if previousRun == runIndex, let last = p.advances.indices.last {
        p.advances[last] += metrics.kern(previous, value) * metrics.size
      }
      p.scalars.append(value)
      p.advances.append(advance)
      if runs.count > 1 { p.runOf.append(Int32(runIndex)) }
      previous = value
      previousRun = runIndex
    }
    return p
  }

  /// The width of `text` on one line in `font` (no wrapping; hard breaks start new lines and
  /// the widest line counts), unrounded.
  static func singleLineWidth(_ text: String, font: TextFont) -> Double {
    let metrics = Metrics(font)
    var widest = 0.0
    var width = 0.0
    var previous: UInt32 = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if LineBreaker.isHardBreak(value) {
        widest = max(widest, width)
        width = 0
        previous = 0
        continue
      }
      if value == 0x09 {
        width = LineBreaker.tabStop(after: width)
      } else {
        let em = metrics.advance(value)
        width += max(0, em * metrics.size + (em > 0 ? metrics.spacing : 0)) + metrics.kern(previous, value) * metrics.size
      }
      previous = value
    }
    return max(widest, width)
  }
}
