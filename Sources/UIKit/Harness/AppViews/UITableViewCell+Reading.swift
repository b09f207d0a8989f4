import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

extension UITableViewCell: UIKitContentHolder {
  var selectionBackgroundViews: [UIView] { [selectedBackgroundView, multipleSelectionBackgroundView].compactMap { $0 } }
  var accessoryViews: [UIView] { [accessoryView, editingAccessoryView].compactMap { $0 } }
  var stateForConfiguration: any UIConfigurationState { configurationState }

  /// The standard labels and image as UIKit's list content of the cell's style: the default
  /// style a cell's, subtitle a subtitle cell's, the two value styles a value cell's. An image
  /// is a leading image of unknown size (its row is as tall as its text's).
  var standardContent: PlaceholderContent? {
    let (textLabel, detailLabel, imageView) = standardViews
    func shown(_ label: UILabel?) -> String? {
      guard let label, !label.isHidden else { return nil }
      return label.text ?? label.attributedText?.string
    }
    let text = shown(textLabel)
    let detail = shown(detailLabel)
    let image = imageView.flatMap { $0.isHidden ? nil : $0.image }
    guard text != nil || detail != nil || image != nil else { return nil }
    let style: ListContentStyle
    switch cellStyle {
    case .default: style = .cell
    case .subtitle: style = .subtitleCell
    case .value1, .value2: style = .valueCell
    }
    var content = PlaceholderContent.list(style, text: text ?? "", secondaryText: detail)
    if text == nil { content.title = nil }
    if let image { content.image = ImagePlaceholder(placement: .leading, name: image.name) }
    return content
  }
}
