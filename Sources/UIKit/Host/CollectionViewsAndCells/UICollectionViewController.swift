import Foundation

/// A view controller whose view is a collection view, placed as the host under test places it.
@MainActor @preconcurrency
open class UICollectionViewController: UIViewController {
  /// The layout it was made with; `nil` for `init()` and `init(nibName:bundle:)`, as in UIKit.
  private let initialLayout: UICollectionViewLayout?

  /// A controller whose collection view uses `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller with no layout: its view can be made only once a layout is set on it (UIKit
  /// raises when it loads the view; see ``loadView()``).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.initialLayout = nil
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A controller made by `init()`: no layout, as from `init(nibName: nil, bundle: nil)`.
  public required init?(coder: NSCoder) {
    self.initialLayout = nil
    super.init(coder: coder)
  }

  /// The collection view's layout (the one it was made with until the view is made).
  open var collectionViewLayout: UICollectionViewLayout {
    if let view = viewIfLoaded as? UICollectionView { return view.collectionViewLayout }
    return initialLayout ?? UICollectionViewLayout()
  }

  /// The collection view (the root view).
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// Makes the collection view as the host under test places it: its frame, safe area,
  /// insets, adjustment behaviour and margins; the controller is its data source and delegate.
  /// Made without a layout, UIKit raises "UICollectionView must be initialized with a non-nil
  /// layout parameter": that exception is recorded (the screen fails with it) and the view gets
  /// a flow layout, so the code after it still runs.
  open override func loadView() {
    if interfaceBuilderSource?.element.child(key: "view") != nil {
      super.loadView()
      if let collectionView = viewIfLoaded as? UICollectionView { UIKitHost.current.configure(collectionView) }
      return
    }
    let layout: UICollectionViewLayout
    if let initialLayout {
      layout = initialLayout
    } else {
      UIKitExceptionRecorder.raise(
        UIKitException(
          name: UIKitException.invalidArgument, reason: "UICollectionView must be initialized with a non-nil layout parameter",
          origin: "UICollectionViewController.loadView()"))
      layout = UICollectionViewFlowLayout()
    }
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    UIKitHost.current.configure(collectionView)
    collectionView.dataSource = self
    collectionView.delegate = self
    view = collectionView
  }

  /// Whether the selection clears when the view appears.
  open var clearsSelectionOnViewWillAppear = true
  /// Whether a long press reorders.
  open var installsStandardGestureForInteractiveMovement = true
  /// Whether pushing a collection view controller animates between layouts.
  open var useLayoutToLayoutNavigationTransitions = false

  // MARK: Data source and delegate (subclasses override)

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// No items.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
  /// Not implemented, as in UIKit: a subclass provides its cells. A screen that asks for them
  /// fails with UIKit's "unrecognized selector" exception.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    UIKitMissingView(unimplemented: "collectionView:cellForItemAtIndexPath:")
  }
  /// No view, as a data source that does not implement the method gives UIKit.
  open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
    UIKitMissingView(frame: .zero)
  }
  /// Not called.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Not called.
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// True.
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
  /// Not called.
  open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
  /// Not called.
  open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
  /// True.
  open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
  /// Nothing.
  open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  /// Nothing.
  open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  /// True.
  open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String,
    at indexPath: IndexPath
  ) {}
  /// No menu.
  open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
    nil
  }
  /// No menu.
  open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint)
    -> UIContextMenuConfiguration?
  { nil }
  /// The cell's preview.
  open func collectionView(_ collectionView: UICollectionView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration)
    -> UITargetedPreview?
  { nil }
  /// The cell's preview.
  open func collectionView(_ collectionView: UICollectionView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration)
    -> UITargetedPreview?
  { nil }
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// The proposed place.
  open func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// True.
  open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
  /// False (a tap selects).
  open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { false }
  /// Nothing.
  open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
  /// False.
  open func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
  /// Nothing.
  open func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
  /// Nothing.
  open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
  /// True.
  open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
  /// The collection view's `selectionFollowsFocus`.
  open func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
    collectionView.selectionFollowsFocus
  }
  /// The proposed offset.
  open func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }

  // MARK: Scroll view delegate (the collection view's delegate is one; a subclass overrides these)

  /// Called when the collection view scrolls.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Called when the zoom scale changes.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Called when a drag begins.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Called when a drag ends, with the offset the content will stop at.
  open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
  /// Called after a drag ends.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Called when the content starts slowing down.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Called when the content stops.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Called when an animated scroll ends.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// No view zooms.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Called when zooming begins.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Called when zooming ends.
  open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
  /// Whether a tap on the status bar scrolls to the top.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Called after scrolling to the top.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Called when the adjusted content inset changes.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

extension UICollectionViewController: UICollectionViewDataSource, UICollectionViewDelegate {}
