import CollectionSnapshotLinuxify
import Foundation
import Testing
import UIKit

/// Key-value observing: the fixture (Fixtures/ObservedProfile.swift.txt) transformed and its copy
/// (Linuxified/ObservedProfile.swift) run.
@MainActor @Suite("Linuxify: key-value observing")
struct KeyValueObservingTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  @Test("The compiled copy is what the tool writes for the fixture")
  func copyIsCurrent() throws {
    let original = try String(contentsOf: Self.folder.appendingPathComponent("Fixtures/ObservedProfile.swift.txt"), encoding: .utf8)
    let copy = try String(contentsOf: Self.folder.appendingPathComponent("Linuxified/ObservedProfile.swift"), encoding: .utf8)
    let output = Linuxify.transform([Linuxify.Input(path: "ObservedProfile.swift", relativePath: "ObservedProfile.swift", text: original)])
    #expect(output.errors.isEmpty)
    #expect(output.files.first?.text == copy, "regenerate with: collection-snapshot-linuxify Tests/CollectionSnapshotLinuxifyTests/Fixtures/ObservedProfile.swift.txt -o …")
  }

  @Test("An @objc dynamic property tells its observers: the old and new values, until removed")
  func dynamicProperties() {
    let profile = Profile()
    let watcher = ProfileWatcher(profile: profile)
    profile.unread = 3
    profile.unread = 5
    // The app's own didSet still runs.
    #expect(profile.badge == "5")
    #expect(watcher.changes == ["unread 0 → 3", "unread 3 → 5"])
    watcher.stop()
    profile.unread = 6
    #expect(watcher.changes.count == 2)
    // Key-value coding tells them too.
    let again = ProfileWatcher(profile: profile)
    profile.setValue(7, forKey: "unread")
    #expect(again.changes == ["unread 6 → 7"])
    again.stop()
  }

  @Test("Removing an observer that is not registered raises Foundation's exception")
  func removingTwice() {
    let profile = Profile()
    let watcher = ProfileWatcher(profile: profile)
    watcher.stop()
    do {
      try UIKitException.catching { watcher.stop() }
      Issue.record("removing an observer twice raised nothing")
    } catch let raised as UIKitException {
      #expect(raised.name == "NSRangeException")
      #expect(
        raised.reason
          == "Cannot remove an observer <CollectionSnapshotLinuxifyTests.ProfileWatcher> for the key path \"unread\" from <CollectionSnapshotLinuxifyTests.Profile> because it is not registered as an observer."
      )
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test("A UIKit property observed by key: a label's font")
  func uikitKeys() {
    let cell = ProfileCaptionCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    cell.caption.font = .boldSystemFont(ofSize: 20)
    cell.caption.text = "no font change"
    #expect(cell.fontChanges == 1)
  }

  @Test("Key-path observations: the initial value, then each change of a model's or a view's property")
  func keyPaths() {
    let controller = ProfileController()
    controller.loadViewIfNeeded()
    controller.profile.name = "Bo"
    // The same value again is not a change.
    controller.profile.name = "Bo"
    #expect(controller.titles == ["Ana", "Bo"])
    controller.collectionView.contentSize = CGSize(width: 320, height: 900)
    #expect(controller.heights == [900])
  }
}
