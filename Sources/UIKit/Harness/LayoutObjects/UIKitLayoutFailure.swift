import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// What happens when a screen made from UIKit values is first laid out and fails: the engine's
/// errors that UIKit raises with a text of its own are thrown with that text.
@MainActor
enum UIKitLayoutFailure {
  /// UIKit's exception for an engine error it has a text for; otherwise the error itself.
  static func exception(for error: any Error, translated definition: LayoutDefinition, host: UIKitHost) -> any Error {
    guard let layoutError = error as? LayoutError, case .compositional(let layout) = definition,
      let section = sectionIndex(layoutError.path)
    else { return error }
    let reference: ContentInsetsReference
    let direction = layout.configuration.scrollDirection
    guard case .section(let s)? = try? layout.sectionLayout(section, environment: host.environment) else { return error }
    reference = s.contentInsetsReference == .automatic ? layout.configuration.contentInsetsReference : s.contentInsetsReference
    // The section's container as UIKit's message prints it: the insets already applied.
    let container = CGSize(host.sectionContainer(reference: reference, scrollDirection: direction).effectiveContentSize)
    let extra = host.environment.referenceInsets(reference, scrollDirection: direction)
    let applied = direction == .vertical
      ? NSDirectionalEdgeInsets(top: 0, leading: extra.start, bottom: 0, trailing: extra.end)
      : NSDirectionalEdgeInsets(top: extra.start, leading: 0, bottom: extra.end, trailing: 0)
    let frame = host.frame
    let context =
      "<UICollectionViewCompositionalLayout> ran into an error when computing the layout for section at index \(section) in container "
      + "<_UICollectionLayoutContainer: contentSize=\(size(container)); contentInsets={0, 0, 0, 0}}>. Container calculated by applying insets "
      + "(\(applied)) from sectionInsetsReference \"\(name(reference))\" to collection view frame {{\(UIKitFormat.number(frame.minX)), \(UIKitFormat.number(frame.minY))}, \(size(frame.size))}.\nError: "
    if layoutError.path == "sections[\(section)].contentInsets" {
      return UIKitException(
        reason: context
          + "There is no room for this NSCollectionLayoutGroup to fit into its parent group or section, or it has no room for any subitems itself. "
          + "Inspect the parent and ensure the contentInsets (\(NSDirectionalEdgeInsets(s.contentInsets))) do not result in a negative effectiveContentSize when applied to size: \(size(container)).",
        origin: "UICollectionViewCompositionalLayout (section \(section))")
    }
    if layoutError.reason.hasPrefix("the group's first subitem can never fit") {
      return UIKitException(
        reason: context
          + "NSCollectionLayoutItem created with invalid combination of spacing and size specified. This group cannot fit even a single item. "
          + "Inspect the spacing and size of the items in this group and ensure that they fit into the group (\(layoutError.path): \(layoutError.reason)).",
        origin: "UICollectionViewCompositionalLayout (section \(section))")
    }
    return error
  }

  /// `3` for `sections[3]…`.
  private static func sectionIndex(_ path: String) -> Int? {
    guard path.hasPrefix("sections["), let close = path.firstIndex(of: "]") else { return nil }
    return Int(path[path.index(path.startIndex, offsetBy: 9)..<close])
  }

  private static func size(_ s: CGSize) -> String { "{\(UIKitFormat.number(s.width)), \(UIKitFormat.number(s.height))}" }

  private static func name(_ reference: ContentInsetsReference) -> String {
    switch reference {
    case .automatic, .safeArea: return "safeArea"
    case .none: return "none"
    case .layoutMargins: return "layoutMargins"
    case .readableContent: return "readableContent"
    }
  }
}
