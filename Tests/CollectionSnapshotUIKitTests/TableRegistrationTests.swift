import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// A cell made only by its own initializer, as apps write static rows: it declares
/// `init(note:)` and not `init(style:reuseIdentifier:)`, which it therefore does not inherit.
/// `collection-snapshot-linuxify` marks such a class with the override on its last line
/// (written here as the tool writes it).
final class StaticNoteCell: UITableViewCell {
  let note: String
  init(note: String) {
    self.note = note
    super.init(style: .default, reuseIdentifier: nil)
    textLabel?.text = note
  }
  required init?(coder: NSCoder) { nil }
  override class var _objcLacksUIKitInitializer: Bool { true }
}

/// A table that makes its one cell itself, or dequeues it by its registered class.
final class StaticNotesSource: NSObject, UITableViewDataSource {
  var dequeues = false
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
    dequeues ? tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) : StaticNoteCell(note: "Milk")
  }
}

@MainActor @Suite("UIKit API: registering a table's cell classes")
struct TableRegistrationTests {
  @Test("A cell with its own initializer only is shown when the data source makes it")
  func madeByTheApp() throws {
    let source = StaticNotesSource()
    let table = UITableView(frame: .zero, style: .plain)
    table.dataSource = source
    let screen = try Screen(tableView: table)
    #expect(screen.model.sections[0].items[0].content.title == "Milk")
    withExtendedLifetime(source) {}
  }

  @Test("Registered, it cannot be made by the table: iOS's unimplemented initializer, as UIKit's exception")
  func registered() {
    let source = StaticNotesSource()
    source.dequeues = true
    // UIKit makes a registered class with init(style:reuseIdentifier:); a Swift class without it
    // stops with the Swift runtime's message, naming the class by its module.
    #expect(
      throws: UIKitException(
        name: UIKitException.fatalError,
        reason: "Use of unimplemented initializer 'init(style:reuseIdentifier:)' for class 'CollectionSnapshotUIKitTests.StaticNoteCell'",
        origin: "the Objective-C runtime making a CollectionSnapshotUIKitTests.StaticNoteCell through its class")
    ) {
      let table = UITableView(frame: .zero, style: .plain)
      table.register(StaticNoteCell.self, forCellReuseIdentifier: "Note")
      table.dataSource = source
      _ = try Screen(tableView: table)
    }
    withExtendedLifetime(source) {}
  }
}
