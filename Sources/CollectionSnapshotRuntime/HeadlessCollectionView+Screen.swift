import CollectionSnapshotLayout
public import CollectionSnapshotModel

extension HeadlessCollectionView {
  /// The screen as the view shows it now: its current model (three times over for infinite
  /// paging), content offset and orthogonal section offsets — what an image or layout snapshot
  /// taken at this step draws.
  public var currentScreen: Screen {
    var screen = Self.laidOutScreen(self.screen, copies: copies)
    screen.contentOffset = scrollState.contentOffset
    screen.orthogonalOffsets = scrollState.orthogonalOffsets
    return screen
  }
}
