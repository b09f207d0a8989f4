import Foundation
import XCTest

/// Tells whether XCTest took a failure. On Linux `XCTFail` outside a running XCTest test does
/// nothing (no error, no output), and XCTest has no public "current test". An observer
/// registered with XCTest at the first assertion sees the failures XCTest records
/// (synchronously, on the failing thread) and the tests that start and finish after it.
enum XCTestFailureWitness {
  /// Registers the observer (once): call it before the assertion can fail.
  static func watch() {
    #if os(Linux) || os(FreeBSD) || os(Android) || os(Windows)
      observer.register()
    #endif
  }

  /// Runs `fail` (an `XCTFail`) and returns whether XCTest took the failure: it recorded it; or
  /// an XCTest test is running (a test class overriding `recordFailure` keeps failures to
  /// itself); or this process may be running an XCTest test that started before the observer.
  /// Not taken: in the process `swift test` starts for Swift Testing (no XCTest test runs
  /// there), or between XCTest tests.
  static func delivers(_ fail: () -> Void) -> Bool {
    #if os(Linux) || os(FreeBSD) || os(Android) || os(Windows)
      observer.register()
      let seen = Seen()
      Seen.$current.withValue(seen) { fail() }
      if seen.value { return true }
      if runsSwiftTestingOnly { return false }
      return observer.mayBeRunning
    #else
      // Apple's XCTest reports a failure outside a test itself.
      fail()
      return true
    #endif
  }

  /// True in the test process `swift test` starts for Swift Testing
  /// (`--testing-library swift-testing`).
  static let runsSwiftTestingOnly: Bool = {
    let arguments = CommandLine.arguments
    return zip(arguments, arguments.dropFirst()).contains { $0 == "--testing-library" && $1 == "swift-testing" }
      || arguments.contains("--testing-library=swift-testing")
  }()

  #if os(Linux) || os(FreeBSD) || os(Android) || os(Windows)
    /// Whether the failure raised in this scope reached XCTest.
    final class Seen: @unchecked Sendable {
      @TaskLocal static var current: Seen?
      private let lock = NSLock()
      private var seen = false
      var value: Bool {
        lock.lock()
        defer { lock.unlock() }
        return seen
      }
      func mark() {
        lock.lock()
        seen = true
        lock.unlock()
      }
    }

    /// Marks the scope's ``Seen`` when XCTest records a failure, and follows tests starting and
    /// finishing.
    final class Observer: NSObject, XCTestObservation, @unchecked Sendable {
      private let lock = NSLock()
      private var registered = false
      private var running = 0
      private var knowsState = false

      /// Registers with XCTest once.
      func register() {
        lock.lock()
        defer { lock.unlock() }
        guard !registered else { return }
        registered = true
        XCTestObservationCenter.shared.addTestObserver(self)
      }

      /// False only when it is known that no XCTest test is running.
      var mayBeRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !knowsState || running > 0
      }

      func testCaseWillStart(_ testCase: XCTestCase) {
        lock.lock()
        running += 1
        knowsState = true
        lock.unlock()
      }

      func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.lock()
        // A test that started before the observer finishes without having been seen starting.
        running = max(0, running - 1)
        knowsState = true
        lock.unlock()
      }

      func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        Seen.current?.mark()
      }
    }

    static let observer = Observer()
  #endif
}
