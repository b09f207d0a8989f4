public import CollectionSnapshotLayout
public import CollectionSnapshotPixels

/// How a screen is drawn.
public struct RenderOptions: Sendable, Hashable {
  /// What part of the screen is drawn.
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    /// What the device shows at the content offset: the bounds, with pinned headers where they
    /// pin, orthogonal sections at their own offsets and clipped, the safe area shaded and the
    /// adjusted content inset outlined.
    case viewport
    /// The whole scrollable content, with the viewport outlined.
    case full
  }

  /// Viewport or full content.
  public var mode: Mode
  /// The content offset; `nil` for the screen's own (its resting offset unless it says).
  public var contentOffset: Point?
  /// Offsets of orthogonal sections along their own axis, by section; empty for the screen's
  /// own.
  public var orthogonalOffsets: [Int: Double]
  /// Device pixels per point of the picture; `nil` for the device's scale. Independent of the
  /// scale the layout was computed at (a @3x layout drawn at @1x gives a small file).
  public var scale: Double?
  /// Draw each element's kind and index path.
  public var showsLabels: Bool
  /// Name cells by their item identifier instead of their index path.
  public var labelsUseIdentifiers: Bool
  /// Print each element's frame under its label.
  public var showsFrames: Bool
  /// Draw a point grid every this many points; `nil` for none.
  public var gridSpacing: Double?
  /// The colour behind everything.
  public var background: Color

  /// Options; the defaults draw the viewport at rest, at the device's scale, with labels.
  public init(
    mode: Mode = .viewport, contentOffset: Point? = nil, orthogonalOffsets: [Int: Double] = [:], scale: Double? = nil,
    showsLabels: Bool = true, labelsUseIdentifiers: Bool = false, showsFrames: Bool = false, gridSpacing: Double? = nil,
    background: Color = Color(rgb: 0xF7F7F9)
  ) {
    self.mode = mode
    self.contentOffset = contentOffset
    self.orthogonalOffsets = orthogonalOffsets
    self.scale = scale
    self.showsLabels = showsLabels
    self.labelsUseIdentifiers = labelsUseIdentifiers
    self.showsFrames = showsFrames
    self.gridSpacing = gridSpacing
    self.background = background
  }
}
