import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// Reads the views of a cell (or header, or footer) the app's code configured and laid out into
/// the element's ``ViewTree``: the cell itself as the root (its class, bounds, background,
/// corners, border and clipping, with its content view's), then its content view's subviews
/// and its own others, depth first in view order, each with its class, frame in its superview,
/// look and what it shows — labels' texts with their fonts, colours, line limits, alignment and
/// line breaks; images by name with their tint and content mode; buttons' titles and styles;
/// switches, segmented controls, activity indicators and stack views. Hidden views (and
/// transparent ones) are left out with their subviews. Colours are read by name
/// (``UIKitColorReading``), fonts as the text module describes them (`headline`, `17 semibold`).
///
/// A `UIListContentConfiguration` row is read as UIKit lays it out (``ListRowViews``); another
/// content configuration's view fills the content view.
@MainActor
enum UIKitViewTreeReader {
  /// The tree of `view` at its bounds. `background` is the colour the placeholder reading
  /// found behind its content; `made` the view its content configuration made, if it has one.
  static func tree(of view: UIView, background: PlaceholderColor?, made: UIView?, editing: Bool) -> ViewTree {
    let bounds = view.bounds
    let kind = (view as? UICollectionReusableView).map(UIKitViewReader.kind(of:)) ?? UIKitViewReader.kind(of: view)
    var root = ViewTree(kind, frame: Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height)))
    let holder: (any UIKitContentHolder)? = (view as? UICollectionViewCell) ?? (view as? any UIKitContentHolder)
    guard let holder else {
      if view.placeholderRole != .container, let node = node(view, depth: 1) {
        // A label, image view or button standing alone (a table's header view).
        root = node
        root.className = kind
        root.frame = Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height))
      } else {
        look(of: view, into: &root, background: false)
        root.subviews = nodes(of: view.subviews, depth: 1)
      }
      root.backgroundColor = background
      return root
    }
    root.backgroundColor = background
    // The cell and its content view are one rectangle: their looks are one.
    look(of: holder, into: &root, background: false)
    look(of: holder.contentView, into: &root, background: false)
    root.alpha *= Double(holder.contentView.alpha)
    let environment = UIKitHost.current.environment
    let margin = UIKitListContentReading.margin
    var subviews: [ViewTree] = []
    var separator: [ViewTree] = []
    if let list = holder.contentConfiguration as? UIListContentConfiguration {
      subviews += UIKitListContentReading.row(list, cell: holder as? UICollectionViewListCell, editing: editing).views(in: root.frame.size)
    } else if let row = UIKitListContentReading.standardRow(of: holder, editing: editing) {
      // A table's cell, header or footer in a standard style: its labels and image as UIKit's
      // list content of that style lays them out.
      subviews += row.views(in: root.frame.size).filter { $0.className != ListSeparators.className }
    } else {
      if let made, !made.isHidden, let node = node(made, depth: 1) { subviews.append(node) }
      if let list = holder as? UICollectionViewListCell {
        // A list cell with content of its own: its accessories where UIKit puts them, and its
        // separator from the layout margin.
        let marks = UIKitListContentReading.accessories(of: list, editing: editing)
        subviews += ListRowViews.accessoryViews(marks, in: root.frame.size, margin: margin, category: environment.contentSizeCategory, scale: environment.displayScale)
        separator.append(ListSeparators.view(x: margin + Double(list.indentationLevel) * 10, in: root.frame.size, scale: environment.displayScale))
      } else if let cell = holder as? UITableViewCell, let mark = UIKitViewReader.accessory(of: cell, editing: editing), (editing ? cell.editingAccessoryView : cell.accessoryView) == nil {
        // A table cell's accessory type where UIKit puts it.
        subviews += ListRowViews.accessoryViews([mark], in: root.frame.size, margin: margin, category: environment.contentSizeCategory, scale: environment.displayScale)
      }
    }
    if !(holder is UICollectionViewListCell) {
      // Only a collection view's list cell draws a list's separators (a table's are its rows').
      subviews.removeAll { $0.className == ListSeparators.className }
    }
    // A table cell's standard labels and image view are in its content view: drawn as its
    // standard row above, not again.
    let standard = holder.standardSubviews
    subviews += nodes(of: holder.contentView.subviews.filter { view in !standard.contains { $0 === view } }, depth: 1)
    let background = holder.backgroundView
    let selection = holder.selectionBackgroundViews
    let accessories = holder.accessoryViews
    for subview in holder.subviews where subview !== holder.contentView && subview !== background && !selection.contains(where: { $0 === subview }) {
      guard var node = node(subview, depth: 1) else { continue }
      if accessories.contains(where: { $0 === subview }) && node.frame.width == 0 && node.frame.height == 0 {
        // An accessory view the table placed: at the trailing margin, centred, its own size.
        let intrinsic = subview.intrinsicContentSize
        let size = Size(width: max(0, Double(intrinsic.width)), height: max(0, Double(intrinsic.height)))
        node.frame = Rect(x: root.frame.width - margin - size.width, y: (root.frame.height - size.height) / 2, width: size.width, height: size.height)
      }
      subviews.append(node)
    }
    root.subviews = subviews + separator
    return root
  }

  /// The nodes of shown views.
  private static func nodes(of views: [UIView], depth: Int) -> [ViewTree] {
    var nodes: [ViewTree] = []
    nodes.reserveCapacity(views.count)
    for view in views {
      if let node = node(view, depth: depth) { nodes.append(node) }
    }
    return nodes
  }

  /// A shown view and its subviews; `nil` for a hidden or transparent one (or one nested past
  /// 64 levels: a view made its own subview, which UIKit refuses, would never end).
  private static func node(_ view: UIView, depth: Int) -> ViewTree? {
    guard !view.isHidden, view.alpha > 0, depth <= 64 else { return nil }
    let frame = view.frame
    var node = ViewTree(UIKitViewReader.kind(of: view), frame: Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)))
    look(of: view, into: &node, background: true)
    node.alpha = Double(view.alpha) * Double(view.layer.opacity)
    switch view.placeholderRole {
    case .label:
      let label = unsafeDowncast(view, to: UILabel.self)
      var text = ViewText(
        label.text ?? label.attributedText?.string ?? "", font: label.font?.textFont ?? .system(17), color: label.textColor.flatMap(UIKitColorReading.placeholderColor),
        numberOfLines: label.numberOfLines)
      text.alignment = alignment(label.textAlignment)
      text.lineBreak = label.lineBreakMode.engine
      node.content = .text(text)
      return node
    case .textField:
      // What the field shows: its text, else its placeholder in the placeholder colour.
      let field = unsafeDowncast(view, to: UITextField.self)
      let shown = field.shownText.flatMap { $0.isEmpty ? nil : $0 }
      let colour = shown == nil ? UIColor.placeholderText : field.textColor
      var text = ViewText(shown ?? field.placeholder ?? field.attributedPlaceholder?.string ?? "", font: field.font?.textFont ?? .system(17))
      text.color = colour.flatMap(UIKitColorReading.placeholderColor)
      text.alignment = alignment(field.textAlignment)
      node.content = .text(text)
      return node
    case .textView:
      let textView = unsafeDowncast(view, to: UITextView.self)
      var text = ViewText(textView.text ?? "", font: textView.font?.textFont ?? .system(17), numberOfLines: 0)
      text.color = textView.textColor.flatMap(UIKitColorReading.placeholderColor)
      text.alignment = alignment(textView.textAlignment)
      node.content = .text(text)
    case .imageView:
      let imageView = unsafeDowncast(view, to: UIImageView.self)
      node.content = .image(image(imageView.isHighlighted ? imageView.highlightedImage ?? imageView.image : imageView.image, in: imageView))
    case .button:
      node.content = .button(button(unsafeDowncast(view, to: UIButton.self)))
      return node
    case .toggle:
      let toggle = unsafeDowncast(view, to: UISwitch.self)
      node.content = .toggle(ViewSwitch(isOn: toggle.isOn, onTint: toggle.onTintColor.flatMap(UIKitColorReading.placeholderColor)))
      return node
    case .segments:
      let control = unsafeDowncast(view, to: UISegmentedControl.self)
      let titles = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? control.imageForSegment(at: $0)?.name ?? "" }
      let selected = control.selectedSegmentIndex
      node.content = .segments(ViewSegments(titles: titles, selectedIndex: selected >= 0 && selected < titles.count ? selected : nil))
      return node
    case .spinner:
      let spinner = unsafeDowncast(view, to: UIActivityIndicatorView.self)
      let large = spinner.style == .large || spinner.style == .whiteLarge
      node.content = .spinner(ViewSpinner(isAnimating: spinner.isAnimating, style: large ? "large" : "medium", color: spinner.color.flatMap(UIKitColorReading.placeholderColor)))
      return node
    case .stack:
      let stack = unsafeDowncast(view, to: UIStackView.self)
      node.content = .stack(arrangement(of: stack))
    case .listContent:
      // A list content view a custom cell laid out itself: its list content as UIKit's list
      // content view lays it out in its bounds.
      let list = unsafeDowncast(view, to: UIListContentView.self).listContentConfiguration
      let size = Size(width: node.frame.width, height: node.frame.height)
      node.subviews = UIKitListContentReading.row(list, cell: nil, editing: false).views(in: size).filter { $0.className != ListSeparators.className }
      return node
    case .container:
      break
    }
    if !view.subviews.isEmpty { node.subviews = nodes(of: view.subviews, depth: depth + 1) }
    return node
  }

  /// The view's layer look into `node`: its background (when `background`: a cell's is read
  /// by the placeholder), corners, border and clipping; a look the view has already found is
  /// kept (a cell's content view's corners win over the cell's).
  private static func look(of view: UIView, into node: inout ViewTree, background: Bool) {
    if background {
      if let colour = view.backgroundColor {
        node.backgroundColor = UIKitColorReading.placeholderColor(colour)
      } else if let colour = view.layer.backgroundColor {
        node.backgroundColor = UIKitColorReading.placeholderColor(UIColor(cgColor: colour))
      }
    }
    let layer = view.layer
    if layer.cornerRadius > 0 { node.cornerRadius = Double(layer.cornerRadius) }
    if layer.borderWidth > 0 {
      node.borderWidth = Double(layer.borderWidth)
      node.borderColor = layer.borderColor.flatMap { UIKitColorReading.placeholderColor(UIColor(cgColor: $0)) } ?? ViewTree.defaultBorderColor
    }
    if view.clipsToBounds || layer.masksToBounds { node.clipsToBounds = true }
  }

  /// An image as an image view shows it: by name, a symbol or not, in the view's tint when the
  /// code set one, fitted by the view's content mode.
  private static func image(_ image: UIImage?, in view: UIView) -> ViewImage {
    var shown = ViewImage(name: image?.name, isSymbol: image?.isSymbolImage ?? false)
    shown.contentMode = ViewImage.ContentMode.allCases[min(view.contentMode.rawValue, ViewImage.ContentMode.allCases.count - 1)]
    shown.tint = tint(of: view)
    return shown
  }

  /// The view's tint when its code set one (not UIKit's default tint colour).
  private static func tint(of view: UIView) -> PlaceholderColor? {
    guard let tint = view.tintColor, tint.description != UIColor.tintColor.description else { return nil }
    return UIKitColorReading.placeholderColor(tint)
  }

  /// A button as it shows now: its title and image, its configuration's style and colours.
  private static func button(_ button: UIButton) -> ViewButton {
    let configuration = button.configuration
    var shown = ViewButton(title: button.currentTitle, style: configuration?.style)
    if let image = button.currentImage { shown.image = ViewImage(name: image.name, isSymbol: image.isSymbolImage) }
    if let colour = configuration?.baseForegroundColor ?? button.titleColor(for: .normal) { shown.titleColor = UIKitColorReading.placeholderColor(colour) }
    if let colour = configuration?.baseBackgroundColor {
      shown.tint = UIKitColorReading.placeholderColor(colour)
    } else {
      shown.tint = tint(of: button)
    }
    return shown
  }

  /// A stack view's arrangement, by UIKit's names (a horizontal stack's leading alignment is
  /// `top`).
  private static func arrangement(of stack: UIStackView) -> ViewStack {
    let vertical = stack.axis == .vertical
    let distribution = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"][stack.distribution.rawValue]
    let alignment: String
    switch stack.alignment {
    case .fill: alignment = "fill"
    case .leading: alignment = vertical ? "leading" : "top"
    case .firstBaseline: alignment = "firstBaseline"
    case .center: alignment = "center"
    case .trailing: alignment = vertical ? "trailing" : "bottom"
    case .lastBaseline: alignment = "lastBaseline"
    }
    return ViewStack(axis: vertical ? "vertical" : "horizontal", spacing: Double(stack.spacing), distribution: distribution, alignment: alignment)
  }

  /// `NSTextAlignment` by the dump's name.
  static func alignment(_ alignment: NSTextAlignment) -> ViewText.Alignment {
    switch alignment {
    case .left: return .left
    case .center: return .center
    case .right: return .right
    case .justified: return .justified
    case .natural: return .natural
    }
  }
}
