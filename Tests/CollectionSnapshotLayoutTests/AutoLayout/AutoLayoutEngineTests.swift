import Testing

@testable import CollectionSnapshotLayout

/// Views laid out by the engine: each expected frame is worked out in the comments from the
/// constraints and UIKit's documented Auto Layout rules.
@Suite("Auto Layout: the engine")
struct AutoLayoutEngineTests {
  @Test("Edges pinned with constants, and a fixed height")
  func pins() {
    var t = TreeBuilder(width: 320, height: 100)
    let v = t.view()
    t.pin(v, .leading, .equal, 0, .leading, 16)
    t.pin(0, .trailing, .equal, v, .trailing, 16)
    t.pin(v, .top, .equal, 0, .top, 8)
    t.pin(v, .height, .equal, nil, nil, 44)
    // x = 16, width = 320 − 16 − 16 = 288.
    #expect(t.solve().frames[v] == Rect(16, 8, 288, 44))
  }

  @Test("Compression resistance: the lower priority gives way when two labels do not fit")
  func compression() {
    // 16 + a + 8 + b + 16 = 200, intrinsic widths 100 and 150 (250 > 160): b resists at 751,
    // a at 750, so a shrinks: a = 160 − 150 = 10.
    var t = TreeBuilder(width: 200, height: 50)
    let a = t.view(intrinsic: (100, 20))
    let b = t.view(intrinsic: (150, 20), compression: (751, 750))
    t.pin(a, .leading, .equal, 0, .leading, 16)
    t.pin(b, .leading, .equal, a, .trailing, 8)
    t.pin(0, .trailing, .equal, b, .trailing, 16)
    for v in [a, b] { t.pin(v, .top, .equal, 0, .top) }
    let s = t.solve()
    #expect(s.frames[a] == Rect(16, 0, 10, 20))
    #expect(s.frames[b] == Rect(34, 0, 150, 20))
  }

  @Test("Hugging: the lower priority stretches when two labels leave room")
  func hugging() {
    // 400 − 40 = 360 for 100 + 150: 110 left over; a hugs at 250, b at 251: a takes it, 210.
    var t = TreeBuilder(width: 400, height: 50)
    let a = t.view(intrinsic: (100, 20))
    let b = t.view(intrinsic: (150, 20), hugging: (251, 250))
    t.pin(a, .leading, .equal, 0, .leading, 16)
    t.pin(b, .leading, .equal, a, .trailing, 8)
    t.pin(0, .trailing, .equal, b, .trailing, 16)
    for v in [a, b] { t.pin(v, .top, .equal, 0, .top) }
    let s = t.solve()
    #expect(s.frames[a] == Rect(16, 0, 210, 20))
    #expect(s.frames[b] == Rect(234, 0, 150, 20))
  }

  @Test("An optional constraint of 751 beats several of 750")
  func priorities() {
    var t = TreeBuilder(width: 300, height: 300)
    let v = t.view()
    t.pin(v, .leading, .equal, 0, .leading)
    t.pin(v, .top, .equal, 0, .top)
    t.pin(v, .height, .equal, nil, nil, 10)
    for _ in 0..<5 { t.pin(v, .width, .equal, nil, nil, 100, priority: 750) }
    t.pin(v, .width, .equal, nil, nil, 60, priority: 751)
    #expect(t.solve().frames[v].width == 60)
  }

  @Test("Margins: the margin attributes and the margins guide, by leading and trailing, right to left too")
  func margins() {
    // Root margins top 8, leading 20, bottom 8, trailing 10: a view pinned to all four margins.
    let margins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 10)
    var t = TreeBuilder(width: 300, height: 100, margins: margins)
    let v = t.view()
    t.pin(v, .leading, .equal, 0, .leadingMargin)
    t.pin(v, .trailing, .equal, 0, .trailingMargin)
    t.pin(v, .top, .equal, 0, .topMargin)
    t.pin(v, .bottom, .equal, 0, .bottomMargin)
    // Left to right: x = 20, width = 300 − 30 = 270, y = 8, height = 84.
    #expect(t.solve().frames[v] == Rect(20, 8, 270, 84))
    // Right to left, leading is the right edge: x = 10.
    var r = t
    for i in r.nodes.indices { r.nodes[i].isRightToLeft = true }
    #expect(r.solve().frames[v] == Rect(10, 8, 270, 84))
  }

  @Test("preservesSuperviewLayoutMargins: a view flush with its superview takes the superview's wider margins")
  func preservedMargins() {
    // The root's margins are 20; the child fills it with its own margins of 8 and preserves
    // the root's: its margins become 20 − 0 = 20. A grandchild pinned to the child's leading
    // margin sits at x = 20. Without preserving, 8.
    var t = TreeBuilder(width: 300, height: 100, margins: DirectionalEdgeInsets(all: 20))
    let child = t.view { $0.preservesSuperviewLayoutMargins = true }
    t.fill(child)
    let grandchild = t.view(in: child)
    t.pin(grandchild, .leading, .equal, child, .leadingMargin)
    t.pin(grandchild, .top, .equal, child, .top)
    t.pin(grandchild, .width, .equal, nil, nil, 10)
    t.pin(grandchild, .height, .equal, nil, nil, 10)
    #expect(t.solve().frames[grandchild].x == 20)
    var plain = t
    plain.nodes[child].preservesSuperviewLayoutMargins = false
    #expect(plain.solve().frames[grandchild].x == 8)
  }

  @Test("Guides: the safe area, the readable content guide and a layout guide of the app's")
  func guides() {
    var t = TreeBuilder(width: 1000, height: 800, margins: DirectionalEdgeInsets(all: 20))
    t.nodes[0].safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let safe = t.view { $0.role = .safeAreaLayoutGuide; $0.className = "UILayoutGuide" }
    let readable = t.view { $0.role = .readableContentGuide; $0.className = "UILayoutGuide" }
    let spacer = t.view { $0.role = .layoutGuide; $0.className = "UILayoutGuide" }
    let v = t.view()
    // v's top on the safe area's: 47; insetsLayoutMarginsFromSafeArea makes the margins
    // 47 + 20 at the top. The readable guide: margins 20 + 20, 960 − … wide, narrowed to 672
    // and centred: left = 20 + (960 − 672) / 2 = 164.
    t.pin(v, .top, .equal, safe, .top)
    t.pin(v, .leading, .equal, readable, .leading)
    t.pin(v, .trailing, .equal, readable, .trailing)
    // The app's guide: 30 tall, below v; v is 100 tall.
    t.pin(v, .height, .equal, nil, nil, 100)
    t.pin(spacer, .top, .equal, v, .bottom)
    t.pin(spacer, .height, .equal, nil, nil, 30)
    t.pin(spacer, .leading, .equal, 0, .leading)
    t.pin(spacer, .width, .equal, nil, nil, 5)
    let s = t.solve()
    #expect(s.frames[v] == Rect(164, 47, 672, 100))
    #expect(s.frames[safe] == Rect(0, 47, 1000, 800 - 47 - 34))
    #expect(s.frames[spacer] == Rect(0, 147, 5, 30))
  }

  @Test("Right to left: leading is the right edge, and constants run towards the left")
  func rightToLeft() {
    var t = TreeBuilder(width: 320, height: 100, rtl: true)
    let a = t.view()
    let b = t.view()
    t.pin(a, .leading, .equal, 0, .leading, 16)
    t.pin(b, .leading, .equal, a, .trailing, 8)
    for v in [a, b] {
      t.pin(v, .width, .equal, nil, nil, 100)
      t.pin(v, .top, .equal, 0, .top)
      t.pin(v, .height, .equal, nil, nil, 10)
    }
    // a: right edge 320 − 16 = 304, x = 204; b: 8 further left, right edge 196, x = 96.
    let s = t.solve()
    #expect(s.frames[a].x == 204)
    #expect(s.frames[b].x == 96)
    // An inequality mirrors too: c wants its trailing edge on the root's (its left edge at
    // 0, right to left) at 250, but c.trailing ≤ root.trailing − 150 (required) keeps its
    // left edge at least 150 from the root's: x = 150. Left to right the same constraints
    // keep its right edge at most at 170: x = 70.
    var u = TreeBuilder(width: 320, height: 100, rtl: true)
    let c = u.view()
    u.pin(c, .trailing, .equal, 0, .trailing, priority: 250)
    u.pin(c, .trailing, .lessThanOrEqual, 0, .trailing, -150)
    u.pin(c, .width, .equal, nil, nil, 100)
    u.pin(c, .top, .equal, 0, .top)
    u.pin(c, .height, .equal, nil, nil, 10)
    #expect(u.solve().frames[c].x == 150)
    for i in u.nodes.indices { u.nodes[i].isRightToLeft = false }
    #expect(u.solve().frames[c].x == 70)
  }

  @Test("translatesAutoresizingMaskIntoConstraints: the frame holds, the mask shares a superview's change of size")
  func autoresizing() {
    // A container that constraints make 400 wide, whose frame was 320 wide when its
    // subviews' masks were read: a flexible-width subview at (10, 10, 100, 50) grows by 80;
    // one with both margins flexible (10 and 210) moves by 80 × 10 / 220.
    var t = TreeBuilder(width: 400, height: 200)
    let container = t.view(frame: Rect(0, 0, 320, 200))
    t.fill(container)
    let wide = t.view(in: container, frame: Rect(10, 10, 100, 50), autoresizing: .flexibleWidth)
    let centred = t.view(in: container, frame: Rect(10, 70, 100, 50), autoresizing: [.flexibleLeftMargin, .flexibleRightMargin])
    let fixed = t.view(in: container, frame: Rect(10, 130, 100, 50), autoresizing: [])
    let s = t.solve()
    #expect(s.frames[wide] == Rect(10, 10, 180, 50))
    #expect(s.exactFrames[centred].isClose(to: Rect(10 + 80.0 * 10 / 220, 70, 100, 50)))
    #expect(s.frames[fixed] == Rect(10, 130, 100, 50))
  }

  @Test("A multiplier on a position applies in the items' common superview")
  func multiplierOnPosition() {
    // The container sits at x = 100, 200 wide: a.centerX == 0.25 × container.trailing puts a's
    // centre 50 into the container (x 150 in the root), a is 20 wide: x 40 in the container.
    var t = TreeBuilder(width: 400, height: 100)
    let container = t.view()
    t.pin(container, .leading, .equal, 0, .leading, 100)
    t.pin(container, .width, .equal, nil, nil, 200)
    t.pin(container, .top, .equal, 0, .top)
    t.pin(container, .height, .equal, nil, nil, 100)
    let a = t.view(in: container)
    t.pin(a, .centerX, .equal, container, .trailing, multiplier: 0.25)
    t.pin(a, .width, .equal, nil, nil, 20)
    t.pin(a, .top, .equal, container, .top)
    t.pin(a, .height, .equal, nil, nil, 20)
    #expect(t.solve().frames[a] == Rect(40, 0, 20, 20))
  }

  @Test("Fitting: width required, height at 50 gives way to the content")
  func fitting() {
    // A label 20.333 tall pinned 11 below the top and 11 above the bottom: 42.333, whatever
    // the target height (0 or 1000), as a self-sizing cell is sized.
    var t = TreeBuilder(width: 0, height: 0)
    let label = t.view(intrinsic: (80, 20.333333333333332))
    t.pin(label, .leading, .equal, 0, .leading, 16)
    t.pin(label, .top, .equal, 0, .top, 11)
    t.pin(0, .bottom, .equal, label, .bottom, 11)
    for target in [0.0, 1000] {
      let s = t.solve(mode: .fitting(target: Size(width: 375, height: target), horizontalPriority: 1000, verticalPriority: 50))
      #expect(s.size.width == 375)
      #expect(abs(s.size.height - 42.333333333333336) < 1e-9)
      #expect(s.heightIsDetermined)
    }
    // Nothing reaches the bottom: the height is the target's, and not determined.
    var loose = TreeBuilder(width: 0, height: 0)
    let v = loose.view(intrinsic: (80, 20))
    loose.pin(v, .top, .equal, 0, .top)
    let s = loose.solve(mode: .fitting(target: Size(width: 375, height: 50), horizontalPriority: 1000, verticalPriority: 50))
    #expect(s.size.height == 50)
    #expect(!s.heightIsDetermined)
    // The bottom at least 10 below the view: bounded on one side, fitting at 50 pulls the
    // height down to the bound, 20 + 10 = 30 — decided by the constraints.
    loose.pin(0, .bottom, .greaterThanOrEqual, v, .bottom, 10)
    let bounded = loose.solve(mode: .fitting(target: Size(width: 375, height: 0), horizontalPriority: 1000, verticalPriority: 50))
    #expect(bounded.size.height == 30)
    #expect(bounded.heightIsDetermined)
  }

  @Test("A multi-line label measured again at the width it gets")
  func multiLine() {
    // A stand-in text 300 pt long on one line, 20 per line: at width w it takes ⌈300 / w⌉
    // lines. Pinned 10 from each side of a 200-wide fitting: pass 1 measures it unwrapped
    // (300 × 20), required pins give it 180; pass 2 measures ⌈300 / 180⌉ = 2 lines: 40 tall,
    // and the cell 10 + 40 + 10 = 60.
    var t = TreeBuilder(width: 0, height: 0)
    let label = t.view(intrinsic: (300, 20)) { $0.heightDependsOnWidth = true }
    t.pin(label, .leading, .equal, 0, .leading, 10)
    t.pin(0, .trailing, .equal, label, .trailing, 10)
    t.pin(label, .top, .equal, 0, .top, 10)
    t.pin(0, .bottom, .equal, label, .bottom, 10)
    let s = t.solve(mode: .fitting(target: Size(width: 200, height: 0), horizontalPriority: 1000, verticalPriority: 50)) { _, width in
      let lines = (300 / width).rounded(.up)
      return (min(300, width), 20 * lines)
    }
    #expect(s.frames[label] == Rect(10, 10, 180, 40))
    #expect(s.size.height == 60)
    #expect(s.passes == 2)
  }

  @Test("Two required heights, 30 then 60: UIKit breaks the 60 and logs both")
  func unsatisfiable() {
    var t = TreeBuilder(width: 100, height: 100)
    let v = t.view()
    t.pin(v, .top, .equal, 0, .top)
    t.pin(v, .leading, .equal, 0, .leading)
    t.pin(v, .width, .equal, nil, nil, 10)
    t.pin(v, .height, .equal, nil, nil, 30)
    t.pin(v, .height, .equal, nil, nil, 60)
    let s = t.solve()
    #expect(s.frames[v].height == 30)
    #expect(s.conflicts.count == 1)
    let conflict = s.conflicts[0]
    #expect(conflict.constraints == ["<NSLayoutConstraint:0xc4 UIView:0xa2.height == 30   (active)>", "<NSLayoutConstraint:0xc5 UIView:0xa2.height == 60   (active)>"])
    #expect(conflict.broken == "<NSLayoutConstraint:0xc5 UIView:0xa2.height == 60   (active)>")
    #expect(conflict.brokenAppConstraint == 4)
    #expect(conflict.consoleText.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
    #expect(conflict.consoleText.contains("\nWill attempt to recover by breaking constraint \n<NSLayoutConstraint:0xc5 UIView:0xa2.height == 60   (active)>\n"))
  }

  @Test("The app's constraint is broken, not UIKit's: the one being added, or the app's first when UIKit's comes later")
  func appConstraintBrokenFirst() {
    // A view of a required height of 44 pinned to the four edges of a root whose encapsulated
    // height (UIKit's, added first) is 100: the bottom pin, the last added, is broken.
    var t = TreeBuilder(width: 100, height: 100)
    let v = t.view()
    t.pin(v, .height, .equal, nil, nil, 44)
    t.fill(v)
    let s = t.solve()
    #expect(s.frames[v] == Rect(0, 0, 100, 44))
    #expect(s.conflicts.first?.broken == "<NSLayoutConstraint:0xc5 V:[UIView:0xa2]-(0)-|   (active, names: '|':UIView:0xa1 )>")
    #expect(s.conflicts.first?.constraints.first == "<NSLayoutConstraint:0xc1 UIView:0xa2.height == 44   (active)>")
    #expect(s.conflicts.first?.constraints.last == "<NSLayoutConstraint:0xc9 'UIView-Encapsulated-Layout-Height' UIView:0xa1.height == 100   (active)>")
    // Fitting to a required width of 375 a root the app made 200 wide: UIKit's temporary
    // width comes last, and the app's width is broken.
    var f = TreeBuilder(width: 0, height: 0)
    f.pin(0, .width, .equal, nil, nil, 200)
    let fitted = f.solve(mode: .fitting(target: Size(width: 375, height: 0), horizontalPriority: 1000, verticalPriority: 50))
    #expect(fitted.size.width == 375)
    #expect(fitted.conflicts.first?.broken == "<NSLayoutConstraint:0xc1 UIView:0xa1.width == 200   (active)>")
  }

  @Test("Ambiguity: a view with a position and no size, and two equal hugging priorities")
  func ambiguity() {
    var t = TreeBuilder(width: 300, height: 100)
    let loose = t.view()
    t.pin(loose, .leading, .equal, 0, .leading)
    t.pin(loose, .top, .equal, 0, .top)
    let a = t.view(intrinsic: (50, 20))
    let b = t.view(intrinsic: (50, 20))
    t.pin(a, .leading, .equal, 0, .leading)
    t.pin(b, .leading, .equal, a, .trailing)
    t.pin(0, .trailing, .equal, b, .trailing)
    for v in [a, b] { t.pin(v, .top, .equal, 0, .top, 40) }
    let settled = t.view(intrinsic: (50, 20))
    t.pin(settled, .leading, .equal, 0, .leading)
    t.pin(settled, .top, .equal, 0, .top)
    #expect(t.solve(ambiguity: true).ambiguous == [loose, a, b])
  }

  @Test("Frames are aligned to the pixel grid edge by edge; the exact frames are kept")
  func pixelAlignment() {
    // Three equal views across 100 pt: 33.333… each; at @2x the edges 33.333 and 66.667 round
    // to 33.5 and 66.5.
    var t = TreeBuilder(width: 100, height: 10)
    let views = (0..<3).map { _ in t.view() }
    t.pin(views[0], .leading, .equal, 0, .leading)
    t.pin(views[1], .leading, .equal, views[0], .trailing)
    t.pin(views[2], .leading, .equal, views[1], .trailing)
    t.pin(0, .trailing, .equal, views[2], .trailing)
    for v in views {
      t.pin(v, .width, .equal, views[0], .width)
      t.pin(v, .top, .equal, 0, .top)
      t.pin(v, .height, .equal, nil, nil, 10)
    }
    let s = AutoLayoutEngine().solve(AutoLayoutProblem(nodes: t.nodes, constraints: t.constraints, displayScale: 2))
    #expect(s.frames[views[0]] == Rect(0, 0, 33.5, 10))
    #expect(s.frames[views[1]] == Rect(33.5, 0, 33, 10))
    #expect(s.frames[views[2]] == Rect(66.5, 0, 33.5, 10))
    #expect(abs(s.exactFrames[views[1]].width - 100.0 / 3) < 1e-9)
  }
}

/// Input no app should give, which must not poison the solution.
@Suite("Auto Layout: hostile input")
struct AutoLayoutHostileInputTests {
  @Test("A constant or multiplier that is not a number, and an infinite intrinsic size, are left out")
  func notANumber() {
    var t = TreeBuilder(width: 100, height: 100)
    let v = t.view(intrinsic: (.infinity, 20))
    t.pin(v, .leading, .equal, 0, .leading, .nan)
    t.pin(v, .leading, .equal, 0, .leading, 10)
    t.pin(v, .width, .equal, 0, .width, multiplier: .infinity)
    t.pin(v, .width, .equal, nil, nil, 30)
    t.pin(v, .top, .equal, 0, .top)
    let s = t.solve()
    #expect(s.frames[v] == Rect(10, 0, 30, 20))
    #expect(s.frames.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite })
  }

  @Test("A baseline that names itself or loops ends at the bottom edge; an item out of range is left out")
  func loops() {
    var t = TreeBuilder(width: 100, height: 100)
    let a = t.view(intrinsic: (10, 10))
    let b = t.view(intrinsic: (10, 10))
    t.nodes[a].firstBaseline = .node(b)
    t.nodes[b].firstBaseline = .node(a)
    t.pin(a, .top, .equal, 0, .top)
    t.pin(a, .leading, .equal, 0, .leading)
    t.pin(b, .leading, .equal, 0, .leading)
    t.pin(b, .firstBaseline, .equal, a, .firstBaseline)
    t.constraints.append(AutoLayoutConstraint(99, .top, .equal, 0, .top))
    let s = t.solve()
    #expect(s.frames[b].y == 0)
  }
}
