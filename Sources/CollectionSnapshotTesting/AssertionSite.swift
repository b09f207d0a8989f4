import Foundation
import Testing

/// Who asserts: the test (its id, suite and display name as the report lists them), the
/// parameterized case and `named:` argument, and the source location failures and
/// attachments point at.
package struct AssertionSite: Sendable {
  /// `Module.Suite/test()` (Swift Testing), `Module.Class/testName` (XCTest).
  package var test: String
  /// `Module.Suite`.
  package var suite: String
  /// The test's display name.
  package var displayName: String?
  /// The parameterized case's arguments, as in the reference's name.
  package var testCase: String?
  /// The `named:` argument.
  package var name: String?
  /// The file the record names (a test source, a JSON screen).
  package var file: String
  /// The line the record names.
  package var line: Int
  /// The column the record names.
  package var column: Int
  /// The source file failures and attachments point at (`#fileID`).
  package var fileID: StaticString
  /// The source file failures and attachments point at (`#filePath`).
  package var filePath: StaticString
  /// The source line failures and attachments point at.
  package var sourceLine: UInt
  /// The source column failures and attachments point at.
  package var sourceColumn: UInt

  /// A site named outright (`collection-snapshot verify`).
  package init(
    test: String, suite: String, displayName: String? = nil, name: String? = nil, file: String, line: Int = 0, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath
  ) {
    self.test = test
    self.suite = suite
    self.displayName = displayName
    self.name = name
    self.file = file
    self.line = line
    column = 0
    self.fileID = fileID
    self.filePath = filePath
    sourceLine = UInt(line)
    sourceColumn = 0
  }

  /// The test and its parameterized case, as collision messages name it.
  var claimant: String { test + (testCase.map { " [\($0)]" } ?? "") }

  /// The test running this assertion: Swift Testing's current test, else the XCTest method
  /// (its class read from the source around `line`, as references are named; the file's name
  /// outside any type).
  static func current(fileID: StaticString, filePath: StaticString, testName: String, name: String?, line: UInt, column: UInt) -> AssertionSite {
    let fileIDText = String(describing: fileID)
    let module = fileIDText.split(separator: "/").first.map(String.init) ?? "Tests"
    var site = AssertionSite(test: "", suite: "", name: name, file: String(describing: filePath), line: Int(line), fileID: fileID, filePath: filePath)
    site.column = Int(column)
    site.sourceColumn = column
    site.testCase = SnapshotLocation.caseSuffix()
    if let test = Test.current {
      let components = test.id.nameComponents
      site.test = test.id.moduleName + "." + components.joined(separator: "/")
      site.suite = components.count > 1 ? test.id.moduleName + "." + components.dropLast().joined(separator: "/") : test.id.moduleName
      site.displayName = test.displayName
    } else {
      let fileName = SnapshotLocation.fileStem(String(describing: filePath))
      site.suite = module + "." + (SnapshotLocation.testType(filePath: String(describing: filePath), line: Int(line)) ?? fileName)
      site.test = site.suite + "/" + SnapshotLocation.testName(function: testName)
    }
    return site
  }
}
