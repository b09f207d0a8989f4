import Foundation

/// A nib file by name. There are no compiled nibs on Linux: a nib is kept by its name, and
/// instantiating it — directly or by dequeuing a view registered with it — raises UIKit's
/// "Could not load NIB in bundle" exception (the screen fails with it) instead of loading views.
/// Register the view's class (`register(_:forCellWithReuseIdentifier:)`) for a screen to show it.
@MainActor @preconcurrency
open class UINib {
  /// Options for instantiating a nib.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// A key by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The objects the nib's external references resolve to.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The nib's name (`nil` for a nib made from data).
  public let name: String?

  /// A nib by name, in a bundle (the main bundle for `nil`).
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
  }

  /// A nib from archived data.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    name = nil
  }

  /// The nib's top-level objects: none, with UIKit's exception for a nib it cannot load.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
    UIKitExceptionRecorder.raise(Self.cannotLoad(name, origin: "UINib.instantiate(withOwner:options:)"))
    return []
  }

  /// UIKit's exception for a nib that is not in the bundle.
  static func cannotLoad(_ name: String?, origin: String) -> UIKitException {
    UIKitException(
      reason: "Could not load NIB in bundle: 'NSBundle (main) (loaded)' with name '\(name ?? "(data)")' (nibs are not loaded on Linux: register the view's class instead)",
      origin: origin)
  }
}
