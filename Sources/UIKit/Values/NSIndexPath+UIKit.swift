public import Foundation

/// UIKit's additions to `NSIndexPath` (its collection and table view categories): an index path
/// made from an item or a row and a section, and those parts read back, as layouts written
/// against the Objective-C API use them (`NSIndexPath(item: i, section: 0) as IndexPath`).
extension NSIndexPath {
  /// An index path to an item in a section (UIKit's `indexPathForItem:inSection:`).
  public convenience init(item: Int, section: Int) {
    self.init(indexes: [section, item], length: 2)
  }

  /// An index path to a row in a section (UIKit's `indexPathForRow:inSection:`).
  public convenience init(row: Int, section: Int) {
    self.init(indexes: [section, row], length: 2)
  }

  /// The section: the first index, or `NSNotFound` when the path is empty.
  public var section: Int { part(0) }

  /// The item: the second index, or `NSNotFound` when the path has fewer than two.
  public var item: Int { part(1) }

  /// The row: the second index, or `NSNotFound` when the path has fewer than two.
  public var row: Int { part(1) }

  /// An index, or `NSNotFound` past the path's length (as `indexAtPosition:` answers).
  private func part(_ position: Int) -> Int {
    position < length ? index(atPosition: position) : NSNotFound
  }
}
