import Foundation
import Testing
@testable import UIKit

/// A xib made of `objects` (the XML of its top-level objects), as a nib from data.
@MainActor
func nib(_ objects: String, type: String = IBDocument.xibType) -> UINib {
  UINib(
    data: Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="\(type)" version="3.0" targetRuntime="iOS.CocoaTouch">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
      \(objects)
          </objects>
      </document>
      """.utf8), bundle: nil)
}

/// What instantiating a nib raises.
@MainActor
func raised(by nib: UINib) -> UIKitException? {
  raisedByNibLoading { _ = nib.instantiate(withOwner: nil, options: nil) }
}

@MainActor @Suite("Nibs and storyboards: UIKit's exceptions, and clear errors for damaged files")
struct NibErrorTests {
  @Test("A nib the app does not ship, and a compiled nib, which cannot be read")
  func missingAndCompiled() {
    let missing = raised(by: UINib(nibName: "Basket", bundle: .module))
    #expect(missing?.reason.hasPrefix("Could not load NIB in bundle: 'NSBundle <") == true)
    #expect(missing?.reason.contains("with name 'Basket' (no Basket.xib in CollectionSnapshot_CollectionSnapshotUIKitTests.resources") == true)
    let compiled = raised(by: UINib(nibName: "Legacy", bundle: .module))
    #expect(compiled?.reason.contains("with name 'Legacy' (Legacy.nib is a compiled nib, which cannot be read on Linux: ship the Legacy.xib source as a resource instead)") == true)
  }

  @Test("An outlet, outlet collection or runtime attribute the class lacks is Foundation's key-value coding exception")
  func undefinedKeys() {
    let outlet = raised(
      by: nib(
        """
        <collectionViewCell id="c" customClass="ProductCell" customModule="CollectionSnapshotUIKitTests">
            <connections><outlet property="stockLabel" destination="c" id="o"/></connections>
        </collectionViewCell>
        """))
    #expect(outlet?.name == "NSUnknownKeyException")
    #expect(outlet?.reason == "[<CollectionSnapshotUIKitTests.ProductCell CollectionSnapshotUIKitTests.ProductCell> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key stockLabel.")
    let attribute = raised(
      by: nib(
        """
        <view id="v">
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="4"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </view>
        """))
    #expect(attribute?.reason == "[<UIView UIView> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key cornerRadius.")
  }

  @Test("A class no module has is UIKit's logged \"Unknown class\", and the element's UIKit class is made instead")
  func unknownClass() throws {
    var objects: [Any] = []
    let exception = raisedByNibLoading {
      objects = nib(#"<collectionViewCell id="c" customClass="GoneCell" customModule="ShopApp" customModuleProvider="target"/>"#).instantiate(withOwner: nil)
    }
    #expect(exception?.name == UIKitException.loggedError)
    #expect(exception?.reason == "Unknown class _TtC7ShopApp8GoneCell in Interface Builder file.")
    #expect(exception?.origin.contains("(data).xib:5: <collectionViewCell customClass=\"GoneCell\">: no class GoneCell in module ShopApp") == true)
    #expect(objects.count == 1 && type(of: objects[0] as AnyObject) == UICollectionViewCell.self)
  }

  @Test("A nib registered for cells must hold one cell")
  func invalidRegisteredNib() {
    let exception = raisedByNibLoading {
      let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      collectionView.register(nib(#"<view id="v"/>"#), forCellWithReuseIdentifier: "cell")
      _ = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: Foundation.IndexPath(item: 0, section: 0))
    }
    #expect(exception?.reason == "invalid nib registered for identifier (cell) - nib must contain exactly one top level object which must be a UICollectionViewCell instance")
  }

  @Test(
    "A damaged file is an error naming the file and line",
    arguments: [
      (#"<view id="v">"#, "(data).xib:6: the end tag </objects> does not close <view> (line 5)"),
      (#"<view id="v"><subviews><label id="l" text="unfinished"#, "(data).xib:6: '<' in the value of the attribute 'text' of <label>"),
      (#"<view id="v"></label>"#, "(data).xib:5: the end tag </label> does not close <view> (line 5)"),
      (#"<label id="l" text="a &nbsp; b"/>"#, "(data).xib:5: the entity reference '&nbsp;' is not one XML defines"),
      (#"<view id="v"><rect key="frame" width="1e999" height="2"/></view>"#, "(data).xib:5: the attribute 'width' of <rect> is not a finite number: '1e999'"),
      (#"<view id="v"/><view id="v"/>"#, "(data).xib:5: the id 'v' is used twice (also by <view> on line 5)"),
      (
        #"<view id="v"><constraints><constraint firstItem="nope" firstAttribute="top" id="c"/></constraints></view>"#,
        "(data).xib:5: <constraint> refers to the id 'nope', which no object in the file has"
      ),
      (#"<view id="v" alpha="half"/>"#, "(data).xib:5: the attribute 'alpha' of <view> is not a finite number: 'half'"),
      (#"<label id="l" numberOfLines="99999999999999999999"/>"#, "(data).xib:5: the attribute 'numberOfLines' of <label> is not an integer: '99999999999999999999'"),
      (#"<view id="v" contentMode="sideways"/>"#, "(data).xib:5: the attribute 'contentMode' of <view> is 'sideways', not one of scaleToFill"),
    ])
  func damaged(objects: String, message: String) {
    let exception = raised(by: nib(objects))
    #expect(exception?.name == "NSInvalidUnarchiveOperationException")
    #expect(exception?.reason.hasPrefix("Could not read the Interface Builder file \(message)") == true, "\(exception?.reason ?? "nothing raised")")
  }

  @Test("Files that are not iOS Interface Builder documents, and nesting deeper than the reader takes")
  func notDocuments() {
    #expect(raised(by: nib("", type: "com.apple.InterfaceBuilder3.Cocoa.XIB"))?.reason.contains("only iOS nibs") == true)
    let deep = String(repeating: "<view>", count: 300) + String(repeating: "</view>", count: 300)
    #expect(raised(by: nib(deep))?.reason.contains("elements nest deeper than 256 levels") == true)
    // The deepest file read — 125 views each in the last one's <subviews>, 253 levels with the
    // document and its objects — is made without exhausting the stack.
    let deepest = nib(String(repeating: "<view><subviews>", count: 125) + String(repeating: "</subviews></view>", count: 125))
    var made: [Any] = []
    #expect(raisedByNibLoading { made = deepest.instantiate(withOwner: nil) } == nil)
    var depth = 0
    var view = made.first as? UIView
    while let next = view?.subviews.first {
      depth += 1
      view = next
    }
    #expect(depth == 124)
    let notXML = UINib(data: Data([0xFF, 0xFE, 0x00, 0x3C]), bundle: nil)
    #expect(raised(by: notXML)?.reason == "Could not read the Interface Builder file (data).xib:1: the file is not UTF-8 text")
  }

  @Test("Hostile files never crash: every prefix of a real xib, and bytes changed through it, load or raise")
  func fuzz() throws {
    let url = try #require(Bundle.module.url(forResource: "ProductCell", withExtension: "xib"))
    // The class's module as this test target names it (a nib from data has no bundle to find
    // it through).
    let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\"ShopApp\"", with: "\"CollectionSnapshotUIKitTests\"")
    let bytes = Array(text.utf8)
    var outcomes = (loaded: 0, raised: 0)
    func attempt(_ data: [UInt8]) {
      var objects: [Any] = []
      let exception = raisedByNibLoading { objects = UINib(data: Data(data), bundle: nil).instantiate(withOwner: nil) }
      if exception == nil && objects.count == 1 { outcomes.loaded += 1 } else { outcomes.raised += 1 }
    }
    for length in stride(from: 0, to: bytes.count, by: 61) { attempt(Array(bytes[..<length])) }
    // A fixed sequence of positions and replacement characters (a linear congruential
    // generator with a constant seed), so every run tries the same files.
    var state: UInt64 = 0x2545_F491
    let replacements = Array("<>/\"=& 9-eZ".utf8)
    for _ in 0..<300 {
      var changed = bytes
      for _ in 0..<3 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        changed[Int(state >> 33) % changed.count] = replacements[Int(state >> 20) % replacements.count]
      }
      attempt(changed)
    }
    #expect(outcomes.loaded + outcomes.raised == (bytes.count + 60) / 61 + 300)
    #expect(outcomes.loaded > 0 && outcomes.raised > 0)
  }
}

/// A controller whose view fails to load as a refused Interface Builder file fails it, and whose
/// `viewDidLoad` needs the outlet that file would have connected.
@MainActor
private final class RefusedNibController: UIViewController {
  var label: UILabel!
  var loadedText: String?

  override func loadView() {
    super.loadView()
    UIKitExceptionRecorder.raise(UIKitException(name: "NSInvalidUnarchiveOperationException", reason: "Could not read the Interface Builder file", origin: "UIViewController.loadView()"))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    loadedText = label.text
  }
}

@MainActor @Suite("Nib errors: a view that fails to load")
struct ViewLoadingExceptionTests {
  @Test("An exception while the view loads ends the app before viewDidLoad, as on iOS; a logged error does not")
  func exceptionSkipsViewDidLoad() {
    let controller = RefusedNibController()
    let raised = raisedByNibLoading { _ = controller.view }
    #expect(raised?.name == "NSInvalidUnarchiveOperationException")
    #expect(controller.isViewLoaded && controller.loadedText == nil)
    // A logged error ("Unknown class") lets the app go on: viewDidLoad runs.
    final class LoggedController: UIViewController {
      var didLoad = false
      override func loadView() {
        super.loadView()
        UIKitExceptionRecorder.raise(UIKitException(name: UIKitException.loggedError, reason: "Unknown class X in Interface Builder file.", origin: "UINib"))
      }
      override func viewDidLoad() { didLoad = true }
    }
    let logged = LoggedController()
    _ = raisedByNibLoading { _ = logged.view }
    #expect(logged.didLoad)
  }
}
