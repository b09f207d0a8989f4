import Testing
import UIKit

/// The table screen files load and behave as their code says: generic registration and
/// dequeuing through a reuse-identifier protocol, header views, editing, swipe actions, a
/// diffable data source subclass's titles and edits, and updates in both of UIKit's forms.
@MainActor @Suite struct TableScreenFileTests {
  let contacts = [
    Contact(name: "Bob", phone: "555-0102", isFavorite: false),
    Contact(name: "Ann", phone: "555-0101", isFavorite: false),
    Contact(name: "Carl", phone: "555-0103", isFavorite: false),
    Contact(name: "Alice", phone: "555-0100", isFavorite: true),
  ]

  @Test func contactsLoadIntoLetteredSections() throws {
    let controller = ContactsViewController(contacts: contacts)
    controller.loadViewIfNeeded()
    let table = controller.tableView
    #expect(table.superview === controller.view && table.dataSource === controller && table.delegate === controller)
    #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 0) == 2)
    #expect(controller.sectionIndexTitles(for: table) == ["A", "B", "C"])
    #expect(table.rowHeight == UITableView.automaticDimension && table.estimatedRowHeight == 64)
    #expect(table.sectionHeaderTopPadding == 0 && table.sectionHeaderHeight == 28)
    #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
    #expect(table.tableHeaderView?.subviews.count == 1 && table.tableFooterView?.frame == .zero)
    #expect(controller.navigationItem.rightBarButtonItem === controller.editButtonItem)

    // The generic helper dequeues the class registered under the type's name.
    let cell = try #require(controller.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0)) as? ContactCell)
    #expect(cell.reuseIdentifier == "ContactCell")
    #expect(cell.nameLabel.text == "Alice" && cell.phoneLabel.text == "555-0100")
    #expect(cell.accessoryType == .disclosureIndicator && cell.accessoryView is UIImageView, "Alice is a favourite: her star replaces the chevron")
    let header = try #require(controller.tableView(table, viewForHeaderInSection: 1) as? LetterHeaderView)
    #expect(header.reuseIdentifier == "LetterHeaderView" && header.letterLabel.text == "B")
  }

  @Test func deletesRemoveRowsAndEmptiedSections() throws {
    let controller = ContactsViewController(contacts: contacts)
    controller.loadViewIfNeeded()
    let table = controller.tableView
    controller.setEditing(true, animated: false)
    #expect(table.isEditing && controller.isEditing)
    controller.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
    #expect(table.numberOfRows(inSection: 0) == 1 && controller.sections[0].contacts.map(\.name) == ["Alice"])

    // Bob is alone under B: deleting him by his swipe action deletes the section.
    let swipe = try #require(controller.tableView(table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 1)))
    #expect(swipe.actions.map(\.title) == ["Delete", "Call"] && swipe.actions.map(\.style) == [.destructive, .normal])
    #expect(!swipe.performsFirstActionWithFullSwipe && swipe.actions[1].backgroundColor == .systemGreen)
    var completed: [Bool] = []
    swipe.actions[1].handler(swipe.actions[1], table) { completed.append($0) }
    swipe.actions[0].handler(swipe.actions[0], table) { completed.append($0) }
    #expect(completed == [true, true] && controller.swipedTitles == ["Call", "Delete"])
    #expect(table.numberOfSections == 2 && controller.sections.map(\.letter) == ["A", "C"])
  }

  @Test func theDiffableSubclassTitlesSectionsAndEditsItsSnapshot() throws {
    let expenses = [
      Expense(id: 1, title: "Lunch", amount: 12.5, category: .food),
      Expense(id: 2, title: "Train", amount: 30, category: .travel),
      Expense(id: 3, title: "Coffee", amount: 3.25, category: .food),
    ]
    let controller = ExpensesViewController(expenses: expenses)
    controller.loadViewIfNeeded()
    let table = controller.tableView!
    let source = try #require(table.dataSource as? ExpensesDataSource)
    #expect(table.style == .grouped && !controller.clearsSelectionOnViewWillAppear)
    #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2)
    #expect(source.tableView(table, titleForHeaderInSection: 1) == "Travel")
    // Food's total: 12.50 + 3.25 = 15.75.
    #expect(source.tableView(table, titleForFooterInSection: 0) == "Total 15.75")
    #expect(controller.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 52)
    #expect(controller.tableView(table, heightForRowAt: IndexPath(row: 1, section: 0)) == UITableView.automaticDimension)

    // A value1 cell the closure makes when the queue is empty.
    let coffee = source.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0))
    #expect(coffee.reuseIdentifier == "expense" && coffee.textLabel?.text == "Coffee" && coffee.detailTextLabel?.text == "3.25")
    #expect(coffee.accessoryType == .none)
    controller.tableView(table, didSelectRowAt: IndexPath(row: 1, section: 0))
    #expect(controller.chosen == IndexPath(row: 1, section: 0) && table.indexPathForSelectedRow == nil)
    #expect(source.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0)).accessoryType == .checkmark)

    source.tableView(table, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    #expect(source.snapshot().itemIdentifiers(inSection: .food).map(\.title) == ["Coffee"])
    #expect(table.numberOfRows(inSection: 0) == 1)
    controller.showFirstRow()
    #expect(table.numberOfRows(inSection: 1) == 1)
  }

  @Test func aControllerOverridingMostOfTheTableAPILoadsAndUpdates() throws {
    let controller = PreferencesTableController(style: .insetGrouped)
    controller.loadViewIfNeeded()
    let table = controller.tableView!
    #expect(table.style == .insetGrouped && table.separatorStyle == .none && table.separatorInsetReference == .fromAutomaticInsets)
    #expect(table.prefetchDataSource === controller && controller.refreshControl != nil)
    #expect(table.estimatedSectionHeaderHeight == UITableView.automaticDimension && table.fillerRowHeight == 0)
    let cell = try #require(controller.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0)) as? PreferenceCell)
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "b")
    #expect(cell.accessoryType == .detailDisclosureButton && cell.editingAccessoryType == .detailButton && cell.indentationLevel == 2)
    #expect(controller.tableView(table, editActionsForRowAt: IndexPath(row: 0, section: 0))?.map(\.title) == ["Delete"])
    // Moving row 0 to 1 keeps the counts; the inserted section is counted before the update.
    controller.queriesAndUpdates()
    #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 2)
  }
}
