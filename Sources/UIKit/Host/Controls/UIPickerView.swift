import Foundation

/// A spinning-wheel picker: components of rows that its data source counts and its delegate
/// titles. The picker asks them when it reloads (`reloadAllComponents()`, and the first time it
/// is asked for its selection), keeps each component's selected row, and sends the delegate
/// `pickerView(_:didSelectRow:inComponent:)` only for a user's pick, never for
/// `selectRow(_:inComponent:animated:)`, as UIKit. Its wheels are not drawn: a screen shows it as
/// a view of UIKit's height for it, 216 points.
@MainActor @preconcurrency
open class UIPickerView: UIView {
  /// The data source: component and row counts.
  open weak var dataSource: (any UIPickerViewDataSource)?
  /// The delegate: titles, views, sizes and picks.
  open weak var delegate: (any UIPickerViewDelegate)?
  /// Whether the selection indicator shows (always, since iOS 7).
  open var showsSelectionIndicator = true
  private var rowCounts: [Int]?
  private var selected: [Int: Int] = [:]

  /// The number of components, as the data source last said.
  open var numberOfComponents: Int { counts().count }

  /// The number of rows of a component.
  open func numberOfRows(inComponent component: Int) -> Int {
    let counts = counts()
    return counts.indices.contains(component) ? counts[component] : 0
  }

  /// Asks the data source for its counts again, keeping each selection within its component.
  open func reloadAllComponents() {
    rowCounts = nil
    _ = counts()
  }

  /// Asks the data source for a component's rows again.
  open func reloadComponent(_ component: Int) { reloadAllComponents() }

  /// Selects a row of a component (the delegate is not told, as in UIKit).
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard component >= 0, component < numberOfComponents else { return }
    selected[component] = min(max(row, 0), max(numberOfRows(inComponent: component) - 1, 0))
  }

  /// The selected row of a component: -1 when it has no rows.
  open func selectedRow(inComponent component: Int) -> Int {
    guard component >= 0, component < numberOfComponents, numberOfRows(inComponent: component) > 0 else { return -1 }
    return selected[component] ?? 0
  }

  /// The view the delegate gave a row (none: rows are not made here).
  open func view(forRow row: Int, forComponent component: Int) -> UIView? { nil }

  /// A row's size: the delegate's widths and heights, else the component's share of the width
  /// and UIKit's row height.
  open func rowSize(forComponent component: Int) -> CGSize {
    let count = max(numberOfComponents, 1)
    let width = delegate.map { $0.pickerView(self, widthForComponent: component) } ?? bounds.width / CGFloat(count)
    let height = delegate.map { $0.pickerView(self, rowHeightForComponent: component) } ?? 32
    return CGSize(width: width, height: height)
  }

  /// UIKit's height for a picker, 216 points; no width of its own.
  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 216) }

  private func counts() -> [Int] {
    if let rowCounts { return rowCounts }
    guard let dataSource else { return [] }
    let components = max(dataSource.numberOfComponents(in: self), 0)
    let made = (0..<components).map { max(dataSource.pickerView(self, numberOfRowsInComponent: $0), 0) }
    rowCounts = made
    for (component, row) in selected { selected[component] = made.indices.contains(component) ? min(row, max(made[component] - 1, 0)) : nil }
    return made
  }
}

/// A picker's data source.
@MainActor @preconcurrency
public protocol UIPickerViewDataSource: AnyObject {
  /// The number of components.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows of a component.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// A picker's delegate. Every method is optional, as in UIKit.
@MainActor @preconcurrency
public protocol UIPickerViewDelegate: AnyObject {
  /// A row's title.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
  /// A row's styled title.
  func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
  /// A row's view (the view given back is one the picker made before, to reuse).
  func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
  /// A component's width.
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  /// A component's row height.
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// Called when the user picks a row.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  /// Not implemented: no title.
  public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    FlowDelegateProbe.notImplemented()
    return nil
  }
  /// Not implemented: no styled title.
  public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
    FlowDelegateProbe.notImplemented()
    return nil
  }
  /// Not implemented: a plain view.
  public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
    FlowDelegateProbe.notImplemented()
    return view ?? UIView()
  }
  /// Not implemented: the component's share of the picker's width.
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    FlowDelegateProbe.notImplemented()
    return pickerView.bounds.width / CGFloat(max(pickerView.numberOfComponents, 1))
  }
  /// Not implemented: UIKit's row height, 32 points.
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
    FlowDelegateProbe.notImplemented()
    return 32
  }
  /// Not implemented.
  public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { FlowDelegateProbe.notImplemented() }
}

/// A picker's accessibility delegate (its methods are optional; none is asked here).
@MainActor @preconcurrency
public protocol UIPickerViewAccessibilityDelegate: UIPickerViewDelegate {}
