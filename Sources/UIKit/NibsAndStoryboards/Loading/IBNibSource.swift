import Foundation

/// What a nib instantiates: a file read, and the elements to make (a xib's top-level objects,
/// or one part of a storyboard), with what its classes are resolved against.
@MainActor
struct IBNibSource {
  /// The file.
  let document: IBDocument
  /// The elements to make; `nil` for a xib's top-level objects.
  let roots: [IBElement]?
  /// The modules of the bundle the file was found in.
  let bundleModules: [String]
  /// The storyboard the part belongs to.
  weak var storyboard: UIStoryboard?
  /// Objects the part refers to outside itself (a prototype cell's actions sent to its scene's
  /// view controller), by id; kept weakly.
  var knownObjects: [String: IBWeakObject] = [:]
  /// More modules to find classes in (a collection view's data source's).
  var otherModules: [String] = []

  init(document: IBDocument, roots: [IBElement]?, bundleModules: [String]) {
    self.document = document
    self.roots = roots
    self.bundleModules = bundleModules
  }

  /// A loader for the source.
  func loader(origin: String, owner: AnyObject?) -> IBLoader {
    var resolver = IBClassResolver(bundleModules: bundleModules)
    resolver.otherModules = ([owner].compactMap { $0 }.compactMap(IBClassResolver.module(of:))) + otherModules
    let loader = IBLoader(document: document, bundle: nil, resolver: resolver, origin: origin)
    loader.owner = owner
    loader.storyboard = storyboard
    for (id, weak) in knownObjects {
      if let object = weak.object { loader.register(object, id: id) }
    }
    return loader
  }

  /// Makes, connects and wakes the source's objects; returns the top-level ones (not the
  /// placeholders) and the first failure.
  func instantiate(owner: AnyObject?, externalObjects: [String: Any], origin: String) -> (objects: [Any], failure: UIKitException?) {
    let loader = loader(origin: origin, owner: owner)
    loader.externalObjects = externalObjects
    var objects: [Any] = []
    for element in roots ?? document.topLevelElements {
      guard element.name == "placeholder" else {
        if let object = loader.make(element) { objects.append(object) }
        continue
      }
      // A placeholder's own connections (the File's Owner's outlets) are made on the object it
      // stands for; with no object (a nil owner) there is nothing to connect, as in UIKit.
      loader.attempt {
        if let id = element.id, let object = try loader.object(id: id, referencedBy: element) { loader.adopt(object, for: element, wakes: false) }
      }
    }
    loader.connectAndAwake()
    return (objects, loader.failure)
  }

  /// Raises an exception of nib loading in the current scope (a screen being made fails with
  /// it); outside any, it is written to standard error, as UIKit's console would show it,
  /// since nothing else would.
  static func raise(_ exception: UIKitException) {
    if UIKitExceptionRecorder.current == nil {
      FileHandle.standardError.write(Data("\(exception)\n".utf8))
    }
    UIKitExceptionRecorder.raise(exception)
  }
}

/// An object kept without keeping it alive.
struct IBWeakObject {
  weak var object: AnyObject?
}
