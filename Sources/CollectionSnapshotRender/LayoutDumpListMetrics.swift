import CollectionSnapshotLayout
import CollectionSnapshotModel

/// The list metrics a row, header or footer of UIKit's standard list content was sized with,
/// for the end of its layout dump line: ` list=sidebarCell[11 + body 17pt 20.333 + 4 + footnote
/// 13pt 15.667 + 11 = 62]`. Nothing is printed for a view with a measured size of its own or
/// of its kind, or one whose frame the layout fixed at another height.
enum LayoutDumpListMetrics {
  /// What the metrics need of the screen: the kinds it measured, its text size and scale.
  struct Context {
    var measuredSizes: [String: MeasuredSize]
    var contentSizeCategory: ContentSizeCategory
    var scale: Double
    var layoutMargin: Double

    init(_ screen: Screen) {
      measuredSizes = screen.measuredSizes
      contentSizeCategory = screen.contentSizeCategory
      scale = screen.device.scale
      layoutMargin = screen.listContentMargin
    }
  }

  /// The suffix for a view with `content` and `sizing` of `kind` laid out `width` × `height` in
  /// the screen of `context`, or `nil`.
  static func suffix(content: PlaceholderContent, sizing: ItemSizing, kind: String, width: Double, height: Double, context: Context) -> String? {
    guard content.listStyle != nil else { return nil }
    if case .measured = sizing { return nil }
    if context.measuredSizes[kind] != nil { return nil }
    guard
      let measurement = content.listMeasurement(
        category: context.contentSizeCategory, scale: context.scale, width: width, layoutMargin: context.layoutMargin),
      (measurement.height - height).magnitude < 1e-9
    else { return nil }
    return " list=" + measurement.summary
  }
}
