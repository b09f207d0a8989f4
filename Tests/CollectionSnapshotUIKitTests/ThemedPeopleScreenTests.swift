import CollectionSnapshot
import CollectionSnapshotTesting
import Foundation
import Testing
import UIKit

/// A screen themed as apps theme theirs: appearance proxies set once (as an app delegate sets
/// them), cells that set only their texts, and one cell whose data source gives its name its
/// own colour.
@MainActor @Suite("UIKit API: a screen themed through appearance proxies")
struct ThemedPeopleScreenTests {
  @Test("The theme reaches the cells as they enter the collection view's window; a colour the data source set wins")
  func themedDump() throws {
    PeopleTheme.apply()
    let screen = try Screen(name: "themed-people", device: specPhone, viewController: ThemedPeopleController())
    let dump = LayoutDump.lines(screen, layout: try screen.computeLayout())
    let labels = dump.filter { $0.hasPrefix("  Person") && !$0.hasPrefix("  PersonBadge") || $0.hasPrefix("    Person") }
    // Three cells, three labels each.
    try #require(labels.count == 9)
    // Row 0: the name takes the class's proxy (headline, indigo), the role its own class's
    // (secondary label colour, the system font at 17 the label was made with), the badge's
    // label the proxy limited to badges (bold 12), its colour the name's class's (indigo).
    #expect(labels[0].hasPrefix(#"  PersonNameLabel "Ada" "#) && labels[0].hasSuffix("font=headline color=systemIndigo"))
    #expect(labels[1].hasPrefix(#"  PersonRoleLabel "Engineer" "#) && labels[1].hasSuffix("font=17 regular color=secondaryLabel"))
    #expect(labels[2].hasPrefix(#"    PersonNameLabel "3" "#) && labels[2].hasSuffix("font=12 bold color=systemIndigo"))
    // The badge's own background, from its class's proxy.
    #expect(dump.contains { $0.hasPrefix("  PersonBadge ") && $0.contains("background=systemYellow") })
    // Row 1: the data source gave Grace's name red, which the theme leaves alone.
    #expect(labels[3].hasPrefix(#"  PersonNameLabel "Grace" "#) && labels[3].hasSuffix("font=headline color=systemRed"))
    assertSnapshot(of: screen, as: .image, .layout)
  }

  @Test("A collection view's proxy made while the screen is made raises nothing (UIKit makes no view for a proxy) and themes the collection view")
  func collectionViewProxy() throws {
    let controller = ThemedGridController()
    // Made through its class, a collection view raises for its missing layout: a proxy must not.
    _ = try Screen(device: specPhone, viewController: controller)
    #expect(controller.collectionView.backgroundColor == .systemMint)
  }

  @Test("A table's cells take the theme as they enter the table's window")
  func themedTable() throws {
    PeopleTheme.apply()
    let screen = try Screen(name: "themed-people-table", device: specPhone, viewController: ThemedPeopleTableController())
    let dump = LayoutDump.lines(screen, layout: try screen.computeLayout())
    let names = dump.filter { $0.contains("PersonNameLabel") }
    // The name's class's proxy: headline, indigo, in every row.
    #expect(names.count == 2)
    #expect(names.allSatisfy { $0.hasSuffix("font=headline color=systemIndigo") })
  }
}

// The app's code.

final class PersonNameLabel: UILabel {}
final class PersonRoleLabel: UILabel {}

/// A count in a pill.
final class PersonBadge: UIView {
  let countLabel = PersonNameLabel(frame: CGRect(x: 6, y: 4, width: 32, height: 16))
  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(countLabel)
  }
  required init?(coder: NSCoder) { nil }
}

@MainActor enum PeopleTheme {
  static func apply() {
    PersonNameLabel.appearance().font = .preferredFont(forTextStyle: .headline)
    PersonNameLabel.appearance().textColor = .systemIndigo
    PersonNameLabel.appearance(whenContainedInInstancesOf: [PersonBadge.self]).font = .boldSystemFont(ofSize: 12)
    PersonRoleLabel.appearance().textColor = .secondaryLabel
    PersonBadge.appearance().backgroundColor = .systemYellow
  }
}

final class PersonCell: UICollectionViewCell {
  let nameLabel = PersonNameLabel(frame: CGRect(x: 16, y: 8, width: 280, height: 22))
  let roleLabel = PersonRoleLabel(frame: CGRect(x: 16, y: 32, width: 280, height: 20))
  let badge = PersonBadge(frame: CGRect(x: 330, y: 18, width: 44, height: 24))

  override init(frame: CGRect) {
    super.init(frame: frame)
    [nameLabel, roleLabel, badge].forEach(contentView.addSubview)
  }
  required init?(coder: NSCoder) { nil }
}

final class ThemedPeopleController: UIViewController, UICollectionViewDataSource {
  let people = [("Ada", "Engineer", 3), ("Grace", "Admiral", 12), ("Alan", "Mathematician", 1)]
  var collectionView: UICollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 60)
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(PersonCell.self, forCellWithReuseIdentifier: "person")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { people.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "person", for: indexPath) as! PersonCell
    let person = people[indexPath.item]
    cell.nameLabel.text = person.0
    cell.roleLabel.text = person.1
    cell.badge.countLabel.text = "\(person.2)"
    if person.0 == "Grace" { cell.nameLabel.textColor = .systemRed }
    return cell
  }
}

final class PersonRowCell: UITableViewCell {
  let nameLabel = PersonNameLabel(frame: CGRect(x: 16, y: 11, width: 280, height: 22))
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(nameLabel)
  }
  required init?(coder: NSCoder) { nil }
}

final class ThemedPeopleTableController: UIViewController, UITableViewDataSource {
  let names = ["Ada", "Grace"]
  var tableView: UITableView!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView = UITableView(frame: view.bounds, style: .plain)
    tableView.register(PersonRowCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! PersonRowCell
    cell.nameLabel.text = names[indexPath.row]
    return cell
  }
}

final class ThemedCollectionView: UICollectionView {}

/// A controller that themes its collection view's class as its view loads.
final class ThemedGridController: UIViewController, UICollectionViewDataSource {
  var collectionView: UICollectionView!

  override func viewDidLoad() {
    super.viewDidLoad()
    ThemedCollectionView.appearance().backgroundColor = .systemMint
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    collectionView = ThemedCollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}
