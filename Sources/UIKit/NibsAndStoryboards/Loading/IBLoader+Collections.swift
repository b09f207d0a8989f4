import Foundation

extension IBLoader {
  /// The layout of a collection view's element (`<collectionViewFlowLayout
  /// key="collectionViewLayout">`, or `<collectionViewLayout>` of an app's class), made before
  /// the collection view (which needs it to be initialized); a flow layout when the element
  /// has none, as Interface Builder always writes one.
  func collectionViewLayout(of element: IBElement) -> UICollectionViewLayout {
    guard let layoutElement = element.child(key: "collectionViewLayout") else { return UICollectionViewFlowLayout() }
    guard let layout = make(layoutElement) as? UICollectionViewLayout else {
      if failure == nil { fail(document.error(layoutElement, "the collection view's layout is not a UICollectionViewLayout")) }
      return UICollectionViewFlowLayout()
    }
    return layout
  }

  /// A flow layout's properties.
  func decodeFlowLayout(_ layout: UICollectionViewFlowLayout, from element: IBElement) {
    register(layout, for: element)
    attempt {
      if let direction = try values.enumeration(
        element, "scrollDirection", ["vertical": UICollectionView.ScrollDirection.vertical, "horizontal": .horizontal])
      {
        layout.scrollDirection = direction
      }
      if let spacing = try values.number(element, "minimumLineSpacing") { layout.minimumLineSpacing = spacing }
      if let spacing = try values.number(element, "minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
      if let size = element.child(named: "size", key: "itemSize") { layout.itemSize = try values.size(size) }
      if let size = element.child(named: "size", key: "estimatedItemSize") { layout.estimatedItemSize = try values.size(size) }
      if element.flag("automaticEstimatedItemSize") == true { layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
      if let size = element.child(named: "size", key: "headerReferenceSize") { layout.headerReferenceSize = try values.size(size) }
      if let size = element.child(named: "size", key: "footerReferenceSize") { layout.footerReferenceSize = try values.size(size) }
      if let insets = element.child(key: "sectionInset") { layout.sectionInset = try values.insets(insets) }
      if let pins = element.flag("sectionHeadersPinToVisibleBounds") { layout.sectionHeadersPinToVisibleBounds = pins }
      if let pins = element.flag("sectionFootersPinToVisibleBounds") { layout.sectionFootersPinToVisibleBounds = pins }
    }
  }

  /// A collection view's scroll view properties and its prototypes: each cell of `<cells>`
  /// registered for its reuse identifier, and the section header and footer views for theirs,
  /// as nibs of one object (dequeuing makes a new copy each time, as UIKit does).
  func decodeCollectionView(_ collectionView: UICollectionView, _ element: IBElement) throws {
    try decodeScrollView(collectionView, element)
    if let prefetching = element.flag("prefetchingEnabled") { collectionView.isPrefetchingEnabled = prefetching }
    var prototypes: [(IBElement, String)] = element.items(of: "cells").map { ($0, UIKitReusableViews.cellKind) }
    if let header = element.child(key: "sectionHeaderView") { prototypes.append((header, UICollectionView.elementKindSectionHeader)) }
    if let footer = element.child(key: "sectionFooterView") { prototypes.append((footer, UICollectionView.elementKindSectionFooter)) }
    for (prototype, kind) in prototypes {
      guard let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else { continue }
      collectionView.reusableViews.register(prototypeNib(prototype, name: identifier), elementKind: kind, reuseIdentifier: identifier)
    }
  }

  /// A nib of one prototype of the file, which knows the objects made so far (its actions'
  /// targets, the scene's view controller).
  func prototypeNib(_ element: IBElement, name: String) -> UINib {
    var source = IBNibSource(document: document, roots: [element], bundleModules: resolver.bundleModules)
    source.storyboard = storyboard
    source.otherModules = resolver.otherModules
    for (id, object) in objects { source.knownObjects[id] = IBWeakObject(object: object) }
    return UINib(source: source, name: name)
  }

  /// The properties of objects that are not views (bar button items, navigation items, gesture
  /// recognizers).
  func decodeObject(_ object: AnyObject, from element: IBElement) throws {
    switch object {
    case let item as UIBarButtonItem:
      if let title = element["title"] { item.title = title }
      if let image = values.image(element) { item.image = image }
      if let style = try values.enumeration(element, "style", ["plain": UIBarButtonItem.Style.plain, "done": .done]) { item.style = style }
      if let color = element.child(key: "tintColor") { item.tintColor = try values.color(color) }
      if let custom = element.child(key: "customView") { item.customView = make(custom) as? UIView }
    case let item as UINavigationItem:
      if let title = element["title"] { item.title = title }
      for key in ["leftBarButtonItem", "rightBarButtonItem"] {
        guard let child = element.child(key: key), let button = make(child) as? UIBarButtonItem else { continue }
        if key == "leftBarButtonItem" { item.leftBarButtonItem = button } else { item.rightBarButtonItem = button }
      }
    case let recognizer as UIGestureRecognizer:
      // Made without a target: its actions are the file's.
      recognizer.removeTarget(nil, action: nil)
      if let recognizer = recognizer as? UITapGestureRecognizer, let taps = try values.integer(element, "numberOfTapsRequired") {
        recognizer.numberOfTapsRequired = taps
      }
    default: break
    }
  }
}
