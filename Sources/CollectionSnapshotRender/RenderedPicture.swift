public import CollectionSnapshotPixels

/// A drawn picture in two bands: the top half (rows `0 ..< height / 2`) and the bottom half.
public struct RenderedPicture: Sendable {
  /// Pixels per point.
  public var scale: Double
  /// The top half.
  public var top: Bitmap
  /// The bottom half.
  public var bottom: Bitmap

  /// The whole picture (the bands joined: a copy).
  public var bitmap: Bitmap { Bitmap.joined([top, bottom], scale: scale) }

  /// The picture's digest, computed on the bands without joining them.
  public var digest: PixelDigest { PixelDigest(top: top, bottom: bottom) }

  /// Columns.
  public var width: Int { top.height > 0 ? top.width : bottom.width }
  /// Rows.
  public var height: Int { top.height + bottom.height }
}
