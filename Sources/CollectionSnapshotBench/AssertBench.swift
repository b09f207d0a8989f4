import ArgumentParser
import CollectionSnapshot
import CollectionSnapshotReview
import CollectionSnapshotTesting
import Foundation

/// `assert`: the assertion of the 1179 × 2556 render-benchmark screen against its reference:
/// the pass path (render, digest, read the reference's digest chunk) and the fail path (decode,
/// compare, diff image, artifacts); and the line diff of a 2,000-line repetitive dump with one
/// change.
struct AssertBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "assert",
    abstract: "Time a screen assertion's pass and fail paths, and the line diff of a long repetitive dump."
  )

  @Option(help: "Timed repetitions per measurement.")
  var iterations = 60

  @Flag(help: "Only the pass path (for profiling).")
  var passOnly = false

  @Flag(help: "Only the passing `.layout` assertion of the 286-element screen (for profiling it, e.g. under callgrind).")
  var layoutOnly = false

  @Option(help: "Keep the reference, the changed picture and the artifacts here (for other tools).")
  var workDir: String?

  func run() throws {
    let folder = workDir ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("collection-snapshot-assert-bench")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let references = (folder as NSString).appendingPathComponent("Snapshots")
    let artifacts = (folder as NSString).appendingPathComponent("artifacts")
    let screen = RenderBench.screen
    if layoutOnly {
      _ = verifySnapshot(of: screen, as: .layout, named: "screen", record: .all, snapshotDirectory: references, testName: "bench")
      print(Measurement.run("assert.pass.layout", iterations: iterations) {
        if let message = verifySnapshot(of: screen, as: .layout, named: "screen", record: .never, snapshotDirectory: references, testName: "bench") {
          fatalError("the layout pass path failed: \(message)")
        }
      }.line)
      return
    }
    // Record the reference.
    _ = verifySnapshot(of: screen, as: .image, named: "screen", record: .all, snapshotDirectory: references, testName: "bench")
    #if DEBUG
      print("assert.build: debug (what swift test builds)")
    #else
      print("assert.build: release")
    #endif
    let pass = Measurement.run("assert.pass.@3x", iterations: iterations) {
      if let message = verifySnapshot(of: screen, as: .image, named: "screen", record: .never, snapshotDirectory: references, testName: "bench") {
        fatalError("the pass path failed: \(message)")
      }
    }
    print(pass.line)
    _ = verifySnapshot(of: screen, as: .layout, named: "screen", record: .all, snapshotDirectory: references, testName: "bench")
    let layoutPass = Measurement.run("assert.pass.layout", iterations: iterations) {
      if let message = verifySnapshot(of: screen, as: .layout, named: "screen", record: .never, snapshotDirectory: references, testName: "bench") {
        fatalError("the layout pass path failed: \(message)")
      }
    }
    print(layoutPass.line)
    // README's product screen: two rows on an iPhone 15.
    var flow = FlowLayout()
    flow.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    flow.minimumLineSpacing = 8
    let products = ["Desk lamp", "Oak chair"].enumerated().map { i, name in
      Item(id: "p\(i + 1)", kind: "ProductCell", content: PlaceholderContent(title: name, subtitle: "$20", image: ImagePlaceholder(placement: .leading), button: "Buy"), sizing: .fixed(Size(width: 361, height: 80)))
    }
    let small = Screen(name: "products", model: ViewModel(sections: [Section(id: "products", items: products)]), layout: .flow(flow), device: .iPhone15)
    _ = verifySnapshot(of: small, as: .layout, named: "small", record: .all, snapshotDirectory: references, testName: "bench")
    print(Measurement.run("assert.pass.layout.two-rows", iterations: iterations) {
      if let message = verifySnapshot(of: small, as: .layout, named: "small", record: .never, snapshotDirectory: references, testName: "bench") {
        fatalError("the layout pass path failed: \(message)")
      }
    }.line)
    let computed = try screen.computeLayout()
    print(try Measurement.run("assert.pass.layout.compute-layout", iterations: iterations) { _ = try screen.computeLayout() }.line)
    print(Measurement.run("assert.pass.layout.dump", iterations: iterations) { _ = LayoutDump.text(screen, layout: computed) }.line)
    // Baselines measured in this run: the reference read as it was (the file read, then 64 Ki
    // zeros appended one by one and removed), and the Swift pixel loop the drawing used
    // (PixelBlending.sourceOver per pixel), against what runs now.
    let referencePath = (references as NSString).appendingPathComponent("CollectionSnapshotBench/AssertBench/bench.screen.png")
    let oldRead = try Measurement.run("assert.read.before", iterations: iterations) { _ = try Self.previousRead(referencePath) }
    let newRead = try Measurement.run("assert.read", iterations: iterations) { _ = try BinaryFile.read(referencePath) }
    print(oldRead.line)
    print(newRead.line)
    print("assert.read.ratio: \(Measurement.format(oldRead.median / newRead.median))x faster than before")
    // The SHA-256 each record keeps of the reference: Swift as it was, against the C that runs now.
    let referenceBytes = try BinaryFile.read(referencePath)
    guard SwiftSHA256.hex(referenceBytes) == SHA256.hex(referenceBytes) else { fatalError("the two SHA-256 disagree") }
    let swiftHash = Measurement.run("assert.record.sha256.swift.@3x-reference", iterations: iterations) { _ = SwiftSHA256.hex(referenceBytes) }
    let cHash = Measurement.run("assert.record.sha256.@3x-reference", iterations: iterations) { _ = SHA256.hex(referenceBytes) }
    print(swiftHash.line)
    print(cHash.line)
    print("assert.record.sha256.ratio: \(referenceBytes.count) bytes hashed \(Measurement.format(swiftHash.median / cHash.median))x faster than in Swift")
    var canvas = Bitmap(width: 1179, height: 2556, scale: 3, fill: .white)
    let shade = Color(red: 28, green: 28, blue: 30, alpha: 22)
    let swiftBlend = Measurement.run("assert.blend.swift-loop.full-screen", iterations: max(3, iterations / 10)) {
      canvas.pixels.withUnsafeMutableBufferPointer { buffer in
        var i = 0
        while i < buffer.count {
          Self.sourceOver(shade, into: buffer, at: i)
          i += 4
        }
      }
    }
    let kernelBlend = Measurement.run("assert.blend.kernel.full-screen", iterations: iterations) { canvas.blend(shade, over: canvas.bounds) }
    print(swiftBlend.line)
    print(kernelBlend.line)
    print("assert.blend.ratio: the kernel \(Measurement.format(swiftBlend.median / kernelBlend.median))x faster than the Swift loop")
    if passOnly { return }
    var changed = screen
    changed.model.sections[1].items[7].content.title = "Changed"
    var message: String?
    let fail = Measurement.run("assert.fail.@3x", iterations: iterations) {
      message = withSnapshotTesting(artifactsDirectory: artifacts) {
        verifySnapshot(of: changed, as: .image, named: "screen", record: .never, snapshotDirectory: references, testName: "bench")
      }
    }
    print(fail.line)
    print("assert.fail.message: " + (message?.split(separator: "\n").dropFirst().first.map(String.init) ?? "none"))
    // The two pictures as files, for comparing other tools on the same work.
    let reference = (references as NSString).appendingPathComponent("CollectionSnapshotBench/AssertBench/bench.screen.png")
    let actual = (folder as NSString).appendingPathComponent("changed.png")
    try PNGCodec().write(try ScreenRenderer.render(changed), toFile: actual)
    print("assert.files: \(reference) \(actual)")

    // A 2,000-line dump of two alternating lines, one line changed.
    let old = (0..<2000).map { $0 % 2 == 0 ? "willDisplay cell [0,1] Row" : "didEndDisplaying cell [0,1] Row" }
    var new = old
    new[1000] = "willDisplay cell [0,2] Row"
    var unified = ""
    let diff = Measurement.run("assert.line-diff.2000-repetitive", iterations: iterations) {
      unified = LineDiff(from: old, to: new).unified()
    }
    print(diff.line)
    print("assert.line-diff.lines: \(unified.split(separator: "\n").count)")
  }

  /// The reference read before: the file read into an array of its size, then 64 Ki zeros
  /// appended one by one to look for more, and removed again.
  static func previousRead(_ path: String) throws -> [UInt8] {
    guard let file = FileHandle(forReadingAtPath: path) else { throw CocoaError(.fileNoSuchFile) }
    defer { try? file.close() }
    var bytes = [UInt8](try file.readToEnd() ?? Data())
    let count = bytes.count
    bytes.append(contentsOf: repeatElement(0, count: max(65536, count)))
    bytes.removeSubrange(count...)
    return bytes
  }

  /// Source-over of one pixel as the Swift drawing loop did it (straight alpha, integers).
  @inline(__always)
  static func sourceOver(_ source: Color, into buffer: UnsafeMutableBufferPointer<UInt8>, at i: Int) {
    let sa = UInt32(source.alpha)
    let da = UInt32(buffer[i + 3])
    if da == 255 {
      let inv = 255 - sa
      buffer[i] = UInt8(((UInt32(source.red) * sa + UInt32(buffer[i]) * inv + 127 + 1) &* 257) >> 16)
      buffer[i + 1] = UInt8(((UInt32(source.green) * sa + UInt32(buffer[i + 1]) * inv + 127 + 1) &* 257) >> 16)
      buffer[i + 2] = UInt8(((UInt32(source.blue) * sa + UInt32(buffer[i + 2]) * inv + 127 + 1) &* 257) >> 16)
    }
  }
}
