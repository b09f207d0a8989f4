/// What a segmented control shows: its segments' titles and which one is selected.
public struct ViewSegments: Sendable, Hashable {
  /// The segments' titles, in order (an image segment's is its image's name).
  public var titles: [String]
  /// The selected segment; `nil` for none.
  public var selectedIndex: Int?

  /// A segmented control.
  public init(titles: [String], selectedIndex: Int? = nil) {
    self.titles = titles
    self.selectedIndex = selectedIndex
  }
}
