import SwiftSyntax

/// The transformation that writes Linux copies of a target's files: Objective-C-flavoured
/// Swift (`@objc`, `@IBOutlet`, `#selector`, `#keyPath`, overrides in extensions, `#if
/// os(iOS)`) made to compile against this package's UIKit module, with each class's table of
/// selectors, outlets and keys (`_objcTable`) so that target–action, notifications, timers and
/// nibs reach the app's methods.
///
/// Edits keep every line where it was, so the compiler's errors in a copy name the line of the
/// team's file: a class's table, and the one-line overrides that forward to the overrides its
/// extensions declared (renamed in place, see ``OverrideForwarding``), are written on the line
/// of its closing brace. An override that cannot be forwarded is moved whole, preceded by a
/// `#sourceLocation` directive naming the copy of its own file and its line there, and followed
/// by one that gives the class's file its numbers back.
public enum Linuxify {
  /// A file of the target.
  public struct Input: Sendable {
    /// The path printed in errors and `#sourceLocation` (as given on the command line).
    public var path: String
    /// The path the copy takes inside the output folder.
    public var relativePath: String
    /// The file's text.
    public var text: String
    /// The path the copy will be compiled from, as the compiler is given it (absolute, for
    /// SwiftPM): the `#sourceLocation` directives around the code added to a class name it, so
    /// the compiler's lines stay the copy's, which are the original's.
    public var outputPath: String

    /// A file.
    public init(path: String, relativePath: String, text: String, outputPath: String? = nil) {
      self.path = path
      self.relativePath = relativePath
      self.text = text
      self.outputPath = outputPath ?? relativePath
    }
  }

  /// The copies and what could not be transformed.
  public struct Output: Sendable {
    /// The Linux copies, by relative path, in the order given.
    public var files: [(relativePath: String, text: String)]
    /// `file:line: error: …` for each thing the transformation could not do.
    public var errors: [String]
  }

  /// Transforms a target's files, read together (a class's extensions may be in other files).
  public static func transform(_ inputs: [Input]) -> Output {
    let files = inputs.map { LinuxifiedFile(path: $0.path, relativePath: $0.relativePath, text: $0.text, outputPath: $0.outputPath) }
    let index = TargetIndex(files: files)
    var errors: [String] = []
    var moves: [(ClassInfo, String, LinuxifiedFile, Int)] = []
    var forwards: [(ClassInfo, String)] = []
    for file in files {
      let rewriter = SourceRewriter(file: file, index: index)
      rewriter.walk(file.tree)
      rewriter.finishMoves()
      moves.append(contentsOf: rewriter.moves)
      forwards.append(contentsOf: rewriter.forwards)
      errors.append(contentsOf: rewriter.errors)
    }
    let writer = ClassTableWriter(index: index)
    for info in index.orderedClasses {
      var added = ""
      for move in moves where move.0 === info {
        added += "\n#sourceLocation(file: \(ClassTableWriter.literal(move.2.outputPath)), line: \(move.3))\n\(move.1)"
      }
      if !added.isEmpty {
        added += "\n#sourceLocation(file: \(ClassTableWriter.literal(info.file.outputPath)), line: \(info.closingLine))\n"
      }
      for forward in forwards where forward.0 === info { added += forward.1 + "; " }
      if let table = writer.table(info) { added += table + " " }
      let construction = MetatypeConstruction(index: index)
      if let factories = construction.factories(info) { added += factories + " " }
      if let initializer = construction.reusableInitializer(info) { added += initializer + " " }
      if !added.isEmpty { info.file.insert(added, at: info.closingBrace) }
      if let conformance = writer.conformance(info) { info.file.appended.append(conformance) }
    }
    let outputs = files.map { file in (relativePath: file.relativePath, text: file.output) }
    return Output(files: outputs, errors: errors)
  }
}
