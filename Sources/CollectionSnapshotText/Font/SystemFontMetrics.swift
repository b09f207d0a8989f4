/// San Francisco's metrics as UIKit lays the system font out: its vertical metrics (the same for
/// every weight and size) and the tracking it applies at each point size.
///
/// Sources (the `CollectionSnapshot` catalog, "Text"):
/// - Ascender 1950, descender −494 on 2048 units per em: `UIFont.systemFont(ofSize: 17)` reports
///   `lineHeight` 20.287 = 17 × 2444 / 2048, and the rows measured on UIKit's screenshots (layout
///   spec §2.18) agree to the pixel: body 17 → 20.333, callout 16 → 19.333, footnote 13 → 15.667
///   at @3x; a footnote label's baseline 16 + 12.378 (13 × 1950 / 2048) → 28.333.
/// - Cap height 1443 and x-height 1040 units: the system font's `OS/2` values as published with
///   the `@capsizecss/metrics` package (`.SFNS-Regular`); leading 0 (`UIFont.leading`).
/// - Tracking: the HIG's "iOS, iPadOS tracking values" for SF Pro (Typography, Specifications),
///   in points by point size; sizes between two rows interpolate linearly, sizes outside take
///   the nearest row.
public enum SystemFontMetrics {
  /// Units per em of San Francisco.
  public static let unitsPerEm = 2048.0
  /// The ascender, in font units.
  public static let ascenderUnits = 1950.0
  /// The descender, in font units (negative).
  public static let descenderUnits = -494.0
  /// The cap height, in font units.
  public static let capHeightUnits = 1443.0
  /// The x-height, in font units.
  public static let xHeightUnits = 1040.0

  /// The line height per point of size: (1950 + 494) / 2048.
  public static let lineHeightPerPoint = (ascenderUnits - descenderUnits) / unitsPerEm

  /// The tracking San Francisco applies at `pointSize`, in points added to each glyph's advance
  /// (17 pt: −0.43; 12 pt: 0; 34 pt: +0.40).
  public static func tracking(pointSize: Double) -> Double {
    let table = trackingTable
    if pointSize <= table[0].size { return table[0].points }
    for i in 1..<table.count where pointSize <= table[i].size {
      let (a, b) = (table[i - 1], table[i])
      let t = (pointSize - a.size) / (b.size - a.size)
      return a.points + (b.points - a.points) * t
    }
    return table[table.count - 1].points
  }

  /// The HIG's table: point size, tracking in points (its more precise column; the 1/1000 em
  /// column is the same values rounded to whole thousandths).
  static let trackingTable: [(size: Double, points: Double)] = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15), (15, -0.23),
    (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07),
    (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
    (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37),
    (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32),
    (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07),
    (80, 0),
  ]
}
