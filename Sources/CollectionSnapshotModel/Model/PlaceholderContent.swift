public import CollectionSnapshotLayout

/// What a placeholder cell (or header, or footer) shows: the parts of a real cell that decide its
/// look and its size, drawn by the renderer as boxes and text in the built-in font.
public struct PlaceholderContent: Sendable, Hashable {
  /// The main text (regular face).
  public var title: String?
  /// Secondary text (small face).
  public var subtitle: String?
  /// An image slot, drawn as a box with a diagonal cross.
  public var image: ImagePlaceholder?
  /// A button title, drawn as a pill.
  public var button: String?
  /// The most lines of the title (2 by default).
  public var titleLines: Int
  /// The most lines of the subtitle (3 by default).
  public var subtitleLines: Int
  /// UIKit's standard list content (`UIListContentConfiguration`): the title is its text, the
  /// subtitle its secondary text, and a self-sizing view is as tall as UIKit makes that
  /// content (``ListContentStyle``), each text wrapped at the row's width in its font.
  public var listStyle: ListContentStyle?
  /// What the app changed of that list content's metrics (padding, margins, image).
  public var listOptions: ListContentOptions
  /// Texts after the title and the subtitle — a custom cell's third label and on, in view
  /// order — each drawn on a line of its own in the small face below the subtitle.
  public var moreTexts: [String] = []
  /// Accessory marks (a list cell's accessories: disclosure indicator, checkmark, delete…),
  /// drawn as labelled tags along their edge, in order.
  public var accessories: [AccessoryMark] = []
  /// The background colour the view's code set (`backgroundColor`, a background
  /// configuration's colour), if any.
  public var background: PlaceholderColor?
  /// The views the element shows, when they are known — read from the app's views, or given
  /// by a description: the dump lists them and the picture draws them instead of the
  /// placeholder's parts (which stay, for sizing by text and for older readers). `nil`: the
  /// placeholder.
  public var tree: ViewTree? {
    get { treeBox?.tree }
    set { treeBox = newValue.map(ViewTreeBox.init) }
  }
  /// The tree, boxed: content is copied wherever an element is, and a boxed tree is one
  /// reference to copy, not every string and colour in it.
  private var treeBox: ViewTreeBox?

  /// Content; every part is optional.
  public init(
    title: String? = nil, subtitle: String? = nil, image: ImagePlaceholder? = nil, button: String? = nil,
    titleLines: Int = 2, subtitleLines: Int = 3, listStyle: ListContentStyle? = nil, listOptions: ListContentOptions = .init()
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.button = button
    self.titleLines = titleLines
    self.subtitleLines = subtitleLines
    self.listStyle = listStyle
    self.listOptions = listOptions
  }

  /// A list cell, header or footer with UIKit's standard content: `text` and, optionally,
  /// `secondaryText`, with the metrics the app changed in `options`.
  public static func list(
    _ style: ListContentStyle, text: String, secondaryText: String? = nil, options: ListContentOptions = .init()
  ) -> PlaceholderContent {
    PlaceholderContent(title: text, subtitle: secondaryText, listStyle: style, listOptions: options)
  }

  /// Every text the element shows, in order: its views' texts depth first (labels' and
  /// buttons') when it has a ``tree``; else the title, the subtitle, then ``moreTexts`` (the
  /// button's title and accessory labels are not among them).
  public var texts: [String] {
    if let tree { return tree.texts }
    return [title, subtitle].compactMap { $0 } + moreTexts
  }

  /// How tall UIKit makes the list content at `category` on a screen of `scale` in a row
  /// `width` wide (`nil`: texts unwrapped, one line per `\n`-separated line) whose layout
  /// margin is `layoutMargin`, with every term of the sum, or `nil` when the content has no
  /// list style.
  public func listMeasurement(category: ContentSizeCategory, scale: Double, width: Double? = nil, layoutMargin: Double = 16) -> ListContentMeasurement? {
    guard let listStyle else { return nil }
    return listStyle.measure(
      text: title ?? "", secondaryText: subtitle, width: width, layoutMargin: layoutMargin, category: category, scale: scale, options: listOptions)
  }

  /// The height UIKit gives list content at `category` on a screen of `scale` (3 by default)
  /// in a row `width` wide, or `nil` when the content has no list style.
  public func listHeight(category: ContentSizeCategory, scale: Double = 3, width: Double? = nil, layoutMargin: Double = 16) -> Double? {
    listMeasurement(category: category, scale: scale, width: width, layoutMargin: layoutMargin)?.height
  }

  /// No content: the placeholder shows only its kind and position.
  public static let empty = PlaceholderContent()

  /// True when there is nothing to draw inside.
  public var isEmpty: Bool {
    title == nil && subtitle == nil && image == nil && button == nil && moreTexts.isEmpty && accessories.isEmpty && background == nil && tree == nil
  }
}

/// An image slot in a placeholder.
public struct ImagePlaceholder: Sendable, Hashable {
  /// Where the image sits.
  public enum Placement: String, Sendable, Hashable, CaseIterable {
    /// Across the top, full width (a banner, a poster).
    case top
    /// A square thumbnail on the leading side (a list row).
    case leading
    /// The whole cell (a photo grid).
    case fill
  }

  /// Where the image sits.
  public var placement: Placement
  /// Width ÷ height of a top image (1 by default); a leading thumbnail is square.
  public var aspectRatio: Double
  /// A top image's fixed height (a poster 125 pt high), which wins over ``aspectRatio``.
  public var height: Double?
  /// The image's name, when the code named one: a system symbol (`star.fill`) or an asset;
  /// printed in the layout dump and, where it fits, drawn in the slot.
  public var name: String?

  /// An image slot.
  public init(placement: Placement = .top, aspectRatio: Double = 1, height: Double? = nil, name: String? = nil) {
    self.placement = placement
    self.aspectRatio = aspectRatio
    self.height = height
    self.name = name
  }
}

extension PlaceholderContent {
  /// `text` as the layout dump quotes it: in double quotes, with `"`, `\`, line feeds,
  /// carriage returns and tabs escaped as in a Swift string literal (`"Say \"hi\"\nthere"`) and
  /// the other ASCII control characters as `\u{1B}`, so a text never spans or splits a line.
  public static func quoted(_ text: String) -> String {
    var buffer = UTF8Buffer()
    buffer.appendQuoted(text)
    return buffer.string
  }

  /// What the layout dump prints after an element's frame for this content, each a
  /// `name=value` field: `texts=["Lamp","$20"]`, `button="Buy"`, `image=leading:photo`,
  /// `accessories=[disclosureIndicator,label:"3"]`, `background=systemGray5` (a colour with an
  /// opacity of its own `background=systemBlue@0.15`, see ``PlaceholderColor/dumpName``). Empty
  /// content prints nothing; content with a ``tree`` prints its root's look
  /// (`background=systemGray6`, `radius=10`), its views being listed on lines of their own.
  public var dumpFields: [String] {
    if let tree {
      var text = UTF8Buffer()
      tree.writeRootFields(to: &text)
      return text.string.split(separator: " ").map(String.init)
    }
    var fields: [String] = []
    var text = UTF8Buffer()
    var start = 0
    writeDumpFields(to: &text) { (written: borrowing UTF8Buffer) in
      // Each field is written after a space.
      fields.append(written.string(from: start + 1, to: written.count))
      start = written.count
    }
    return fields
  }

  /// Appends the lines of the ``tree``'s subviews, each after a line break; nothing without a
  /// tree. Read through the box in place: a debug build would copy the tree to test it.
  package func writeViewLines(to text: inout UTF8Buffer) {
    treeBox?.tree.writeSubviewLines(to: &text)
  }

  /// Appends ``dumpFields`` to `text`, each after a space, calling `fieldEnded` with the
  /// buffer after each. Content with a ``tree`` writes its root's look instead (its views
  /// follow on lines of their own: ``ViewTree/writeSubviewLines(to:)``).
  package func writeDumpFields(to text: inout UTF8Buffer, fieldEnded: (borrowing UTF8Buffer) -> Void = { _ in }) {
    if let treeBox {
      treeBox.tree.writeRootFields(to: &text)
      fieldEnded(text)
      return
    }
    // The texts: the title, the subtitle, then the further texts.
    let title = self.title
    let subtitle = self.subtitle
    let moreTexts = self.moreTexts
    if title != nil || subtitle != nil || !moreTexts.isEmpty {
      text.append(" texts=[")
      var separator = false
      if let title {
        text.appendQuoted(title)
        separator = true
      }
      if let subtitle {
        if separator { text.append(0x2C) }
        text.appendQuoted(subtitle)
        separator = true
      }
      for i in 0..<moreTexts.count {
        if separator { text.append(0x2C) }
        text.appendQuoted(moreTexts[i])
        separator = true
      }
      text.append(0x5D)
      fieldEnded(text)
    }
    if let button = self.button {
      text.append(" button=")
      text.appendQuoted(button)
      fieldEnded(text)
    }
    if let image = self.image {
      text.append(" image=")
      text.append(contentsOf: image.placement.rawValue)
      if let name = image.name {
        text.append(0x3A)
        text.append(contentsOf: name)
      }
      fieldEnded(text)
    }
    let accessories = self.accessories
    if !accessories.isEmpty {
      text.append(" accessories=[")
      for i in 0..<accessories.count {
        if i > 0 { text.append(0x2C) }
        accessories[i].writeDumpText(to: &text)
      }
      text.append(0x5D)
      fieldEnded(text)
    }
    if let background = self.background {
      text.append(" background=")
      text.append(contentsOf: background.dumpName)
      fieldEnded(text)
    }
  }
}

/// A view tree held by reference (``PlaceholderContent/tree``), compared and hashed by value.
final class ViewTreeBox: Sendable, Hashable {
  let tree: ViewTree

  init(_ tree: ViewTree) {
    self.tree = tree
  }

  static func == (a: ViewTreeBox, b: ViewTreeBox) -> Bool { a === b || a.tree == b.tree }

  func hash(into hasher: inout Hasher) { hasher.combine(tree) }
}
