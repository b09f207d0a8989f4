public import Foundation

// UIKit's additions to `IndexPath` (Foundation on Linux has none of them).
extension IndexPath {
  /// An index path for an item in a section of a collection view.
  public init(item: Int, section: Int) {
    self.init(index: section)
    append(item)
  }

  /// An index path for a row in a section of a table view.
  public init(row: Int, section: Int) {
    self.init(index: section)
    append(row)
  }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The item: the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The row: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
