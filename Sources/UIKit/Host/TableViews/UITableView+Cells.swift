import CollectionSnapshotLayout
import Foundation

extension UITableView {
  // MARK: Registering

  /// Registers a cell class for a reuse identifier (`nil` removes it): a dequeue makes an
  /// instance with `init(style: .default, reuseIdentifier:)`, or reuses one.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    reusableViews.register(cell: cellClass, reuseIdentifier: identifier)
  }

  /// Registers a nib for a cell reuse identifier. Nibs are not loaded on Linux: dequeuing the
  /// identifier raises UIKit's "Could not load NIB in bundle" exception.
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    reusableViews.register(nib, elementKind: UIKitTableReusableViews.cellKind, reuseIdentifier: identifier)
  }

  /// Registers a header-footer view class for a reuse identifier.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    reusableViews.register(headerFooter: aClass, reuseIdentifier: identifier)
  }

  /// Registers a nib for a header-footer reuse identifier (see
  /// `register(_:forCellReuseIdentifier:)` with a nib).
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    reusableViews.register(nib, elementKind: UIKitTableReusableViews.headerFooterKind, reuseIdentifier: identifier)
  }

  // MARK: Dequeuing

  /// A cell for `identifier`: while the screen asks the data source for a row, one made for
  /// the identifier earlier that no longer shows (after `prepareForReuse()`), else a new one of
  /// the registered class; `nil` when nothing is registered for it and no cell the app made
  /// with it is free — the app then makes one (`UITableViewCell(style:reuseIdentifier:)`).
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    dequeueCell(identifier, indexPath: nil)
  }

  /// A cell of the class registered for `identifier` (see ``dequeueReusableCell(withIdentifier:)``).
  /// An identifier registered for nothing is UIKit's "unable to dequeue a cell with identifier
  /// …" exception, thrown by the screen; the cell returned then is an empty one.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: Foundation.IndexPath) -> UITableViewCell {
    if let cell = dequeueCell(identifier, indexPath: indexPath) { return cell }
    UIKitExceptionRecorder.raise(
      UIKitException(
        reason: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
        origin: "UITableView.dequeueReusableCell(withIdentifier:for:)"))
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A header-footer view of the class registered for `identifier`, or `nil` when none is.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    let origin = "UITableView.dequeueReusableHeaderFooterView(withIdentifier:)"
    switch reusableViews.registration(elementKind: UIKitTableReusableViews.headerFooterKind, reuseIdentifier: identifier) {
    case nil, .cell?:
      return nil
    case .nib(let nib)?:
      UIKitExceptionRecorder.raise(UINib.cannotLoad(nib.name, origin: origin))
      return UITableViewHeaderFooterView(reuseIdentifier: identifier)
    case .headerFooter(let viewClass)?:
      if let session = reusableViews.session { return session.dequeueHeaderFooter(viewClass, reuseIdentifier: identifier) }
      let view = UITableViewHeaderFooterView._make(viewClass, reuseIdentifier: identifier, origin: origin)
      view.dequeued = UIKitDequeue(reuseIdentifier: identifier, elementKind: UIKitTableReusableViews.headerFooterKind, owner: self)
      return view
    }
  }

  /// A cell for an identifier: the registered class's, a nib's exception, or (unregistered) a
  /// free cell the app made earlier, else `nil`.
  private func dequeueCell(_ identifier: String, indexPath: Foundation.IndexPath?) -> UITableViewCell? {
    let origin = indexPath == nil ? "UITableView.dequeueReusableCell(withIdentifier:)" : "UITableView.dequeueReusableCell(withIdentifier:for:)"
    switch reusableViews.registration(elementKind: UIKitTableReusableViews.cellKind, reuseIdentifier: identifier) {
    case .cell(let cellClass)?:
      if let session = reusableViews.session { return session.dequeueCell(cellClass, reuseIdentifier: identifier) }
      let cell = UITableViewCell._make(cellClass, reuseIdentifier: identifier, origin: origin)
      cell.dequeued = UIKitDequeue(reuseIdentifier: identifier, elementKind: UIKitTableReusableViews.cellKind, owner: self)
      return cell
    case .nib(let nib)?:
      UIKitExceptionRecorder.raise(UINib.cannotLoad(nib.name, origin: origin))
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    case nil, .headerFooter?:
      return reusableViews.session?.dequeueUnregisteredCell(reuseIdentifier: identifier)
    }
  }

  // MARK: Views on show

  /// The views on show of a class, by element.
  private func shown<View: UIView>(_ type: View.Type) -> [UIKitShownElement: View] {
    reusableViews.shownViews?.shown(as: type) ?? [:]
  }

  /// The cell shown for a row: one the screen asked the data source for and shows now.
  public func cellForRow(at indexPath: Foundation.IndexPath) -> UITableViewCell? {
    shown(UITableViewCell.self)[UIKitShownElement(supplementaryKind: nil, indexPath: indexPath)]
  }

  /// The cells shown, by index path.
  public var visibleCells: [UITableViewCell] {
    let cells = shown(UITableViewCell.self)
    return cells.keys.filter { $0.supplementaryKind == nil }.sorted { ($0.section, $0.item) < ($1.section, $1.item) }.compactMap { cells[$0] }
  }

  /// The index paths of the rows shown, in order.
  public var indexPathsForVisibleRows: [Foundation.IndexPath]? {
    shown(UITableViewCell.self).keys.filter { $0.supplementaryKind == nil }.sorted { ($0.section, $0.item) < ($1.section, $1.item) }.map(\.indexPath)
  }

  /// The header view shown for a section.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    shown(UITableViewHeaderFooterView.self)[UIKitShownElement(supplementaryKind: ElementCategory.sectionHeaderKind, indexPath: Foundation.IndexPath(row: 0, section: section))]
  }

  /// The footer view shown for a section.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    shown(UITableViewHeaderFooterView.self)[UIKitShownElement(supplementaryKind: ElementCategory.sectionFooterKind, indexPath: Foundation.IndexPath(row: 0, section: section))]
  }

  /// The row a shown cell shows.
  public func indexPath(for cell: UITableViewCell) -> Foundation.IndexPath? {
    cell.shownElement.flatMap { $0.supplementaryKind == nil ? $0.indexPath : nil }
  }

  // MARK: Geometry (once the table was laid out for a screen)

  /// The elements of the table's layout.
  private var laidOut: ComputedLayout? { hostState?.layout }

  /// A row's frame in the table's content; `.zero` before the table was laid out.
  public func rectForRow(at indexPath: Foundation.IndexPath) -> CGRect {
    laidOut?.attributesForItem(at: indexPath.engine).map { CGRect($0.frame) } ?? .zero
  }

  /// A section header's frame.
  public func rectForHeader(inSection section: Int) -> CGRect {
    laidOut?.attributesForSupplementary(kind: ElementCategory.sectionHeaderKind, at: CollectionSnapshotLayout.IndexPath(item: 0, section: section)).map { CGRect($0.frame) }
      ?? .zero
  }

  /// A section footer's frame.
  public func rectForFooter(inSection section: Int) -> CGRect {
    laidOut?.attributesForSupplementary(kind: ElementCategory.sectionFooterKind, at: CollectionSnapshotLayout.IndexPath(item: 0, section: section)).map { CGRect($0.frame) }
      ?? .zero
  }

  /// A section's frame: its header, rows and footer.
  public func rect(forSection section: Int) -> CGRect {
    let parts = [rectForHeader(inSection: section), rectForFooter(inSection: section)]
      + (0..<numberOfRows(inSection: section)).map { rectForRow(at: Foundation.IndexPath(row: $0, section: section)) }
    return parts.filter { $0 != .zero }.reduce(CGRect.null) { $0.union($1) }.standardizedOrZero
  }

  /// The row at a point of the table's content, if any.
  public func indexPathForRow(at point: CGPoint) -> Foundation.IndexPath? {
    guard let laidOut else { return nil }
    let (x, y) = (Double(point.x), Double(point.y))
    let probe = Rect(x: x, y: y, width: 0.001, height: 0.001)
    return laidOut.attributes(in: probe).first { $0.category == .cell && x >= $0.frame.minX && x < $0.frame.maxX && y >= $0.frame.minY && y < $0.frame.maxY }
      .map { Foundation.IndexPath(engine: $0.indexPath) }
  }

  /// The rows whose frames meet a rectangle of the table's content, in order.
  public func indexPathsForRows(in rect: CGRect) -> [Foundation.IndexPath]? {
    guard let laidOut else { return nil }
    return laidOut.attributes(in: Rect(rect)).filter { $0.category == .cell }.map(\.indexPath).sorted().map { Foundation.IndexPath(engine: $0) }
  }
}

extension CGRect {
  /// `.zero` for the null rectangle.
  fileprivate var standardizedOrZero: CGRect { isNull ? .zero : self }
}
