import Foundation
import UniformTypeIdentifiers

/// An object that can be written to an item provider (an image, a string, a URL), as its
/// types say.
public protocol NSItemProviderWriting: AnyObject {
  /// The type identifiers the class writes, most faithful first.
  static var writableTypeIdentifiersForItemProvider: [String] { get }
}

/// An object that can be read from an item provider.
public protocol NSItemProviderReading: AnyObject {
  /// The type identifiers the class reads.
  static var readableTypeIdentifiersForItemProvider: [String] { get }
}

/// How widely a representation is offered.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
  case all = 0, team, group, ownProcess
}

/// What a drag carries, or what a picker gives: objects and data by type identifier, loaded
/// asynchronously, as Foundation's item provider does. The objects registered are kept in the
/// provider (no other process reads them here); a load hands its result to the completion
/// handler on the current virtual run loop (``UIKitRunLoop``) — never before `loadObject`
/// returns, as on iOS — and the progress it returns completes with it.
open class NSItemProvider: NSObject, @unchecked Sendable {
  // Unchecked: registrations are made before the provider is handed over, as apps do.
  private struct Representation {
    let identifier: String
    let load: () -> (Any?, (any Error)?)
  }
  private var representations: [Representation] = []
  /// A name for the item (a file name without extension).
  open var suggestedName: String?

  /// An empty provider.
  public override init() {}

  /// A provider of an object, under the types its class writes.
  public convenience init(object: any NSItemProviderWriting) {
    self.init()
    registerObject(object, visibility: .all)
  }

  /// A provider of an item under a type identifier.
  public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
    self.init()
    if let item, let typeIdentifier {
      nonisolated(unsafe) let value = item
      representations.append(Representation(identifier: typeIdentifier) { (value, nil) })
    }
  }

  /// A provider of a file's contents, typed by its extension; `nil` when the file does not exist.
  public convenience init?(contentsOf fileURL: URL) {
    guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
    self.init()
    suggestedName = fileURL.deletingPathExtension().lastPathComponent
    let identifier = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? UTType.data.identifier
    representations.append(Representation(identifier: identifier) { (try? Data(contentsOf: fileURL), nil) })
  }

  /// The type identifiers registered, in order.
  open var registeredTypeIdentifiers: [String] { representations.map(\.identifier) }

  /// Registers an object under the types its class writes.
  open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
    nonisolated(unsafe) let value = object
    for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
      representations.append(Representation(identifier: identifier) { (value, nil) })
    }
  }

  /// Registers data made on demand for a type identifier.
  open func registerDataRepresentation(
    forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
    loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
  ) {
    representations.append(
      Representation(identifier: typeIdentifier) {
        nonisolated(unsafe) var result: (Data?, (any Error)?) = (nil, nil)
        _ = loadHandler { data, error in result = (data, error) }
        return (result.0, result.1)
      })
  }

  /// Whether an item of a type conforming to `typeIdentifier` is registered.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    representations.contains { Self.conforms($0.identifier, to: typeIdentifier) }
  }

  /// Whether an object of `aClass` can be loaded: an object of it was registered, or data of a
  /// type it reads.
  open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    representations.contains { representation in
      aClass.readableTypeIdentifiersForItemProvider.contains { Self.conforms(representation.identifier, to: $0) }
    }
  }

  /// Whether a string can be loaded.
  open func canLoadObject(ofClass aClass: String.Type) -> Bool { canLoadObject(ofClass: NSString.self) }

  /// Loads an object of `aClass`: the object registered when it is one, else the registered
  /// value of a type the class reads when it is one.
  @discardableResult
  open func loadObject(
    ofClass aClass: any NSItemProviderReading.Type, completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
  ) -> Progress {
    let found = representations.first { representation in
      aClass.readableTypeIdentifiersForItemProvider.contains { Self.conforms(representation.identifier, to: $0) }
    }
    let loaded = found?.load()
    let object = loaded?.0 as? NSObject
    nonisolated(unsafe) let value = object.flatMap { $0.isKind(of: aClass) ? $0 as? any NSItemProviderReading : nil }
    let error = loaded?.1 ?? (value == nil ? Self.cannotLoad(aClass) : nil)
    return deliver { completionHandler(value, error) }
  }

  /// Loads a string.
  @discardableResult
  open func loadObject(ofClass aClass: String.Type, completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) -> Progress {
    loadObject(ofClass: NSString.self) { object, error in completionHandler((object as? NSString).map { String($0) }, error) }
  }

  /// Loads the data registered for a type identifier.
  @discardableResult
  open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
    let loaded = representations.first { Self.conforms($0.identifier, to: typeIdentifier) }?.load()
    let data = loaded?.0 as? Data
    let error = loaded?.1 ?? (data == nil ? NSError(domain: NSCocoaErrorDomain, code: 4101) : nil)
    return deliver { completionHandler(data, error) }
  }

  /// Loads the item registered for a type identifier.
  open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil, completionHandler: (@Sendable ((any NSSecureCoding)?, (any Error)?) -> Void)? = nil) {
    let loaded = representations.first { Self.conforms($0.identifier, to: typeIdentifier) }?.load()
    nonisolated(unsafe) let item = loaded?.0 as? any NSSecureCoding
    let error = loaded?.1 ?? (item == nil ? NSError(domain: NSCocoaErrorDomain, code: 4101) : nil)
    _ = deliver { completionHandler?(item, error) }
  }

  /// Runs `completion` on the current virtual run loop, and returns a progress that completes
  /// with it.
  private func deliver(_ completion: @escaping @Sendable () -> Void) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    UIKitRunLoop.current.schedule(after: 0, name: "itemProvider load") {
      completion()
      progress.completedUnitCount = 1
    }
    return progress
  }

  /// Whether `identifier` is `other` or conforms to it (by the known hierarchy of types).
  static func conforms(_ identifier: String, to other: String) -> Bool {
    if identifier == other { return true }
    guard let type = UTType(identifier), let target = UTType(other) else { return false }
    return type.conforms(to: target)
  }

  private static func cannotLoad(_ aClass: Any.Type) -> NSError {
    NSError(
      domain: "NSItemProviderErrorDomain", code: -1000,
      userInfo: [NSLocalizedDescriptionKey: "Cannot load representation of type \(_ObjCClassTable.name(of: aClass))"])
  }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
  /// Plain text.
  public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
  /// Plain text.
  public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier, UTType.plainText.identifier] }
}

extension UIImage: NSItemProviderWriting, NSItemProviderReading {
  /// PNG and JPEG images.
  public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier, UTType.jpeg.identifier] }
  /// Images.
  public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier, UTType.jpeg.identifier, UTType.image.identifier] }
}
