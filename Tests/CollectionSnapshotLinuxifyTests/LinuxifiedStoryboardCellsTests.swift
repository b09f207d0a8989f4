import CollectionSnapshotLinuxify
import Foundation
import Testing
import UIKit

/// Cells and controllers with only `init?(coder:)` (Fixtures/StoryboardCells.swift.txt, copied
/// in Linuxified/StoryboardCells.swift) compile, come from their nibs, and made through their
/// class by UIKit's initializer are UIKit's "Use of unimplemented initializer", raised, not a
/// trap; their neighbours with the initializer are made by it.
@MainActor @Suite("Linuxify: storyboard and xib classes without UIKit's initializer")
struct LinuxifiedStoryboardCellsTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  @Test("The compiled copy is what the tool writes for the fixture")
  func copyIsCurrent() throws {
    let original = try String(contentsOf: Self.folder.appendingPathComponent("Fixtures/StoryboardCells.swift.txt"), encoding: .utf8)
    let copy = try String(contentsOf: Self.folder.appendingPathComponent("Linuxified/StoryboardCells.swift"), encoding: .utf8)
    let output = Linuxify.transform([Linuxify.Input(path: "StoryboardCells.swift", relativePath: "StoryboardCells.swift", text: original)])
    #expect(output.errors.isEmpty)
    #expect(output.files.first?.text == copy, "regenerate with: collection-snapshot-linuxify on a copy of Fixtures/StoryboardCells.swift.txt named .swift")
    // Only the classes without the initializer UIKit calls say so (`CaptionCell` has
    // `init(frame:)`, `ValueRowCell` `init(style:reuseIdentifier:)`, `DetailSceneController`
    // `init(nibName:bundle:)`; `FeaturedStoryCell` inherits its superclass's lack).
    let lacking = copy.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { $0.element.contains("_objcLacksUIKitInitializer: Bool { true }") }
      .map { $0.offset + 1 }
    // The closing braces of StoryCell, BaseStoryCell, FeaturedStoryCell, PrototypeRowCell and
    // SceneController, as the fixture numbers its lines.
    #expect(lacking == [17, 29, 33, 38, 50])
  }

  func collectionView() -> UICollectionView {
    UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
  }

  @Test("A registered class with only init?(coder:) is UIKit's unimplemented initializer, raised; one with init(frame:) is made by it")
  func registeredClass() throws {
    let collectionView = collectionView()
    collectionView.register(StoryCell.self, forCellWithReuseIdentifier: "story")
    collectionView.register(FeaturedStoryCell.self, forCellWithReuseIdentifier: "featured")
    collectionView.register(CaptionCell.self, forCellWithReuseIdentifier: "caption")
    let index = IndexPath(item: 0, section: 0)
    #expect(throws: UIKitException(
      name: UIKitException.fatalError, reason: "Use of unimplemented initializer 'init(frame:)' for class 'CollectionSnapshotLinuxifyTests.StoryCell'",
      origin: "the Objective-C runtime making a CollectionSnapshotLinuxifyTests.StoryCell through its class")) {
      try UIKitException.catching {
        // The app's code after the dequeue goes on with a cell of its class (made by its
        // init?(coder:) with an empty coder): its cast does not trap.
        let cell = try #require(collectionView.dequeueReusableCell(withReuseIdentifier: "story", for: index) as? StoryCell)
        #expect(cell.madeBy == "init(coder:)" && cell.headlineLabel == nil)
      }
    }
    #expect(throws: UIKitException.self) {
      try UIKitException.catching { collectionView.dequeueReusableCell(withReuseIdentifier: "featured", for: index) }
    }
    let caption = try UIKitException.catching { collectionView.dequeueReusableCell(withReuseIdentifier: "caption", for: index) }
    #expect(caption is CaptionCell)
  }

  @Test("A cell with only init?(coder:) comes from its nib: init?(coder:), outlets, awakeFromNib")
  func fromNib() throws {
    let nib = UINib(data: Data(Self.storyCellXib.utf8), bundle: nil)
    let collectionView = collectionView()
    collectionView.register(nib, forCellWithReuseIdentifier: "story")
    let cell = try #require(try UIKitException.catching { collectionView.dequeueReusableCell(withReuseIdentifier: "story", for: IndexPath(item: 0, section: 0)) } as? StoryCell)
    #expect(cell.madeBy == "init(coder:)")
    #expect(cell.headlineLabel?.text == "awake")
  }

  @Test("A table cell without init(style:reuseIdentifier:) and a controller without init(nibName:bundle:) are raised too")
  func tableCellAndController() throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    tableView.register(PrototypeRowCell.self, forCellReuseIdentifier: "row")
    tableView.register(ValueRowCell.self, forCellReuseIdentifier: "value")
    #expect(throws: UIKitException.self) { try UIKitException.catching { tableView.dequeueReusableCell(withIdentifier: "row") } }
    do {
      _ = try UIKitException.catching { tableView.dequeueReusableCell(withIdentifier: "row") }
    } catch let exception as UIKitException {
      #expect(exception.description.hasPrefix(
        "Fatal error: Use of unimplemented initializer 'init(style:reuseIdentifier:)' for class 'CollectionSnapshotLinuxifyTests.PrototypeRowCell'"))
    }
    let value = try UIKitException.catching { tableView.dequeueReusableCell(withIdentifier: "value") }
    #expect(value is ValueRowCell)
    #expect(throws: UIKitException.self) { try UIKitException.catching { SceneController() } }
    let detail = try UIKitException.catching { DetailSceneController() }
    #expect(detail.title == "Detail")
  }

  /// A xib holding one `StoryCell` with its label outlet.
  static let storyCellXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <collectionViewCell opaque="NO" contentMode="center" id="cel-01" customClass="StoryCell" customModule="CollectionSnapshotLinuxifyTests" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                <collectionViewCellContentView key="contentView" opaque="NO" contentMode="center" id="cnt-01">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                    <subviews>
                        <label opaque="NO" text="Headline" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01">
                            <rect key="frame" x="8" y="8" width="184" height="21"/>
                        </label>
                    </subviews>
                </collectionViewCellContentView>
                <connections>
                    <outlet property="headlineLabel" destination="lbl-01" id="out-01"/>
                </connections>
            </collectionViewCell>
        </objects>
    </document>
    """
}
