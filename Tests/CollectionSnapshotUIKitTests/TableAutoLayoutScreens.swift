import Foundation
import UIKit

// Table screens laid out by Auto Layout, written as apps write them: a self-sizing note cell,
// a table header view sized by systemLayoutSizeFitting, a header view with constraints.

/// A cell with a multi-line body label pinned to its content view's layout margins.
final class NoteCell: UITableViewCell {
  let body = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    body.numberOfLines = 0
    body.font = .preferredFont(forTextStyle: .body)
    body.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(body)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      body.topAnchor.constraint(equalTo: margins.topAnchor), body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      body.leadingAnchor.constraint(equalTo: margins.leadingAnchor), body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A section header: a footnote label 16 below the top of its content view and 8 above its
/// bottom, at the sides' margins.
final class NotesSectionHeader: UITableViewHeaderFooterView {
  let title = UILabel()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    title.font = .preferredFont(forTextStyle: .footnote)
    title.textColor = .secondaryLabel
    title.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(title)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
      title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
      title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// Notes in a plain table: self-sizing rows (an estimate the app sets, or none), a table
/// header view sized in viewDidLoad with `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`,
/// and optionally a section header view of its own with an estimated height (the table's, or
/// the delegate's) and a height of the delegate's.
final class NotesViewController: UITableViewController {
  let notes = ["One line", "First line\nSecond line"]
  var estimatedRowHeight: CGFloat?
  var sectionHeader = false
  var sectionHeaderEstimate: CGFloat = 50
  var delegateHeaderEstimate: CGFloat?
  var delegateHeaderHeight: CGFloat?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(NoteCell.self, forCellReuseIdentifier: "Note")
    tableView.register(NotesSectionHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
    if let estimatedRowHeight { tableView.estimatedRowHeight = estimatedRowHeight }
    if sectionHeader { tableView.estimatedSectionHeaderHeight = sectionHeaderEstimate }
    let header = UIView()
    let title = UILabel()
    title.text = "Notes"
    title.font = .preferredFont(forTextStyle: .largeTitle)
    title.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(title)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: header.topAnchor, constant: 16), title.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -16),
      title.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20), title.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -20),
    ])
    let size = header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    header.frame.size.height = size.height
    tableView.tableHeaderView = header
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
    cell.body.text = notes[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard sectionHeader, let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header") as? NotesSectionHeader else { return nil }
    header.title.text = "PINNED"
    return header
  }

  override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
    delegateHeaderEstimate ?? tableView.estimatedSectionHeaderHeight
  }

  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    delegateHeaderHeight ?? UITableView.automaticDimension
  }
}

/// A profile screen that sizes its table header view in viewDidLayoutSubviews, at the table's
/// width, and assigns it again when its height changed — as apps do.
final class ProfileTableViewController: UITableViewController {
  let header = UIView()
  let name = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    name.numberOfLines = 0
    name.text = "Ada Lovelace\nAnalyst"
    name.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(name)
    NSLayoutConstraint.activate([
      name.topAnchor.constraint(equalTo: header.topAnchor, constant: 16), name.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -16),
      name.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16), name.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
    ])
    tableView.tableHeaderView = header
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard let header = tableView.tableHeaderView else { return }
    let size = header.systemLayoutSizeFitting(
      CGSize(width: tableView.bounds.width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    if header.frame.height != size.height {
      header.frame.size.height = size.height
      tableView.tableHeaderView = header
    }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = "Email"
    return cell
  }
}
