import CollectionSnapshotLayout
import Foundation
import Testing

@testable import CollectionSnapshotModel

/// List screens: the device's wide content margins, and list content and list sections in a
/// screen's JSON. Expected numbers are derived in the comments from the list rules (the catalog
/// article "Devices, hosts, list rows and rounding").
@Suite("Screens: lists on each device, list options and versions in JSON")
struct ListScreenTests {
  @Test("Wide content margins: iPhones wider than 375 pt in portrait, never iPads; every orientation")
  func wideMargins() {
    #expect(!Device.iPhoneSE.wantsWideContentMargins)
    #expect(Device.iPhone13.wantsWideContentMargins)
    #expect(Device.iPhone15.wantsWideContentMargins)
    #expect(Device.iPhone15ProMax.wantsWideContentMargins)
    #expect(!Device.iPad.wantsWideContentMargins)
    // The screen's portrait width decides, in landscape too.
    #expect(Device.iPhone15.oriented(.landscape).environment().wideContentMargins)
    #expect(!Device.iPhoneSE.oriented(.landscape).environment().wideContentMargins)
    #expect(!Device.iPad.environment().wideContentMargins)
  }

  @Test("A JSON screen: list options change the row, the version names the plain header padding, both read back")
  func json() throws {
    let text = #"""
      {"device": "iPhone 15", "rounding": "iOS13-15",
       "layout": {"list": {"appearance": "plain", "headerMode": "supplementary", "systemVersion": "iOS15+"}},
       "sections": [{"id": "s",
         "header": {"kind": "Header", "title": "Mail", "listContent": "plainHeader"},
         "items": [
           {"id": "a", "kind": "Mailbox", "title": "Inbox", "subtitle": "12 unread", "listContent": "sidebarCell",
            "listOptions": {"textToSecondaryTextVerticalPadding": 4}},
           {"id": "b", "kind": "Mailbox", "title": "Sent", "listContent": "cell",
            "listOptions": {"topMargin": 20, "bottomMargin": 20, "image": {"height": 30}}}]}]}
      """#
    let screen = try ScreenDocument.decode(Data(text.utf8))
    let layout = try screen.computeLayout()
    // iOS 15+ named by the list: 22 above the plain header (4 + 20.333 + 4 = 28.333); the
    // sidebar row at 50.333, 11 + 20.333 + 4 + 15.667 + 11 = 62 tall; the cell 20 + max(20.333,
    // 30) + 20 = 70.
    let header = try #require(layout.attributesForSupplementary(kind: ElementCategory.sectionHeaderKind, at: IndexPath(item: 0, section: 0)))
    #expect(header.frame.minY == 22)
    let first = try #require(layout.attributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(abs(first.frame.minY - (50 + 1.0 / 3)) < 1e-9)
    #expect(first.frame.height == 62)
    #expect(layout.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 70)
    let read = try ScreenDocument.decode(ScreenDocument.encode(screen))
    #expect(read.model.sections[0].items[0].content.listOptions == ListContentOptions(textToSecondaryTextVerticalPadding: 4))
    #expect(read.model.sections[0].items[1].content.listOptions == ListContentOptions(topMargin: 20, bottomMargin: 20, image: .height(30)))
    #expect(try read.computeLayout().attributesForItem(at: IndexPath(item: 1, section: 0))?.frame == layout.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
  }

  @Test("Bad list options and versions are errors naming the key")
  func badJSON() {
    func reason(_ content: String) -> String? {
      let text = #"{"layout": {"list": {"appearance": "plain"}}, "sections": [{"id": "s", "items": [{"id": "a", "kind": "Row", "title": "A", "listContent": "cell", "listOptions": "#
        + content + "}]}]}"
      do {
        _ = try ScreenDocument.decode(Data(text.utf8))
        return nil
      } catch {
        return error.reason
      }
    }
    #expect(reason(#"{"image": "photo"}"#)?.contains("unknown image 'photo'") == true)
    #expect(reason(#"{"padding": 4}"#)?.contains("unknown key 'padding'") == true)
    #expect(throws: ScreenDecodingError.self) {
      try ScreenDocument.decode(Data(#"{"layout": {"list": {"appearance": "plain", "systemVersion": "iOS13"}}, "sections": []}"#.utf8))
    }
  }
}
