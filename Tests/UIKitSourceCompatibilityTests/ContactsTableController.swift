import UIKit

// Table code written as apps write it: a reusable-cell helper, a hand-made cell with Auto Layout,
// a header view subclass, a plain view controller owning its table with the data source and
// delegate in extensions, editing, swipe actions and a table header sized from its constraints.

protocol ReusableView: AnyObject {
  static var reuseIdentifier: String { get }
}

extension ReusableView {
  static var reuseIdentifier: String { String(describing: self) }
}

extension UITableViewCell: ReusableView {}
extension UITableViewHeaderFooterView: ReusableView {}

/// A view designed in a nib named after its class, in its class's bundle.
@MainActor protocol NibBacked: AnyObject {
  static var nib: UINib { get }
}

extension NibBacked {
  static var nib: UINib { UINib(nibName: String(describing: self), bundle: Bundle(for: self)) }
}

extension UITableView {
  func register<T: UITableViewCell>(_: T.Type) {
    register(T.self, forCellReuseIdentifier: T.reuseIdentifier)
  }

  final func register<T: UITableViewCell>(nibCell: T.Type) where T: NibBacked {
    register(nibCell.nib, forCellReuseIdentifier: nibCell.reuseIdentifier)
  }

  func registerHeaderFooter<T: UITableViewHeaderFooterView>(_: T.Type) {
    register(T.self, forHeaderFooterViewReuseIdentifier: T.reuseIdentifier)
  }

  func dequeueReusableCell<T: UITableViewCell>(for indexPath: IndexPath) -> T {
    guard let cell = dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath) as? T else {
      fatalError("Could not dequeue cell with identifier: \(T.reuseIdentifier)")
    }
    return cell
  }

  func dequeueReusableHeaderFooterView<T: UITableViewHeaderFooterView>(_ viewType: T.Type = T.self) -> T? {
    guard let view = dequeueReusableHeaderFooterView(withIdentifier: viewType.reuseIdentifier) as? T? else {
      fatalError("Could not dequeue header or footer with identifier: \(viewType.reuseIdentifier)")
    }
    return view
  }
}

struct Contact: Hashable, Sendable {
  var name: String
  var phone: String
  var isFavorite: Bool
}

final class ContactCell: UITableViewCell {
  let nameLabel = UILabel()
  let phoneLabel = UILabel()
  private let stack = UIStackView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    nameLabel.numberOfLines = 0
    phoneLabel.font = .preferredFont(forTextStyle: .subheadline)
    phoneLabel.textColor = .secondaryLabel
    stack.axis = .vertical
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.addArrangedSubview(nameLabel)
    stack.addArrangedSubview(phoneLabel)
    contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
    ])
    accessoryType = .disclosureIndicator
    selectionStyle = .default
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    nameLabel.text = nil
    phoneLabel.text = nil
    accessoryView = nil
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    contentView.alpha = selected ? 0.8 : 1
  }

  func configure(with contact: Contact) {
    nameLabel.text = contact.name
    phoneLabel.text = contact.phone
    if contact.isFavorite {
      let star = UIImageView(image: UIImage(systemName: "star.fill"))
      star.tintColor = .systemYellow
      accessoryView = star
    }
  }
}

final class LetterHeaderView: UITableViewHeaderFooterView {
  let letterLabel = UILabel()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    letterLabel.font = .systemFont(ofSize: 15, weight: .semibold)
    letterLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(letterLabel)
    contentView.backgroundColor = .secondarySystemBackground
    NSLayoutConstraint.activate([
      letterLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      letterLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class ContactsViewController: UIViewController {
  private(set) var tableView = UITableView(frame: .zero, style: .plain)
  private(set) var sections: [(letter: String, contacts: [Contact])]
  private(set) var swipedTitles: [String] = []

  init(contacts: [Contact]) {
    let grouped = Dictionary(grouping: contacts) { String($0.name.prefix(1)) }
    sections = grouped.keys.sorted().map { ($0, grouped[$0]!.sorted { $0.name < $1.name }) }
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Contacts"
    navigationItem.rightBarButtonItem = editButtonItem
    view.backgroundColor = .systemBackground
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    tableView.register(ContactCell.self)
    tableView.registerHeaderFooter(LetterHeaderView.self)
    tableView.dataSource = self
    tableView.delegate = self
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 64
    tableView.sectionHeaderHeight = 28
    tableView.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    tableView.tableFooterView = UIView(frame: .zero)
    tableView.keyboardDismissMode = .onDrag
    tableView.allowsMultipleSelectionDuringEditing = true
    tableView.cellLayoutMarginsFollowReadableWidth = false
    if #available(iOS 15.0, *) {
      tableView.sectionHeaderTopPadding = 0
    }
    tableView.tableHeaderView = makeSearchHint()
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  private func makeSearchHint() -> UIView {
    let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 0))
    let label = UILabel()
    label.text = "Swipe a contact to call or delete it."
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: header.topAnchor, constant: 12),
      label.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
      label.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12),
    ])
    let size = header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    header.frame.size.height = size.height
    return header
  }

  func removeContact(at indexPath: IndexPath) {
    sections[indexPath.section].contacts.remove(at: indexPath.row)
    if sections[indexPath.section].contacts.isEmpty {
      sections.remove(at: indexPath.section)
      tableView.deleteSections(IndexSet(integer: indexPath.section), with: .fade)
    } else {
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }
}

extension ContactsViewController: UITableViewDataSource {
  func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].contacts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell: ContactCell = tableView.dequeueReusableCell(for: indexPath)
    cell.configure(with: sections[indexPath.section].contacts[indexPath.row])
    return cell
  }

  func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    sections.map(\.letter)
  }

  func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
    if editingStyle == .delete {
      removeContact(at: indexPath)
    }
  }
}

extension ContactsViewController: UITableViewDelegate {
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header: LetterHeaderView? = tableView.dequeueReusableHeaderFooterView()
    header?.letterLabel.text = sections[section].letter
    return header
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard !tableView.isEditing else { return }
    tableView.deselectRow(at: indexPath, animated: true)
  }

  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
      self?.swipedTitles.append("Delete")
      self?.removeContact(at: indexPath)
      completion(true)
    }
    delete.image = UIImage(systemName: "trash")
    let call = UIContextualAction(style: .normal, title: "Call") { [weak self] _, _, completion in
      self?.swipedTitles.append("Call")
      completion(true)
    }
    call.backgroundColor = .systemGreen
    let configuration = UISwipeActionsConfiguration(actions: [delete, call])
    configuration.performsFirstActionWithFullSwipe = false
    return configuration
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    cell.backgroundColor = indexPath.row.isMultiple(of: 2) ? .systemBackground : .secondarySystemBackground
  }
}
