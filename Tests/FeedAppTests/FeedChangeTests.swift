import CollectionSnapshot
import CollectionSnapshotTesting
import FeedApp
import Foundation
import Testing
import UIKit

/// A new user's feed — a post card built with Auto Layout, a title 2 header, an inset grouped
/// list of subtitle rows — tested with no cell described: each of the sixteen changes a team
/// makes inside a cell in a week fails its snapshot, in the layout dump (a line naming the view)
/// and in the picture; a refactor that builds the same views passes.
@MainActor @Suite("A new user's feed: every change inside a cell fails its snapshot")
struct FeedChangeTests {
  @Test("Each change is a changed dump naming the view, and a changed picture", arguments: FeedChange.allCases)
  func change(_ change: FeedChange) throws {
    let reference = try FeedScreens.dump()
    let changed = try FeedScreens.dump(change.design)
    #expect(changed != reference)
    let lines = LayoutDumpDiff.describe(reference: reference, actual: changed, limit: 100)
    let (view, field) = change.expectedChange
    #expect(lines.contains { $0.hasPrefix(view) && $0.contains(field) }, "\(lines)")
    #expect(try FeedScreens.picture(change.design) != FeedScreens.picture())
  }

  @Test("A refactor that builds the same views in another order of code changes neither the dump nor the picture")
  func refactor() throws {
    var design = FeedDesign()
    design.buildsInAnotherOrder = true
    #expect(try FeedScreens.dump(design) == FeedScreens.dump())
    #expect(try FeedScreens.picture(design) == FeedScreens.picture())
  }
}

