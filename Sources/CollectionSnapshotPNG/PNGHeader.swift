/// What a PNG file's IHDR chunk says.
public struct PNGHeader: Sendable, Hashable {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int
  /// Bits per sample: 1, 2, 4, 8 or 16.
  public var bitDepth: Int
  /// 0 gray, 2 RGB, 3 palette, 4 gray + alpha, 6 RGBA.
  public var colorType: Int
  /// True for Adam7 interlacing.
  public var isInterlaced: Bool
}
