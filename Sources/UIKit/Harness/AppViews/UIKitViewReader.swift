import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// What a view the app's code configured shows, read from the view objects — never by drawing
/// them, never with a system font — into the placeholder the snapshot draws:
///
/// - the kind: the view's class (`RecipeCell`, `UICollectionViewListCell`);
/// - list content (`UIListContentConfiguration`): its text, secondary text, image (by name) and
///   style, which sizes the view as UIKit's list metrics do;
/// - another content configuration: the view it makes, read as below;
/// - a list content view of the cell's own (`UIListContentView`, a custom cell's list content):
///   its configuration, read as the cell's list content when nothing was read before it;
/// - the labels, button titles and image views of the content view (a cell's) or of the view,
///   depth first in view order, hidden views left out: the first text is the title, the second
///   the subtitle, the rest further texts; the first button is the button; the first image view
///   the image — across the top when constraints pin it to both sides of its superview, the
///   whole view when they pin all four edges, else a thumbnail beside the texts (the whole view
///   without texts);
/// - a list cell's accessories shown in the collection view's editing state, as marks;
/// - the background colour: the background configuration's, else the background view's, the
///   view's or the content view's.
@MainActor
enum UIKitViewReader {
  /// The view's kind: its class's name, kept by a dequeued view (asked each time it shows).
  static func kind(of view: UICollectionReusableView) -> String {
    kind(of: view as UIView, dequeued: view.dequeued)
  }

  /// The view's kind: its class's name, kept by the dequeue that handed it out, if any.
  static func kind(of view: UIView, dequeued: UIKitDequeue?) -> String {
    guard let dequeued else { return kind(of: view) }
    if let known = dequeued.className { return known }
    let name = kind(of: view as UIView)
    dequeued.className = name
    return name
  }

  /// The view's kind: its class's name.
  static func kind(of view: UIView) -> String {
    let type = ObjectIdentifier(Swift.type(of: view))
    if let known = classNames[type] { return known }
    let name = String(describing: Swift.type(of: view))
    classNames[type] = name
    return name
  }

  /// Class names by class, worked out once each (a class object lives as long as the process).
  private static var classNames: [ObjectIdentifier: String] = [:]

  /// Reads what the view shows into `content` (empty), in place: a reading is a large value,
  /// made once per view that appears. With `readsTree`, the view — laid out at its element's
  /// frame — is read into the content's ``PlaceholderContent/tree`` too
  /// (``UIKitViewTreeReader``).
  static func read(_ view: UIView, editing: Bool, readsTree: Bool = false, into content: inout PlaceholderContent) {
    var image: UIImageView?
    var made: UIView?
    // A collection view's cell is asked first, by its class: the common case, for every cell
    // that appears.
    if let cell = view as? UICollectionViewCell {
      made = readHolder(cell, into: &content, image: &image)
    } else if let holder = view as? any UIKitContentHolder {
      made = readHolder(holder, into: &content, image: &image)
    } else if view.placeholderRole != .container {
      // A label, image view or button standing alone (a table's header view).
      gather(view, into: &content, image: &image)
    } else {
      for subview in view.subviews { gather(subview, into: &content, image: &image) }
    }
    if content.image == nil, let image {
      content.image = slot(of: image, texts: content.title != nil || content.subtitle != nil || !content.moreTexts.isEmpty || content.button != nil)
    }
    if let list = view as? UICollectionViewListCell, !list.accessories.isEmpty {
      content.accessories = list.accessories.filter { $0.isShown(editing: editing) }.map(mark)
    } else if let cell = view as? UITableViewCell, let accessory = accessory(of: cell, editing: editing) {
      content.accessories = [accessory]
    }
    content.background = background(of: view)
    if readsTree {
      if let made, let holder = view as? any UIKitContentHolder {
        // The configuration's view fills the content view.
        UIKitViewTreeLayout.layOut(made, frame: holder.contentView.bounds)
      }
      content.tree = UIKitViewTreeReader.tree(of: view, background: content.background, made: made, editing: editing)
    }
  }

  /// Reads a cell-like view: its content configuration (or the standard content of a table's
  /// cell), then its content view's subviews and its other subviews.
  /// - Returns: the view its content configuration made apart from its content view (a table's
  /// cell's or header-footer view's), if it has one other than list content.
  @discardableResult
  private static func readHolder(_ cell: some UIKitContentHolder, into content: inout PlaceholderContent, image: inout UIImageView?) -> UIView? {
    var made: UIView?
    if let configuration = cell.contentConfiguration {
      if let list = configuration as? UIListContentConfiguration {
        content = Self.content(of: list)
      } else if !(cell is UICollectionViewCell) {
        // A collection view cell's configuration view is in its content view, read with it; a
        // table's cell or header-footer view makes its own.
        let view = madeContentView(of: cell, configuration)
        made = view
        gather(view, into: &content, image: &image)
      }
    } else if let standard = cell.standardContent {
      content = standard
    }
    // A table cell's standard labels and image view are in its content view: read as its
    // standard content above, not again.
    let standard = cell.standardSubviews
    if standard.isEmpty {
      gather(cell.contentView, into: &content, image: &image)
    } else if !cell.contentView.isHidden, cell.contentView.alpha > 0 {
      for subview in cell.contentView.subviews where !standard.contains(where: { $0 === subview }) { gather(subview, into: &content, image: &image, depth: 1) }
    }
    let background = cell.backgroundView
    let skipped = cell.selectionBackgroundViews + cell.accessoryViews
    for subview in cell.subviews where subview !== cell.contentView && subview !== background && !skipped.contains(where: { $0 === subview }) {
      gather(subview, into: &content, image: &image)
    }
    return made
  }

  /// A table cell's accessory as a mark: its accessory view (`view`, or its label's text), else
  /// its accessory type — the editing ones while the table edits.
  static func accessory(of cell: UITableViewCell, editing: Bool) -> AccessoryMark? {
    let view = editing ? cell.editingAccessoryView : cell.accessoryView
    if let view {
      if view is UISwitch { return AccessoryMark(kind: "switch") }
      if let label = view as? UILabel { return AccessoryMark(kind: "label", text: label.text) }
      if let button = view as? UIButton { return AccessoryMark(kind: "button", text: button.currentTitle) }
      return AccessoryMark(kind: "customView")
    }
    switch editing ? cell.editingAccessoryType : cell.accessoryType {
    case .none: return nil
    case .disclosureIndicator: return AccessoryMark(kind: "disclosureIndicator")
    case .detailDisclosureButton: return AccessoryMark(kind: "detailDisclosureButton")
    case .checkmark: return AccessoryMark(kind: "checkmark")
    case .detailButton: return AccessoryMark(kind: "detail")
    }
  }

  /// A cell's list content: its content configuration when that is list content; else, for a
  /// cell without a content configuration, that of the first list content view in its content
  /// view (depth first, hidden views left out), which a custom list cell lays out itself.
  static func listContent(of cell: any UIKitContentHolder) -> UIListContentConfiguration? {
    if let configuration = cell.contentConfiguration { return configuration as? UIListContentConfiguration }
    func first(in view: UIView, depth: Int) -> UIListContentView? {
      guard !view.isHidden, view.alpha > 0, depth < 64 else { return nil }
      if view.placeholderRole == .listContent { return unsafeDowncast(view, to: UIListContentView.self) }
      for subview in view.subviews {
        if let found = first(in: subview, depth: depth + 1) { return found }
      }
      return nil
    }
    return first(in: cell.contentView, depth: 0)?.listContentConfiguration
  }

  /// The view a cell's content configuration makes, handed the configuration for the cell's
  /// state afterwards, as UIKit's cell applies its configuration to its content view when it
  /// updates its configuration before it shows (so a view that applies its configuration only
  /// in `configuration`'s `didSet` shows it).
  /// A collection view cell's is the one it put in its content view.
  static func madeContentView(of cell: some UIKitContentHolder, _ configuration: any UIContentConfiguration) -> any UIView & UIContentView {
    if let installed = (cell as? UICollectionViewCell)?.configuredContentView { return installed }
    let view = configuration.makeContentView()
    if view.supports(configuration) { view.configuration = configuration.updated(for: cell.stateForConfiguration) }
    return view
  }

  /// Reads `view` and its subviews, depth first, into `content` after what it has: texts after
  /// its texts (the title, the subtitle, then further texts: labels, text fields — their text,
  /// else their placeholder — and text views), the first button's title as the
  /// button, the first image view into `image`. Hidden views and their subviews are left out.
  private static func gather(_ view: UIView, into content: inout PlaceholderContent, image: inout UIImageView?, depth: Int = 0) {
    // A view made its own subview (which UIKit refuses) would never end: 64 levels are read.
    guard !view.isHidden, view.alpha > 0, depth < 64 else { return }
    func append(_ text: String?) {
      guard let text, !text.isEmpty else { return }
      if content.title == nil {
        content.title = text
      } else if content.subtitle == nil {
        content.subtitle = text
      } else {
        content.moreTexts.append(text)
      }
    }
    // One question per view instead of a cast per kind of view: this runs for every view of
    // every cell that appears.
    switch view.placeholderRole {
    case .container, .toggle, .segments, .spinner, .stack:
      break
    case .label:
      let label = unsafeDowncast(view, to: UILabel.self)
      append(label.text ?? label.attributedText?.string)
      return
    case .textField:
      // What the field shows: its text, else its placeholder.
      let field = unsafeDowncast(view, to: UITextField.self)
      let text = field.shownText.flatMap { $0.isEmpty ? nil : $0 }
      append(text ?? field.placeholder ?? field.attributedPlaceholder?.string)
      return
    case .textView:
      append(unsafeDowncast(view, to: UITextView.self).text)
      return
    case .imageView:
      if image == nil { image = unsafeDowncast(view, to: UIImageView.self) }
      return
    case .button:
      // Its title as it shows now (a configuration's, else the title for its state); a second
      // button's is a further text.
      guard let title = unsafeDowncast(view, to: UIButton.self).currentTitle, !title.isEmpty else { return }
      if content.button == nil { content.button = title } else { content.moreTexts.append(title) }
      return
    case .listContent:
      // A custom cell that lays its list content out in a list content view of its own: the
      // first thing read, it is the cell's list content (its texts, image and style, which size
      // the cell as a list cell's content does); after other content, its texts and image join.
      let list = unsafeDowncast(view, to: UIListContentView.self).listContentConfiguration
      if content.isEmpty && image == nil {
        content = Self.content(of: list)
      } else {
        append(list.shownText)
        append(list.shownSecondaryText)
        if content.image == nil, image == nil, let shown = list.image {
          content.image = ImagePlaceholder(placement: .leading, name: shown.name)
        }
      }
      return
    }
    for subview in view.subviews { gather(subview, into: &content, image: &image, depth: depth + 1) }
  }

  /// An image view's slot: where it sits (``placement(of:texts:)``) and, across the top, its
  /// height — a height constraint's constant, or its width's ratio to its height — or, when no
  /// constraint fixes it, half its width (so the texts below it show).
  private static func slot(of imageView: UIImageView, texts: Bool) -> ImagePlaceholder {
    let placement = placement(of: imageView, texts: texts)
    var slot = ImagePlaceholder(placement: placement, aspectRatio: placement == .top ? 2 : 1, name: imageView.image?.name)
    guard placement == .top, !imageView.constraints.isEmpty else { return slot }
    for constraint in imageView.constraints where constraint.firstItem === imageView && constraint.relation == .equal {
      if constraint.firstAttribute == .height && constraint.secondItem == nil {
        slot.height = Double(constraint.constant)
      } else if constraint.firstAttribute == .height, constraint.secondItem === imageView, constraint.secondAttribute == .width, constraint.multiplier > 0, constraint.constant == 0 {
        slot.aspectRatio = Double(1 / constraint.multiplier)
      } else if constraint.firstAttribute == .width, constraint.secondItem === imageView, constraint.secondAttribute == .height, constraint.multiplier > 0, constraint.constant == 0 {
        slot.aspectRatio = Double(constraint.multiplier)
      }
    }
    return slot
  }

  /// Where an image view sits, by the constraints that pin it to its superview's edges (or
  /// margins): all four edges, the whole view; both sides, across the top; otherwise a
  /// thumbnail beside the texts — or the whole view when there are no texts.
  private static func placement(of imageView: UIImageView, texts: Bool) -> ImagePlaceholder.Placement {
    guard let superview = imageView.superview, !superview.constraints.isEmpty else { return texts ? .leading : .fill }
    var pinned = Set<String>()
    for constraint in superview.constraints {
      let pairs = [(constraint.firstItem, constraint.firstAttribute, constraint.secondItem), (constraint.secondItem, constraint.secondAttribute, constraint.firstItem)]
      for (item, attribute, other) in pairs where item === imageView {
        let toSuperview = other === superview || (other as? UILayoutGuide)?.owningView === superview
        guard toSuperview else { continue }
        switch attribute {
        case .leading, .left, .leadingMargin, .leftMargin: pinned.insert("leading")
        case .trailing, .right, .trailingMargin, .rightMargin: pinned.insert("trailing")
        case .top, .topMargin: pinned.insert("top")
        case .bottom, .bottomMargin: pinned.insert("bottom")
        default: break
        }
      }
    }
    if pinned.isSuperset(of: ["leading", "trailing", "top", "bottom"]) { return .fill }
    if pinned.isSuperset(of: ["leading", "trailing"]) { return .top }
    return texts ? .leading : .fill
  }

  /// List content as a placeholder shows it: its texts, its image as a leading thumbnail named
  /// after the image, its style.
  nonisolated static func content(of list: UIListContentConfiguration) -> PlaceholderContent {
    var content = PlaceholderContent.list(list.style, text: list.shownText ?? "", secondaryText: list.shownSecondaryText, options: list.listOptions)
    if list.shownText == nil { content.title = nil }
    if let image = list.image { content.image = ImagePlaceholder(placement: .leading, name: image.name) }
    return content
  }

  /// An accessory as a mark.
  static func mark(_ accessory: UICellAccessory) -> AccessoryMark {
    var text = accessory.text
    if text == nil, let label = accessory.customView as? UILabel { text = label.text }
    return AccessoryMark(kind: accessory.kind, text: text, placement: accessory.isLeading ? .leading : .trailing)
  }

  /// The colour behind the view's content, if its code set one.
  private static func background(of view: UIView) -> PlaceholderColor? {
    let cell: (any UIKitContentHolder)?
    if let collectionCell = view as? UICollectionViewCell { cell = collectionCell } else { cell = view as? any UIKitContentHolder }
    if let configuration = cell?.backgroundConfiguration {
      if let colour = configuration.backgroundColor, let shown = UIKitColorReading.placeholderColor(configuration.backgroundColorTransformer?(colour) ?? colour) {
        return shown
      }
      if let colour = configuration.customView?.backgroundColor, let shown = UIKitColorReading.placeholderColor(colour) { return shown }
    }
    // In this order, each read only when the one before shows nothing (no array of the three
    // is made: this runs for every view that appears).
    if let colour = cell?.backgroundView?.backgroundColor, let shown = UIKitColorReading.placeholderColor(colour) { return shown }
    if let colour = view.backgroundColor, let shown = UIKitColorReading.placeholderColor(colour) { return shown }
    if let colour = cell?.contentView.backgroundColor, let shown = UIKitColorReading.placeholderColor(colour) { return shown }
    return nil
  }
}
