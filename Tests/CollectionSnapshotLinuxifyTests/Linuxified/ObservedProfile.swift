import UIKit

/// Key-value observing as apps write it: `@objc dynamic` model properties observed by key and
/// by key path, a watcher at the root of its hierarchy that overrides `observeValue`, and a cell
/// that lays out again when its label's font changes.
@MainActor final class Profile: NSObject {
    var name = "Ana" { didSet { didChangeValue(forKey: "name") } }
    var unread: Int = 0 {
    didSet { didChangeValue(forKey: "unread"); badge = unread > 0 ? "\(unread)" : "" }
  }
  private(set) var badge = ""
nonisolated class var _objcTable: _ObjCClassTable { _ObjCClassTable(_ObjCClassTable.name(of: self), methods: ["name": _ObjCMethod(0) { @MainActor object, _, _ in (object as! Profile).name }, "setName:": _ObjCMethod(1) { @MainActor object, first, _ in (object as! Profile).name = try _objcValue(first, as: (String).self, "name"); return nil }, "unread": _ObjCMethod(0) { @MainActor object, _, _ in (object as! Profile).unread }, "setUnread:": _ObjCMethod(1) { @MainActor object, first, _ in (object as! Profile).unread = try _objcValue(first, as: (Int).self, "unread"); return nil }], properties: ["name": _ObjCProperty(get: { @MainActor object in (object as! Profile).name }, set: { @MainActor object, value in (object as! Profile).name = try _objcValue(value, as: (String).self, "name") }), "unread": _ObjCProperty(get: { @MainActor object in (object as! Profile).unread }, set: { @MainActor object, value in (object as! Profile).unread = try _objcValue(value, as: (Int).self, "unread") })]) }; }

@MainActor final class ProfileWatcher: NSObject {
  private static var context = 0
  private(set) var changes: [String] = []
  let profile: Profile

  init(profile: Profile) {
    self.profile = profile
    super.init()
    profile.addObserver(self, forKeyPath: "unread", options: [.old, .new], context: &Self.context)
  }

  func stop() {
    profile.removeObserver(self, forKeyPath: "unread", context: &Self.context)
  }

   func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
    if context == &Self.context {
      changes.append("\(keyPath ?? "") \(change?[.oldKey] ?? "-") → \(change?[.newKey] ?? "-")")
    } else {
      _objcObserveValueNotHandled(self, forKeyPath: keyPath, of: object, change: change, context: context)
    }
  }
}

final class ProfileCaptionCell: UICollectionViewCell {
  private var kvoContext = 0
  let caption = UILabel()
  private(set) var fontChanges = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(caption)
    caption.addObserver(self, forKeyPath: "font", options: [.old, .new], context: &kvoContext)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  deinit { caption.removeObserver(self, forKeyPath: "font", context: &kvoContext) }

  override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
    if context == &kvoContext, keyPath == "font" {
      fontChanges += 1
      setNeedsLayout()
    } else {
      super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
  }
}

final class ProfileController: UIViewController {
  let profile = Profile()
  let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
  private var observations: [NSKeyValueObservation] = []
  private(set) var titles: [String] = []
  private(set) var heights: [CGFloat] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    observations.append(profile.observe(\.name, options: [.initial, .new]) { [weak self] _, change in
      self?.titles.append(change.newValue ?? "")
    })
    observations.append(collectionView.observe(\.contentSize, options: [.new]) { [weak self] _, change in
      self?.heights.append(change.newValue?.height ?? 0)
    })
  }
}

extension ProfileWatcher: _ObjCKeyValueObserver {}
extension Profile: _ObjCClassTableProviding {}
