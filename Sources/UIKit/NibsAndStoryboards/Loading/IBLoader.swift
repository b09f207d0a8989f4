import Foundation

/// One instantiation of an Interface Builder file (or of one part of it: a storyboard's view
/// controller, its view, a prototype cell), done as UIKit's nib loading does it:
///
/// 1. every object is made with `init?(coder:)`, with a coder (``UIKitNibCoder``) that answers
///    what the file holds; UIKit's classes decode their own properties, subviews and
///    constraints in there, so the app's `init?(coder:)` sees them after `super.init(coder:)`;
/// 2. outlets, outlet collections and actions are connected, then user-defined runtime
///    attributes are set (``IBConnecting``);
/// 3. `awakeFromNib()` is sent to every object made, in the order they were completed
///    (subviews before their superview), once everything is connected.
///
/// Problems are recorded, the first one kept (``failure``), and loading goes on harmlessly so
/// that the app's code that runs meanwhile never traps on a half-made object; the API that
/// started the loading raises the failure (``UIKitExceptionRecorder``).
@MainActor
final class IBLoader {
  /// The file.
  let document: IBDocument
  /// How values are read from it.
  let values: IBValueReader
  /// The bundle the file came from.
  let bundle: Bundle?
  /// Where classes are looked for.
  var resolver: IBClassResolver
  /// The API that asked for the loading (for the exceptions raised).
  let origin: String
  /// The File's Owner (a xib's `IBFilesOwner` placeholder).
  var owner: AnyObject?
  /// Objects for the file's other placeholders (`UINib.OptionsKey.externalObjects`), by
  /// placeholder identifier.
  var externalObjects: [String: Any] = [:]
  /// The storyboard being instantiated, if any.
  weak var storyboard: UIStoryboard?
  /// How outlets and runtime attributes reach the objects.
  let connector: any IBConnecting

  /// The objects made or given, by their id in the file.
  private(set) var objects: [String: AnyObject] = [:]
  /// The ids of the objects being made.
  private var inProgress: Set<String> = []
  /// The objects made, in the order they were completed (the order of `awakeFromNib`).
  private(set) var made: [AnyObject] = []
  /// The elements whose `<connections>` and runtime attributes apply, with their objects.
  private var connectable: [(element: IBElement, object: AnyObject)] = []
  /// The first problem found.
  private(set) var failure: UIKitException?
  /// Every problem found, in order (the first is raised; the others help a diagnosis).
  private(set) var failures: [UIKitException] = []
  /// Views that exist before their elements are decoded (a table view cell's standard labels
  /// and image view), by the id of the element that describes them.
  var standardViews: [String: UIView] = [:]
  /// Ids of objects another loading makes (a storyboard view controller's view, made when it
  /// loads): connections to them are left to that loading.
  var deferredIDs: Set<String> = []

  init(document: IBDocument, bundle: Bundle?, resolver: IBClassResolver, origin: String, connector: any IBConnecting = IBConnector()) {
    self.document = document
    self.values = IBValueReader(document: document)
    self.bundle = bundle
    self.resolver = resolver
    self.origin = origin
    self.connector = connector
  }

  // MARK: Failures

  /// Records a problem (the first one is raised).
  func fail(_ exception: UIKitException) {
    if failure == nil { failure = exception }
    if failures.count < 100 { failures.append(exception) }
  }

  /// Records a problem of the file.
  func fail(_ error: any Error) {
    if let error = error as? IBDocumentError {
      fail(error.exception(origin: origin))
    } else if let exception = error as? UIKitException {
      fail(exception)
    } else {
      fail(UIKitException(name: IBDocumentError.exceptionName, reason: "\(document.file): \(error)", origin: origin))
    }
  }

  /// Runs `body`, recording what it throws.
  func attempt(_ body: () throws -> Void) {
    do { try body() } catch { fail(error) }
  }

  // MARK: Objects

  /// Registers an object for its element's id (a view does so at the start of its
  /// `init(coder:)`, so that references to it from inside it resolve).
  func register(_ object: AnyObject, for element: IBElement) {
    if let id = element.id { objects[id] = object }
  }

  /// Registers an object made elsewhere for an id (a storyboard scene's view controller).
  func register(_ object: AnyObject, id: String) {
    objects[id] = object
  }

  /// Whether connections to an id are left to another loading.
  func isDeferred(_ id: String) -> Bool { deferredIDs.contains(id) }

  /// The object an id refers to: a placeholder's (the owner, an external object; `nil` for
  /// First Responder), one made already, or one made now.
  func object(id: String, referencedBy element: IBElement) throws -> AnyObject? {
    if let object = objects[id] { return object }
    guard let target = document.elementsByID[id] else {
      throw document.error(element, "<\(element.name)> refers to the id '\(id)', which no object in the file has")
    }
    if target.name == "placeholder" { return try placeholder(target) }
    if target.name == "viewControllerPlaceholder" || target.name == "exit" { return nil }
    // A constraint or layout guide is made by the view that holds it, not on its own.
    guard IBClassResolver.uikitClassNames[target.name] != nil || target["customClass"] != nil else {
      throw document.error(element, "<\(element.name)> refers to '\(id)' (<\(target.name)> on line \(target.line)), which the view holding it has not made")
    }
    guard !inProgress.contains(id) else {
      throw document.error(element, "<\(element.name)> refers to '\(id)' (<\(target.name)> on line \(target.line)) while that object is being made: the references form a cycle")
    }
    return make(target)
  }

  /// A placeholder's object.
  private func placeholder(_ element: IBElement) throws -> AnyObject? {
    switch element["placeholderIdentifier"] {
    case "IBFilesOwner"?: return owner
    case "IBFirstResponder"?: return nil
    case let identifier?:
      guard let object = externalObjects[identifier] else {
        throw UIKitException(
          reason: "This coder is expecting the replaced object \(identifier) to be returned from UINib.instantiate(withOwner:options:) options' externalObjects",
          origin: origin)
      }
      return object as AnyObject
    case nil:
      throw document.error(element, "a <placeholder> without a placeholderIdentifier")
    }
  }

  /// Makes the object of an element: of its custom class, else UIKit's class for the element,
  /// through `init?(coder:)`. Returns the object (or `nil` when it could not be made: the
  /// failure is recorded).
  @discardableResult
  func make(_ element: IBElement) -> AnyObject? {
    if let id = element.id {
      if let object = objects[id] { return object }
      if let view = standardViews[id] {
        decodeExisting(view, from: element, classProperties: true)
        return view
      }
      inProgress.insert(id)
    }
    defer { if let id = element.id { inProgress.remove(id) } }
    guard let objectClass = objectClass(for: element) else { return nil }
    let coder = UIKitNibCoder(loader: self, element: element)
    let object: AnyObject?
    switch objectClass {
    case let view as UIView.Type: object = view.init(coder: coder)
    case let controller as UIViewController.Type: object = controller.init(coder: coder)
    case let layout as UICollectionViewLayout.Type: object = layout.init(coder: coder)
    case is UITapGestureRecognizer.Type: object = UITapGestureRecognizer(target: nil, action: nil)
    case is UILongPressGestureRecognizer.Type: object = UILongPressGestureRecognizer(target: nil, action: nil)
    case is UIPanGestureRecognizer.Type: object = UIPanGestureRecognizer(target: nil, action: nil)
    case is UIBarButtonItem.Type: object = UIBarButtonItem()
    case is UINavigationItem.Type: object = UINavigationItem(title: "")
    default:
      // Swift classes are made through a required initializer, which views, view controllers
      // and layouts have (`init?(coder:)`) and other objects do not.
      fail(
        document.error(element, "<\(element.name)> of class \(String(reflecting: objectClass)) cannot be made: only views, view controllers, layouts and UIKit's bar items and gesture recognizers are made from Interface Builder files here")
          .exception(origin: origin))
      return nil
    }
    guard let object else {
      fail(
        document.error(
          element,
          "\(String(reflecting: objectClass)).init(coder:) returned nil: a class made from an Interface Builder file must implement init?(coder:) by calling super.init(coder:)"
        ).exception(origin: origin))
      return nil
    }
    register(object, for: element)
    if !(object is UIView) && !(object is UIViewController) && !(object is UICollectionViewLayout) { attempt { try decodeObject(object, from: element) } }
    made.append(object)
    connectable.append((element, object))
    return object
  }

  /// The class of an element's object: its custom class (UIKit's "Unknown class" when no
  /// module has it, recorded, and UIKit's class made instead), else UIKit's.
  func objectClass(for element: IBElement) -> AnyClass? {
    let base: AnyClass? = uikitClass(for: element)
    if let custom = element["customClass"], !custom.isEmpty {
      let module = element["customModule"]
      if let found = resolver.appClass(named: custom, module: module, moduleFromTarget: element["customModuleProvider"] == "target") {
        return found
      }
      let searched = resolver.modules(written: module, fromTarget: element["customModuleProvider"] == "target")
      fail(
        UIKitException(
          name: UIKitException.loggedError, reason: "Unknown class \(IBClassResolver.runtimeName(custom, module: module)) in Interface Builder file.",
          origin: "\(document.file):\(element.line): <\(element.name) customClass=\"\(custom)\">: no class \(custom) in "
            + (searched.isEmpty ? "any module (the file names none)" : "module\(searched.count == 1 ? "" : "s") \(searched.joined(separator: ", "))")
            + "; UIKit makes a plain \(base.map { String(describing: $0) } ?? "object") instead"))
    }
    return base
  }

  /// UIKit's class for an element. One this module lacks (a table view while it has none) is
  /// recorded, and made as the nearest class it has, so that the rest of the file
  /// (constraints, outlets to it) loads and the first failure is the one raised.
  private func uikitClass(for element: IBElement) -> AnyClass? {
    if let base = IBClassResolver.uikitClass(for: element.name) { return base }
    let uikitName = IBClassResolver.uikitClassNames[element.name]
    fail(
      document.error(
        element,
        uikitName.map { "<\(element.name)> is made as \($0), which this UIKit module does not have" } ?? "<\(element.name)> is not an object Interface Builder files hold"
      ).exception(origin: origin))
    guard uikitName != nil else { return nil }
    return element.name.hasSuffix("Controller") ? UIViewController.self : UIView.self
  }

  // MARK: Connecting and waking

  /// Connects what was made (outlets, outlet collections, actions), sets the user-defined
  /// runtime attributes, then sends `awakeFromNib()` to every object made, as UIKit does after
  /// loading a file.
  func connectAndAwake() {
    for (element, object) in connectable { attempt { try connect(element, of: object) } }
    for (element, object) in connectable { attempt { try setRuntimeAttributes(element, of: object) } }
    let awaking = made
    made.removeAll()
    connectable.removeAll()
    for object in awaking {
      if let view = object as? UIView {
        view.awakeFromNib()
      } else if let controller = object as? UIViewController {
        controller.awakeFromNib()
      }
    }
  }

  /// Adds an element made outside ``make(_:)`` (a view decoded into an object that already
  /// exists, like a cell's content view) to the connecting and waking.
  func adopt(_ object: AnyObject, for element: IBElement, wakes: Bool) {
    register(object, for: element)
    connectable.append((element, object))
    if wakes { made.append(object) }
  }
}

