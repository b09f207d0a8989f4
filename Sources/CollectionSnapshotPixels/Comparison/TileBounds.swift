/// Groups differing pixels into regions: each tile keeps the bounding box of its differing
/// pixels, and tiles that touch (diagonally included) merge into one region.
struct TileBounds {
  let columns: Int
  let rows: Int
  private var minX: [Int32]
  private var minY: [Int32]
  private var maxX: [Int32]
  private var maxY: [Int32]

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    let count = columns * rows
    minX = [Int32](repeating: .max, count: count)
    minY = [Int32](repeating: .max, count: count)
    maxX = [Int32](repeating: -1, count: count)
    maxY = [Int32](repeating: -1, count: count)
  }

  @inline(__always)
  mutating func add(x: Int, y: Int, tileSize: Int) {
    let t = (y / tileSize) * columns + x / tileSize
    let x32 = Int32(x)
    let y32 = Int32(y)
    if x32 < minX[t] { minX[t] = x32 }
    if y32 < minY[t] { minY[t] = y32 }
    if x32 > maxX[t] { maxX[t] = x32 }
    if y32 > maxY[t] { maxY[t] = y32 }
  }

  /// The regions' bounding boxes, ordered by top edge, then left edge.
  func regions() -> [PixelRect] {
    var seen = [Bool](repeating: false, count: columns * rows)
    var result: [PixelRect] = []
    var stack: [Int] = []
    for start in 0..<(columns * rows) where maxX[start] >= 0 && !seen[start] {
      seen[start] = true
      stack.append(start)
      var box = PixelRect(x: 0, y: 0, width: 0, height: 0)
      while let t = stack.popLast() {
        box = box.union(
          PixelRect(
            minX: Int(minX[t]), minY: Int(minY[t]), maxX: Int(maxX[t]) + 1, maxY: Int(maxY[t]) + 1))
        let column = t % columns
        let row = t / columns
        for dy in -1...1 {
          for dx in -1...1 {
            let c = column + dx
            let r = row + dy
            guard c >= 0, c < columns, r >= 0, r < rows else { continue }
            let n = r * columns + c
            if maxX[n] >= 0 && !seen[n] {
              seen[n] = true
              stack.append(n)
            }
          }
        }
      }
      result.append(box)
    }
    return result.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
  }
}
