/// What the transformation knows of the types an app's classes inherit from outside the target,
/// to tell whether a class's superclass already has a table (`_objcTable`, which the class then
/// overrides) or the class is the root of its hierarchy (and declares it).
enum KnownTypes {
  /// Foundation's classes (and Swift's root): no table. An app class inheriting from one
  /// declares its own.
  static let foundationClasses: Set<String> = [
    "NSObject", "Operation", "BlockOperation", "OperationQueue", "NSCoder", "Thread", "Formatter", "DateFormatter",
    "NumberFormatter", "NSCache", "URLProtocol", "InputStream", "OutputStream", "Stream", "NSValue", "NSNumber", "Notification",
    "NSNotification", "NSString", "NSMutableString", "NSArray", "NSDictionary", "NSAttributedString", "NSMutableAttributedString",
    "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "Progress", "UndoManager", "NSPredicate", "Bundle",
  ]

  /// UIKit's classes in this package's UIKit module that have no table (values, layout
  /// descriptions, configurations): a subclass of one declares its own. Every other UIKit
  /// class — responders (views, view controllers, cells, controls, the application),
  /// gesture recognizers, bar items, layouts and their attributes, layers, constraints,
  /// presentation controllers — has one.
  static let uikitClassesWithoutTable: Set<String> = [
    "CAAnimation", "CABasicAnimation", "NSCollectionLayoutAnchor", "NSCollectionLayoutBoundarySupplementaryItem",
    "NSCollectionLayoutDecorationItem", "NSCollectionLayoutDimension", "NSCollectionLayoutEdgeSpacing", "NSCollectionLayoutGroup",
    "NSCollectionLayoutGroupCustomItem", "NSCollectionLayoutItem", "NSCollectionLayoutSection", "NSCollectionLayoutSize",
    "NSCollectionLayoutSpacing", "NSCollectionLayoutSupplementaryItem", "NSLayoutAnchor", "NSLayoutDimension", "NSLayoutXAxisAnchor",
    "NSLayoutYAxisAnchor", "NSMutableParagraphStyle", "NSParagraphStyle", "NSShadow", "NSTextAttachment", "UIAccessibilityCustomAction",
    "UIAction", "UIActivity", "UIAlertAction", "UIBarAppearance", "UIBarButtonItemAppearance", "UIBarButtonItemGroup", "UIBezierPath",
    "UIBlurEffect", "UICollectionViewCompositionalLayoutConfiguration", "UICollectionViewDiffableDataSource",
    "UICollectionViewFlowLayoutInvalidationContext", "UICollectionViewLayoutInvalidationContext", "UICollectionViewUpdateItem",
    "UIColor", "UICommand", "UIContextMenuConfiguration", "UIContextMenuInteraction", "UIContextualAction", "UIDeferredMenuElement",
    "UIDevice", "UIEvent", "UIFeedbackGenerator", "UIFont", "UIFontDescriptor", "UIGraphicsImageRenderer",
    "UIGraphicsImageRendererContext", "UIGraphicsImageRendererFormat", "UIImage", "UIImpactFeedbackGenerator", "UIKeyCommand",
    "UILayoutGuide", "UIMenu", "UIMenuElement", "UINavigationBarAppearance", "UINavigationItem", "UINotificationFeedbackGenerator",
    "UIOpenURLContext", "UIPasteboard", "UISceneConfiguration", "UISceneSession", "UISceneSizeRestrictions", "UIScreen", "UISearchToken",
    "UISelectionFeedbackGenerator", "UIStatusBarManager", "UIStoryboard", "UIStoryboardSegue", "UISwipeActionsConfiguration",
    "UITabBarAppearance", "UITabBarItemAppearance", "UIToolbarAppearance", "UITouch", "UITraitCollection", "UIVibrancyEffect",
    "UIViewPropertyAnimator", "UIVisualEffect", "UITableViewDiffableDataSource", "UITableViewRowAction",
  ]

  /// UIKit's view classes: their app subclasses can be made through a metatype (`T()`).
  static let uikitViews: Set<String> = [
    "UIView", "UILabel", "UIImageView", "UIButton", "UIStackView", "UIScrollView", "UITextField", "UITextView", "UIControl", "UISwitch",
    "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl", "UIProgressView", "UIActivityIndicatorView", "UIVisualEffectView",
    "UIRefreshControl", "UIDatePicker", "UISearchBar", "UISearchTextField", "UINavigationBar", "UIToolbar", "UITabBar", "UIWindow",
    "UICollectionView", "UITableView", "UIListContentView", "UIContentUnavailableView",
  ]
  /// UIKit's view controllers: their app subclasses can be made through a metatype (`init()`).
  static let uikitViewControllers: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController", "UITabBarController",
    "UISplitViewController", "UIPageViewController", "UISearchController", "UIAlertController", "UIActivityViewController",
  ]
  /// UIKit's reusable views: a collection or table view makes them through their metatypes.
  static let uikitReusableViews: Set<String> = [
    "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell", "UITableViewCell", "UITableViewHeaderFooterView",
  ]

  /// Protocols an app class may list first (it then has no superclass).
  static let protocols: Set<String> = [
    "AnyObject", "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Identifiable", "Comparable", "Sendable", "Error",
    "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "ObservableObject", "NSObjectProtocol", "NSCoding",
    "NSSecureCoding", "NSCopying",
  ]

  /// Whether a type outside the target, named `name`, is a class with a table.
  static func hasTable(_ name: String) -> Bool {
    if foundationClasses.contains(name) || uikitClassesWithoutTable.contains(name) || protocols.contains(name) { return false }
    // UIKit's delegate and data source protocols, and protocols named as Swift names them.
    for suffix in ["Delegate", "DataSource", "Protocol", "Providing", "Convertible", "Representable"] where name.hasSuffix(suffix) {
      return false
    }
    // A class of UIKit with a table, or of a library (which almost always extends one of
    // UIKit's views or controllers).
    return true
  }

  /// The optional requirements of UIKit's protocols in this package's UIKit module (each a
  /// requirement with a default there), by the name a call spells: `delegate?.scrollViewDidScroll?(scrollView)`
  /// becomes `_objcOptional(delegate?.scrollViewDidScroll(scrollView))`.
  static let uikitOptionalRequirements: Set<String> = [
    // UIScrollViewDelegate
    "scrollViewDidScroll(_:)", "scrollViewDidZoom(_:)", "scrollViewWillBeginDragging(_:)",
    "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", "scrollViewDidEndDragging(_:willDecelerate:)",
    "scrollViewWillBeginDecelerating(_:)", "scrollViewDidEndDecelerating(_:)", "scrollViewDidEndScrollingAnimation(_:)", "viewForZooming(in:)",
    "scrollViewWillBeginZooming(_:with:)", "scrollViewDidEndZooming(_:with:atScale:)", "scrollViewShouldScrollToTop(_:)",
    "scrollViewDidScrollToTop(_:)", "scrollViewDidChangeAdjustedContentInset(_:)",
    // UICollectionViewDelegate
    "collectionView(_:shouldHighlightItemAt:)", "collectionView(_:didHighlightItemAt:)", "collectionView(_:didUnhighlightItemAt:)",
    "collectionView(_:shouldSelectItemAt:)", "collectionView(_:shouldDeselectItemAt:)", "collectionView(_:didSelectItemAt:)",
    "collectionView(_:didDeselectItemAt:)", "collectionView(_:willDisplay:forItemAt:)",
    "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)", "collectionView(_:didEndDisplaying:forItemAt:)",
    "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)", "collectionView(_:contextMenuConfigurationForItemAt:point:)",
    "collectionView(_:contextMenuConfigurationForItemsAt:point:)", "collectionView(_:previewForHighlightingContextMenuWithConfiguration:)",
    "collectionView(_:previewForDismissingContextMenuWithConfiguration:)", "collectionView(_:willPerformPreviewActionForMenuWith:animator:)",
    "collectionView(_:willDisplayContextMenu:animator:)", "collectionView(_:willEndContextMenuInteraction:animator:)",
    "collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)", "collectionView(_:canEditItemAt:)",
    "collectionView(_:canPerformPrimaryActionForItemAt:)", "collectionView(_:performPrimaryActionForItemAt:)",
    "collectionView(_:shouldBeginMultipleSelectionInteractionAt:)", "collectionView(_:didBeginMultipleSelectionInteractionAt:)",
    "collectionViewDidEndMultipleSelectionInteraction(_:)", "collectionView(_:canFocusItemAt:)", "collectionView(_:selectionFollowsFocusForItemAt:)",
    "collectionView(_:targetContentOffsetForProposedContentOffset:)",
    // UICollectionViewDelegateFlowLayout
    "collectionView(_:layout:sizeForItemAt:)", "collectionView(_:layout:insetForSectionAt:)",
    "collectionView(_:layout:minimumLineSpacingForSectionAt:)", "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
    "collectionView(_:layout:referenceSizeForHeaderInSection:)", "collectionView(_:layout:referenceSizeForFooterInSection:)",
    // UITableViewDelegate
    "tableView(_:willDisplay:forRowAt:)", "tableView(_:willDisplayHeaderView:forSection:)", "tableView(_:willDisplayFooterView:forSection:)",
    "tableView(_:didEndDisplaying:forRowAt:)", "tableView(_:didEndDisplayingHeaderView:forSection:)",
    "tableView(_:didEndDisplayingFooterView:forSection:)", "tableView(_:heightForRowAt:)", "tableView(_:heightForHeaderInSection:)",
    "tableView(_:heightForFooterInSection:)", "tableView(_:estimatedHeightForRowAt:)", "tableView(_:estimatedHeightForHeaderInSection:)",
    "tableView(_:estimatedHeightForFooterInSection:)", "tableView(_:viewForHeaderInSection:)", "tableView(_:viewForFooterInSection:)",
    "tableView(_:accessoryButtonTappedForRowWith:)", "tableView(_:shouldHighlightRowAt:)", "tableView(_:didHighlightRowAt:)",
    "tableView(_:didUnhighlightRowAt:)", "tableView(_:willSelectRowAt:)", "tableView(_:willDeselectRowAt:)", "tableView(_:didSelectRowAt:)",
    "tableView(_:didDeselectRowAt:)", "tableView(_:shouldBeginMultipleSelectionInteractionAt:)",
    "tableView(_:didBeginMultipleSelectionInteractionAt:)", "tableViewDidEndMultipleSelectionInteraction(_:)", "tableView(_:editingStyleForRowAt:)",
    "tableView(_:titleForDeleteConfirmationButtonForRowAt:)", "tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
    "tableView(_:trailingSwipeActionsConfigurationForRowAt:)", "tableView(_:editActionsForRowAt:)", "tableView(_:shouldIndentWhileEditingRowAt:)",
    "tableView(_:willBeginEditingRowAt:)", "tableView(_:didEndEditingRowAt:)", "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)",
    "tableView(_:indentationLevelForRowAt:)", "tableView(_:canFocusRowAt:)", "tableView(_:selectionFollowsFocusForRowAt:)",
    "tableView(_:contextMenuConfigurationForRowAt:point:)", "tableView(_:previewForHighlightingContextMenuWithConfiguration:)",
    "tableView(_:previewForDismissingContextMenuWithConfiguration:)", "tableView(_:willPerformPreviewActionForMenuWith:animator:)",
    "tableView(_:willDisplayContextMenu:animator:)", "tableView(_:willEndContextMenuInteraction:animator:)", "tableView(_:canPerformPrimaryActionForRowAt:)",
    "tableView(_:performPrimaryActionForRowAt:)",
    // UITableViewDataSource
    "numberOfSections(in:)", "tableView(_:titleForHeaderInSection:)", "tableView(_:titleForFooterInSection:)", "tableView(_:canEditRowAt:)",
    "tableView(_:canMoveRowAt:)", "sectionIndexTitles(for:)", "tableView(_:sectionForSectionIndexTitle:at:)", "tableView(_:commit:forRowAt:)",
    "tableView(_:moveRowAt:to:)",
    // UICollectionViewDataSource
    "numberOfSections(in:)", "collectionView(_:viewForSupplementaryElementOfKind:at:)",
    // UITextFieldDelegate
    "textFieldShouldBeginEditing(_:)", "textFieldDidBeginEditing(_:)", "textFieldShouldEndEditing(_:)", "textFieldDidEndEditing(_:)", "textFieldDidEndEditing(_:reason:)",
    "textField(_:shouldChangeCharactersIn:replacementString:)", "textFieldDidChangeSelection(_:)", "textFieldShouldClear(_:)",
    "textFieldShouldReturn(_:)",
    // UITextViewDelegate
    "textViewShouldBeginEditing(_:)", "textViewShouldEndEditing(_:)", "textViewDidBeginEditing(_:)", "textViewDidEndEditing(_:)",
    "textView(_:shouldChangeTextIn:replacementText:)", "textViewDidChange(_:)", "textViewDidChangeSelection(_:)",
    // UISearchBarDelegate
    "searchBarShouldBeginEditing(_:)", "searchBarTextDidBeginEditing(_:)", "searchBarShouldEndEditing(_:)", "searchBarTextDidEndEditing(_:)",
    "searchBar(_:textDidChange:)", "searchBar(_:shouldChangeTextIn:replacementText:)", "searchBarSearchButtonClicked(_:)",
    "searchBarBookmarkButtonClicked(_:)", "searchBarCancelButtonClicked(_:)", "searchBarResultsListButtonClicked(_:)",
    "searchBar(_:selectedScopeButtonIndexDidChange:)",
    // UIContextMenuInteractionDelegate
    "contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)", "contextMenuInteraction(_:previewForDismissingMenuWithConfiguration:)",
    "contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)", "contextMenuInteraction(_:willDisplayMenuFor:animator:)",
    "contextMenuInteraction(_:willEndFor:animator:)",
    // UIPickerViewDelegate
    "pickerView(_:titleForRow:forComponent:)", "pickerView(_:attributedTitleForRow:forComponent:)", "pickerView(_:viewForRow:forComponent:reusing:)",
    "pickerView(_:widthForComponent:)", "pickerView(_:rowHeightForComponent:)", "pickerView(_:didSelectRow:inComponent:)",
    // UICollectionViewDataSourcePrefetching
    "collectionView(_:cancelPrefetchingForItemsAt:)",
    // UITableViewDataSourcePrefetching
    "tableView(_:cancelPrefetchingForRowsAt:)",
    // UIGestureRecognizerDelegate
    "gestureRecognizerShouldBegin(_:)", "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
    // UINavigationControllerDelegate
    "navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)",
    // UITabBarControllerDelegate
    "tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)",
    // UISearchControllerDelegate
    "willPresentSearchController(_:)", "didPresentSearchController(_:)", "willDismissSearchController(_:)", "didDismissSearchController(_:)",
    // UISplitViewControllerDelegate
    "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)",
  ]
}
