import CollectionSnapshotLinuxify
import Testing

/// Each rule of the transformation on a worked input, with the exact text of the copy. Lines
/// keep their places: a removed attribute leaves its spaces, a removed branch its empty lines.
@Suite("Linuxify: the transformation's rules")
struct LinuxifyTransformTests {
  func transform(_ files: [String: String]) -> Linuxify.Output {
    Linuxify.transform(files.keys.sorted().map { Linuxify.Input(path: $0, relativePath: $0, text: files[$0]!) })
  }

  func copy(_ text: String) -> String {
    transform(["A.swift": text]).files[0].text
  }

  @Test("Objective-C's attributes go; dynamic goes with @objc, and stays alone")
  func attributes() {
    let input = """
      struct S {
        @IBOutlet weak var label: UILabel!
        @IBAction func tap(_ sender: Any) {}
        @objc(renamed:) func f(_ x: Int) {}
        @nonobjc func g() {}
        @objc dynamic var count = 0
        dynamic var plain = 0
      }
      @objcMembers @IBDesignable final class K {}
      @objc enum Mode: Int { case a }
      """
    let expected = """
      struct S {
         weak var label: UILabel!
         func tap(_ sender: Any) {}
         func f(_ x: Int) {}
         func g() {}
          var count = 0
        dynamic var plain = 0
      }
        final class K {}
       enum Mode: Int { case a }
      """
    #expect(copy(input) == expected)
  }

  @Test("#selector becomes the Selector Objective-C names: labels, @objc(name), getters and setters")
  func selectors() {
    let input = """
      class V: UIViewController {
        @objc func tap(_ sender: UIButton, forEvent event: UIEvent) {}
        @objc(customShare:) func share(_ sender: Any) {}
        @objc var title2: String = ""
        func wire() {
          _ = #selector(tap(_:forEvent:))
          _ = #selector(V.share(_:))
          _ = #selector(share)
          _ = #selector(getter: V.title2)
          _ = #selector(setter: V.title2)
          _ = #selector(UIView.init(frame:))
          _ = #selector(self.move(to:))
        }
      }
      """
    let lines = copy(input).split(separator: "\n").map { $0.trimmingPrefixSpaces }
    // tap(_:forEvent:): "tap:" + "forEvent:"; share carries @objc(customShare:), by name or
    // with its labels; a property's getter is its name, its setter "set" + Title2 + ":";
    // init(frame:) is "initWithFrame:"; move(to:) is "moveTo:" (to is a preposition).
    #expect(
      lines[5...11] == [
        #"_ = Selector("tap:forEvent:")"#, #"_ = Selector("customShare:")"#, #"_ = Selector("customShare:")"#, #"_ = Selector("title2")"#,
        #"_ = Selector("setTitle2:")"#, #"_ = Selector("initWithFrame:")"#, #"_ = Selector("moveTo:")"#,
      ])
  }

  @Test("#keyPath becomes its string, without a leading type")
  func keyPaths() {
    #expect(copy("let a = #keyPath(Person.friend.name)\nlet b = #keyPath(layer.cornerRadius)") == "let a = \"friend.name\"\nlet b = \"layer.cornerRadius\"")
  }

  @Test("Imports: UIKit's submodules and single declarations import the module; Apple's logging modules are CollectionSnapshotOS")
  func imports() {
    let input = "import UIKit.UIGeometry\nimport class UIKit.UIView\nimport os\nimport os.log\n@preconcurrency import OSLog\nimport Foundation"
    // A module named `os` would be taken for Darwin's by packages that check canImport(os)
    // (swift-argument-parser), so the logging API has a name of its own.
    let expected = "import UIKit\nimport UIKit\nimport CollectionSnapshotOS\nimport CollectionSnapshotOS\n@preconcurrency import CollectionSnapshotOS\nimport Foundation"
    #expect(copy(input) == expected)
    #expect(copy("#if canImport(os)\nlet a = 1\n#endif") == "\nlet a = 1\n")
  }

  @Test("#if is decided as on an iPhone; unknown conditions are left to the compiler")
  func conditions() {
    let input = """
      #if os(iOS)
      let a = 1
      #else
      let a = 2
      #endif
      #if canImport(AppKit)
      let b = 1
      #elseif targetEnvironment(simulator)
      let b = 2
      #else
      let b = 3
      #endif
      #if DEBUG && os(iOS)
      let c = 1
      #endif
      """
    // Fifteen lines in, fifteen out: the directives and the other branches leave empty lines.
    let expected = "\nlet a = 1\n" + String(repeating: "\n", count: 8) + "let b = 3\n\n#if DEBUG && true\nlet c = 1\n#endif"
    #expect(copy(input) == expected)
  }

  @Test("An @objc protocol becomes class-bound")
  func protocols() {
    #expect(copy("@objc protocol D { func f() }\n@objc protocol E: NSObjectProtocol {}") == " protocol D: AnyObject { func f() }\n protocol E: AnyObject, NSObjectProtocol {}")
  }

  @Test("An override in an extension is forwarded from its class, or moved when it cannot be; one on another module's class is an error")
  func overrides() {
    let output = transform([
      "A.swift": "class Cell: UICollectionViewCell {\n  let x = 1\n}\n",
      "B.swift": """
        public extension Cell {
          override func apply(_ attributes: UICollectionViewLayoutAttributes) {
            super.apply(attributes)
          }
          override var isSelected: Bool {
            didSet { print(isSelected) }
          }
        }
        extension UIViewController {
          override func viewWillAppear(_ animated: Bool) {}
        }

        """,
    ])
    // The method stays on its lines, renamed; the class's closing line gets the override that
    // calls it, public as the extension is. The observer cannot be forwarded: it moves, between
    // directives that keep both files' line numbers.
    #expect(
      output.files[0].text
        == "class Cell: UICollectionViewCell {\n  let x = 1\n\n#sourceLocation(file: \"B.swift\", line: 5)\noverride var isSelected: Bool {\n    didSet { print(isSelected) }\n  }\n#sourceLocation(file: \"A.swift\", line: 3)\npublic override func apply(_ attributes: UICollectionViewLayoutAttributes) { __linuxify_apply(attributes) }; }\n"
    )
    #expect(
      output.files[1].text
        == "public extension Cell {\n   func __linuxify_apply(_ attributes: UICollectionViewLayoutAttributes) {\n    super.apply(attributes)\n  }\n  \n\n\n}\nextension UIViewController {\n  override func viewWillAppear(_ animated: Bool) {}\n}\n"
    )
    #expect(
      output.errors == [
        "B.swift:10: error: cannot move 'override func viewWillAppear(_:)' into UIViewController: the class is not declared in this target (Swift on Linux cannot override in an extension; declare the override in a subclass of your own)"
      ])
  }

  @Test("A class's table: methods by selector with their arguments, outlets, keys; a root class declares it and conforms")
  func tables() {
    let input = """
      class Model: NSObject {
        @objc func reload() {}
      }
      class Cell: UICollectionViewCell {
        @IBOutlet var label: UILabel!
        @objc func tap(_ sender: UIButton) {}
      }
      """
    let lines = copy(input).split(separator: "\n", omittingEmptySubsequences: false)
    // Seven lines, then the conformance after an empty line.
    #expect(lines.count == 10)
    #expect(
      lines[2]
        == #"nonisolated class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self), methods: ["reload": _ObjCMethod(0) { @MainActor object, first, second in _objcResult((object as! Model).reload()) }]) }; }"#
    )
    #expect(lines[6].hasPrefix(#"nonisolated override class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self), superclass: super._objcTable, methods: ["label": "#))
    #expect(lines[6].contains(#""tap:": _ObjCMethod(1) { @MainActor object, first, second in _objcResult(try (object as! Cell).tap(_objcArgument(first, as: (UIButton).self, "tap:"))) }"#))
    #expect(lines[6].contains(#"outlets: ["label": { @MainActor object, value in (object as! Cell).label = try _objcOutlet(value, as: (UILabel?).self, "label") }]"#))
    #expect(lines[8] == "extension Model: _ObjCClassTableProviding {}")
  }
}

extension Substring {
  fileprivate var trimmingPrefixSpaces: String { String(drop { $0 == " " }) }
}
