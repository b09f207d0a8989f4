import Testing

@testable import CollectionSnapshotLayout

/// Stack views: every distribution and alignment, hidden views, custom spacing, baselines and
/// margins, each frame worked out from UIStackView's documented behaviour.
@Suite("Auto Layout: stack views")
struct AutoLayoutStackTests {
  /// A horizontal stack filling a root of `width` × `height`, arranging views of the given
  /// intrinsic sizes.
  func stack(
    width: Double = 300, height: Double = 100, _ sizes: [(Double, Double)], pinHeight: Bool = true, configure: (inout AutoLayoutStack) -> Void = { _ in },
    arranged: (inout TreeBuilder, Int) -> Void = { _, _ in }
  ) -> (TreeBuilder, Int, [Int]) {
    var t = TreeBuilder(width: width, height: height)
    let s = t.view(in: 0, "UIStackView")
    let views = sizes.map { t.view(in: s, intrinsic: ($0.0, $0.1)) }
    var config = AutoLayoutStack(arranged: views)
    configure(&config)
    t.nodes[s].stack = config
    t.pin(s, .leading, .equal, 0, .leading)
    t.pin(0, .trailing, .equal, s, .trailing)
    t.pin(s, .top, .equal, 0, .top)
    if pinHeight { t.pin(0, .bottom, .equal, s, .bottom) }
    arranged(&t, s)
    return (t, s, views)
  }

  @Test("fill: the view that hugs least takes the room; spacing between")
  func fill() {
    // 50 + 10 + 80 = 140 of 300: 160 more; the first hugs at 250, the second at 251.
    var (t, _, v) = stack([(50, 20), (80, 20)]) { $0.spacing = 10 }
    t.nodes[v[1]].contentHugging.horizontal = 251
    let s = t.solve()
    #expect(s.frames[v[0]] == Rect(0, 0, 210, 100))
    #expect(s.frames[v[1]] == Rect(220, 0, 80, 100))
  }

  @Test("fillEqually: (300 − 10) ⁄ 2 = 145 each")
  func fillEqually() {
    let (t, _, v) = stack([(50, 20), (80, 20)]) { $0.spacing = 10; $0.distribution = .fillEqually }
    let s = t.solve()
    #expect(s.frames[v[0]] == Rect(0, 0, 145, 100))
    #expect(s.frames[v[1]] == Rect(155, 0, 145, 100))
  }

  @Test("fillProportionally: lengths in proportion to the intrinsic ones, 50 : 100 of 300")
  func fillProportionally() {
    let (t, _, v) = stack([(50, 20), (100, 20)]) { $0.distribution = .fillProportionally }
    let s = t.solve()
    #expect(s.frames[v[0]] == Rect(0, 0, 100, 100))
    #expect(s.frames[v[1]] == Rect(100, 0, 200, 100))
  }

  @Test("equalSpacing: the views at their size, the room left in equal gaps")
  func equalSpacing() {
    // 50 + 60 + 70 = 180 of 300: two gaps of 60.
    let (t, _, v) = stack([(50, 20), (60, 20), (70, 20)]) { $0.distribution = .equalSpacing }
    let s = t.solve()
    let xs: [Double] = v.map { s.frames[$0].x }
    let widths: [Double] = v.map { s.frames[$0].width }
    #expect(xs == [0, 110, 230])
    #expect(widths == [50, 60, 70])
  }

  @Test("equalCentering: centres equally apart")
  func equalCentering() {
    // The first centre at 25, the last at 300 − 35 = 265: the middle one at 145, x = 115.
    let (t, _, v) = stack([(50, 20), (60, 20), (70, 20)]) { $0.distribution = .equalCentering }
    let s = t.solve()
    let xs: [Double] = v.map { s.frames[$0].x }
    #expect(xs == [0, 115, 230])
  }

  @Test("Alignments across a 100-pt horizontal stack, views 20 and 40 tall")
  func alignments() {
    let cases: [(AutoLayoutStack.Alignment, [Rect])] = [
      (.fill, [Rect(0, 0, 150, 100), Rect(150, 0, 150, 100)]),
      (.leading, [Rect(0, 0, 150, 20), Rect(150, 0, 150, 40)]),
      (.center, [Rect(0, 40, 150, 20), Rect(150, 30, 150, 40)]),
      (.trailing, [Rect(0, 80, 150, 20), Rect(150, 60, 150, 40)]),
    ]
    for (alignment, expected) in cases {
      let (t, _, v) = stack([(150, 20), (150, 40)]) { $0.alignment = alignment }
      let s = t.solve()
      #expect([s.frames[v[0]], s.frames[v[1]]] == expected, "\(alignment)")
    }
  }

  @Test("Without a height, a leading-aligned stack is as tall as its tallest view")
  func hugsTallest() {
    let (t, stackView, _) = stack([(150, 20), (150, 40)], pinHeight: false) { $0.alignment = .leading }
    #expect(t.solve().frames[stackView].height == 40)
  }

  @Test("firstBaseline and lastBaseline: baselines on one line, the stack wrapping its views")
  func baselines() {
    // Baselines 15 below the top of a 20-pt view and 30 below the top of a 40-pt one: the
    // second sits at the top, the first 15 lower; the stack is 40 tall.
    let (t, stackView, v) = stack([(100, 20), (100, 40)], pinHeight: false) { $0.alignment = .firstBaseline } arranged: { t, _ in
      t.nodes[2].firstBaseline = .offset(15, heightFraction: 0)
      t.nodes[3].firstBaseline = .offset(30, heightFraction: 0)
    }
    let s = t.solve()
    #expect(s.frames[v[0]].y == 15 && s.frames[v[1]].y == 0)
    #expect(s.frames[stackView].height == 40)
    // Last baselines 5 above the bottoms: bottoms aligned, the stack 40 tall.
    let (u, stackU, w) = stack([(100, 20), (100, 40)], pinHeight: false) { $0.alignment = .lastBaseline } arranged: { t, _ in
      t.nodes[2].lastBaseline = .offset(-5, heightFraction: 1)
      t.nodes[3].lastBaseline = .offset(-5, heightFraction: 1)
    }
    let r = u.solve()
    #expect(r.frames[w[0]].y == 20 && r.frames[w[1]].y == 0)
    #expect(r.frames[stackU].height == 40)
  }

  @Test("A hidden view takes no room and no spacing")
  func hidden() {
    // Three views 50 wide, spacing 10, the middle one hidden; the first hugs least and
    // stretches: 300 − 10 − 50 = 240 (one gap, not two); the hidden one is 0 wide halfway
    // through the gap, at 245; the third at 250.
    var (t, _, v) = stack([(50, 20), (50, 20), (50, 20)], pinHeight: true) { $0.spacing = 10 }
    t.nodes[v[1]].isHidden = true
    t.nodes[v[2]].contentHugging.horizontal = 251
    t.nodes[v[1]].contentHugging.horizontal = 251
    let s = t.solve()
    #expect(s.frames[v[1]].width == 0 && s.frames[v[1]].x == 245)
    #expect(s.frames[v[2]].x == 250)
    #expect(s.frames[v[0]].width == 240)
  }

  @Test("Custom spacing after a view replaces the spacing there")
  func customSpacing() {
    var (t, _, v) = stack([(50, 20), (50, 20), (50, 20)]) { $0.spacing = 10; $0.customSpacing = [30, nil, nil]; $0.distribution = .fillEqually }
    t.nodes[0].frame.width = 290
    let s = t.solve()
    // 290 − 30 − 10 = 250 for three: 83.333 each; the second starts 30 after the first.
    let each: Double = 250.0 / 3
    let second: Double = s.exactFrames[v[1]].x - (each + 30)
    let third: Double = s.exactFrames[v[2]].x - (2 * each + 40)
    #expect(abs(second) < 1e-9)
    #expect(abs(third) < 1e-9)
  }

  @Test("Baseline-relative arrangement: a vertical stack spaced from last baseline to first baseline")
  func baselineRelative() {
    // Views 20 tall with baselines 15 below their tops: the second's first baseline 8 below
    // the first's last baseline: 15 + 8 = 23 = y₂ + 15, so y₂ = 8.
    var t = TreeBuilder(width: 100, height: 100)
    let s = t.view(in: 0, "UIStackView")
    let a = t.view(in: s, intrinsic: (50, 20))
    let b = t.view(in: s, intrinsic: (50, 20))
    for v in [a, b] {
      t.nodes[v].firstBaseline = .offset(15, heightFraction: 0)
      t.nodes[v].lastBaseline = .offset(15, heightFraction: 0)
    }
    t.nodes[s].stack = AutoLayoutStack(axis: .vertical, alignment: .leading, spacing: 8, arranged: [a, b], isBaselineRelativeArrangement: true)
    t.pin(s, .leading, .equal, 0, .leading)
    t.pin(s, .top, .equal, 0, .top)
    let solved = t.solve()
    #expect(solved.frames[b].y == 8)
    #expect(solved.frames[s].height == 28)
  }

  @Test("Right to left, a horizontal stack arranges from the right edge")
  func rightToLeft() {
    // Views 50 and 80 wide, spacing 10, the second hugging more: the first (leading) view is
    // on the right, 300 − 80 − 10 = 210 wide; the second at x = 0.
    var (t, _, v) = stack([(50, 20), (80, 20)]) { $0.spacing = 10 }
    t.nodes[v[1]].contentHugging.horizontal = 251
    for i in t.nodes.indices { t.nodes[i].isRightToLeft = true }
    let s = t.solve()
    #expect(s.frames[v[0]] == Rect(90, 0, 210, 100))
    #expect(s.frames[v[1]] == Rect(0, 0, 80, 100))
  }

  @Test("A vertical stack: alignments across its width")
  func verticalAlignments() {
    // Views 40 and 60 wide in a 100-wide vertical stack: centre puts them at 30 and 20,
    // trailing at 60 and 40; fill makes both 100 wide.
    for (alignment, xs, widths) in [
      (AutoLayoutStack.Alignment.center, [30.0, 20.0], [40.0, 60.0]), (.trailing, [60, 40], [40, 60]), (.fill, [0, 0], [100, 100]),
    ] {
      var t = TreeBuilder(width: 100, height: 200)
      let s = t.view(in: 0, "UIStackView")
      let a = t.view(in: s, intrinsic: (40, 20))
      let b = t.view(in: s, intrinsic: (60, 30))
      t.nodes[s].stack = AutoLayoutStack(axis: .vertical, alignment: alignment, spacing: 5, arranged: [a, b])
      t.fill(s)
      let solved = t.solve()
      #expect([solved.frames[a].x, solved.frames[b].x] == xs, "\(alignment)")
      #expect([solved.frames[a].width, solved.frames[b].width] == widths, "\(alignment)")
    }
  }

  @Test("Margins-relative arrangement: views within the stack's layout margins")
  func marginsRelative() {
    var (t, stackView, v) = stack([(50, 20)]) { $0.isLayoutMarginsRelativeArrangement = true }
    t.nodes[stackView].layoutMargins = DirectionalEdgeInsets(top: 5, leading: 12, bottom: 5, trailing: 12)
    #expect(t.solve().frames[v[0]] == Rect(12, 5, 276, 90))
  }
}
