import CollectionSnapshot
import Foundation
import FuzzSupport

/// The fixture screens every script runs on: pagination, an infinite auto-rolling banner (paging
/// options apply to it) and orthogonal carousels.
let screens: [Screen] = ["ss-product-feed", "ss-infinite-banner", "feature-orthogonal-carousel"].map { name in
  do {
    return try ScreenDocument.load(contentsOfFile: "\(repositoryRoot)/Fixtures/\(name).json")
  } catch {
    fatalError("cannot load the fixture screen: \(error)")
  }
}

// A script JSON decoded (page files relative to Fixtures/scripts, as the fixture scripts name
// them) and run on each fixture screen as `collection-snapshot trace -o` runs it: the trace,
// then the screen as the script left it, laid out and drawn (at a quarter scale, to stay fast).
// Every outcome but an error or a consistent view is a bug.
runFuzzer { data, size in
  guard let script = try? ScriptDocument.decode(Data(bytes(data, size)), directory: "\(repositoryRoot)/Fixtures/scripts") else {
    return 0
  }
  for screen in screens {
    guard var view = try? HeadlessCollectionView(screen, options: script.options) else { continue }
    let before = view.trace.text
    do {
      try view.run(script.steps)
    } catch {
      // A failing script stops at the failing step, whose changes are undone; the trace keeps
      // what the steps before it did.
      guard view.trace.text.hasPrefix(before) else { fatalError("a failed script rewrote the trace") }
    }
    let current = view.currentScreen
    if let layout = try? current.computeLayout() {
      _ = try? ScreenRenderer.render(current, layout: layout, options: RenderOptions(scale: 0.25))
    }
  }
  return 0
}
