import Foundation
@testable import UIKit

// The app classes the test nibs and storyboard name (`customModule="ShopApp"`, the app target's
// name in Xcode: here they are found through the test target's resource bundle). Their outlets,
// actions and keys are reached through their Objective-C tables, written here as
// collection-snapshot-linuxify writes them into a Linux copy.

/// The product cell of `ProductCell.xib`, recording when it was woken and what was connected
/// by then.
final class ProductCell: UICollectionViewCell {
  var nameLabel: UILabel!
  var priceLabel: UILabel!
  var photoView: UIImageView!
  var labels: [UILabel] = []
  var badge: String?
  /// What `init(coder:)` saw after `super.init(coder:)`: the content view's subviews.
  var subviewsAtInit = 0
  /// Whether the outlets were connected when `awakeFromNib()` ran, and how often it ran.
  var outletsAtAwake: Bool?
  var awakeCount = 0
  /// Actions received.
  var added: [String] = []

  override init(frame: CGRect) { super.init(frame: frame) }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    subviewsAtInit = contentView.subviews.count
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    awakeCount += 1
    outletsAtAwake = nameLabel != nil && priceLabel != nil && photoView != nil && labels.count == 2 && badge == "New"
  }

  func add(_ sender: Any?) { added.append("add:") }

  nonisolated override class var _objcTable: _ObjCClassTable {
    _ObjCClassTable(
      _ObjCClassTable.name(of: self), superclass: super._objcTable,
      methods: ["add:": _ObjCMethod(1) { @MainActor object, first, _ in _objcResult((object as! ProductCell).add(first)) }],
      outlets: [
        "nameLabel": { @MainActor object, value in (object as! ProductCell).nameLabel = try _objcOutlet(value, as: (UILabel?).self, "nameLabel") },
        "priceLabel": { @MainActor object, value in (object as! ProductCell).priceLabel = try _objcOutlet(value, as: (UILabel?).self, "priceLabel") },
        "photoView": { @MainActor object, value in (object as! ProductCell).photoView = try _objcOutlet(value, as: (UIImageView?).self, "photoView") },
      ],
      outletCollections: ["labels": { @MainActor object, values in (object as! ProductCell).labels = try _objcOutletCollection(values, as: [UILabel].self, "labels") }],
      properties: [
        "badge": _ObjCProperty(
          get: { @MainActor object in (object as! ProductCell).badge }, set: { @MainActor object, value in (object as! ProductCell).badge = try _objcValue(value, as: (String?).self, "badge") })
      ])
  }
}

/// The storyboard's prototype cell.
final class TileCell: UICollectionViewCell {
  var titleLabel: UILabel!

  // A cell class needs `init(frame:)` here (the module makes registered classes through a
  // required initializer of its own, which a class declaring only `init?(coder:)` loses).
  override init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { super.init(coder: coder) }

  nonisolated override class var _objcTable: _ObjCClassTable {
    _ObjCClassTable(
      _ObjCClassTable.name(of: self), superclass: super._objcTable,
      outlets: ["titleLabel": { @MainActor object, value in (object as! TileCell).titleLabel = try _objcOutlet(value, as: (UILabel?).self, "titleLabel") }])
  }
}

/// The storyboard's collection view controller: products in its prototype cells.
final class ShopViewController: UICollectionViewController {
  var products = ["Lamp", "Chair", "Rug", "Desk", "Shelf"]
  var woken = false
  var prepared: [String] = []
  let note: String

  required init?(coder: NSCoder) {
    note = "storyboard"
    super.init(coder: coder)
  }

  init?(coder: NSCoder, note: String) {
    self.note = note
    super.init(coder: coder)
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    woken = true
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { products.count }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
    cell.titleLabel.text = products[indexPath.item]
    return cell
  }

  override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: Foundation.IndexPath) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    prepared.append("\(segue.identifier ?? "") → \(type(of: segue.destination))")
  }
}

/// The storyboard's detail scene.
final class DetailViewController: UIViewController {
  var titleLabel: UILabel!
  var prepared: [UIViewController] = []

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared.append(segue.destination) }

  nonisolated override class var _objcTable: _ObjCClassTable {
    _ObjCClassTable(
      _ObjCClassTable.name(of: self), superclass: super._objcTable,
      outlets: ["titleLabel": { @MainActor object, value in (object as! DetailViewController).titleLabel = try _objcOutlet(value, as: (UILabel?).self, "titleLabel") }])
  }
}

/// Products whose cells come from `ProductCell.xib`, registered as the app registers them.
final class NibShopController: UICollectionViewController {
  enum Registration { case nib, cellRegistration }
  let registration: Registration
  private var cellRegistration: UICollectionView.CellRegistration<ProductCell, String>?

  init(_ registration: Registration) {
    self.registration = registration
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 160, height: 220)
    layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let nib = UINib(nibName: "ProductCell", bundle: .module)
    switch registration {
    case .nib: collectionView.register(nib, forCellWithReuseIdentifier: "product")
    case .cellRegistration:
      cellRegistration = UICollectionView.CellRegistration(cellNib: nib) { cell, _, name in cell.nameLabel.text = name }
    }
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
    let name = ["Lamp", "Chair", "Rug", "Desk"][indexPath.item]
    if let cellRegistration { return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: name) }
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "product", for: indexPath) as! ProductCell
    cell.nameLabel.text = name
    cell.priceLabel.text = ["$20", "$80", "$45", "$120"][indexPath.item]
    return cell
  }
}

/// The order views are woken in, across the test's loading.
@MainActor var awakeLog: [String] = []

/// A view that logs when it wakes.
final class AwakeLoggingView: UIView {
  override func awakeFromNib() {
    super.awakeFromNib()
    awakeLog.append("view tag \(tag)")
  }
}

/// A label that reads its text from the coder itself, as some app classes do, and logs when it
/// wakes.
final class AwakeLoggingLabel: UILabel {
  var codedText: String?
  var codedHasFont = false

  override init(frame: CGRect) { super.init(frame: frame) }

  required init?(coder: NSCoder) {
    codedText = coder.decodeObject(forKey: "text") as? String
    codedHasFont = coder.decodeObject(forKey: "fontDescription") is UIFont && coder.containsValue(forKey: "fontDescription")
    super.init(coder: coder)
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    awakeLog.append("label \(text ?? "")")
  }
}

/// A view controller whose view is in `ProfileViewController.xib`, found by its class's name.
final class ProfileViewController: UIViewController {
  var nameLabel: UILabel!
  var edits = 0

  init() { super.init(nibName: nil, bundle: .module) }
  required init?(coder: NSCoder) { super.init(coder: coder) }

  func edit(_ sender: Any?) { edits += 1 }

  nonisolated override class var _objcTable: _ObjCClassTable {
    _ObjCClassTable(
      _ObjCClassTable.name(of: self), superclass: super._objcTable,
      methods: ["edit:": _ObjCMethod(1) { @MainActor object, first, _ in _objcResult((object as! ProfileViewController).edit(first)) }],
      outlets: ["nameLabel": { @MainActor object, value in (object as! ProfileViewController).nameLabel = try _objcOutlet(value, as: (UILabel?).self, "nameLabel") }])
  }
}

/// An app's layout class a storyboard's collection view names.
final class StoryLayout: UICollectionViewFlowLayout {
  var decoded = false

  override init() { super.init() }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    decoded = true
  }
}

/// The storyboard's table view controller: settings in its prototype cells.
final class WirelessSettingsController: UITableViewController {
  let settings = [("Wi-Fi", "Home"), ("Bluetooth", "On")]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { settings.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
    cell.textLabel?.text = settings[indexPath.row].0
    cell.detailTextLabel?.text = settings[indexPath.row].1
    return cell
  }
}

/// The storyboard's table of static cells, as apps build settings screens: the file's sections
/// and cells, an outlet to a switch in one of them, and a cell the controller adjusts after
/// asking `super` for it.
final class StaticSettingsController: UITableViewController {
  var airplaneSwitch: UISwitch?
  var airplaneLabel: UILabel?

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: Foundation.IndexPath) -> UITableViewCell {
    let cell = super.tableView(tableView, cellForRowAt: indexPath)
    if indexPath == Foundation.IndexPath(row: 0, section: 0) { cell.textLabel?.text = "Wi-Fi: Home" }
    return cell
  }

  nonisolated override class var _objcTable: _ObjCClassTable {
    _ObjCClassTable(
      _ObjCClassTable.name(of: self), superclass: super._objcTable,
      outlets: [
        "airplaneSwitch": { @MainActor object, value in (object as! StaticSettingsController).airplaneSwitch = try _objcOutlet(value, as: (UISwitch?).self, "airplaneSwitch") },
        "airplaneLabel": { @MainActor object, value in (object as! StaticSettingsController).airplaneLabel = try _objcOutlet(value, as: (UILabel?).self, "airplaneLabel") },
      ])
  }
}
