import Foundation

/// A storyboard: the view controllers of a `.storyboard` file in the app's resources (the XML
/// source, as SwiftPM copies it on Linux), made on request with their navigation and tab
/// relationships; each one's view is made from the file when it loads, with its prototype
/// cells registered. Segues are kept, not performed: `performSegue(withIdentifier:sender:)`
/// makes the destination and calls `prepare(for:sender:)`, and nothing is shown.
@MainActor @preconcurrency
open class UIStoryboard: NSObject {
  /// The storyboard's name.
  public let name: String
  /// The bundle it is looked for in (`nil`: the app's).
  let bundle: Bundle?
  /// The file read, or why it could not be.
  private let source: Result<IBNibSource, UIKitException>

  /// A storyboard by name, in a bundle (the app's for `nil`). A storyboard that is not there is
  /// UIKit's "Could not find a storyboard named …" exception, raised now.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
    self.bundle = storyboardBundleOrNil
    let origin = "UIStoryboard(name:bundle:)"
    let text = "Could not find a storyboard named '\(name)' in bundle \(IBResourceLocator.describe(storyboardBundleOrNil))"
    switch IBResourceLocator.find(name, source: "storyboard", compiled: "storyboardc", in: storyboardBundleOrNil) {
    case .missing(let searched):
      source = .failure(
        UIKitException(
          name: UIKitException.invalidArgument,
          reason: "\(text) (no \(name).storyboard in \(searched.map(\.lastPathComponent).joined(separator: ", ")): ship it as a resource of the target)",
          origin: origin))
    case .compiled(let url):
      source = .failure(
        UIKitException(
          name: UIKitException.invalidArgument,
          reason: "\(text) (\(url.lastPathComponent) is a compiled storyboard, which cannot be read on Linux: ship the \(name).storyboard source as a resource instead)",
          origin: origin))
    case .found(let found):
      do {
        let document = try IBDocument(data: try Data(contentsOf: found.url), file: found.url.lastPathComponent)
        guard document.kind == .storyboard else {
          throw IBDocumentError(file: document.file, line: document.root.line, message: "the file is a nib's source, not a storyboard")
        }
        source = .success(IBNibSource(document: document, roots: nil, bundleModules: found.bundleModules))
      } catch let error as IBDocumentError {
        source = .failure(error.exception(origin: origin))
      } catch {
        source = .failure(UIKitException(name: UIKitException.invalidArgument, reason: "\(text) (\(error))", origin: origin))
      }
    }
    super.init()
    if case .failure(let exception) = source { IBNibSource.raise(exception) }
  }

  /// The storyboard's initial view controller, or `nil` when it has none.
  open func instantiateInitialViewController() -> UIViewController? {
    instantiateInitialViewController(creator: nil as ((NSCoder) -> UIViewController?)?)
  }

  /// The initial view controller, made by `creator` (which calls the controller's own
  /// `init?(coder:)` with the coder it is given) when it returns one.
  open func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
    guard case .success(let source) = source, let id = source.document.initialViewControllerID else { return nil }
    return instantiate(id: id, source: source, creator: creator, origin: "UIStoryboard.instantiateInitialViewController()") as? ViewController
  }

  /// The view controller with a storyboard identifier. One the storyboard does not hold is
  /// UIKit's "Storyboard (…) doesn't contain a view controller with identifier …" exception
  /// (an empty view controller is returned so that the code after it runs).
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    instantiateViewController(identifier: identifier, creator: nil as ((NSCoder) -> UIViewController?)?)
  }

  /// The view controller with a storyboard identifier, made by `creator` when it returns one.
  open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
    let origin = "UIStoryboard.instantiateViewController(withIdentifier:)"
    if case .success(let source) = source {
      if let element = source.document.scenes.lazy.flatMap({ $0.items(of: "objects") }).first(where: { $0["storyboardIdentifier"] == identifier }),
        let id = element.id
      {
        if let made = instantiate(id: id, source: source, creator: creator, origin: origin) as? ViewController { return made }
      } else {
        IBNibSource.raise(
          UIKitException(
            name: UIKitException.invalidArgument, reason: "Storyboard (<UIStoryboard>) doesn't contain a view controller with identifier '\(identifier)'",
            origin: "\(origin) in \(name).storyboard"))
      }
    }
    guard let empty = ViewController(coder: UIKitPlaceholderCoder()) else {
      fatalError("Storyboard \(name) could not make a view controller with identifier '\(identifier)', and \(ViewController.self).init(coder:) refused an empty coder")
    }
    return empty
  }

  /// Makes the view controller of an id: its scene, with the controllers its relationships
  /// hold (a navigation controller's root, a tab bar controller's tabs).
  func instantiate<ViewController: UIViewController>(id: String, source: IBNibSource, creator: ((NSCoder) -> ViewController?)?, origin: String) -> UIViewController? {
    guard let element = source.document.elementsByID[id] else {
      IBNibSource.raise(
        IBDocumentError(file: source.document.file, line: source.document.root.line, message: "no view controller has the id '\(id)'").exception(origin: origin))
      return nil
    }
    // Relationships, embeddings and references make controllers inside the making of others:
    // a file whose controllers lead back to themselves stops.
    guard Self.nesting < 16 else {
      IBNibSource.raise(
        source.document.error(element, "view controllers made for one another (relationships, embeddings, references) nest more than 16 deep: they form a cycle")
          .exception(origin: origin))
      return nil
    }
    Self.nesting += 1
    defer { Self.nesting -= 1 }
    // A storyboard reference: the other storyboard's controller (its initial one without an
    // identifier), from the same bundle.
    if element.name == "viewControllerPlaceholder" {
      let other = element["storyboardName"].map { UIStoryboard(name: $0, bundle: bundle) } ?? self
      if let identifier = element["referencedIdentifier"] { return other.instantiateViewController(identifier: identifier, creator: creator) }
      return other.instantiateInitialViewController(creator: creator)
    }
    var scoped = source
    scoped.storyboard = self
    let loader = scoped.loader(origin: origin, owner: nil)
    if let view = element.child(key: "view") { loader.deferredIDs = IBStoryboardScene.ids(in: view) }
    var controller: UIViewController?
    if let creator {
      controller = creator(UIKitNibCoder(loader: loader, element: element))
      if let controller { loader.adopt(controller, for: element, wakes: true) }
    }
    if controller == nil { controller = loader.make(element) as? UIViewController }
    guard let controller else {
      if let failure = loader.failure { IBNibSource.raise(failure) }
      return nil
    }
    IBStoryboardScene.relate(controller, element, storyboard: self, source: source, origin: origin)
    loader.connectAndAwake()
    if let failure = loader.failure { IBNibSource.raise(failure) }
    return controller
  }

  /// How many controllers are being made inside one another's making.
  private static var nesting = 0

  /// The file, when it was read.
  var nibSource: IBNibSource? {
    if case .success(let source) = source { return source }
    return nil
  }
}
