import Foundation

extension UICollectionView {
  // MARK: Registering

  /// Registers a cell class for a reuse identifier (`nil` removes it): a dequeue with the
  /// identifier makes an instance of the class with `init(frame:)`, or reuses one.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    reusableViews.register(cellClass, elementKind: UIKitReusableViews.cellKind, reuseIdentifier: identifier)
  }

  /// Registers a supplementary view class for an element kind and reuse identifier (`nil`
  /// removes it).
  public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
    reusableViews.register(viewClass, elementKind: elementKind, reuseIdentifier: identifier)
  }

  /// Registers a nib for a cell reuse identifier (`nil` removes it): a dequeue with the
  /// identifier instantiates the nib, whose one top-level object must be a cell (see
  /// ``UINib``).
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    reusableViews.register(nib, elementKind: UIKitReusableViews.cellKind, reuseIdentifier: identifier)
  }

  /// Registers a nib for a supplementary view's kind and reuse identifier (see
  /// `register(_:forCellWithReuseIdentifier:)` with a nib).
  public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
    reusableViews.register(nib, elementKind: kind, reuseIdentifier: identifier)
  }

  // MARK: Dequeuing

  /// A cell of the class registered for `identifier`: while the screen asks the data source
  /// for the cell at `indexPath`, a view made for the identifier earlier that is no longer
  /// shown (after `prepareForReuse()`), else a new one made with `init(frame:)`. Outside such
  /// a request, a new cell (a test may configure one on its own).
  ///
  /// An identifier registered for no class is UIKit's "could not dequeue a view of kind: …"
  /// exception, thrown by the screen; the cell returned then is an empty one.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    dequeueView(elementKind: UIKitReusableViews.cellKind, reuseIdentifier: identifier, for: indexPath) as? UICollectionViewCell
      ?? UICollectionViewCell(frame: .zero)
  }

  /// A supplementary view of the class registered for the kind and identifier (see
  /// ``dequeueReusableCell(withReuseIdentifier:for:)``).
  public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionReusableView
  {
    dequeueView(elementKind: elementKind, reuseIdentifier: identifier, for: indexPath)
  }

  /// The view for a registered reuse identifier, or an empty view and UIKit's exception.
  func dequeueView(elementKind: String, reuseIdentifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
    let origin = elementKind == UIKitReusableViews.cellKind
      ? "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)" : "UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)"
    let registration = reusableViews.registration(elementKind: elementKind, reuseIdentifier: reuseIdentifier)
    if case .nib(let nib) = registration {
      let cell = elementKind == UIKitReusableViews.cellKind
      if case .failure(let exception) = nib.load(origin: origin) {
        IBNibSource.raise(exception)
        // The screen fails; the view returned is of the class the nib is named after, when the
        // app has one (Xcode's convention), so that the app's cast to it does not trap first.
        if let viewClass = nibNamedClass(nib.name, cell: cell) {
          return dequeue(elementKind: elementKind, reuseIdentifier: reuseIdentifier, for: indexPath) { UIKitViewFactory.reusable(viewClass, frame: self.madeViewFrame(elementKind: elementKind)) }
        }
        return cell ? UICollectionViewCell(frame: .zero) : UICollectionReusableView(frame: .zero)
      }
      return dequeue(elementKind: elementKind, reuseIdentifier: reuseIdentifier, for: indexPath) { [dataSource] in
        nib.makeReusableView(cell: cell, reuseIdentifier: reuseIdentifier, owner: dataSource as AnyObject?, origin: origin)
      }
    }
    guard case .viewClass(let viewClass) = registration else {
      UIKitExceptionRecorder.raise(
        UIKitException(
          reason: "could not dequeue a view of kind: \(elementKind) with identifier \(reuseIdentifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
          origin: elementKind == UIKitReusableViews.cellKind
            ? "UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)" : "UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)"))
      return elementKind == UIKitReusableViews.cellKind ? UICollectionViewCell(frame: .zero) : UICollectionReusableView(frame: .zero)
    }
    return dequeue(elementKind: elementKind, reuseIdentifier: reuseIdentifier, for: indexPath) { UIKitViewFactory.reusable(viewClass, frame: self.madeViewFrame(elementKind: elementKind)) }
  }

  /// The app's view class named `name`, looked up in the modules of the data source and the
  /// delegate (the app's), or `nil`.
  private func nibNamedClass(_ name: String?, cell: Bool) -> UICollectionReusableView.Type? {
    guard let name, !name.isEmpty else { return nil }
    var modules: [String] = []
    for owner in [dataSource as AnyObject?, delegate as AnyObject?] {
      guard let owner else { continue }
      let module = String(String(reflecting: type(of: owner)).prefix { $0 != "." })
      if module != "UIKit", !modules.contains(module) { modules.append(module) }
    }
    for module in modules {
      guard let found = _typeByName("\(module).\(name)") as? UICollectionReusableView.Type else { continue }
      if cell && !(found is UICollectionViewCell.Type) { continue }
      return found
    }
    return nil
  }

  /// A view for a reuse identifier, which `make` makes when a new one is needed: from the
  /// session asking the data source, else a new one.
  func dequeue(elementKind: String, reuseIdentifier: String, for indexPath: IndexPath, make: () -> UICollectionReusableView) -> UICollectionReusableView {
    if let session = reusableViews.session {
      return session.dequeue(elementKind: elementKind, reuseIdentifier: reuseIdentifier, for: indexPath, make: make)
    }
    let view = make()
    view.dequeued = UIKitDequeue(reuseIdentifier: reuseIdentifier, elementKind: elementKind, owner: self)
    return view
  }

  // MARK: Views on show

  /// The cell shown for an item: one the screen asked the data source for and shows now.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    reusableViews.shown[UIKitShownElement(supplementaryKind: nil, indexPath: indexPath)] as? UICollectionViewCell
  }

  /// The item a shown cell shows (`nil` for a cell not on show).
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    guard let shown = cell.shownElement, shown.supplementaryKind == nil, reusableViews.shown[shown] === cell else { return nil }
    return shown.indexPath
  }

  /// The index path of a shown supplementary view.
  public func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
    guard let shown = supplementaryView.shownElement, shown.supplementaryKind != nil, reusableViews.shown[shown] === supplementaryView else { return nil }
    return shown.indexPath
  }

  /// The cells shown, by index path.
  public var visibleCells: [UICollectionViewCell] {
    let shown = reusableViews.shown
    return Self.sorted(shown, kind: nil).compactMap { shown[$0] as? UICollectionViewCell }
  }

  /// The index paths of the cells shown, in order.
  public var indexPathsForVisibleItems: [IndexPath] { Self.sorted(reusableViews.shown, kind: nil).map(\.indexPath) }

  /// The supplementary view shown for a kind and index path.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
    reusableViews.shown[UIKitShownElement(supplementaryKind: elementKind, indexPath: indexPath)]
  }

  /// The supplementary views of a kind shown, by index path.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    let shown = reusableViews.shown
    return Self.sorted(shown, kind: elementKind).compactMap { shown[$0] }
  }

  /// The index paths of the supplementary views of a kind shown, in order.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    Self.sorted(reusableViews.shown, kind: elementKind).map(\.indexPath)
  }

  /// The elements of a kind (`nil`: cells) among `shown`, by index path (not in the
  /// dictionary's order). The views on show are gathered once per question.
  private static func sorted(_ shown: [UIKitShownElement: UICollectionReusableView], kind: String?) -> [UIKitShownElement] {
    shown.keys.filter { $0.supplementaryKind == kind }.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
  }
}
