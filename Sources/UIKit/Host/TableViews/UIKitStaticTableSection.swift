import Foundation

/// A section of a storyboard table view whose content is the file's ("static cells"): its
/// titles and its cells, made when the storyboard loads, with the height Interface Builder gave
/// each (`nil`: the table's). A `UITableViewController` serves them as its data source, as
/// UIKit's does, to a subclass that does not override the data source's methods (or calls
/// `super`).
struct UIKitStaticTableSection {
  var headerTitle: String?
  var footerTitle: String?
  var cells: [UITableViewCell]
  var rowHeights: [CGFloat?]
}
