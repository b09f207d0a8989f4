import Foundation

/// A nib: the objects of an Interface Builder file, made as often as asked. On Linux the file
/// is the `.xib` source (XML) in the app's resources — SwiftPM copies it, it does not compile
/// it — and it is read once, when first instantiated (see the UIKit article, "Nibs and
/// storyboards").
///
/// What cannot be loaded raises UIKit's exceptions in the scope of the screen being made:
/// "Could not load NIB in bundle" for a missing (or compiled) file, "this class is not key
/// value coding-compliant for the key X." for an outlet the class lacks, "Unknown class X in
/// Interface Builder file." for a class no module has; a damaged file names its line.
@MainActor @preconcurrency
open class UINib {
  /// Options for instantiating a nib.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// A key by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The objects the nib's external references resolve to, by placeholder identifier.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The nib's name (`nil` for a nib made from data).
  public let name: String?
  /// The bundle it is looked for in (`nil`: the app's).
  let bundle: Bundle?
  /// The file, once read; its failure, if it could not be.
  private var source: Result<IBNibSource, UIKitException>?

  /// A nib by name, in a bundle (the app's for `nil`: the main bundle, then the resource
  /// bundles beside it).
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    self.bundle = bundleOrNil
  }

  /// A nib from the data of a `.xib` file.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    name = nil
    bundle = bundleOrNil
    let modules = bundleOrNil.map { IBClassResolver.modules(ofBundleNamed: $0.bundleURL.lastPathComponent) } ?? []
    source = Result { IBNibSource(document: try IBDocument(data: data, file: "(data).xib"), roots: nil, bundleModules: modules) }
      .mapError { ($0 as? IBDocumentError)?.exception(origin: "UINib(data:bundle:)") ?? UIKitException(reason: "\($0)", origin: "UINib(data:bundle:)") }
  }

  /// A nib of one part of a file (a storyboard's prototype cell).
  init(source: IBNibSource, name: String?) {
    self.name = name
    self.bundle = nil
    self.source = .success(source)
  }

  /// The nib's top-level objects, made and connected (`awakeFromNib()` sent): outlets to the
  /// File's Owner are set on `ownerOrNil`. Returns what could be made; a failure is raised as
  /// UIKit raises it.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
    let origin = "UINib.instantiate(withOwner:options:)"
    switch load(origin: origin) {
    case .failure(let exception):
      IBNibSource.raise(exception)
      return []
    case .success(let source):
      let externals = (optionsOrNil?[.externalObjects] as? [String: Any]) ?? [:]
      let (objects, failure) = source.instantiate(owner: ownerOrNil.map { $0 as AnyObject }, externalObjects: externals, origin: origin)
      if let failure { IBNibSource.raise(failure) }
      return objects
    }
  }

  /// The file read, reading it on first use.
  func load(origin: String) -> Result<IBNibSource, UIKitException> {
    if let source { return source }
    let loaded = Self.read(name ?? "", bundle: bundle, origin: origin)
    source = loaded
    return loaded
  }

  /// Reads `name.xib` from the app's resources.
  private static func read(_ name: String, bundle: Bundle?, origin: String) -> Result<IBNibSource, UIKitException> {
    let text = "Could not load NIB in bundle: '\(IBResourceLocator.describe(bundle))' with name '\(name)'"
    switch IBResourceLocator.find(name, source: "xib", compiled: "nib", in: bundle) {
    case .missing(let searched):
      return .failure(
        UIKitException(
          reason: "\(text) (no \(name).xib in \(searched.map(\.lastPathComponent).joined(separator: ", ")): ship the .xib as a resource of the target, e.g. resources: [.process(\"\(name).xib\")])",
          origin: origin))
    case .compiled(let url):
      return .failure(
        UIKitException(
          reason: "\(text) (\(url.lastPathComponent) is a compiled nib, which cannot be read on Linux: ship the \(name).xib source as a resource instead)",
          origin: origin))
    case .found(let found):
      do {
        let data = try Data(contentsOf: found.url)
        return .success(IBNibSource(document: try IBDocument(data: data, file: found.url.lastPathComponent), roots: nil, bundleModules: found.bundleModules))
      } catch let error as IBDocumentError {
        return .failure(error.exception(origin: origin))
      } catch {
        return .failure(UIKitException(reason: "\(text) (\(found.url.path) could not be read: \(error))", origin: origin))
      }
    }
  }

  /// The view a collection view dequeues for a nib registered for `reuseIdentifier`: the one
  /// top-level object, which must be a cell (a reusable view for supplementary kinds), as
  /// UIKit requires; a new empty view and UIKit's exception otherwise.
  func makeReusableView(cell: Bool, reuseIdentifier: String, owner: AnyObject?, origin: String) -> UICollectionReusableView {
    if cell { return makeReusable(UICollectionViewCell.self, reuseIdentifier: reuseIdentifier, origin: origin) ?? UICollectionViewCell(frame: .zero) }
    return makeReusable(UICollectionReusableView.self, reuseIdentifier: reuseIdentifier, origin: origin) ?? UICollectionReusableView(frame: .zero)
  }

  /// The one top-level object of the nib, of `type` (a collection or table view cell, a
  /// reusable or header-footer view); `nil` and UIKit's exception when the nib holds anything
  /// else.
  func makeReusable<View: UIView>(_ type: View.Type, reuseIdentifier: String, origin: String) -> View? {
    if case .failure(let exception) = load(origin: origin) {
      IBNibSource.raise(exception)
      return nil
    }
    let made = instantiate(withOwner: nil, options: nil)
    if made.count == 1, let view = made[0] as? View { return view }
    if case .success = load(origin: origin) {
      IBNibSource.raise(
        UIKitException(
          reason: "invalid nib registered for identifier (\(reuseIdentifier)) - nib must contain exactly one top level object which must be a \(type) instance",
          origin: origin))
    }
    return nil
  }
}
