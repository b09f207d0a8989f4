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
      path; the target's storyboards and xibs are copied as they are into --output's \
      InterfaceBuilder folder (list it as the Linux target's resources: \
      `resources: [.copy("InterfaceBuilder")]`); copies of files that no longer exist are removed. \
      The copies compile against CollectionSnapshotUIKit on Linux; compiler errors point at the \
      original files' lines. \
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
    var interfaceBuilderFiles: [(path: String, relative: String)] = []
    for source in sources {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: source, isDirectory: &isFolder) else {
        throw ValidationError("no such file or folder: \(source)")
      }
      if !isFolder.boolValue {
        let name = (source as NSString).lastPathComponent
        if Self.isInterfaceBuilderFile(name) { interfaceBuilderFiles.append((source, name)) } else { inputs.append(try Self.input(path: source, relative: name)) }
        continue
      }
      let files = (manager.enumerator(atPath: source)?.allObjects as? [String] ?? []).sorted()
      for relative in files where !exclude.contains(where: { relative == $0 || relative.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
        let path = (source as NSString).appendingPathComponent(relative)
        if relative.hasSuffix(".swift") { inputs.append(try Self.input(path: path, relative: relative)) }
        if Self.isInterfaceBuilderFile(relative) { interfaceBuilderFiles.append((path, relative)) }
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
    let copied = try Self.copyInterfaceBuilderFiles(interfaceBuilderFiles, into: (output as NSString).appendingPathComponent(Self.interfaceBuilderFolder))
    for error in result.errors { FileHandle.standardError.write(Data((error + "\n").utf8)) }
    let resources = copied == 0 ? "" : ", \(copied) storyboard(s) and xib(s) copied to \((output as NSString).appendingPathComponent(Self.interfaceBuilderFolder))"
    print("collection-snapshot-linuxify: \(result.files.count) file(s) written to \(output)\(resources), \(result.errors.count) error(s)")
    if !result.errors.isEmpty { throw ExitCode(1) }
  }

  /// The folder of the output the storyboards and xibs are copied into: one resource rule for
  /// the Linux target, named so that no app folder of Swift files is taken for it.
  static let interfaceBuilderFolder = "InterfaceBuilder"

  /// Whether a file is one UIKit's module loads as a nib or storyboard source.
  static func isInterfaceBuilderFile(_ path: String) -> Bool {
    path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
  }

  /// Copies the storyboards and xibs at their relative paths into `folder` (their
  /// localizations, `Base.lproj`, kept), removes copies of files that are gone, and returns how
  /// many there are.
  private static func copyInterfaceBuilderFiles(_ files: [(path: String, relative: String)], into folder: String) throws -> Int {
    let manager = FileManager.default
    var copied: Set<String> = []
    for file in files {
      guard let data = manager.contents(atPath: file.path) else { throw ValidationError("cannot read \(file.path)") }
      let target = (folder as NSString).appendingPathComponent(file.relative)
      try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      if manager.contents(atPath: target) != data { try data.write(to: URL(fileURLWithPath: target)) }
      copied.insert(file.relative)
    }
    for stale in (manager.enumerator(atPath: folder)?.allObjects as? [String] ?? []) where isInterfaceBuilderFile(stale) && !copied.contains(stale) {
      try manager.removeItem(atPath: (folder as NSString).appendingPathComponent(stale))
    }
    return copied.count
  }

  private static func input(path: String, relative: String) throws -> Linuxify.Input {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
      throw ValidationError("cannot read \(path) as UTF-8 text")
    }
    return Linuxify.Input(path: path, relativePath: relative, text: text)
  }
}
