import CollectionSnapshotText

/// A table's section index (`sectionIndexTitles(for:)`): the column of small titles UIKit
/// draws at the table's trailing edge, centred in its visible height, and the room it takes
/// from the rows and section headers and footers.
///
/// Measured on UIKit-rendered screenshots of plain tables (iOS 9, an iPhone 320 × 568 pt; the
/// catalog article "Tables" lists them and the numbers): titles in the tint colour, one every
/// 14 pt, centred in a column 15 pt wide for titles of one or two letters and 43.5 pt wide for
/// titles too long for it (cut on both sides), the column reaching from below the adjusted top
/// inset and the table header view to the bottom of the view, the titles centred in it; the
/// rows, their separators (filler rows' too) and the section headers stop where it starts.
public struct TableSectionIndex: Sendable, Hashable {
  /// A colour the app set, by the layout dump's name for it, with its components
  /// (0xRRGGBBAA) when known.
  public struct NamedColor: Sendable, Hashable {
    /// The dump's name (`systemRed`, `#FF8800`).
    public var name: String
    /// The components, 0xRRGGBBAA, when known.
    public var rgba: UInt32?

    /// A named colour.
    public init(name: String, rgba: UInt32? = nil) {
      self.name = name
      self.rgba = rgba
    }
  }

  /// The titles, in order (`UITableView.indexSearch`, `"{search}"`, stands for the search
  /// symbol).
  public var titles: [String]
  /// `sectionIndexMinimumDisplayRowCount`: the index shows when the table has at least this
  /// many rows (UIKit's documentation: "the number of table rows at which to display the index
  /// list").
  public var minimumDisplayRowCount: Int
  /// `sectionIndexColor`; `nil`: the tint colour.
  public var color: NamedColor?
  /// `sectionIndexBackgroundColor`; `nil`: none, the table shows through (measured: the
  /// column is the table's white in every screenshot).
  public var backgroundColor: NamedColor?

  /// An index of `titles`.
  public init(titles: [String], minimumDisplayRowCount: Int = 0, color: NamedColor? = nil, backgroundColor: NamedColor? = nil) {
    self.titles = titles
    self.minimumDisplayRowCount = minimumDisplayRowCount
    self.color = color
    self.backgroundColor = backgroundColor
  }

  /// The titles' font: the system font, 11 pt bold. Measured: capitals 8 to 9 pixel rows tall
  /// at 1 px per point (San Francisco's cap height at 11 pt is 1443 / 2048 × 11 = 7.75 pt), in
  /// thick strokes; "Garage" 38 pt wide in ink.
  public static let font = TextFont(pointSize: 11, weight: .bold)
  /// The distance from one title's top to the next's. Measured: 14 pt between each of six
  /// titles; 27 titles' capitals from y 152 to 517, 365 / 26 = 14.04 (the picture's pixel
  /// rounding; 14 puts the last one pixel higher).
  public static let pitch = 14.0
  /// The column's width for narrow titles. Measured: the rows and headers end at x 305 of 320
  /// for the titles A–Z and # and for G, MB, DR, MB, K, D.
  public static let minimumWidth = 15.0
  /// The column's widest. Measured: the rows and headers end at x 276.5 of 320 (a half-covered
  /// pixel column at 276) for the titles "Garage", "Master Bathroom", "Dining Room", …, whose
  /// longer titles show cut on both sides.
  public static let maximumWidth = 43.5
  /// What stands between titles when they do not all fit (UIKit's bullet).
  public static let bullet = "•"
  /// `UITableView.indexSearch`.
  public static let searchTitle = "{search}"

  /// The width `title` asks of the column: none for one or two characters (measured: "MB",
  /// wider than 15 pt in 11-pt bold, shows edge to edge in the 15-pt column), else its width in
  /// ``font`` (derived: the column grows to show a longer title whole, up to its measured
  /// widest); the search symbol as wide as "Q".
  static func requiredWidth(of title: String) -> Double {
    title == searchTitle || title.count <= 2 ? 0 : font.width(of: title)
  }

  /// The column's width: 15 pt, or the widest title of three characters or more rounded up to
  /// the point, at most 43.5 pt.
  public var width: Double {
    let widest = titles.map(Self.requiredWidth).max() ?? 0
    return min(Self.maximumWidth, max(Self.minimumWidth, widest.rounded(.up)))
  }

  /// The titles shown in `height` points: all of them when they fit one every 14 pt; else as
  /// many as fit, an odd number, every other one a bullet standing for those left out, the
  /// first and the last titles kept and the others taken evenly between them. Not measured:
  /// UIKit shortens a list that does not fit this way (Contacts in landscape), its exact choice
  /// of titles is derived.
  public func shownTitles(in height: Double) -> [String] {
    let fit = Int((height / Self.pitch).rounded(.down))
    guard titles.count > fit else { return titles }
    guard fit >= 1 else { return [] }
    let slots = fit.isMultiple(of: 2) ? fit - 1 : fit
    let kept = (slots + 1) / 2
    guard kept > 1 else { return [titles[0]] }
    var shown: [String] = []
    for k in 0..<kept {
      let index = Int((Double(k) * Double(titles.count - 1) / Double(kept - 1)).rounded())
      if k > 0 { shown.append(Self.bullet) }
      shown.append(titles[index])
    }
    return shown
  }
}
