import Foundation

/// Which run a test process belongs to, and whether it runs every test.
///
/// A run is one `swift test` (which starts one process for XCTest and one for Swift Testing,
/// and more with `--parallel`): their common parent is the `swift-test` process, so the run is
/// named after that parent's id and start time. A process started some other way (an IDE, the
/// test binary run by hand) is a run of its own. Where `/proc` is missing (macOS) the run is
/// named after the parent's id alone, and filtering is read from the process's own arguments. `COLLECTION_SNAPSHOT_RUN` overrides both, for
/// CI systems that start the test processes of one run themselves.
public struct RunIdentity: Sendable, Equatable {
  /// The run's name.
  public var run: String
  /// True when the process was asked to run only some tests.
  public var filtered: Bool

  /// A run identity.
  public init(run: String, filtered: Bool) {
    self.run = run
    self.filtered = filtered
  }

  /// The identity of this process: the one set by ``setCurrent(_:)``, else the one its parent
  /// and arguments tell.
  public static var current: RunIdentity {
    chosen.withLock { chosen in
      if let chosen { return chosen }
      let found = detected
      chosen = found
      return found
    }
  }

  /// Sets the identity of this process, for tools that are not test runners (before their
  /// first record).
  public static func setCurrent(_ identity: RunIdentity) {
    chosen.withLock { $0 = identity }
  }

  /// A run of its own for this process (`COLLECTION_SNAPSHOT_RUN` when set), unfiltered.
  public static func ownRun(prefix: String) -> RunIdentity {
    if let named = ProcessEnvironment.value("COLLECTION_SNAPSHOT_RUN"), !named.isEmpty { return RunIdentity(run: named, filtered: false) }
    let me = getpid()
    return RunIdentity(run: "\(prefix)-\(me)-\(startTime(of: me) ?? "0")", filtered: false)
  }

  private static let chosen = LockedValue<RunIdentity?>(nil)

  private static var detected: RunIdentity {
    let environment = ProcessInfo.processInfo.environment
    let parent = getppid()
    let parentCommand = Self.commandLine(of: parent)
    let parentIsSwiftTest = parentCommand.first.map { ($0 as NSString).lastPathComponent == "swift-test" } ?? false
    let run: String
    if let named = environment["COLLECTION_SNAPSHOT_RUN"], !named.isEmpty {
      run = named
    } else if parentIsSwiftTest {
      run = "swift-test-\(parent)-\(startTime(of: parent) ?? "0")"
    } else if parentCommand.isEmpty {
      // No /proc (macOS): the processes of one `swift test` still share their parent.
      run = "parent-\(parent)"
    } else {
      let me = getpid()
      run = "process-\(me)-\(startTime(of: me) ?? "0")"
    }
    let own = Array(CommandLine.arguments.dropFirst())
    return RunIdentity(run: run, filtered: isFiltered(arguments: own, parentArguments: parentIsSwiftTest ? Array(parentCommand.dropFirst()) : nil))
  }

  /// True when a test process's arguments (or those of the `swift test` that started it) ask
  /// for some tests only. Under `swift test --parallel` each XCTest process is named its tests
  /// on its command line; it counts as filtered only when its parent was filtered.
  public static func isFiltered(arguments: [String], parentArguments: [String]?) -> Bool {
    let filterFlags: Set<String> = ["--filter", "--skip", "-s", "--specifier"]
    if arguments.contains(where: { filterFlags.contains($0) || $0.hasPrefix("--filter=") || $0.hasPrefix("--skip=") }) { return true }
    if let parentArguments {
      return parentArguments.contains { filterFlags.contains($0) || $0.hasPrefix("--filter=") || $0.hasPrefix("--skip=") }
    }
    // Started by something else: a test named on the command line (XCTest's `Module.Class/test`)
    // runs that test only.
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument.hasPrefix("-") {
        if argument == "--testing-library" || argument == "--xunit-output" || argument == "--attachments-path" { index += 1 }
      } else {
        return true
      }
      index += 1
    }
    return false
  }

  /// A process's command line (Linux `/proc`; empty elsewhere).
  static func commandLine(of pid: pid_t) -> [String] {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return [] }
    return data.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
  }

  /// A process's start time in clock ticks since boot (Linux `/proc`), which with its id names
  /// it uniquely.
  static func startTime(of pid: pid_t) -> String? {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    // Fields after the command name (which may hold spaces) start after the last ')'.
    guard let close = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // Field 22 of the whole line is the start time: the 20th after the name.
    return fields.count > 19 ? String(fields[19]) : nil
  }
}
