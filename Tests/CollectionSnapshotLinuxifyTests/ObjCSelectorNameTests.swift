import CollectionSnapshotLinuxify
import Testing

/// Swift's names for `@objc` methods, as "Using Swift with Cocoa and Objective-C" documents them
/// and the compiler computes them (`AbstractFunctionDecl::getObjCSelector`; prepositions from
/// `PartsOfSpeech.def`). Each expectation is derived from the rule in its comment.
@Suite("Linuxify: Objective-C selector names")
struct ObjCSelectorNameTests {
  @Test("A method without parameters is its base name")
  func noParameters() {
    // `func refresh()` → `refresh` (no parameter, no colon).
    #expect(ObjCSelectorName.method("refresh", labels: []) == "refresh")
  }

  @Test("Unlabelled parameters are empty pieces after the base name")
  func unlabelled() {
    // `buy(_:)` → `buy:`; `method(_:with:)` → `method:` + `with:`; `foo(_:_:)` → `foo::`.
    #expect(ObjCSelectorName.method("buy", labels: [nil]) == "buy:")
    #expect(ObjCSelectorName.method("method", labels: [nil, "with"]) == "method:with:")
    #expect(ObjCSelectorName.method("foo", labels: [nil, nil]) == "foo::")
    #expect(ObjCSelectorName.method("collectionView", labels: [nil, "didSelectItemAt"]) == "collectionView:didSelectItemAt:")
  }

  @Test("A first label joins the base name after With, unless a preposition is there")
  func firstLabel() {
    // `init(frame:)` → `init` + `With` + `Frame` + `:` (UIView's `initWithFrame:`).
    #expect(ObjCSelectorName.method("init", labels: ["frame"]) == "initWithFrame:")
    // `add(item:)` → `addWithItem:`; `tap(sender:event:)` → `tapWithSender:event:`.
    #expect(ObjCSelectorName.method("add", labels: ["item"]) == "addWithItem:")
    #expect(ObjCSelectorName.method("tap", labels: ["sender", "event"]) == "tapWithSender:event:")
    // The label's first word is a preposition: `move(to:)` → `moveTo:`;
    // `show(atIndex:)` → `showAtIndex:`; `init(with:)` → `initWith:`.
    #expect(ObjCSelectorName.method("move", labels: ["to"]) == "moveTo:")
    #expect(ObjCSelectorName.method("show", labels: ["atIndex"]) == "showAtIndex:")
    #expect(ObjCSelectorName.method("init", labels: ["with"]) == "initWith:")
    // The base name's last word is a preposition: `scrollTo(index:)` → `scrollToIndex:`.
    #expect(ObjCSelectorName.method("scrollTo", labels: ["index"]) == "scrollToIndex:")
  }

  @Test("A throwing method gains an error parameter")
  func throwing() {
    // No parameters: `save() throws` → `saveAndReturnError:`; else a last `error:` piece:
    // `save(to:) throws` → `saveTo:error:`.
    #expect(ObjCSelectorName.method("save", labels: [], throws: true) == "saveAndReturnError:")
    #expect(ObjCSelectorName.method("save", labels: ["to"], throws: true) == "saveTo:error:")
  }

  @Test("A property's getter is its name, its setter set + Name + :")
  func accessors() {
    #expect(ObjCSelectorName.getter("title") == "title")
    #expect(ObjCSelectorName.setter("title") == "setTitle:")
    #expect(ObjCSelectorName.setter("isOn") == "setIsOn:")
  }
}
