import CollectionSnapshotLayout
public import CollectionSnapshotModel

extension HeadlessCollectionView {
  /// The screen as the view shows it now: its current model, content offset and orthogonal
  /// section offsets — what an image or layout snapshot taken at this step draws.
  public var currentScreen: Screen {
    var screen = self.screen
    screen.contentOffset = scrollState.contentOffset
    screen.orthogonalOffsets = scrollState.orthogonalOffsets
    return screen
  }
}
