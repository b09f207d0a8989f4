import CollectionSnapshotLayout
import CollectionSnapshotModel
import Foundation

/// Where and how a screen made from UIKit values is shown.
struct UIKitScreenSettings {
  var device: Device
  var host: CollectionViewHost
  var layoutDirection: LayoutDirection
  var contentSizeCategory: ContentSizeCategory
  var roundingRule: LayoutRounding.Rule
  /// The screen's applications: its hosts' `UIApplication.shared`, kept as long as the settings
  /// (while the screen is made) and then by what asks the app's code again
  /// (``UIKitViewSource``, ``UIKitLayoutObject``).
  var applications = UIKitApplications()

  /// The screen's host for a layout scrolling along `scrollDirection`.
  func host(scrollDirection: ScrollDirection = .vertical) -> UIKitHost {
    UIKitHost(
      device: device, host: host, scrollDirection: scrollDirection, layoutDirection: layoutDirection,
      contentSizeCategory: contentSizeCategory, roundingRule: roundingRule, applications: applications)
  }
}

extension UIKitScreenSettings {
  /// The settings with what the app's own code set on its collection view: a content inset
  /// other than zero and an adjustment behaviour other than `.automatic` (UIKit's defaults)
  /// replace the host's, as on a device UIKit uses the view's own values
  /// (`collectionView.contentInset.top = 20` in `viewDidLoad`).
  @MainActor
  func adopting(_ view: UIScrollView?) -> UIKitScreenSettings {
    guard let view else { return self }
    var settings = self
    if view.contentInset != .zero { settings.host.contentInset = EdgeInsets(view.contentInset) }
    if view.contentInsetAdjustmentBehavior != .automatic {
      settings.host.contentInsetAdjustmentBehavior = CaseNames.engine(view.contentInsetAdjustmentBehavior)
    }
    return settings
  }
}

/// What a screen made from UIKit values shows, made in the device's scope: the layout object,
/// the sections of named items (each with the value its cell closure receives), the flow
/// delegate, and what the dump should say about the names.
@MainActor
struct UIKitScreenContent<Value> {
  var layout: UICollectionViewLayout
  var sections: [(id: String, items: [(id: String, value: Value)])]
  var flowDelegate: (any UICollectionViewDelegateFlowLayout)?
  var warnings: [LayoutDiagnostic] = []
  /// What must live while the screen is made: the view controller that owns the layout, its
  /// data source and delegate (held weakly by the collection view), which section providers
  /// capture.
  var owner: AnyObject?
  /// The app's collection view and data source, which make the cells and views a screen shows
  /// when the test describes none.
  var app: (collectionView: UICollectionView, dataSource: any UICollectionViewDataSource)?

  /// Sections of identifiers, named by ``UIKitIdentifiers``.
  init<Section>(
    layout: UICollectionViewLayout, sections: [(Section, [Value])], flowDelegate: (any UICollectionViewDelegateFlowLayout)?,
    itemIdentifier: ((Value) -> String)?
  ) throws {
    var names = UIKitIdentifiers()
    var named: [(id: String, items: [(id: String, value: Value)])] = []
    for (s, (section, items)) in sections.enumerated() {
      let id = names.section(section)
      var namedItems: [(id: String, value: Value)] = []
      for (i, item) in items.enumerated() {
        namedItems.append((try names.item(item, chosen: itemIdentifier.map { $0(item) }, path: "sections[\(s)].items[\(i)].id"), item))
      }
      named.append((id, namedItems))
    }
    self.layout = layout
    self.sections = named
    self.flowDelegate = flowDelegate
    self.warnings = names.warnings
  }
}

extension UIKitScreenContent {
  /// What UIKit printed to the console while the data was built (a diffable snapshot's moved
  /// identifiers), for the dump's warnings.
  mutating func log(_ console: [String]) {
    warnings += console.map { LayoutDiagnostic("snapshot", $0) }
  }
}

extension UIKitScreenContent where Value == Foundation.IndexPath {
  /// Sections `#0`, `#1`… of items `[section,item]`, each item its index path.
  init(layout: UICollectionViewLayout, itemCounts: [Int], flowDelegate: (any UICollectionViewDelegateFlowLayout)?) {
    self.layout = layout
    self.sections = itemCounts.enumerated().map { s, count in
      ("#\(s)", (0..<count).map { ("[\(s),\($0)]", Foundation.IndexPath(item: $0, section: s)) })
    }
    self.flowDelegate = flowDelegate
  }
}
