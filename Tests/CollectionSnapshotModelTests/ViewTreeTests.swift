import CollectionSnapshotLayout
import CollectionSnapshotModel
import CollectionSnapshotPixels
import Foundation
import Testing

/// An element's views: printed a line each below the element, named fonts, colours by UIKit's
/// names, the JSON form with its errors, and the Swift description of a kind.
@Suite("View trees: the dump's lines, fonts, JSON and kinds")
struct ViewTreeTests {
  /// A post cell as the issue's new user built it: a 100-pt image across the top, a headline
  /// title 8 below it, a subtitle, a caption over the image, 10-pt corners clipping it all.
  static let post = ViewTree(
    "PostCell", frame: Rect(x: 0, y: 0, width: 361, height: 164), backgroundColor: SystemColors.color(named: "secondarySystemBackground"), cornerRadius: 10,
    clipsToBounds: true,
    subviews: [
      ViewTree("UIImageView", frame: Rect(x: 0, y: 0, width: 361, height: 100), content: .image(ViewImage(name: "fog", contentMode: .scaleAspectFill))),
      ViewTree(
        "UILabel", frame: Rect(x: 10, y: 108, width: 341, height: 61.0 / 3),
        content: .text(ViewText("Fog", font: .style(.headline), color: SystemColors.color(named: "label"), numberOfLines: 0))),
      ViewTree("UILabel", frame: Rect(x: 10, y: 400.0 / 3, width: 341, height: 18), content: .text(ViewText("Light rain", font: .style(.subheadline), color: SystemColors.color(named: "secondaryLabel")))),
      ViewTree(
        "BadgeView", frame: Rect(x: 8, y: 8, width: 60, height: 20), backgroundColor: SystemColors.color(named: "systemOrange"), alpha: 0.5, cornerRadius: 4,
        borderWidth: 1, subviews: [ViewTree("UILabel", frame: Rect(x: 4, y: 2, width: 52, height: 16), content: .text(ViewText("PINNED", font: .system(11, weight: .semibold))))]),
    ])

  @Test("The root's look goes on the element's line; each subview on a line of its own, two spaces deeper per level, numbers to 1/1000")
  func dumpLines() {
    // 61/3 = 20.333…, 400/3 = 133.333…: printed to three decimals. The label colour is
    // printed when set; one line (the default) and natural alignment are not. A border without
    // a colour is a layer's default, black.
    #expect(Self.post.dumpText == """
       background=secondarySystemBackground radius=10 clips
        UIImageView frame=(0, 0, 361, 100) image=fog mode=scaleAspectFill
        UILabel "Fog" frame=(10, 108, 341, 20.333) font=headline lines=0 color=label
        UILabel "Light rain" frame=(10, 133.333, 341, 18) font=subheadline color=secondaryLabel
        BadgeView frame=(8, 8, 60, 20) background=systemOrange alpha=0.5 radius=4 border=1:black
          UILabel "PINNED" frame=(4, 2, 52, 16) font=11 semibold
      """)
    #expect(Self.post.texts == ["Fog", "Light rain", "PINNED"])
    #expect(Self.post.count == 6)
  }

  @Test("Controls print what they show: a switch on or off, segments and the selected one, a spinner, a stack's arrangement, a button's style")
  func controls() {
    let tree = ViewTree(
      "Cell", frame: Rect(x: 0, y: 0, width: 300, height: 100),
      subviews: [
        ViewTree("UISwitch", frame: Rect(x: 0, y: 0, width: 51, height: 31), content: .toggle(ViewSwitch(isOn: false))),
        ViewTree("UISegmentedControl", frame: Rect(x: 0, y: 40, width: 200, height: 32), content: .segments(ViewSegments(titles: ["Day", "Week"], selectedIndex: 1))),
        ViewTree("UIActivityIndicatorView", frame: Rect(x: 60, y: 0, width: 37, height: 37), content: .spinner(ViewSpinner(isAnimating: true, style: "large"))),
        ViewTree("UIStackView", frame: Rect(x: 100, y: 0, width: 100, height: 30), content: .stack(ViewStack(axis: "vertical", spacing: 8, alignment: "center"))),
        ViewTree("UIButton", frame: Rect(x: 210, y: 0, width: 80, height: 34), content: .button(ViewButton(title: "Buy", style: "filled", tint: SystemColors.color(named: "systemGreen")))),
      ])
    #expect(tree.dumpText.split(separator: "\n").map(String.init) == [
      "  UISwitch frame=(0, 0, 51, 31) off",
      #"  UISegmentedControl frame=(0, 40, 200, 32) segments=["Day","Week"] selected=1"#,
      "  UIActivityIndicatorView frame=(60, 0, 37, 37) animating style=large",
      "  UIStackView frame=(100, 0, 100, 30) axis=vertical spacing=8 alignment=center",
      #"  UIButton "Buy" frame=(210, 0, 80, 34) style=filled tint=systemGreen"#,
    ])
  }

  @Test("Fonts are read back from the names the dump gives them")
  func fonts() {
    for name in ["headline", "body semibold", "body 20", "17 semibold", "13 regular italic", "14 regular monospaced", "15 medium monospacedDigits", "Avenir-Heavy 17 (system metrics)"] {
      #expect(TextFont(parsing: name)?.description == name)
    }
    // A text style's size at the default text size (Large): the HIG's 22 pt for title 2; at
    // extra large, 24.
    #expect(TextFont(parsing: "title2")?.pointSize == 22)
    #expect(TextFont(parsing: "title2", category: .extraLarge)?.pointSize == 24)
    #expect(TextFont(parsing: "17 heavyish") == nil)
    #expect(TextFont(parsing: "") == nil)
  }

  @Test("UIKit's colours by name, with their light-appearance components")
  func colours() {
    // The HIG's light values: systemRed #FF3B30, secondaryLabel #3C3C43 at 60 % (153).
    #expect(SystemColors.color(named: "systemRed").color == Color(rgb: 0xFF3B30))
    #expect(SystemColors.color(named: "secondaryLabel").color == Color(rgb: 0x3C3C43, alpha: 153))
    #expect(SystemColors.color(named: "rgba(1, 0.5, 0, 1)").color == Color(red: 255, green: 128, blue: 0, alpha: 255))
    #expect(SystemColors.color(named: "brandPurple").color == nil)
  }
}

@Suite("View trees: numbers an app's code can make")
struct ViewTreeNumberTests {
  @Test("A frame that is not a number, infinite or huge prints as it is instead of stopping the run")
  func nonFiniteFrames() {
    // A view whose code divided by zero: UIKit keeps such a frame (its layer raises only when
    // drawn); the dump names it.
    let tree = ViewTree("Cell", frame: Rect(x: 0, y: 0, width: 100, height: 44), subviews: [
      ViewTree("UIView", frame: Rect(x: .nan, y: .infinity, width: -.infinity, height: 1e300))
    ])
    #expect(tree.dumpText.hasSuffix("\n  UIView frame=(nan, inf, -inf, 1e+300)"))
  }
}
