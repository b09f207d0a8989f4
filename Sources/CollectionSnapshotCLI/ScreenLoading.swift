import Foundation
import ArgumentParser
import CollectionSnapshot
import CollectionSnapshotReview

/// Options shared by the commands that read a screen file.
struct ScreenOptions: ParsableArguments {
  @Argument(help: "A screen in JSON (see the article \"JSON screens and scripts\").")
  var screen: String

  @Option(help: "The content offset as x,y in points (default: scrolled to the top).")
  var offset: PointArgument?

  /// Loads the screen and computes its layout; bad input exits with status 2 and the reason.
  func load() throws -> (Screen, ComputedLayout) {
    let screen: Screen
    do {
      screen = try ScreenDocument.load(contentsOfFile: self.screen)
    } catch {
      FileHandleOutput.standardError("error: \(error)")
      throw ExitCode(2)
    }
    do {
      return (screen, try screen.computeLayout())
    } catch {
      FileHandleOutput.standardError("error: \(self.screen): $.layout: \(error)")
      throw ExitCode(2)
    }
  }
}

/// `x,y` in points.
struct PointArgument: ExpressibleByArgument {
  var point: Point

  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Double(parts[0].trimmingCharacters(in: .whitespaces)), let y = Double(parts[1].trimmingCharacters(in: .whitespaces)),
      x.isFinite, y.isFinite
    else { return nil }
    point = Point(x: x, y: y)
  }
}

/// The screen files (`*.json`) of a folder, sorted; an unreadable or empty folder exits with
/// status 2 and the reason.
func screenFiles(in folder: String) throws -> [String] {
  let names = try jsonFiles(in: folder, shownAs: folder)
  guard !names.isEmpty else {
    FileHandleOutput.standardError("error: \(folder): no *.json screens")
    throw ExitCode(2)
  }
  return names
}

/// The `*.json` files of a folder, sorted; a folder that is missing, a file, or unreadable exits
/// with status 2 and the reason after `label` (how the error names the folder).
func jsonFiles(in folder: String, shownAs label: String) throws -> [String] {
  if let problem = InputPath.notAFolder(folder) {
    FileHandleOutput.standardError("error: \(label): \(problem)")
    throw ExitCode(2)
  }
  do {
    return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
  } catch {
    FileHandleOutput.standardError("error: \(label): cannot read the folder: \((error as NSError).localizedDescription)")
    throw ExitCode(2)
  }
}
