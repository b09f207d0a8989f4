import CollectionSnapshotLinuxify
import Foundation
import Testing
import UIKit

/// Optional requirements of `@objc` protocols, and what else Objective-C answers at run time
/// that a copy reaches through UIKit's module: the transformation's exact text on a worked
/// input, then the fixture's copy (Linuxified/PagerScreen.swift, compiled here) run.
@MainActor @Suite("Linuxify: optional requirements, class names, observers")
struct OptionalRequirementTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  func copy(_ text: String) -> Linuxify.Output {
    Linuxify.transform([Linuxify.Input(path: "A.swift", relativePath: "A.swift", text: text)])
  }

  @Test("An optional requirement throws in the copy, with a default saying it is not implemented; calls and references keep Objective-C's meaning")
  func transform() {
    let input = """
      import Foundation
      @objc protocol FeedDelegate {
        @objc optional func feed(_ feed: Feed, heightAt index: Int) -> Double
        @objc optional func feedDidReload(_ feed: Feed)
      }
      final class Feed {
        weak var delegate: FeedDelegate?
        func reload() -> Double {
          delegate?.feedDidReload?(self)
          if let reloaded = delegate?.feedDidReload { reloaded(self) }
          if let height = delegate?.feed(_:heightAt:) { return height(self, 0) }
          return delegate?.feed?(self, heightAt: 1) ?? 44
        }
        func scrolled(_ scrollView: UIScrollView) { scrollView.delegate?.scrollViewDidScroll?(scrollView) }
        func closure(_ done: (() -> Void)?) { done?() }
        func name(_ object: AnyObject) -> String { type(of: object).description() }
      }
      """
    // `optional` goes and `throws` comes after the parameters; each call through optional
    // chaining is wrapped, the `?` before its arguments removed (`try` for the target's
    // protocol, none for UIKit's `scrollViewDidScroll(_:)`); a reference names the selector
    // Swift gives the method, `feed:heightAt:` for `feed(_:heightAt:)` (the only optional
    // method named `feedDidReload` is referred to without its label); a closure's `done?()` is
    // left alone.
    // The defaults and UIKit's import (the file imports only Foundation) come at the end.
    let expected = """
      import Foundation
       protocol FeedDelegate: AnyObject {
          func feed(_ feed: Feed, heightAt index: Int) throws -> Double
          func feedDidReload(_ feed: Feed) throws
      }
      final class Feed {
        weak var delegate: FeedDelegate?
        func reload() -> Double {
          _objcOptional(try delegate?.feedDidReload(self))
          if let reloaded = _objcOptionalMethod(delegate, "feedDidReload:", { object in { (a0: Feed) -> Void in try! object.feedDidReload(a0) } }) { reloaded(self) }
          if let height = _objcOptionalMethod(delegate, "feed:heightAt:", { object in { (a0: Feed, a1: Int) -> Double in try! object.feed(a0, heightAt: a1) } }) { return height(self, 0) }
          return _objcOptional(try delegate?.feed(self, heightAt: 1)) ?? 44
        }
        func scrolled(_ scrollView: UIScrollView) { _objcOptional(scrollView.delegate?.scrollViewDidScroll(scrollView)) }
        func closure(_ done: (() -> Void)?) { done?() }
        func name(_ object: AnyObject) -> String { _objcDescription(of: type(of: object)) }
      }

      extension FeedDelegate { func feed(_ feed: Feed, heightAt index: Int) throws -> Double { throw _ObjCOptionalRequirementNotImplemented("feed:heightAt:") }; func feedDidReload(_ feed: Feed) throws { throw _ObjCOptionalRequirementNotImplemented("feedDidReload:") } }
      import UIKit

      """
    let output = copy(input)
    #expect(output.errors.isEmpty)
    #expect(output.files[0].text == expected)
  }

  @Test("An optional chain that goes on after the call is kept optional; a settable optional property is an error")
  func chainsAndProperties() {
    let input = """
      import UIKit
      @objc protocol Source {
        @objc optional func title() -> String
        @objc optional var count: Int { get set }
      }
      func f(_ source: Source?) -> Int? { source?.title?().count }
      """
    let output = copy(input)
    #expect(output.files[0].text.contains("func f(_ source: Source?) -> Int? { _objcOptional(try source?.title())?.count }"))
    #expect(output.errors == ["A.swift:4: error: cannot keep the optional requirement 'var count' with a setter: declare the property required, or as a method"])
  }

  @Test("Timers are scheduled by UIKit's own names: a file importing Foundation too finds Foundation's of the same signature")
  func timers() {
    let input = """
      import Foundation
      import UIKit
      final class Clock: UIViewController {
        var ticks = 0
        override func viewDidLoad() {
          Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.ticks += 1 }
          RunLoop.main.add(Timer(timeInterval: 2, repeats: false) { _ in }, forMode: .common)
        }
      }
      """
    let text = copy(input).files[0].text
    #expect(text.contains("    Timer._uikitScheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.ticks += 1 }\n"))
    #expect(text.contains("    RunLoop.main._uikitAdd(Timer(timeInterval: 2, repeats: false) { _ in }, forMode: .common)\n"))
  }

  @Test("The compiled copy is what the tool writes for the fixture")
  func copyIsCurrent() throws {
    let original = try String(contentsOf: Self.folder.appendingPathComponent("Fixtures/PagerScreen.swift.txt"), encoding: .utf8)
    let copy = try String(contentsOf: Self.folder.appendingPathComponent("Linuxified/PagerScreen.swift"), encoding: .utf8)
    let output = Linuxify.transform([Linuxify.Input(path: "PagerScreen.swift", relativePath: "PagerScreen.swift", text: original)])
    #expect(output.errors.isEmpty)
    #expect(output.files.first?.text == copy, "regenerate with: collection-snapshot-linuxify Tests/CollectionSnapshotLinuxifyTests/Fixtures/PagerScreen.swift.txt -o …")
  }

  @Test("A delegate that lacks an optional method is not called, and a reference to it is nil")
  func notImplemented() throws {
    let gallery = GalleryController()
    gallery.loadViewIfNeeded()
    // GalleryController has no pagerView(_:shouldSelectItemAt:): the reference is nil, so the
    // pager selects and tells the delegate.
    #expect(gallery.pager.tapItem(at: 2))
    #expect(gallery.selected == [2])
    // LockedPages has only shouldSelect: it is asked (item 1 is refused, item 0 allowed) and
    // the missing didSelect is not called.
    let locked = LockedPages()
    gallery.pager.delegate = locked
    #expect(!gallery.pager.tapItem(at: 1))
    #expect(gallery.pager.tapItem(at: 0))
    #expect(gallery.selected == [2])
    // A throwing optional method keeps its errors; not implemented, it answers nil.
    #expect(try gallery.pager.title(at: 1) == nil)
    gallery.pager.delegate = gallery
    #expect(try gallery.pager.title(at: 1) == "Photo 2")
    #expect(throws: PagerError.noTitle) { try gallery.pager.title(at: 5) }
  }

  @Test("UIKit's delegates: an implemented method is called, one not implemented answers nil")
  func uikitDelegates() {
    let gallery = GalleryController()
    gallery.loadViewIfNeeded()
    #expect(gallery.selectFirst())
    #expect(gallery.selectedPaths == [IndexPath(item: 0, section: 0)])
    #expect(gallery.highlightAnswer() == nil)
  }

  @Test("A scroll view tells its delegate when its offset changes: set, scrolled to a rect, or its bounds moved")
  func scrollViewDelegate() {
    let gallery = GalleryController()
    gallery.loadViewIfNeeded()
    let scrollView = gallery.pager.scrollView
    scrollView.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    scrollView.contentSize = CGSize(width: 960, height: 200)
    scrollView.contentOffset = CGPoint(x: 320, y: 0)
    // The same offset again does not scroll.
    scrollView.contentOffset = CGPoint(x: 320, y: 0)
    // Showing x 700…800 of the content: its far edge comes to the far edge, 800 − 320 = 480.
    scrollView.scrollRectToVisible(CGRect(x: 700, y: 0, width: 100, height: 100), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 480, y: 0))
    scrollView.bounds.origin = .zero
    #expect(gallery.scrolls == 3)
    // A collection view's delegate is its scroll view delegate too.
    let asScrollView: UIScrollView = gallery.collectionView
    #expect(asScrollView.delegate === gallery)
  }

  @Test("removeObserver(_:) ends the observations added with a selector")
  func removeObserver() {
    let gallery = GalleryController()
    gallery.loadViewIfNeeded()
    NotificationCenter.default.post(name: .galleryNote, object: nil)
    #expect(gallery.notes == 1)
    gallery.stopObserving()
    NotificationCenter.default.post(name: .galleryNote, object: nil)
    #expect(gallery.notes == 1)
    // A block observer's token is removed through the same call.
    final class Count: @unchecked Sendable { var value = 0 }
    let blocks = Count()
    let token = NotificationCenter.default.addObserver(forName: .galleryNote, object: nil, queue: nil) { _ in blocks.value += 1 }
    NotificationCenter.default.post(name: .galleryNote, object: nil)
    NotificationCenter.default.removeObserver(token)
    NotificationCenter.default.post(name: .galleryNote, object: nil)
    #expect(blocks.value == 1)
  }

  @Test("A class's Objective-C name, by +description and through AnyObject")
  func classNames() {
    #expect(GalleryCell.reuseIdentifier == "CollectionSnapshotLinuxifyTests.GalleryCell")
    #expect(UICollectionViewCell.description() == "UICollectionViewCell")
    let pager = PagerView(frame: .zero)
    #expect(pager.describe(UILabel()) == "UILabel")
    #expect(pager.describe(pager) == "CollectionSnapshotLinuxifyTests.PagerView")
  }
}
