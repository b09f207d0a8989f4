import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// Sizes a self-sizing view the app's code made, where UIKit takes the size from: the view's
/// own `preferredLayoutAttributesFitting(_:)` or `systemLayoutSizeFitting(_:…)` when its class
/// overrides them, else its content — list content (its content configuration's, or the list
/// content view of its own that holds it) by UIKit's list metrics, its tree's constraints and
/// intrinsic sizes solved by Auto Layout — else nothing, and the placeholder's texts are
/// measured in the built-in font, as for any placeholder.
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
    /// Intrinsic sizes (its own, its subviews') solved by Auto Layout, without constraints of
    /// the app's.
    case intrinsicContentSize
    /// Its tree's constraints, solved by Auto Layout.
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

  /// The size a view's content needs and the rule that gave it:
  /// - list content (a table's standard content as the list content of its style): UIKit's
  ///   list metrics (``Rule/list``);
  /// - else Auto Layout fits the view's tree to `target` — a fixed axis (a list row's width)
  ///   required, a free one at `fittingSizeLevel` — and, when the constraints and intrinsic
  ///   sizes decide the free axes without the target, that size: ``Rule/constraints`` when the
  ///   app's constraints are among them, ``Rule/intrinsicContentSize`` when only intrinsic
  ///   sizes (and the constraints UIKit makes) are. A collection view cell's content
  ///   configuration view is in its content view; a table's is fitted alone, as it fills the
  ///   content view. The views whose frames the constraints leave ambiguous
  ///   (`hasAmbiguousLayout`) are named in a warning;
  /// - else `target` (``Rule/placeholder``): nothing in the view says how large it is, and the
  ///   placeholder's texts are measured.
  static func contentSize(of view: UIView, target: CGSize, widthIsFixed: Bool = false, heightIsFixed: Bool = false) -> (size: CGSize, rule: Rule) {
    let cell: (any UIKitContentHolder)?
    if let collectionCell = view as? UICollectionViewCell { cell = collectionCell } else { cell = view as? any UIKitContentHolder }
    let environment = UIKitHost.current.environment
    if let list = cell.flatMap(UIKitViewReader.listContent(of:)),
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
    // A table's content configuration view is not in its content view: it is fitted alone.
    var fitted: UIView = view
    if !(view is UICollectionViewCell), let cell, let configuration = cell.contentConfiguration, !(configuration is UIListContentConfiguration) {
      fitted = UIKitViewReader.madeContentView(of: cell, configuration)
    }
    let (size, solved) = fitted.fittingSize(
      target, horizontal: widthIsFixed ? .required : .fittingSizeLevel, vertical: heightIsFixed ? .required : .fittingSizeLevel, reportsAmbiguity: true)
    if let solved, widthIsFixed || solved.solution.widthIsDetermined, heightIsFixed || solved.solution.heightIsDetermined {
      if !solved.solution.ambiguityDescriptions.isEmpty {
        UIKitConsole.log(ambiguity: solved.solution.ambiguityDescriptions)
      }
      let byApp = solved.problem.constraints.contains { !$0.isSystem }
      return (CGSize(width: widthIsFixed ? target.width : size.width, height: heightIsFixed ? target.height : size.height), byApp ? .constraints : .intrinsicContentSize)
    }
    return (target, .placeholder)
  }
}
