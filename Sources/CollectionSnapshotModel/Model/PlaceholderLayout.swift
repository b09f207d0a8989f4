public import CollectionSnapshotLayout
public import CollectionSnapshotPixels

/// Where the parts of a placeholder go inside its frame: one function that both measures a
/// self-sizing cell and tells the renderer where to draw, so a self-sized cell always fits
/// what is drawn in it.
///
/// From the top: a label line (the kind and position, drawn by the renderer), then an image
/// across the top (or a square thumbnail on the leading side, or the whole cell behind
/// everything), the title (regular face, wrapped, at most `titleLines`), the subtitle (small
/// face, at most `subtitleLines`; on the title's line at the trailing edge for a value cell's
/// list content), the further texts (small face, two lines each) and a button pill, with 8 pt
/// padding. Accessory marks sit in a row along their edge, centred vertically, and the texts
/// keep clear of them.
public struct PlaceholderLayout: Sendable, Hashable {
  /// Padding on every side.
  public static let padding = 8.0
  /// Space between parts.
  public static let spacing = 4.0
  /// Height of a button pill.
  public static let buttonHeight = 28.0
  /// Side of a leading thumbnail.
  public static let thumbnailSide = 48.0
  /// The label line: kind and position, in the small face.
  public static let labelFrame = (x: 4.0, y: 3.0, height: 11.0)
  /// Height of an accessory mark's tag (a small-face line and a point above and below).
  public static let accessoryHeight = 13.0
  /// Space between accessory marks, and between them and the texts.
  public static let accessorySpacing = 4.0
  /// Where content starts below the label line.
  public static let contentTop = 16.0

  /// The label line.
  public var label: Rect
  /// The image slot.
  public var image: Rect?
  /// The title's frame.
  public var titleFrame: Rect?
  /// The title's lines.
  public var titleLayout: TextLayout?
  /// The subtitle's frame.
  public var subtitleFrame: Rect?
  /// The subtitle's lines.
  public var subtitleLayout: TextLayout?
  /// The further texts' frames, one per text of ``PlaceholderContent/moreTexts``.
  public var moreTextFrames: [Rect] = []
  /// The further texts' lines.
  public var moreTextLayouts: [TextLayout] = []
  /// The accessory marks' tags, one per mark of ``PlaceholderContent/accessories``.
  public var accessoryFrames: [Rect] = []
  /// The button pill.
  public var button: Rect?
  /// The height the content needs (label and padding included).
  public var contentHeight: Double

  /// Lays out `content` in a frame of `size` (origin at the frame's top-left corner).
  public init(_ content: PlaceholderContent, in size: Size) {
    let p = Self.padding
    label = Rect(x: Self.labelFrame.x, y: Self.labelFrame.y, width: max(0, size.width - 2 * Self.labelFrame.x), height: Self.labelFrame.height)
    var cursor = Self.contentTop
    var textX = p
    var textWidth = max(0, size.width - 2 * p)
    var leadingBottom = 0.0
    // Accessory marks first: the texts keep clear of them.
    var leadingMarks = 0.0
    var trailingMarks = 0.0
    var marksBottom = 0.0
    if !content.accessories.isEmpty {
      // In order along each edge, as UIKit places them: the last trailing mark at the trailing
      // edge.
      let y = max(Self.contentTop, ((size.height - Self.accessoryHeight) / 2).rounded(.down))
      let widths = content.accessories.map { BitmapFont.small.width(of: $0.tag) + 6 }
      trailingMarks = zip(content.accessories, widths).filter { $0.0.placement == .trailing }.reduce(0) { $0 + $1.1 + Self.accessorySpacing }
      var leadingX = p
      var trailingX = size.width - p - trailingMarks + Self.accessorySpacing
      for (mark, width) in zip(content.accessories, widths) {
        switch mark.placement {
        case .leading:
          accessoryFrames.append(Rect(x: leadingX, y: y, width: width, height: Self.accessoryHeight))
          leadingX += width + Self.accessorySpacing
        case .trailing:
          accessoryFrames.append(Rect(x: trailingX, y: y, width: width, height: Self.accessoryHeight))
          trailingX += width + Self.accessorySpacing
        }
      }
      leadingMarks = leadingX - p
      marksBottom = Self.contentTop + Self.accessoryHeight
      textX += leadingMarks
      textWidth = max(0, textWidth - leadingMarks - trailingMarks)
    }
    image = nil
    if let slot = content.image {
      switch slot.placement {
      case .fill:
        image = Rect(x: 0, y: 0, width: size.width, height: size.height)
      case .top:
        let height = slot.height ?? (slot.aspectRatio > 0 ? (textWidth / slot.aspectRatio) : textWidth)
        image = Rect(x: textX, y: cursor, width: textWidth, height: height)
        cursor += height + Self.spacing
      case .leading:
        var side = min(Self.thumbnailSide, textWidth / 3)
        // List content's image keeps within its row, which UIKit's metrics size.
        if content.listStyle != nil, size.height > 0 { side = max(0, min(side, size.height - cursor - Self.spacing)) }
        image = Rect(x: textX, y: cursor, width: side, height: side)
        leadingBottom = cursor + side
        textX += side + p
        textWidth = max(0, size.width - textX - p - trailingMarks)
      }
    }
    titleFrame = nil
    titleLayout = nil
    if let title = content.title {
      let layout = BitmapFont.regular.measure(title, maxWidth: textWidth, lineLimit: max(1, content.titleLines))
      titleFrame = Rect(x: textX, y: cursor, width: textWidth, height: layout.height)
      titleLayout = layout
      cursor += layout.height + Self.spacing
    }
    subtitleFrame = nil
    subtitleLayout = nil
    if let subtitle = content.subtitle {
      let layout = BitmapFont.small.measure(subtitle, maxWidth: textWidth, lineLimit: max(1, content.subtitleLines))
      if content.listStyle == .valueCell, let titleFrame {
        // A value cell's secondary text sits on the title's line, at the trailing edge.
        let widest = layout.lines.map { BitmapFont.small.width(of: $0) }.max() ?? 0
        subtitleFrame = Rect(x: max(textX, textX + textWidth - widest), y: titleFrame.y, width: min(widest, textWidth), height: layout.height)
      } else {
        subtitleFrame = Rect(x: textX, y: cursor, width: textWidth, height: layout.height)
        cursor += layout.height + Self.spacing
      }
      subtitleLayout = layout
    }
    for text in content.moreTexts {
      let layout = BitmapFont.small.measure(text, maxWidth: textWidth, lineLimit: 2)
      moreTextFrames.append(Rect(x: textX, y: cursor, width: textWidth, height: layout.height))
      moreTextLayouts.append(layout)
      cursor += layout.height + Self.spacing
    }
    button = nil
    if let title = content.button {
      let width = min(textWidth, BitmapFont.regular.width(of: title) + 24)
      button = Rect(x: textX, y: cursor, width: width, height: Self.buttonHeight)
      cursor += Self.buttonHeight + Self.spacing
    }
    // The last part's trailing spacing becomes the bottom padding.
    contentHeight = max(cursor - Self.spacing, leadingBottom, marksBottom) + p
  }

  /// The size a self-sizing view needs at `width`: the width stays, the height fits the
  /// content.
  public static func fittingSize(_ content: PlaceholderContent, width: Double) -> Size {
    Size(width: width, height: PlaceholderLayout(content, in: Size(width: width, height: 0)).contentHeight)
  }

  /// The natural width of the content on single lines (a tag or a chip), at most `maxWidth`.
  public static func naturalWidth(_ content: PlaceholderContent, maxWidth: Double) -> Double {
    var widest = BitmapFont.small.width(of: "") + 0
    if let title = content.title { widest = max(widest, BitmapFont.regular.width(of: title)) }
    if let subtitle = content.subtitle { widest = max(widest, BitmapFont.small.width(of: subtitle)) }
    if let button = content.button { widest = max(widest, BitmapFont.regular.width(of: button) + 24) }
    for text in content.moreTexts { widest = max(widest, BitmapFont.small.width(of: text)) }
    var width = widest + 2 * padding
    if content.image?.placement == .leading { width += thumbnailSide + padding }
    for mark in content.accessories { width += BitmapFont.small.width(of: mark.tag) + 6 + accessorySpacing }
    return min(maxWidth, max(width, 2 * padding + 8))
  }
}
