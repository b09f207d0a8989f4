import Foundation

/// What UIKit prints to its console while the app's views are laid out (Auto Layout's
/// "Unable to simultaneously satisfy constraints."), collected for the screen being made: the
/// layout dump lists each as a warning of the element whose views printed it.
@MainActor
enum UIKitConsole {
  /// The collector of the code running now, if any.
  @TaskLocal static var collector: UIKitConsoleCollector?

  /// Logs a message: its full text, and the one line the dump keeps.
  static func log(_ text: String, summary: String) {
    collector?.add(summary)
  }

  /// Notes views whose layout is ambiguous (what `hasAmbiguousLayout` and
  /// `_autolayoutTrace` report; UIKit does not print it on its own).
  static func log(ambiguity views: [String]) {
    collector?.add("Ambiguous layout (hasAmbiguousLayout): \(views.joined(separator: "; "))")
  }

  /// Runs `body`, returning what it logged (each line once, in order).
  static func collecting<T>(_ body: () throws -> T) rethrows -> (T, [String]) {
    let collector = UIKitConsoleCollector()
    let result = try $collector.withValue(collector, operation: body)
    return (result, collector.lines)
  }
}

/// The lines logged while it collects.
@MainActor
final class UIKitConsoleCollector: Sendable {
  private(set) var lines: [String] = []

  func add(_ line: String) {
    if !lines.contains(line) { lines.append(line) }
  }
}
