import UIKit

// Cells, headers and controllers as storyboards and xibs want them: outlets, setup in
// init?(coder:) and awakeFromNib, and no init(frame:) of their own.

final class StoryCell: UICollectionViewCell {
   weak var headlineLabel: UILabel!
  var madeBy = ""
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    madeBy = "init(coder:)"
  }
  override func awakeFromNib() {
    super.awakeFromNib()
    headlineLabel?.text = "awake"
  }
nonisolated override class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self), superclass: super._objcTable, methods: ["headlineLabel": _ObjCMethod(0) { @MainActor object, _, _ in (object as! StoryCell).headlineLabel }, "setHeadlineLabel:": _ObjCMethod(1) { @MainActor object, first, _ in (object as! StoryCell).headlineLabel = try _objcValue(first, as: (UILabel?).self, "headlineLabel"); return nil }], outlets: ["headlineLabel": { @MainActor object, value in (object as! StoryCell).headlineLabel = try _objcOutlet(value, as: (UILabel?).self, "headlineLabel") }], properties: ["headlineLabel": _ObjCProperty(get: { @MainActor object in (object as! StoryCell).headlineLabel }, set: { @MainActor object, value in (object as! StoryCell).headlineLabel = try _objcValue(value, as: (UILabel?).self, "headlineLabel") })]) }; override class var _objcLacksUIKitInitializer: Bool { true }; }

final class CaptionCell: UICollectionViewCell {
   weak var captionLabel: UILabel!
  override init(frame: CGRect) {
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
nonisolated override class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self), superclass: super._objcTable, methods: ["captionLabel": _ObjCMethod(0) { @MainActor object, _, _ in (object as! CaptionCell).captionLabel }, "setCaptionLabel:": _ObjCMethod(1) { @MainActor object, first, _ in (object as! CaptionCell).captionLabel = try _objcValue(first, as: (UILabel?).self, "captionLabel"); return nil }], outlets: ["captionLabel": { @MainActor object, value in (object as! CaptionCell).captionLabel = try _objcOutlet(value, as: (UILabel?).self, "captionLabel") }], properties: ["captionLabel": _ObjCProperty(get: { @MainActor object in (object as! CaptionCell).captionLabel }, set: { @MainActor object, value in (object as! CaptionCell).captionLabel = try _objcValue(value, as: (UILabel?).self, "captionLabel") })]) }; }

class BaseStoryCell: UICollectionViewCell {
  required init?(coder: NSCoder) { super.init(coder: coder) }
override class var _objcLacksUIKitInitializer: Bool { true }; }

final class FeaturedStoryCell: BaseStoryCell {
   weak var badge: UIImageView!
nonisolated override class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self), superclass: super._objcTable, methods: ["badge": _ObjCMethod(0) { @MainActor object, _, _ in (object as! FeaturedStoryCell).badge }, "setBadge:": _ObjCMethod(1) { @MainActor object, first, _ in (object as! FeaturedStoryCell).badge = try _objcValue(first, as: (UIImageView?).self, "badge"); return nil }], outlets: ["badge": { @MainActor object, value in (object as! FeaturedStoryCell).badge = try _objcOutlet(value, as: (UIImageView?).self, "badge") }], properties: ["badge": _ObjCProperty(get: { @MainActor object in (object as! FeaturedStoryCell).badge }, set: { @MainActor object, value in (object as! FeaturedStoryCell).badge = try _objcValue(value, as: (UIImageView?).self, "badge") })]) }; override class var _objcLacksUIKitInitializer: Bool { true }; }

final class PrototypeRowCell: UITableViewCell {
   weak var nameLabel: UILabel!
  required init?(coder: NSCoder) { super.init(coder: coder) }
nonisolated override class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self), superclass: super._objcTable, methods: ["nameLabel": _ObjCMethod(0) { @MainActor object, _, _ in (object as! PrototypeRowCell).nameLabel }, "setNameLabel:": _ObjCMethod(1) { @MainActor object, first, _ in (object as! PrototypeRowCell).nameLabel = try _objcValue(first, as: (UILabel?).self, "nameLabel"); return nil }], outlets: ["nameLabel": { @MainActor object, value in (object as! PrototypeRowCell).nameLabel = try _objcOutlet(value, as: (UILabel?).self, "nameLabel") }], properties: ["nameLabel": _ObjCProperty(get: { @MainActor object in (object as! PrototypeRowCell).nameLabel }, set: { @MainActor object, value in (object as! PrototypeRowCell).nameLabel = try _objcValue(value, as: (UILabel?).self, "nameLabel") })]) }; override class var _objcLacksUIKitInitializer: Bool { true }; }

final class ValueRowCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class SceneController: UIViewController {
   weak var titleLabel: UILabel!
  required init?(coder: NSCoder) { super.init(coder: coder) }
nonisolated override class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self), superclass: super._objcTable, methods: ["titleLabel": _ObjCMethod(0) { @MainActor object, _, _ in (object as! SceneController).titleLabel }, "setTitleLabel:": _ObjCMethod(1) { @MainActor object, first, _ in (object as! SceneController).titleLabel = try _objcValue(first, as: (UILabel?).self, "titleLabel"); return nil }], outlets: ["titleLabel": { @MainActor object, value in (object as! SceneController).titleLabel = try _objcOutlet(value, as: (UILabel?).self, "titleLabel") }], properties: ["titleLabel": _ObjCProperty(get: { @MainActor object in (object as! SceneController).titleLabel }, set: { @MainActor object, value in (object as! SceneController).titleLabel = try _objcValue(value, as: (UILabel?).self, "titleLabel") })]) }; override class var _objcLacksUIKitInitializer: Bool { true }; }

final class DetailSceneController: UIViewController {
   weak var titleLabel: UILabel!
  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    title = "Detail"
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
nonisolated override class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self), superclass: super._objcTable, methods: ["titleLabel": _ObjCMethod(0) { @MainActor object, _, _ in (object as! DetailSceneController).titleLabel }, "setTitleLabel:": _ObjCMethod(1) { @MainActor object, first, _ in (object as! DetailSceneController).titleLabel = try _objcValue(first, as: (UILabel?).self, "titleLabel"); return nil }], outlets: ["titleLabel": { @MainActor object, value in (object as! DetailSceneController).titleLabel = try _objcOutlet(value, as: (UILabel?).self, "titleLabel") }], properties: ["titleLabel": _ObjCProperty(get: { @MainActor object in (object as! DetailSceneController).titleLabel }, set: { @MainActor object, value in (object as! DetailSceneController).titleLabel = try _objcValue(value, as: (UILabel?).self, "titleLabel") })]) }; }
