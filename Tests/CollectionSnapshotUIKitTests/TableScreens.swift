import Foundation
import UIKit

// Table screens written the way apps write them: a table view controller subclass with its
// data source and delegate methods, a settings screen on an inset grouped table with a diffable
// data source whose subclass gives the section titles, a cell made the pre-registration way.

/// A contact: a name, a phone number, a symbol.
struct Contact: Hashable, Sendable {
  let name: String
  let phone: String
}

/// A cell of the subtitle style, registered by class (its `init(style:reuseIdentifier:)` picks
/// the style, as apps do).
final class SubtitleCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func prepareForReuse() {
    super.prepareForReuse()
    accessoryType = .none
  }
}

/// Contacts in two sections, under titles; favourites are 60 pt tall.
final class ContactsViewController: UITableViewController {
  let sections: [(title: String, contacts: [Contact])] = [
    ("Favourites", [Contact(name: "Ada Lovelace", phone: "+44 20 7946 0018"), Contact(name: "Alan Turing", phone: "+44 20 7946 0954")]),
    ("Colleagues", [Contact(name: "Grace Hopper", phone: "+1 202 555 0143"), Contact(name: "Katherine Johnson", phone: "+1 202 555 0187"),
      Contact(name: "Margaret Hamilton", phone: "+1 202 555 0111")]),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(SubtitleCell.self, forCellReuseIdentifier: "Contact")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].contacts.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
    let contact = sections[indexPath.section].contacts[indexPath.row]
    cell.textLabel?.text = contact.name
    cell.detailTextLabel?.text = contact.phone
    cell.imageView?.image = UIImage(systemName: "person.crop.circle")
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    indexPath.section == 0 ? 60 : UITableView.automaticDimension
  }
}

/// An inset grouped settings screen: a table in the controller's view, a diffable data source
/// whose subclass titles the sections, list content in each cell, a switch as an accessory
/// view.
final class TableSettingsViewController: UIViewController {
  enum Group: String, Hashable, Sendable {
    case connectivity = "Connectivity"
    case general = "General"
  }

  struct Setting: Hashable, Sendable {
    let title: String
    let value: String?
    let symbol: String
    let toggles: Bool
  }

  /// The data source: its subclass gives the section titles.
  final class DataSource: UITableViewDiffableDataSource<Group, Setting> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      sectionIdentifier(for: section)?.rawValue
    }
  }

  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  var dataSource: DataSource!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    view.addSubview(tableView)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
    dataSource = DataSource(tableView: tableView) { tableView, indexPath, setting in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = setting.title
      content.secondaryText = setting.value
      content.image = UIImage(systemName: setting.symbol)
      content.prefersSideBySideTextAndSecondaryText = true
      cell.contentConfiguration = content
      if setting.toggles {
        cell.accessoryView = UISwitch()
      } else {
        cell.accessoryType = .disclosureIndicator
      }
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Group, Setting>()
    snapshot.appendSections([.connectivity, .general])
    snapshot.appendItems(
      [
        Setting(title: "Airplane Mode", value: nil, symbol: "airplane", toggles: true),
        Setting(title: "Wi-Fi", value: "Home", symbol: "wifi", toggles: false),
      ], toSection: .connectivity)
    snapshot.appendItems([Setting(title: "About", value: nil, symbol: "info.circle", toggles: false)], toSection: .general)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

/// Rows made the way older code makes them: a dequeue without an index path, and a new
/// `value1` cell when it finds none.
final class LegacyDetailsViewController: UITableViewController {
  let rows = [("Version", "17.4"), ("Model", "iPhone SE"), ("Capacity", "64 GB")]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Detail") ?? UITableViewCell(style: .value1, reuseIdentifier: "Detail")
    cell.textLabel?.text = rows[indexPath.row].0
    cell.detailTextLabel?.text = rows[indexPath.row].1
    cell.selectionStyle = .none
    return cell
  }
}

/// A table that edits: its data source commits deletions and moves rows, so while editing every
/// row shows the delete control and the reorder control.
final class EditableListViewController: UITableViewController {
  var items = ["Milk", "Eggs", "Bread"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    setEditing(true, animated: false)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
    guard editingStyle == .delete else { return }
    items.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    let moved = items.remove(at: sourceIndexPath.row)
    items.insert(moved, at: destinationIndexPath.row)
  }
}

/// A table whose data source and delegate are plain objects: the delegate gives a section
/// header view, a height for one row only, and the table a header view and a fixed row height.
final class PlainTableDelegate: NSObject, UITableViewDataSource, UITableViewDelegate {
  var counts = [3]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
  func numberOfSections(in tableView: UITableView) -> Int { counts.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
    header?.textLabel?.text = "Section \(section)"
    return header
  }
}

/// Forty messages made the older way (no registration: a dequeue without an index path, a new
/// subtitle cell when none is free), with the app's own trailing swipe actions.
final class InboxViewController: UITableViewController {
  private(set) var made = 0

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell: UITableViewCell
    if let reused = tableView.dequeueReusableCell(withIdentifier: "Message") {
      cell = reused
    } else {
      made += 1
      cell = UITableViewCell(style: .subtitle, reuseIdentifier: "Message")
    }
    cell.textLabel?.text = "Message \(indexPath.row)"
    cell.detailTextLabel?.text = "Sender \(indexPath.row % 4)"
    return cell
  }

  override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
    return UISwipeActionsConfiguration(actions: [delete, archive])
  }
}

/// Code from before swipe action configurations: row actions, and a trailing configuration
/// that returns `nil` on odd rows so UIKit falls back to them.
final class ArchiveViewController: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Archived") ?? UITableViewCell(style: .default, reuseIdentifier: "Archived")
    cell.textLabel?.text = "Archived \(indexPath.row)"
    return cell
  }

  override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    indexPath.row.isMultiple(of: 2) ? UISwipeActionsConfiguration(actions: []) : nil
  }

  override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
    let more = UITableViewRowAction(style: .normal, title: "More") { _, _ in }
    more.backgroundColor = .systemGray
    return [UITableViewRowAction(style: .destructive, title: "Restore") { _, _ in }, more]
  }
}

/// Three mails whose swipe actions archive (the handler calls its completion) and delete (the
/// handler removes the mail and deletes its row, as apps do), or, with row actions, flag; its
/// data source commits deletions from the editing control.
final class MailboxViewController: UITableViewController {
  var mails = ["Mail 0", "Mail 1", "Mail 2"]
  var usesRowActions = false
  private(set) var archived: [String] = []
  private(set) var flagged: [Int] = []

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { mails.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row") ?? UITableViewCell(style: .default, reuseIdentifier: "Row")
    cell.textLabel?.text = mails[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard !usesRowActions else { return nil }
    let archive = UIContextualAction(style: .normal, title: "Archive") { [unowned self] _, _, done in
      archived.append(mails[indexPath.row])
      done(true)
    }
    let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
      mails.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [delete, archive])
  }

  override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
    [UITableViewRowAction(style: .normal, title: "Flag") { [unowned self] _, path in flagged.append(path.row) }]
  }

  override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
    guard editingStyle == .delete else { return }
    mails.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .fade)
  }
}

/// A feed that refreshes by pull and follows each row with a button, with UIKit's actions.
final class RefreshingFeedViewController: UITableViewController {
  private(set) var reloads = 0
  private(set) var followed: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let refresh = UIRefreshControl()
    refresh.addAction(UIAction(title: "Reload") { [unowned self] _ in
      reloads += 1
      refreshControl?.endRefreshing()
    }, for: .valueChanged)
    refreshControl = refresh
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Post") ?? UITableViewCell(style: .default, reuseIdentifier: "Post")
    cell.textLabel?.text = "Post \(indexPath.row)"
    let follow = UIButton(type: .system)
    follow.setTitle("Follow", for: .normal)
    follow.addAction(UIAction(title: "Follow") { [unowned self] _ in followed.append(indexPath.row) }, for: .touchUpInside)
    cell.accessoryView = follow
    return cell
  }
}
