import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// Sizes a self-sizing view the app's code made, where UIKit takes the size from: the view's
/// own `preferredLayoutAttributesFitting(_:)` or `systemLayoutSizeFitting(_:…)` when its class
/// overrides them, else its content — list content by UIKit's list metrics, an
/// `intrinsicContentSize`, width and height constraints with constants — else nothing, and the
/// placeholder's texts are measured in the built-in font, as for any placeholder.
@MainActor
enum UIKitViewSizing {
  /// What sized a view, as the layout dump prints it (`sized=list`).
  enum Rule: String, Sendable {
    /// The view's own `preferredLayoutAttributesFitting(_:)`.
    case preferredLayoutAttributesFitting
    /// The view's own `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    case systemLayoutSizeFitting
    /// Its list content, by UIKit's list metrics.
    case list
    /// Its (or its content view's) `intrinsicContentSize`.
    case intrinsicContentSize
    /// Width and height constraints with constants on its content view, or a chain of them.
    case constraints
    /// None of those: the placeholder's texts, measured in the built-in font.
    case placeholder
  }

  /// Measures `view` for the layout's request, as UIKit measures a self-sizing view: its frame
  /// is the proposal, it is given the attributes, then asked for its preferred attributes.
  /// - Returns: what sized it, and the size — `nil` when the layout measures it itself (list
  ///   content, by the list metrics; a placeholder's texts).
  static func fit(_ view: UICollectionReusableView, request: SizingRequest) -> (rule: Rule, size: Size?) {
    let proposal = CGSize(request.proposedSize)
    view.frame = CGRect(origin: .zero, size: proposal)
    let path = Foundation.IndexPath(item: request.indexPath.item ?? 0, section: request.indexPath.section)
    let attributes: UICollectionViewLayoutAttributes
    switch request.category {
    case .supplementary(let kind): attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: path)
    case .decoration(let kind): attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: path)
    case .cell: attributes = UICollectionViewLayoutAttributes(forCellWith: path)
    }
    attributes.frame = CGRect(origin: .zero, size: proposal)
    view.apply(attributes)
    let probe = UIKitSizingProbe(widthIsFixed: request.widthIsFixed, heightIsFixed: request.heightIsFixed)
    view.sizingProbe = probe
    defer { view.sizingProbe = nil }
    let answer = view.preferredLayoutAttributesFitting(attributes).size
    let size = Size(width: Double(answer.width), height: Double(answer.height))
    guard probe.preferredBaseCalled, probe.preferredBaseSize == answer else { return (.preferredLayoutAttributesFitting, size) }
    guard probe.systemBaseCalled, let base = probe.systemBaseSize else { return (.systemLayoutSizeFitting, size) }
    // An override of systemLayoutSizeFitting that calls super and changes its answer.
    let expected = CGSize(width: request.widthIsFixed ? proposal.width : base.width, height: request.heightIsFixed ? proposal.height : base.height)
    if expected != answer { return (.systemLayoutSizeFitting, size) }
    switch probe.rule {
    case .list, .placeholder: return (probe.rule, nil)
    default: return (probe.rule, size)
    }
  }

  /// What the base classes' `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// answers (a collection view's reusable views, a table's cells and header-footer views): the
  /// size its content needs (``contentSize(of:target:widthIsFixed:heightIsFixed:)``), the axes at
  /// required priority kept at `target`'s; the probe, if the view is being measured, records
  /// that the base ran and what it answered.
  static func baseFitting(_ view: UIView, _ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority, probe: UIKitSizingProbe?) -> CGSize {
    let measured = contentSize(of: view, target: target, widthIsFixed: horizontal == .required, heightIsFixed: vertical == .required)
    var size = measured.size
    if horizontal == .required { size.width = target.width }
    if vertical == .required { size.height = target.height }
    if let probe {
      probe.systemBaseCalled = true
      probe.rule = measured.rule
      probe.systemBaseSize = size
    }
    return size
  }

  /// The size a view's content needs and the rule that gave it: list content, the constraints
  /// of the view its content configuration makes, an intrinsic size, constraints; else `target` (``Rule/placeholder``). An axis no rule gives keeps
  /// `target`'s. A fixed axis (a list row's width) is `target`'s, and a constraint relating the
  /// view's other dimension to it (`heightAnchor.constraint(equalTo: widthAnchor)`) gives that one.
  static func contentSize(of view: UIView, target: CGSize, widthIsFixed: Bool = false, heightIsFixed: Bool = false) -> (size: CGSize, rule: Rule) {
    let cell: (any UIKitContentHolder)?
    if let collectionCell = view as? UICollectionViewCell { cell = collectionCell } else { cell = view as? any UIKitContentHolder }
    let environment = UIKitHost.current.environment
    if let list = cell?.contentConfiguration as? UIListContentConfiguration,
      let height = UIKitViewReader.content(of: list).listHeight(
        category: environment.contentSizeCategory, scale: environment.displayScale, width: widthIsFixed ? Double(target.width) : nil,
        layoutMargin: ListContentMetrics.layoutMargin(environment))
    {
      return (CGSize(width: target.width, height: CGFloat(height)), .list)
    }
    // A table's standard content (its text label, detail label and image) as UIKit's list
    // content of its style.
    if cell?.contentConfiguration == nil, let standard = cell?.standardContent,
      let height = standard.listHeight(
        category: environment.contentSizeCategory, scale: environment.displayScale, width: widthIsFixed ? Double(target.width) : nil,
        layoutMargin: ListContentMetrics.layoutMargin(environment))
    {
      return (CGSize(width: target.width, height: CGFloat(height)), .list)
    }
    // The view a content configuration makes fills the content view. Its required constraints
    // decide over its intrinsic size, which Auto Layout weighs below them (hugging and
    // compression resistance): a view of 44 pt holding a text view 200 pt tall is 200 pt.
    let made: (any UIView & UIContentView)? = cell.flatMap { cell in cell.contentConfiguration.map { UIKitViewReader.madeContentView(of: cell, $0) } }
    if let made {
      let solved = UIKitConstraintSizing.size(of: made)
      let freeAxesSolved = (widthIsFixed || solved.width != nil) && (heightIsFixed || solved.height != nil)
      if freeAxesSolved && (solved.width != nil || solved.height != nil) {
        return (CGSize(width: solved.width ?? target.width, height: solved.height ?? target.height), .constraints)
      }
    }
    var intrinsics = [view.intrinsicContentSize]
    if let cell {
      intrinsics.append(cell.contentView.intrinsicContentSize)
      if let made { intrinsics.append(made.intrinsicContentSize) }
    }
    for intrinsic in intrinsics where intrinsic.width >= 0 || intrinsic.height >= 0 {
      return (CGSize(width: intrinsic.width >= 0 ? intrinsic.width : target.width, height: intrinsic.height >= 0 ? intrinsic.height : target.height), .intrinsicContentSize)
    }
    var solved = UIKitConstraintSizing.size(of: cell?.contentView ?? view)
    let roots: [UIView] = cell.map { [$0.contentView, $0] } ?? [view]
    if solved.height == nil, let width = solved.width ?? (widthIsFixed ? target.width : nil) {
      solved.height = roots.lazy.compactMap { UIKitConstraintSizing.length(of: $0, horizontal: false, from: width) }.first
    }
    if solved.width == nil, let height = solved.height ?? (heightIsFixed ? target.height : nil) {
      solved.width = roots.lazy.compactMap { UIKitConstraintSizing.length(of: $0, horizontal: true, from: height) }.first
    }
    if solved.width != nil || solved.height != nil {
      return (CGSize(width: solved.width ?? target.width, height: solved.height ?? target.height), .constraints)
    }
    return (target, .placeholder)
  }
}
