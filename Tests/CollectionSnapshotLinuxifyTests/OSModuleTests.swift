import Foundation
import Testing
@testable import CollectionSnapshotOS

/// `import os` as apps use it: a logger per category with privacy and formats, `os_log` with
/// a `printf` format, signposts around work, and unfair locks.
@Suite("os: logging, signposts and locks as apps use them")
struct OSModuleTests {
  struct Feed { let name: String; let posts: Int }

  static let logger = Logger(subsystem: "com.example.shop", category: "Feed")

  @Test("A message's text: dynamic strings private unless public, numbers public unless private, formats as printf writes them")
  func messages() {
    let feed = Feed(name: "Home", posts: 3)
    Self.logger.info("Loaded \(feed.posts) posts for \(feed.name, privacy: .public)")
    let user = "ana@example.com"
    let message: OSLogMessage = "Loaded \(feed.posts) posts for \(feed.name, privacy: .public) as \(user)"
    // A string without privacy is `.auto`: private, as the log shows it without a debugger.
    #expect(message.formattedText == "Loaded 3 posts for Home as <private>")
    let ratio = 2.0 / 3.0
    let formatted: OSLogMessage = "\(ratio, format: .fixed(precision: 2)) \(255, format: .hex) \(7, format: .decimal(minDigits: 3)) \(true, format: .answer) \(feed.posts, privacy: .private)"
    // %.2f of 0.6666… is 0.67; 255 in hexadecimal is ff.
    #expect(formatted.formattedText == "0.67 ff 007 YES <private>")
    let aligned: OSLogMessage = "[\(feed.name, align: .right(columns: 6), privacy: .public)]"
    #expect(aligned.formattedText == "[  Home]")
    // Signpost attributes name a value for Instruments; the text is the value's.
    let attributed: OSLogMessage = "id=\(feed.name, privacy: .public, attributes: "name=id") n=\(feed.posts, attributes: "name=n")"
    #expect(attributed.formattedText == "id=Home n=3")
    Self.logger.error("Failed: \(URLError(.notConnectedToInternet))")
    Self.logger.debug("\(#function)")
  }

  @Test("os_log with a printf format and the log's privacy decorations")
  func osLog() {
    os_log("Loaded %{public}@ with %d posts", log: OSLog(subsystem: "com.example.shop", category: "Feed"), type: .info, "Home", 3)
    os_log(.error, log: .default, "%{public}s[%{public}ld]", "FeedViewController.swift", 42)
    // The decorations go and the rest is String(format:)'s.
    #expect(OSLogFormat.text("%{public}s[%{public}ld], %{private}@", ["Feed.swift", 42, "x"]) == "Feed.swift[42], x")
    #expect(!OSLog.disabled.isEnabled(type: .error))
    #expect(OSLog.default.isEnabled(type: .error))
  }

  @Test("Signposts around work: the work runs and returns its result")
  func signposts() {
    let signposter = OSSignposter(logger: Self.logger)
    let id = signposter.makeSignpostID()
    let state = signposter.beginInterval("decode", id: id, "\(3) images")
    let sum = signposter.withIntervalSignpost("sum") { (1...4).reduce(0, +) }
    signposter.endInterval("decode", state)
    #expect(sum == 10)
    #expect(state.signpostID == id)
    #expect(signposter.makeSignpostID() != id)
  }

  @Test("Unfair locks guard what they say, through a pointer or a lock object")
  func locks() async {
    let pointer = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
    pointer.initialize(to: os_unfair_lock())
    defer { pointer.deallocate() }
    os_unfair_lock_lock(pointer)
    #expect(!os_unfair_lock_trylock(pointer))
    os_unfair_lock_unlock(pointer)
    #expect(os_unfair_lock_trylock(pointer))
    os_unfair_lock_unlock(pointer)

    let counter = OSAllocatedUnfairLock(initialState: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 { group.addTask { for _ in 0..<1000 { counter.withLock { $0 += 1 } } } }
    }
    #expect(counter.withLock { $0 } == 8000)
  }
}
