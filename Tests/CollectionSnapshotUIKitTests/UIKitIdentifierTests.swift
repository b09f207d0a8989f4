import CollectionSnapshot
import Foundation
import Testing
import UIKit

/// Items as apps often write them: enumerations whose cases carry a UUID.
enum CatalogItem: Hashable, Sendable {
  case product(id: UUID, name: String)
  case banner(id: UUID)
}

/// An identifiable product with a number for its identity.
struct NumberedProduct: Hashable, Sendable, Identifiable {
  let id: Int
  let name: String
}

/// An identifiable product whose identity is a UUID.
struct UUIDProduct: Hashable, Sendable, Identifiable {
  let id: UUID
  let name: String
}

/// Describes itself with a memory address, as object descriptions do.
struct AddressedItem: Hashable, Sendable, CustomStringConvertible {
  let address: String
  var description: String { "<Row: \(address)>" }
}

@MainActor @Suite("UIKit API: identifiers of screens made from UIKit values")
struct UIKitIdentifierTests {
  func catalog(_ ids: [UUID]) throws -> Screen {
    var snapshot = NSDiffableDataSourceSnapshot<Int, CatalogItem>()
    snapshot.appendSections([0])
    snapshot.appendItems([.banner(id: ids[0]), .product(id: ids[1], name: "Lamp"), .product(id: ids[2], name: "Desk lamp")])
    let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let rows = NSCollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
    return try Screen(device: specPhone, layout: UICollectionViewCompositionalLayout(section: rows), snapshot: snapshot) { _, _ in
      CellPlaceholder(kind: "Row")
    }
  }

  @Test("UUIDs are named by order of appearance, so new UUIDs every run give the same dump, and the dump says so")
  func uuids() throws {
    let first = try catalog([UUID(), UUID(), UUID()])
    let second = try catalog([UUID(), UUID(), UUID()])
    #expect(first.model.sections[0].items.map(\.id) == ["banner(id: <uuid-1>)", #"product(id: <uuid-2>, name: "Lamp")"#, #"product(id: <uuid-3>, name: "Desk lamp")"#])
    let dump = LayoutDump.text(first, layout: try first.computeLayout())
    #expect(dump == LayoutDump.text(second, layout: try second.computeLayout()))
    #expect(dump.contains(#"cell [0,1] Row id="product(id: <uuid-2>, name: \"Lamp\")" frame=(0, 44, 390, 44) z=0"#))
    #expect(dump.hasSuffix(
      "warning: identifiers: 3 item identifier(s) print a UUID or a memory address, which change every run: they are shown as <uuid-1>… numbered in order of appearance; pass itemIdentifier: to name items yourself\n"))
  }

  @Test("The same UUID is the same stand-in wherever it appears")
  func sameUUID() throws {
    let shared = UUID()
    var snapshot = NSDiffableDataSourceSnapshot<UUID, CatalogItem>()
    snapshot.appendSections([shared])
    snapshot.appendItems([.banner(id: UUID()), .banner(id: shared)])
    let screen = try Screen(layout: UICollectionViewFlowLayout(), snapshot: snapshot) { _, _ in CellPlaceholder() }
    #expect(screen.model.sections[0].id == "<uuid-1>")
    #expect(screen.model.sections[0].items.map(\.id) == ["banner(id: <uuid-2>)", "banner(id: <uuid-1>)"])
    #expect(screen.warnings.first?.message.hasPrefix("1 section identifier(s) and 2 item identifier(s) print") == true)
  }

  @Test("Identifiable items are named by their id when it prints the same every run, else by their description")
  func identifiable() throws {
    var numbered = NSDiffableDataSourceSnapshot<Int, NumberedProduct>()
    numbered.appendSections([0])
    numbered.appendItems([NumberedProduct(id: 7, name: "Chair"), NumberedProduct(id: 12, name: "Table")])
    let screen = try Screen(layout: UICollectionViewFlowLayout(), snapshot: numbered) { _, _ in CellPlaceholder() }
    #expect(screen.model.sections[0].items.map(\.id) == ["7", "12"])
    #expect(screen.warnings.isEmpty)

    var random = NSDiffableDataSourceSnapshot<Int, UUIDProduct>()
    random.appendSections([0])
    random.appendItems([UUIDProduct(id: UUID(), name: "Chair")])
    let described = try Screen(layout: UICollectionViewFlowLayout(), snapshot: random) { _, _ in CellPlaceholder() }
    #expect(described.model.sections[0].items.map(\.id) == [#"UUIDProduct(id: <uuid-1>, name: "Chair")"#])
  }

  @Test("Memory addresses are named by order of appearance too")
  func addresses() throws {
    var snapshot = NSDiffableDataSourceSnapshot<Int, AddressedItem>()
    snapshot.appendSections([0])
    snapshot.appendItems([AddressedItem(address: "0x600000c8c000"), AddressedItem(address: "0x00007f8b4c0a1e30")])
    let screen = try Screen(layout: UICollectionViewFlowLayout(), snapshot: snapshot) { _, _ in CellPlaceholder() }
    #expect(screen.model.sections[0].items.map(\.id) == ["<Row: <address-1>>", "<Row: <address-2>>"])
  }

  @Test("A test names items itself with itemIdentifier:; a name with a UUID, or an empty one, is an error")
  func chosen() throws {
    var snapshot = NSDiffableDataSourceSnapshot<Int, CatalogItem>()
    snapshot.appendSections([0])
    let lamp = UUID()
    snapshot.appendItems([.product(id: lamp, name: "Lamp"), .banner(id: UUID())])
    let name: (CatalogItem) -> String = { item in
      switch item {
      case .product(_, let name): return name
      case .banner: return "banner"
      }
    }
    let screen = try Screen(layout: UICollectionViewFlowLayout(), snapshot: snapshot, itemIdentifier: name) { _, _ in CellPlaceholder() }
    #expect(screen.model.sections[0].items.map(\.id) == ["Lamp", "banner"])
    #expect(screen.warnings.isEmpty)

    let error = #expect(throws: LayoutError.self) {
      try Screen(layout: UICollectionViewFlowLayout(), snapshot: snapshot, itemIdentifier: { "item-\($0.hashValue)-\(lamp.uuidString)" }) { _, _ in CellPlaceholder() }
    }
    #expect(error?.path == "sections[0].items[0].id")
    #expect(error?.reason.contains("which contains a UUID ('\(lamp.uuidString)'): it changes every run") == true)
    #expect(throws: LayoutError.self) { try Screen(layout: UICollectionViewFlowLayout(), snapshot: snapshot, itemIdentifier: { _ in "" }) { _, _ in CellPlaceholder() } }
  }

  @Test("What counts as changing every run: UUIDs of any case and addresses of six hexadecimal digits or more")
  func unstableText() throws {
    func names(_ texts: [String]) throws -> [String] {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(texts)
      return try Screen(layout: UICollectionViewFlowLayout(), snapshot: snapshot) { _, _ in CellPlaceholder() }.model.sections[0].items.map(\.id)
    }
    // The same UUID in capitals is the same UUID.
    #expect(try names(["id 3ed7520d-1c2b-4b8e-9f00-0123456789ab end", "x3ED7520D-1C2B-4B8E-9F00-0123456789AB"]) == ["id <uuid-1> end", "x<uuid-1>"])
    // Inside a longer run of hexadecimal digits it is no UUID; five digits are no address.
    #expect(try names(["13ED7520D-1C2B-4B8E-9F00-0123456789AB", "at 0x1234ab and 0x12345", #"plain (1, 2) "text""#]) == [
      "13ED7520D-1C2B-4B8E-9F00-0123456789AB", "at <address-1> and 0x12345", #"plain (1, 2) "text""#,
    ])
  }
}
