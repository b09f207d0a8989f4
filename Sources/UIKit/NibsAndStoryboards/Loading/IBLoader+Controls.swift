import Foundation

extension IBLoader {
  /// The properties of a view's UIKit class: a label's text, font and lines, an image view's
  /// image, a button's titles and configuration, a stack view's arrangement, a control's
  /// state…
  func decodeClassProperties(_ view: UIView, _ element: IBElement) throws {
    if let control = view as? UIControl { try decodeControl(control, element) }
    switch view {
    case let label as UILabel: try decodeLabel(label, element)
    case let imageView as UIImageView:
      if let image = values.image(element) { imageView.image = image }
      if let image = values.image(element, "highlightedImage") { imageView.highlightedImage = image }
      if let reference = element.child(named: "imageReference", key: "image") { imageView.image = values.image(reference) }
      if let highlighted = element.flag("highlighted") { imageView.isHighlighted = highlighted }
      if let configuration = element.child(key: "preferredSymbolConfiguration") {
        imageView.preferredSymbolConfiguration = try values.symbolConfiguration(configuration)
      }
    case let button as UIButton: try decodeButton(button, element)
    case let stack as UIStackView:
      if let axis = try values.enumeration(element, "axis", ["horizontal": NSLayoutConstraint.Axis.horizontal, "vertical": .vertical]) { stack.axis = axis }
      if let distribution = try values.enumeration(
        element, "distribution",
        [
          "fill": UIStackView.Distribution.fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
          "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ])
      {
        stack.distribution = distribution
      }
      if let alignment = try values.enumeration(
        element, "alignment",
        [
          "fill": UIStackView.Alignment.fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
          "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline,
        ])
      {
        stack.alignment = alignment
      }
      if let spacing = try values.number(element, "spacing") { stack.spacing = spacing }
      if element["spacingType"] == "standard" { stack.spacing = UIStackView.spacingUseSystem }
      if let baseline = element.flag("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = baseline }
      if let margins = element.flag("layoutMarginsRelativeArrangement") { stack.isLayoutMarginsRelativeArrangement = margins }
    case let collectionView as UICollectionView: try decodeCollectionView(collectionView, element)
    case let table as UITableView: try decodeTableView(table, element)
    case let cell as UITableViewCell: try decodeTableCell(cell, element)
    case let textView as UITextView:
      if let text = element["text"] ?? element.child(key: "text")?.text { textView.text = text }
      if let font = element.child(named: "fontDescription", key: "fontDescription") { textView.font = try values.font(font) }
      if let color = element.child(named: "color", key: "textColor") { textView.textColor = try values.color(color) }
      if let alignment = try values.textAlignment(element) { textView.textAlignment = alignment }
      if let editable = element.flag("editable") { textView.isEditable = editable }
      if let selectable = element.flag("selectable") { textView.isSelectable = selectable }
      try decodeScrollView(textView, element)
    case let scrollView as UIScrollView: try decodeScrollView(scrollView, element)
    case let indicator as UIActivityIndicatorView:
      if let style = try values.enumeration(
        element, "style",
        [
          "medium": UIActivityIndicatorView.Style.medium, "large": .large, "white": .medium, "gray": .medium, "whiteLarge": .large,
        ])
      {
        indicator.style = style
      }
      if let hides = element.flag("hidesWhenStopped") { indicator.hidesWhenStopped = hides }
      if let color = element.child(named: "color", key: "color") { indicator.color = try values.color(color) }
      if element.flag("animating") == true { indicator.startAnimating() }
    case let progress as UIProgressView:
      if let value = try values.number(element, "progress") { progress.progress = Float(value) }
      if let color = element.child(named: "color", key: "progressTintColor") { progress.progressTintColor = try values.color(color) }
      if let color = element.child(named: "color", key: "trackTintColor") { progress.trackTintColor = try values.color(color) }
    case let effect as UIVisualEffectView:
      if let blur = element.child(named: "blurEffect") {
        effect.effect = UIBlurEffect(style: try values.enumeration(blur, "style", Self.blurStyles) ?? .regular)
      }
    default: break
    }
  }

  private static let blurStyles: KeyValuePairs<String, UIBlurEffect.Style> = [
    "regular": .regular, "prominent": .prominent, "light": .light, "extraLight": .extraLight, "dark": .dark, "extraDark": .extraDark,
    "systemUltraThinMaterial": .systemUltraThinMaterial, "systemThinMaterial": .systemThinMaterial, "systemMaterial": .systemMaterial,
    "systemThickMaterial": .systemThickMaterial, "systemChromeMaterial": .systemChromeMaterial,
    "systemUltraThinMaterialLight": .systemUltraThinMaterialLight, "systemThinMaterialLight": .systemThinMaterialLight,
    "systemMaterialLight": .systemMaterialLight, "systemThickMaterialLight": .systemThickMaterialLight,
    "systemChromeMaterialLight": .systemChromeMaterialLight, "systemUltraThinMaterialDark": .systemUltraThinMaterialDark,
    "systemThinMaterialDark": .systemThinMaterialDark, "systemMaterialDark": .systemMaterialDark,
    "systemThickMaterialDark": .systemThickMaterialDark, "systemChromeMaterialDark": .systemChromeMaterialDark,
  ]

  private func decodeLabel(_ label: UILabel, _ element: IBElement) throws {
    if let text = element["text"] ?? element.child(key: "text")?.text { label.text = text }
    if let attributed = element.child(named: "attributedString", key: "attributedText") {
      let text = attributed.children(named: "fragment").map { $0["content"] ?? $0.child(key: "content")?.text ?? "" }.joined()
      label.attributedText = NSAttributedString(string: text)
      label.text = text
    }
    if let font = element.child(named: "fontDescription", key: "fontDescription") { label.font = try values.font(font) }
    if let color = element.child(key: "textColor") { label.textColor = try values.color(color) ?? .label }
    if let color = element.child(key: "highlightedColor") { label.highlightedTextColor = try values.color(color) }
    if let alignment = try values.textAlignment(element) { label.textAlignment = alignment }
    if let mode = try values.lineBreakMode(element) { label.lineBreakMode = mode }
    if let lines = try values.integer(element, "numberOfLines") {
      guard lines >= 0 else { throw document.error(element, "a label's numberOfLines is \(lines), below 0") }
      label.numberOfLines = lines
    }
    if let fits = element.flag("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = fits }
    if let scale = try values.number(element, "minimumScaleFactor") { label.minimumScaleFactor = scale }
    if let follows = element.flag("adjustsFontForContentSizeCategory") { label.adjustsFontForContentSizeCategory = follows }
    if let enabled = element.flag("enabled") { label.isEnabled = enabled }
    if let highlighted = element.flag("highlighted") { label.isHighlighted = highlighted }
    if let width = try values.number(element, "preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
  }

  private func decodeControl(_ control: UIControl, _ element: IBElement) throws {
    if let enabled = element.flag("enabled") { control.isEnabled = enabled }
    if let selected = element.flag("selected") { control.isSelected = selected }
    if let highlighted = element.flag("highlighted") { control.isHighlighted = highlighted }
    if let alignment = try values.enumeration(
      element, "contentHorizontalAlignment",
      [
        "center": UIControl.ContentHorizontalAlignment.center, "left": .left, "right": .right, "fill": .fill, "leading": .leading,
        "trailing": .trailing,
      ])
    {
      control.contentHorizontalAlignment = alignment
    }
    if let alignment = try values.enumeration(
      element, "contentVerticalAlignment", ["center": UIControl.ContentVerticalAlignment.center, "top": .top, "bottom": .bottom, "fill": .fill])
    {
      control.contentVerticalAlignment = alignment
    }
    if let menu = element.flag("showsMenuAsPrimaryAction") { control.showsMenuAsPrimaryAction = menu }
    switch control {
    case let toggle as UISwitch:
      if let on = element.flag("on") { toggle.isOn = on }
      if let color = element.child(key: "onTintColor") { toggle.onTintColor = try values.color(color) }
      if let color = element.child(key: "thumbTintColor") { toggle.thumbTintColor = try values.color(color) }
    case let segmented as UISegmentedControl:
      for (index, segment) in element.items(of: "segments").enumerated() {
        if let image = values.image(segment) {
          segmented.insertSegment(with: image, at: index, animated: false)
        } else {
          segmented.insertSegment(withTitle: segment["title"], at: index, animated: false)
        }
      }
      if let selected = try values.integer(element, "selectedSegmentIndex") { segmented.selectedSegmentIndex = selected }
      if let color = element.child(key: "selectedSegmentTintColor") { segmented.selectedSegmentTintColor = try values.color(color) }
    case let field as UITextField:
      if let text = element["text"] { field.text = text }
      if let placeholder = element["placeholder"] { field.placeholder = placeholder }
      if let font = element.child(named: "fontDescription", key: "fontDescription") { field.font = try values.font(font) }
      if let color = element.child(key: "textColor") { field.textColor = try values.color(color) }
      if let alignment = try values.textAlignment(element) { field.textAlignment = alignment }
      if let style = try values.enumeration(
        element, "borderStyle", ["none": UITextField.BorderStyle.none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect])
      {
        field.borderStyle = style
      }
    case let slider as UISlider:
      if let value = try values.number(element, "minValue") { slider.minimumValue = Float(value) }
      if let value = try values.number(element, "maxValue") { slider.maximumValue = Float(value) }
      if let value = try values.number(element, "value") { slider.value = Float(value) }
    default: break
    }
  }

  private func decodeButton(_ button: UIButton, _ element: IBElement) throws {
    if let type = try values.enumeration(
      element, "buttonType",
      [
        "custom": UIButton.ButtonType.custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
      ])
    {
      button.buttonType = type
    } else if element["buttonType"] == nil {
      button.buttonType = .custom
    }
    let states: [String: UIControl.State] = ["normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled]
    for state in element.children(named: "state") {
      guard let key = state.key, let controlState = states[key] else { throw document.error(state, "a button <state> keyed '\(state.key ?? "")'") }
      if let title = state["title"] ?? state.child(key: "title")?.text { button.setTitle(title, for: controlState) }
      if let image = values.image(state) { button.setImage(image, for: controlState) }
      if let image = values.image(state, "backgroundImage") { button.setBackgroundImage(image, for: controlState) }
      if let color = state.child(key: "titleColor") { button.setTitleColor(try values.color(color), for: controlState) }
      if let configuration = state.child(key: "preferredSymbolConfiguration") {
        button.setPreferredSymbolConfiguration(try values.symbolConfiguration(configuration), forImageIn: controlState)
      }
    }
    if let font = element.child(named: "fontDescription", key: "fontDescription") { button.titleLabel?.font = try values.font(font) }
    if let insets = element.child(key: "contentEdgeInsets") { button.contentEdgeInsets = try values.insets(insets) }
    if let insets = element.child(key: "titleEdgeInsets") { button.titleEdgeInsets = try values.insets(insets) }
    if let insets = element.child(key: "imageEdgeInsets") { button.imageEdgeInsets = try values.insets(insets) }
    if let mode = try values.lineBreakMode(element) { button.titleLabel?.lineBreakMode = mode }
    if let highlight = element.flag("adjustsImageWhenHighlighted") { button.adjustsImageWhenHighlighted = highlight }
    if let selection = element.flag("changesSelectionAsPrimaryAction") { button.changesSelectionAsPrimaryAction = selection }
    if let pointer = element.flag("pointerInteraction") { button.isPointerInteractionEnabled = pointer }
    if let configuration = element.child(named: "buttonConfiguration", key: "configuration") {
      var value: UIButton.Configuration
      switch configuration["style"] {
      case "filled"?: value = .filled()
      case "tinted"?: value = .tinted()
      case "gray"?: value = .gray()
      case "borderless"?: value = .borderless()
      case "borderedProminent"?: value = .borderedProminent()
      case "bordered"?: value = .bordered()
      default: value = .plain()
      }
      value.title = configuration["title"]
      value.subtitle = configuration["subtitle"]
      value.image = values.image(configuration)
      button.configuration = value
    }
  }

  /// A scroll view's indicators, bouncing, paging, inset adjustment and content size.
  func decodeScrollView(_ scrollView: UIScrollView, _ element: IBElement) throws {
    if let shows = element.flag("showsHorizontalScrollIndicator") { scrollView.showsHorizontalScrollIndicator = shows }
    if let shows = element.flag("showsVerticalScrollIndicator") { scrollView.showsVerticalScrollIndicator = shows }
    if let bounces = element.flag("alwaysBounceVertical") { scrollView.alwaysBounceVertical = bounces }
    if let bounces = element.flag("alwaysBounceHorizontal") { scrollView.alwaysBounceHorizontal = bounces }
    if let paging = element.flag("pagingEnabled") { scrollView.isPagingEnabled = paging }
    if let enabled = element.flag("scrollEnabled") { scrollView.isScrollEnabled = enabled }
    if let bounces = element.flag("bounces") { scrollView.bounces = bounces }
    if let lock = element.flag("directionalLockEnabled") { scrollView.isDirectionalLockEnabled = lock }
    if let behavior = try values.enumeration(
      element, "contentInsetAdjustmentBehavior",
      ["automatic": UIScrollView.ContentInsetAdjustmentBehavior.automatic, "scrollableAxes": .scrollableAxes, "never": .never, "always": .always])
    {
      scrollView.contentInsetAdjustmentBehavior = behavior
    }
    if let size = element.child(named: "size", key: "contentSize") { scrollView.contentSize = try values.size(size) }
  }
}
