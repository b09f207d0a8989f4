/// The axis a collection scrolls along.
public enum ScrollDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// Along y: sections stack downwards.
  case vertical
  /// Along x: sections stack to the right.
  case horizontal
}

/// The main (scroll) and cross axes of a direction, to write one algorithm for both.
struct Axes: Sendable {
  let direction: ScrollDirection

  /// The extent of a size along the scroll axis.
  @inline(__always) func main(_ s: Size) -> Double { direction == .vertical ? s.height : s.width }
  /// The extent of a size across the scroll axis.
  @inline(__always) func cross(_ s: Size) -> Double { direction == .vertical ? s.width : s.height }
  /// A rectangle from main/cross coordinates.
  @inline(__always) func rect(main: Double, cross: Double, mainExtent: Double, crossExtent: Double) -> Rect {
    direction == .vertical
      ? Rect(x: cross, y: main, width: crossExtent, height: mainExtent)
      : Rect(x: main, y: cross, width: mainExtent, height: crossExtent)
  }
  /// A size from main/cross extents.
  @inline(__always) func size(main: Double, cross: Double) -> Size {
    direction == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
  }
  @inline(__always) func mainMin(_ r: Rect) -> Double { direction == .vertical ? r.y : r.x }
  @inline(__always) func mainMax(_ r: Rect) -> Double { direction == .vertical ? r.maxY : r.maxX }
  @inline(__always) func crossMin(_ r: Rect) -> Double { direction == .vertical ? r.x : r.y }
}
