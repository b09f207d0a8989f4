import UIKit

// A grouped table view controller with a diffable data source: a subclass that titles its
// sections and allows deletes and moves, value1 cells made when the queue is empty, a checkmark
// on the chosen row, batch updates through beginUpdates/endUpdates and performBatchUpdates.

enum ExpenseCategory: String, CaseIterable, Hashable, Sendable {
  case food = "Food"
  case travel = "Travel"
}

struct Expense: Hashable, Sendable {
  let id: Int
  var title: String
  var amount: Double
  var category: ExpenseCategory
}

final class ExpensesDataSource: UITableViewDiffableDataSource<ExpenseCategory, Expense> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    snapshot().sectionIdentifiers[section].rawValue
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    let total = snapshot().itemIdentifiers(inSection: snapshot().sectionIdentifiers[section]).reduce(0) { $0 + $1.amount }
    return String(format: "Total %.2f", total)
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
    guard editingStyle == .delete, let expense = itemIdentifier(for: indexPath) else { return }
    var snapshot = snapshot()
    snapshot.deleteItems([expense])
    apply(snapshot, animatingDifferences: true)
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }
}

final class ExpensesViewController: UITableViewController {
  private var dataSource: ExpensesDataSource!
  private(set) var chosen: IndexPath?
  let expenses: [Expense]

  init(expenses: [Expense]) {
    self.expenses = expenses
    super.init(style: .grouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    clearsSelectionOnViewWillAppear = false
    tableView.backgroundColor = .systemGroupedBackground
    tableView.separatorColor = .separator
    tableView.estimatedRowHeight = 44
    dataSource = ExpensesDataSource(tableView: tableView) { [weak self] tableView, indexPath, expense in
      let cell = tableView.dequeueReusableCell(withIdentifier: "expense")
        ?? UITableViewCell(style: .value1, reuseIdentifier: "expense")
      cell.textLabel?.text = expense.title
      cell.detailTextLabel?.text = String(format: "%.2f", expense.amount)
      cell.accessoryType = indexPath == self?.chosen ? .checkmark : .none
      return cell
    }
    dataSource.defaultRowAnimation = .fade
    var snapshot = NSDiffableDataSourceSnapshot<ExpenseCategory, Expense>()
    snapshot.appendSections(ExpenseCategory.allCases)
    for category in ExpenseCategory.allCases {
      snapshot.appendItems(expenses.filter { $0.category == category }, toSection: category)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    indexPath.row == 0 ? 52 : UITableView.automaticDimension
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let previous = chosen
    chosen = indexPath
    tableView.beginUpdates()
    tableView.reloadRows(at: [previous, indexPath].compactMap { $0 }, with: .none)
    tableView.endUpdates()
    tableView.deselectRow(at: indexPath, animated: true)
  }

  override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
    guard let header = view as? UITableViewHeaderFooterView else { return }
    header.textLabel?.textColor = .secondaryLabel
  }

  func showFirstRow() {
    guard tableView.numberOfSections > 0, tableView.numberOfRows(inSection: 0) > 0 else { return }
    tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
    tableView.performBatchUpdates({
      tableView.reloadSections(IndexSet(integer: 0), with: .automatic)
    }, completion: nil)
  }
}
