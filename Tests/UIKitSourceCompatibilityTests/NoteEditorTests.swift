import Testing
import UIKit

/// The note editor's screen file compiles and keeps what its code sets: its own content
/// configurations, the text view and its delegate, the header's accessibility traits.
@MainActor @Suite struct NoteEditorTests {
  @Test func aConfigurationThatDeclaresOnlyItsContentViewIsTheSameInEveryState() throws {
    var configuration = NoteBodyView.Configuration()
    configuration.text = "Buy milk"
    // UIKit's `updated(for:)` for a configuration that does not declare it returns it as is.
    var selected = UICellConfigurationState(traitCollection: UITraitCollection())
    selected.isSelected = true
    let updated = configuration.updated(for: selected)
    #expect(updated.text == "Buy milk")
    let view = try #require(configuration.makeContentView() as? NoteBodyView)
    #expect(view.textView.text == "Buy milk")
    #expect(view.textView.superview === view)
  }

  @Test func aTextViewKeepsItsTextAndCallsItsDelegateOnlyForTheUsersEdits() throws {
    // UIKit's defaults: an empty text, editable and selectable, 8 pt above and below the text.
    let plain = UITextView()
    #expect(plain.text == "" && plain.isEditable && plain.isSelectable)
    #expect(plain.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(plain.attributedText.string == "")

    var edits: [String] = []
    var configuration = NoteBodyView.Configuration()
    configuration.text = "Two litres"
    configuration.onChange = { edits.append($0) }
    let view = NoteBodyView(configuration)
    #expect(view.textView.delegate === view)
    #expect(view.textView.text == "Two litres" && view.textView.attributedText.string == "Two litres")
    // Setting the text in code does not call textViewDidChange(_:) (UIKit calls it for the
    // user's changes only) …
    var changed = configuration
    changed.text = "Three litres"
    view.configuration = changed
    #expect(view.textView.text == "Three litres" && edits.isEmpty)
    // … the user's typing does, through the delegate the view set.
    view.textView.text = "Three litres, skimmed"
    view.textView.delegate?.textViewDidChange(view.textView)
    #expect(edits == ["Three litres, skimmed"])
    // Methods the delegate does not implement answer as UIKit's optional methods: allowed.
    #expect(view.textView.delegate?.textViewShouldBeginEditing(view.textView) == true)
    #expect(view.textView.delegate?.textView(view.textView, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "x") == true)
    // Styled text sets the text to its characters.
    view.textView.attributedText = NSAttributedString(string: "Oat milk")
    #expect(view.textView.text == "Oat milk")
  }

  @Test func theHeaderIsAnnouncedAsAnElementThatUpdatesFrequently() {
    let header = CompletionHeaderView(frame: .zero)
    #expect(header.isAccessibilityElement && header.accessibilityLabel == "Progress")
    #expect(header.accessibilityTraits.contains(.updatesFrequently))
    #expect(!header.accessibilityTraits.contains(.staticText) && !header.accessibilityTraits.contains(.header))
    header.progress = 0.25
    #expect(header.accessibilityValue == "25 percent")
    // Every trait is its own bit.
    let traits: [UIAccessibilityTraits] = [
      .button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText, .summaryElement, .notEnabled, .updatesFrequently,
      .searchField, .startsMediaSession, .adjustable, .allowsDirectInteraction, .causesPageTurn, .tabBar, .header, .toggleButton, .supportsZoom,
    ]
    #expect(Set(traits.map(\.rawValue)).count == traits.count && traits.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
  }

  @Test func theEditorLoadsItsRowsAndHeader() throws {
    let editor = NoteEditorViewController(title: "Groceries", body: "Two litres")
    editor.loadViewIfNeeded()
    #expect(editor.dataSource.snapshot().itemIdentifiers == [.title, .body])
  }
}
