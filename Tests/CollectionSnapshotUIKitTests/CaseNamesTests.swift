import CollectionSnapshot
import Testing
@testable import UIKit

@MainActor @Suite("UIKit API: enumerations and their engine twins")
struct CaseNamesTests {
  @Test("Every UIKit case has its engine twin by name, and back")
  func complete() {
    #expect(CaseNames.complete)
    #expect(CaseNames.engine(.groupPagingCentered) == .groupPagingCentered)
    #expect(CaseNames.engine(NSRectAlignment.none) == nil)
    #expect(CaseNames.uikit(RectAlignment.bottomTrailing) == .bottomTrailing)
    #expect(CaseNames.uikit(ContentInsetsReference.readableContent) == .readableContent)
    #expect(CaseNames.uikit(UserInterfaceSizeClass.regular) == .regular)
    #expect(CaseNames.uikit(UserInterfaceIdiom.pad) == .pad)
    #expect(CaseNames.uikit(ContentInsetAdjustmentBehavior.scrollableAxes) == .scrollableAxes)
    #expect(CaseNames.engine(UIScrollView.ContentInsetAdjustmentBehavior.always) == .always)
  }
}
