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
/// - the labels, button titles and image views of the content view (a cell's) or of the view,
///   depth first in view order, hidden views left out: the first text is the title, the second
///   the subtitle, the rest further texts; the first button is the button; the first image view
///   the image (a thumbnail beside texts, the whole view without them);
/// - a list cell's accessories shown in the collection view's editing state, as marks;
/// - the background colour: the background configuration's, else the background view's, the
///   view's or the content view's.
@MainActor
enum UIKitViewReader {
  /// The view's kind: its class's name.
  static func kind(of view: UIView) -> String { String(describing: type(of: view)) }

  /// What the view shows.
  static func content(of view: UICollectionReusableView, editing: Bool) -> PlaceholderContent {
    var found = Found()
    var content = PlaceholderContent()
    let cell = view as? UICollectionViewCell
    if let cell {
      if let list = cell.contentConfiguration as? UIListContentConfiguration {
        content = Self.content(of: list)
      } else if let configuration = cell.contentConfiguration {
        found.gather(configuration.makeContentView())
      }
      found.gather(cell.contentView)
      for subview in cell.subviews where subview !== cell.contentView && subview !== cell.backgroundView && subview !== cell.selectedBackgroundView {
        found.gather(subview)
      }
    } else {
      for subview in view.subviews { found.gather(subview) }
    }
    found.apply(to: &content)
    if let list = view as? UICollectionViewListCell {
      content.accessories = list.accessories.filter { $0.isShown(editing: editing) }.map(mark)
    }
    content.background = background(of: view)
    return content
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
  private static func mark(_ accessory: UICellAccessory) -> AccessoryMark {
    var text = accessory.text
    if text == nil, let label = accessory.customView as? UILabel { text = label.text }
    return AccessoryMark(kind: accessory.kind, text: text, placement: accessory.isLeading ? .leading : .trailing)
  }

  /// The colour behind the view's content, if its code set one.
  private static func background(of view: UICollectionReusableView) -> PlaceholderColor? {
    let cell = view as? UICollectionViewCell
    var candidates: [UIColor?] = []
    if let configuration = cell?.backgroundConfiguration {
      let colour = configuration.backgroundColor.map { configuration.backgroundColorTransformer?($0) ?? $0 }
      candidates += [colour, configuration.customView?.backgroundColor]
    }
    candidates += [cell?.backgroundView?.backgroundColor, view.backgroundColor, cell?.contentView.backgroundColor]
    for case let colour? in candidates {
      if let shown = UIKitColorReading.placeholderColor(colour) { return shown }
    }
    return nil
  }

  /// The texts, buttons and image views found in view order.
  @MainActor private struct Found {
    var texts: [String] = []
    var buttons: [String] = []
    var images: [String?] = []

    /// Reads `view` and its subviews, depth first; hidden views and their subviews are left out.
    mutating func gather(_ view: UIView) {
      guard !view.isHidden, view.alpha > 0 else { return }
      if let label = view as? UILabel {
        if let text = label.text ?? label.attributedText?.string, !text.isEmpty { texts.append(text) }
        return
      }
      if let titled = view as? any UIKitTitledView {
        if let title = titled.shownTitle, !title.isEmpty { buttons.append(title) }
        return
      }
      if let imageView = view as? UIImageView {
        images.append(imageView.image?.name)
        return
      }
      for subview in view.subviews { gather(subview) }
    }

    /// Puts what was found into `content` after what it has: texts after its texts, the
    /// first button, the first image unless it has one.
    func apply(to content: inout PlaceholderContent) {
      var remaining = texts[...]
      if content.title == nil, let first = remaining.popFirst() { content.title = first }
      if content.subtitle == nil, let next = remaining.popFirst() { content.subtitle = next }
      content.moreTexts += remaining
      if let button = buttons.first {
        content.button = button
        content.moreTexts += buttons.dropFirst()
      }
      if content.image == nil, let image = images.first {
        let placement: ImagePlaceholder.Placement = content.texts.isEmpty && content.button == nil ? .fill : .leading
        content.image = ImagePlaceholder(placement: placement, name: image)
      }
    }
  }
}

/// A control that shows a title (a button): what a placeholder shows of it.
@MainActor
protocol UIKitTitledView: AnyObject {
  /// The title it shows.
  var shownTitle: String? { get }
}
