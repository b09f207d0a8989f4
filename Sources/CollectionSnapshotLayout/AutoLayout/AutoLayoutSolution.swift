/// What the Auto Layout engine found: each node's frame, the root's size, and what UIKit would
/// have logged or reported.
public struct AutoLayoutSolution: Sendable {
  /// Each node's frame in its parent (a guide's in its owning view), aligned to the pixel
  /// grid as UIKit aligns the frames it applies: each edge rounded to the nearest pixel in
  /// the root's coordinates.
  public var frames: [Rect]
  /// The same frames, unrounded.
  public var exactFrames: [Rect]
  /// The root's solved size (unrounded).
  public var size: Size
  /// Whether the constraints reach the root's width without the fitting target's optional
  /// axes — it is not a free variable (bounded by an inequality on one side, fitting takes the
  /// bound) — in layout, always.
  public var widthIsDetermined: Bool
  /// Whether the root's height does.
  public var heightIsDetermined: Bool
  /// The required constraints that could not all hold, each with the one broken to recover.
  public var conflicts: [AutoLayoutConflict]
  /// The views (node numbers) whose frame the constraints do not pin down, when asked for.
  public var ambiguous: [Int]
  /// Each of them named as UIKit names views, with what is undetermined:
  /// `UILabel:0xa4'Fog'.minX, width`.
  public var ambiguityDescriptions: [String]
  /// How many times the system was solved (1, plus the passes that measured width-dependent
  /// views again or followed changed margins).
  public var passes: Int
}

/// Required constraints that contradict each other, as UIKit reports them.
public struct AutoLayoutConflict: Sendable, Hashable {
  /// The conflicting constraints' descriptions, in UIKit's order (the app's, then UIKit's own).
  public var constraints: [String]
  /// The description of the constraint broken to recover.
  public var broken: String
  /// The position of the broken constraint among the problem's constraints, when it is the app's.
  public var brokenAppConstraint: Int?

  /// UIKit's console text, as it logs it.
  public var consoleText: String {
    var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
    text += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
    text += "\tTry this: \n"
    text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
    text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
    text += "(\n"
    text += constraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
    text += "\n)\n\nWill attempt to recover by breaking constraint \n\(broken)\n\n"
    text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
    text += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
    return text
  }

  /// The console text on one line, as the layout dump keeps it: UIKit's first sentence, the
  /// list, and the constraint broken (the advice and the breakpoint hint left out).
  public var summary: String {
    "Unable to simultaneously satisfy constraints. (\(constraints.joined(separator: ", "))) Will attempt to recover by breaking constraint \(broken)"
  }
}
