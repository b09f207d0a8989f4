import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `collection-snapshot`: the command-line face of the package.
@main
struct CollectionSnapshotTool: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "collection-snapshot",
    abstract: "Snapshot tools for collection screens: verify JSON screens, review and accept changes, render, compare PNG images.",
    subcommands: [
      VerifyCommand.self, ReportCommand.self, ApproveCommand.self, StaleCommand.self, GalleryCommand.self, RenderCommand.self, LayoutCommand.self,
      TraceCommand.self, DiffCommand.self,
    ]
  )

  /// Runs a command; usage errors exit with status 2 (bad input), like every other error.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      if code == .validationFailure {
        FileHandleOutput.standardError(fullMessage(for: error))
        terminate(2)
      }
      exit(withError: error)
    }
  }
}

/// Ends the process with `status`.
func terminate(_ status: Int32) -> Never {
  #if canImport(Glibc)
    Glibc.exit(status)
  #else
    Darwin.exit(status)
  #endif
}

/// Writes to standard error without Foundation.
enum FileHandleOutput {
  static func standardError(_ text: String) {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { buffer in
      write(2, buffer.baseAddress, buffer.count - 1)
    }
  }
}
