import Foundation
import Testing
import UIKit

/// Cells and controllers of every initializer shape compile unchanged (CellInitializerShapes.swift)
/// and are made as UIKit makes them: a registered class by its `init(frame:)` (a table's cell by
/// `init(style:reuseIdentifier:)`, its header by `init(reuseIdentifier:)`), an object from a nib
/// by its `init?(coder:)` and `awakeFromNib()`, a controller through `init()` by its
/// `init(nibName:bundle:)`.
@MainActor @Suite struct CellInitializerShapesTests {
  func collectionView() -> UICollectionView {
    UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
  }

  @Test func registeredClassesAreMadeByTheirInitFrame() throws {
    let collectionView = collectionView()
    collectionView.register(CodeCell.self, forCellWithReuseIdentifier: "code")
    collectionView.register(BadgedCodeCell.self, forCellWithReuseIdentifier: "badged")
    collectionView.register(PlainCell.self, forCellWithReuseIdentifier: "plain")
    let index = IndexPath(item: 0, section: 0)
    let code = try #require(collectionView.dequeueReusableCell(withReuseIdentifier: "code", for: index) as? CodeCell)
    #expect(code.titleLabel.text == "init(frame:)")
    let badged = try #require(collectionView.dequeueReusableCell(withReuseIdentifier: "badged", for: index) as? BadgedCodeCell)
    #expect(badged.titleLabel.text == "init(frame:)", "the inherited init(frame:) of its superclass")
    let plain = collectionView.dequeueReusableCell(withReuseIdentifier: "plain", for: index)
    #expect(type(of: plain) == PlainCell.self)
    #expect(plain.contentView.superview === plain)
  }

  @Test func aGenericBaseCellsRegistrationMakesItsSubclass() throws {
    let collectionView = collectionView()
    let registration = UICollectionView.CellRegistration<HeadlineCell, String> { cell, _, headline in cell.model = headline }
    let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0), item: "Labs open")
    #expect(cell.madeBy == "ModelCell.init(frame:)")
    #expect(cell.model == "Labs open")
  }

  @Test func aCellWithOnlyInitCoderComesFromItsNib() throws {
    let nib = UINib(data: Data(Self.storyboardCellXib.utf8), bundle: nil)
    let collectionView = collectionView()
    collectionView.register(nib, forCellWithReuseIdentifier: "story")
    let cell = try #require(
      try UIKitException.catching { collectionView.dequeueReusableCell(withReuseIdentifier: "story", for: IndexPath(item: 0, section: 0)) } as? StoryboardCell)
    #expect(cell.madeBy == "init(coder:)")
    #expect(cell.awoke)
  }

  @Test func tableCellsAndHeadersAreMadeByTheirOwnInitializers() throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    tableView.register(SubtitleCell.self, forCellReuseIdentifier: "subtitle")
    tableView.register(PlainTableCell.self, forCellReuseIdentifier: "plain")
    tableView.register(TitledHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    let subtitle = try #require(tableView.dequeueReusableCell(withIdentifier: "subtitle") as? SubtitleCell)
    #expect(subtitle.textLabel?.text == "init(style:reuseIdentifier:)")
    #expect(subtitle.reuseIdentifier == "subtitle")
    #expect(tableView.dequeueReusableCell(withIdentifier: "plain") is PlainTableCell)
    let header = try #require(tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? TitledHeader)
    #expect(header.textLabel?.text == "init(reuseIdentifier:)")
  }

  @Test func aControllerMadeByInitRunsItsInitNibName() throws {
    let nibNamed = NibNamedController()
    #expect(nibNamed.title == "init(nibName:bundle:)")
    #expect(nibNamed.nibName == "NibNamed")
    let classes: [UIViewController.Type] = [PlainController.self]
    #expect(type(of: classes[0].init()) == PlainController.self, "its class, through a metatype typed as UIKit's")
    #expect(ItemController(item: "a").item == "a")
  }

  /// A xib holding one `StoryboardCell`.
  static let storyboardCellXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <collectionViewCell opaque="NO" contentMode="center" id="cel-01" customClass="StoryboardCell" customModule="UIKitSourceCompatibilityTests" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                <collectionViewCellContentView key="contentView" opaque="NO" contentMode="center" id="cnt-01">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                </collectionViewCellContentView>
            </collectionViewCell>
        </objects>
    </document>
    """
}
