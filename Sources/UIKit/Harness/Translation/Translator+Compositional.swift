import CollectionSnapshotLayout
import Foundation

/// A compositional layout: its configuration, its sections (from the provider, once per
/// section), and the checks UIKit makes of a section's supplementary kinds.
extension Translator {
  mutating func translate(_ compositional: UICollectionViewCompositionalLayout, itemCounts: [Int]) throws -> CompositionalLayout {
    let configuration = compositional.configuration
    let direction: ScrollDirection = configuration.scrollDirection == .vertical ? .vertical : .horizontal
    var engineConfiguration = CompositionalLayoutConfiguration(
      scrollDirection: direction, interSectionSpacing: Double(configuration.interSectionSpacing),
      contentInsetsReference: CaseNames.engine(configuration.contentInsetsReference))
    engineConfiguration.boundarySupplementaryItems = try configuration.boundarySupplementaryItems.enumerated().map { i, item in
      try boundary(item, path: "configuration.boundarySupplementaryItems[\(i)]")
    }
    try checkUniqueKinds(configuration.boundarySupplementaryItems.map(\.elementKind), origin: "UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems")
    switch compositional.sections {
    case .uniform(let section):
      let translated = try self.section(section, index: nil)
      warnUnregisteredDecorations(section, path: "section", registered: compositional.registeredDecorationKinds)
      return CompositionalLayout(sections: .uniform(.section(translated)), configuration: engineConfiguration)
    case .provider(let provider):
      let engineContainer = host.sectionContainer(reference: engineConfiguration.contentInsetsReference, scrollDirection: direction)
      let environment = LayoutEnvironmentValue(container: LayoutContainer(engineContainer), traitCollection: host.traitCollection)
      var layouts: [SectionLayout] = []
      environment.sectionCount = itemCounts.count
      var provided: [(index: Int, section: NSCollectionLayoutSection)] = []
      for (index, count) in itemCounts.enumerated() {
        environment.sectionIndex = index
        guard let section = provider(index, environment) else {
          if count > 0 {
            throw UIKitExceptionRecorder.raise(
              UIKitException(
                reason: "Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error.",
                origin: "the section provider of UICollectionViewCompositionalLayout (nil for section \(index))"))
          }
          layouts.append(.section(Self.emptySection))
          continue
        }
        layouts.append(.section(try self.section(section, index: index)))
        provided.append((index, section))
      }
      // UIKit makes decoration views after the layout is prepared: a kind the provider itself
      // registers (for this section or a later one) is registered by then.
      for (index, section) in provided {
        warnUnregisteredDecorations(section, path: "sections[\(index)]", registered: compositional.registeredDecorationKinds)
      }
      return CompositionalLayout(sections: .perSection(layouts), configuration: engineConfiguration)
    }
  }

  /// What an empty section for which the provider returned `nil` becomes: nothing.
  static let emptySection = LayoutSection(
    group: .horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
      subitems: [.item(LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))))]))

  /// Decorations of a kind nobody registered: UIKit cannot make their views.
  mutating func warnUnregisteredDecorations(_ s: NSCollectionLayoutSection, path: String, registered: Set<String>) {
    for (i, decoration) in s.decorationItems.enumerated() where !registered.contains(decoration.elementKind) {
      warn(
        "\(path).decorationItems[\(i)]",
        "decoration kind '\(decoration.elementKind)' is not registered with register(_:forDecorationViewOfKind:); UIKit cannot make its view")
    }
  }

  mutating func section(_ s: NSCollectionLayoutSection, index: Int?) throws -> LayoutSection {
    let path = { index.map { "sections[\($0)]" } ?? "section" }
    let group: LayoutGroup
    var spaceBefore = 0.0
    switch s.content {
    case .group(let g):
      guard case .group(let translated) = try element(g, path: path() + ".group") else { preconditionFailure("a group translates to a group") }
      group = translated
    case .list(let g, let topPadding):
      group = g
      spaceBefore = topPadding
    }
    var follows = s.followsContentInsets
    switch s.supplementaryContentInsetsReference {
    case .automatic: break
    case .none: follows = false
    case .safeArea, .layoutMargins, .readableContent:
      warn(path() + ".supplementaryContentInsetsReference", "\(s.supplementaryContentInsetsReference) is not modelled: boundary items follow the section's content insets")
    }
    if s.orthogonalScrollingProperties != UICollectionLayoutSectionOrthogonalScrollingProperties() {
      warn(path() + ".orthogonalScrollingProperties", "accepted: deceleration and bounce change no frame at rest")
    }
    if s.visibleItemsInvalidationHandler != nil {
      warn(path() + ".visibleItemsInvalidationHandler", "accepted, not run: it changes no frame (items are drawn as laid out, at rest)")
    }
    var kinds = s.boundarySupplementaryItems.map(\.elementKind)
    if case .group(let g) = s.content { Self.collectKinds(g, into: &kinds) }
    try checkUniqueKinds(kinds, origin: "NSCollectionLayoutSection (\(path()))")
    var section = LayoutSection(
      group: group, interGroupSpacing: Double(s.interGroupSpacing), contentInsets: DirectionalEdgeInsets(s.contentInsets),
      contentInsetsReference: CaseNames.engine(s.contentInsetsReference), supplementariesFollowContentInsets: follows,
      orthogonalScrollingBehavior: CaseNames.engine(s.orthogonalScrollingBehavior),
      boundarySupplementaryItems: try s.boundarySupplementaryItems.enumerated().map { i, item in
        try boundary(item, path: "\(path()).boundarySupplementaryItems[\(i)]")
      },
      decorationItems: s.decorationItems.map { DecorationItem(elementKind: $0.elementKind, contentInsets: DirectionalEdgeInsets($0.contentInsets), zIndex: $0.zIndex) })
    section.spaceBefore = spaceBefore
    section.listConfiguration = s.listConfiguration?.engineConfiguration
    return section
  }

  /// The element kinds of every supplementary item in a group's tree, one per subitem entry
  /// (a subitem repeated by the group counts once, two entries of the same item twice).
  static func collectKinds(_ item: NSCollectionLayoutItem, into kinds: inout [String]) {
    kinds += item.storedSupplementaryItems.map(\.elementKind)
    if let group = item as? NSCollectionLayoutGroup {
      for sub in group.subitems { collectKinds(sub, into: &kinds) }
    }
  }

  /// UIKit raises when two supplementary items of a section share a kind.
  func checkUniqueKinds(_ kinds: [String], origin: @autoclosure () -> String) throws {
    guard kinds.count > 1 else { return }
    var seen = Set<String>()
    var duplicates: [String] = []
    for kind in kinds where !seen.insert(kind).inserted && !duplicates.contains(kind) { duplicates.append(kind) }
    guard !duplicates.isEmpty else { return }
    let list = "(\n" + duplicates.map { "    " + Self.objectiveCDescription($0) }.joined(separator: ",\n") + "\n)"
    throw UIKitExceptionRecorder.raise(
      UIKitException(reason: "Error: Every supplementary must have a unique elementKind: duplicates detected: \(list)", origin: origin()))
  }

  /// A string as an Objective-C collection prints it: bare when it is a plain word, quoted
  /// otherwise.
  static func objectiveCDescription(_ s: String) -> String {
    let plain = !s.isEmpty && s.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "_" }
    return plain ? s : "\"" + s.replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// Supplementary items take neither content insets nor edge spacing in the engine.
  mutating func warnUnmodelledSpacing(_ s: NSCollectionLayoutSupplementaryItem, path: @autoclosure () -> String) {
    if s.contentInsets != .zero { warn(path() + ".contentInsets", "content insets of a supplementary item are not modelled: the view is laid out without them") }
    if s.edgeSpacing != nil { warn(path() + ".edgeSpacing", "edge spacing of a supplementary item is not modelled: the view is laid out without it") }
  }
}
