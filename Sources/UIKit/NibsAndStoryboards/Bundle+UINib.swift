import Foundation

extension Bundle {
  /// The top-level objects of the nib `name` in this bundle, made with `owner` as its File's
  /// Owner (see ``UINib/instantiate(withOwner:options:)``); `nil` when it cannot be loaded
  /// (UIKit's exception is raised).
  @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
    let nib = UINib(nibName: name, bundle: self)
    let objects = nib.instantiate(withOwner: owner, options: options)
    if case .failure = nib.load(origin: "Bundle.loadNibNamed(_:owner:options:)") { return nil }
    return objects
  }
}
