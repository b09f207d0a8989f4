import Foundation
import Testing
import UIKit

/// UIKit's documentation of `addSubview(_:)`: a view has only one superview; adding it to
/// another removes it from the first, and it goes to the end of the receiver's subviews.
@MainActor
@Suite("UIKit API: the view hierarchy")
struct UIViewHierarchyTests {
  @Test("addSubview moves a view from its former superview")
  func addMoves() {
    let first = UIView(), second = UIView(), label = UILabel()
    first.addSubview(label)
    second.addSubview(UIView())
    second.addSubview(label)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 2 && second.subviews[1] === label)
    #expect(label.superview === second)
  }

  @Test("a stack's arranged subview is listed once among its subviews")
  func arrangedOnce() {
    let stack = UIStackView(), label = UILabel()
    stack.addSubview(label)
    stack.addArrangedSubview(label)
    #expect(stack.subviews.count == 1)
    #expect(stack.arrangedSubviews.count == 1)
  }
}
