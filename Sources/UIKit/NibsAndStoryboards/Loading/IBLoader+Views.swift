import Foundation

extension IBLoader {
  /// Decodes a view from its element, as `UIView`'s `init(coder:)` does in UIKit: the
  /// properties every view has, those of its UIKit class, then its content view (a cell's), its
  /// subviews (made with their own `init?(coder:)`), layout guides, constraints and gesture
  /// recognizers.
  func decodeView(_ view: UIView, from element: IBElement) {
    register(view, for: element)
    attempt {
      try decodeViewProperties(view, element)
      try decodeClassProperties(view, element)
      try decodeContent(view, element)
    }
  }

  /// Decodes an element into a view that exists already (a cell's or effect view's content
  /// view, a table view cell's standard label), which is connected with the others.
  func decodeExisting(_ view: UIView, from element: IBElement, classProperties: Bool = false) {
    adopt(view, for: element, wakes: false)
    attempt {
      try decodeViewProperties(view, element)
      if classProperties { try decodeClassProperties(view, element) }
      try decodeContent(view, element)
    }
  }

  /// What every view has.
  private func decodeViewProperties(_ view: UIView, _ element: IBElement) throws {
    if let frame = element.child(named: "rect", key: "frame") { view.frame = try values.rect(frame) }
    if let mask = element.child(named: "autoresizingMask", key: "autoresizingMask") { view.autoresizingMask = values.autoresizingMask(mask) }
    if let mode = try values.contentMode(element) { view.contentMode = mode }
    if let tag = try values.integer(element, "tag") { view.tag = tag }
    if let alpha = try values.number(element, "alpha") { view.alpha = alpha }
    if let hidden = element.flag("hidden") { view.isHidden = hidden }
    if let opaque = element.flag("opaque") { view.isOpaque = opaque }
    if let clips = element.flag("clipsSubviews") { view.clipsToBounds = clips }
    if let enabled = element.flag("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
    if let multiple = element.flag("multipleTouchEnabled") { view.isMultipleTouchEnabled = multiple }
    if let exclusive = element.flag("exclusiveTouch") { view.isExclusiveTouch = exclusive }
    if let translates = element.flag("translatesAutoresizingMaskIntoConstraints") { view.translatesAutoresizingMaskIntoConstraints = translates }
    if let insets = element.flag("insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = insets }
    if let preserves = element.flag("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = preserves }
    if let semantic = try values.enumeration(
      element, "semanticContentAttribute",
      [
        "unspecified": UISemanticContentAttribute.unspecified, "playback": .playback, "spatial": .spatial,
        "forceLeftToRight": .forceLeftToRight, "forceRightToLeft": .forceRightToLeft,
      ])
    {
      view.semanticContentAttribute = semantic
    }
    let priorities: [(String, NSLayoutConstraint.Axis, Bool)] = [
      ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
      ("horizontalCompressionResistancePriority", .horizontal, false), ("verticalCompressionResistancePriority", .vertical, false),
    ]
    for (attribute, axis, hugging) in priorities {
      guard let priority = try values.priority(element, attribute) else { continue }
      if hugging { view.setContentHuggingPriority(priority, for: axis) } else { view.setContentCompressionResistancePriority(priority, for: axis) }
    }
    if let color = element.child(named: "color", key: "backgroundColor") { view.backgroundColor = try values.color(color) }
    if let color = element.child(named: "color", key: "tintColor") { view.tintColor = try values.color(color) }
    if let margins = element.child(key: "layoutMargins") { view.layoutMargins = try values.insets(margins) }
    if let margins = element.child(key: "directionalLayoutMargins") { view.directionalLayoutMargins = try values.directionalInsets(margins) }
    if let accessibility = element.child(named: "accessibility") {
      if let identifier = accessibility["identifier"] { view.accessibilityIdentifier = identifier }
      if let label = accessibility["label"] { view.accessibilityLabel = label }
      if let hint = accessibility["hint"] { view.accessibilityHint = hint }
      if let isElement = accessibility.child(named: "bool", key: "isElement") { view.isAccessibilityElement = isElement["value"] == "YES" }
    }
  }

  /// A cell's or effect view's content view, the subviews, layout guides, constraints and
  /// gesture recognizers.
  private func decodeContent(_ view: UIView, _ element: IBElement) throws {
    if let content = element.child(key: "contentView") {
      if let existing = Self.contentView(of: view) {
        decodeExisting(existing, from: content)
      } else {
        throw document.error(content, "a content view for \(IBConnector.className(of: view)), which has none")
      }
    }
    for child in element.items(of: "subviews") {
      guard let subview = make(child) else { continue }
      guard let subview = subview as? UIView else { throw document.error(child, "<\(child.name)> in <subviews> is not a view") }
      // A table view cell's standard views are its own, shown by its style.
      if let id = child.id, standardViews[id] != nil { continue }
      if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
    }
    for guide in element.children where guide.name == "viewLayoutGuide" || guide.name == "keyboardLayoutGuide" {
      if guide.key == "safeArea" {
        register(view.safeAreaLayoutGuide, for: guide)
      } else {
        // The scroll view's content and frame guides, the keyboard's (hidden: nothing is typed).
        let layoutGuide = UILayoutGuide()
        layoutGuide.identifier = guide.key ?? guide.name
        view.addLayoutGuide(layoutGuide)
        register(layoutGuide, for: guide)
      }
    }
    for guide in element.items(of: "layoutGuides") {
      switch guide.name {
      case "viewControllerLayoutGuide", "keyboardLayoutGuide":
        register(view.safeAreaLayoutGuide, for: guide)
      default:
        let layoutGuide = UILayoutGuide()
        if let identifier = guide["identifier"] { layoutGuide.identifier = identifier }
        view.addLayoutGuide(layoutGuide)
        register(layoutGuide, for: guide)
      }
    }
    try decodeConstraints(of: view, element)
    for recognizer in element.items(of: "gestureRecognizers") {
      guard let id = recognizer["reference"] ?? recognizer.id else { continue }
      if let recognizer = try object(id: id, referencedBy: recognizer) as? UIGestureRecognizer { view.addGestureRecognizer(recognizer) }
    }
  }

  /// The content view of the views that have one.
  private static func contentView(of view: UIView) -> UIView? {
    switch view {
    case let cell as UICollectionViewCell: cell.contentView
    case let effect as UIVisualEffectView: effect.contentView
    case let cell as UITableViewCell: cell.contentView
    case let headerFooter as UITableViewHeaderFooterView: headerFooter.contentView
    default: nil
    }
  }
}
