import CollectionSnapshot
import Foundation
import FuzzSupport

// A screen JSON decoded, laid out, dumped as text and drawn at scale 1, as `collection-snapshot
// render --scale 1` and `layout` do: the viewport in its window, and the whole content when it
// is small enough.
// Every outcome but an error or a picture of the expected size is a bug.
runFuzzer { data, size in
  guard let screen = try? ScreenDocument.decode(Data(bytes(data, size)), name: "fuzz"),
    let layout = try? screen.computeLayout()
  else { return 0 }
  _ = LayoutDump.text(screen, layout: layout)
  // The viewport picture is the window the collection view sits in.
  let size = screen.hostGeometry.windowSize
  if let bitmap = try? ScreenRenderer.render(screen, layout: layout, options: RenderOptions(scale: 1)) {
    let expected = PixelGrid(scale: 1).pixels(of: PointRect(x: 0, y: 0, width: size.width, height: size.height))
    guard bitmap.width == max(0, expected.maxX), bitmap.height == max(0, expected.maxY) else {
      fatalError("window \(size.width)x\(size.height) pt drawn as \(bitmap.width)x\(bitmap.height) pixels")
    }
  }
  let content = layout.contentSize
  if content.width * content.height <= 4_000_000 {
    _ = try? ScreenRenderer.render(screen, layout: layout, options: RenderOptions(mode: .full, scale: 1))
  }
  return 0
}
