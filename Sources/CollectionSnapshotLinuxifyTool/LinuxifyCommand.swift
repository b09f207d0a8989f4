import ArgumentParser
import CollectionSnapshotLinuxify
import Foundation

/// `collection-snapshot-linuxify <sources>… --output <folder>`: writes the Linux copies of a
/// target's Swift files into a folder a Linux-only target builds.
@main
struct LinuxifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "collection-snapshot-linuxify",
    abstract: "Writes Linux copies of an app target's Swift files (@objc, #selector, @IBOutlet, overrides in extensions, #if os(iOS)).",
    discussion: """
      Every .swift file under the source folders is read (the target's files together: a class's \
      extensions may be in other files) and its copy written under --output at the same relative \
      path; copies of files that no longer exist are removed. The copies compile against \
      CollectionSnapshotUIKit on Linux; compiler errors point at the original files' lines. \
      Exits with 1, after writing the copies, when something could not be transformed (each is \
      printed as file:line: error: …).
      """)

  @Argument(help: "The target's source folders (or files).")
  var sources: [String]

  @Option(name: .shortAndLong, help: "The folder the copies are written to (made when missing).")
  var output: String

  @Option(help: "Paths (relative to a source folder) to leave out, e.g. an app delegate; may be repeated.")
  var exclude: [String] = []

  mutating func run() throws {
    let manager = FileManager.default
    var inputs: [Linuxify.Input] = []
    for source in sources {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: source, isDirectory: &isFolder) else {
        throw ValidationError("no such file or folder: \(source)")
      }
      if !isFolder.boolValue {
        inputs.append(try Self.input(path: source, relative: (source as NSString).lastPathComponent))
        continue
      }
      let files = (manager.enumerator(atPath: source)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
      for relative in files where !exclude.contains(where: { relative == $0 || relative.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
        inputs.append(try Self.input(path: (source as NSString).appendingPathComponent(relative), relative: relative))
      }
    }
    let outputFolder = URL(fileURLWithPath: output).standardizedFileURL.path
    for index in inputs.indices {
      inputs[index].outputPath = (outputFolder as NSString).appendingPathComponent(inputs[index].relativePath)
    }
    let result = Linuxify.transform(inputs)
    try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
    var written: Set<String> = []
    for file in result.files {
      let path = (output as NSString).appendingPathComponent(file.relativePath)
      try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      let data = Data(file.text.utf8)
      if manager.contents(atPath: path) != data { try data.write(to: URL(fileURLWithPath: path)) }
      written.insert(file.relativePath)
    }
    // Copies of files that were removed or renamed since the last run would still compile.
    for stale in (manager.enumerator(atPath: output)?.allObjects as? [String] ?? []) where stale.hasSuffix(".swift") && !written.contains(stale) {
      try manager.removeItem(atPath: (output as NSString).appendingPathComponent(stale))
    }
    for error in result.errors { FileHandle.standardError.write(Data((error + "\n").utf8)) }
    print("collection-snapshot-linuxify: \(result.files.count) file(s) written to \(output), \(result.errors.count) error(s)")
    if !result.errors.isEmpty { throw ExitCode(1) }
  }

  private static func input(path: String, relative: String) throws -> Linuxify.Input {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
      throw ValidationError("cannot read \(path) as UTF-8 text")
    }
    return Linuxify.Input(path: path, relativePath: relative, text: text)
  }
}
