import CollectionSnapshotLinuxify
import Foundation
import Testing
import UIKit

/// The app's own appearance properties: the fixture (Fixtures/ThemedAvatar.swift.txt)
/// transformed and its copy (Linuxified/ThemedAvatar.swift) run.
@MainActor @Suite("Linuxify: the app's own appearance properties")
struct LinuxifiedAppearanceTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  @Test("The compiled copy is what the tool writes for the fixture")
  func copyIsCurrent() throws {
    let original = try String(contentsOf: Self.folder.appendingPathComponent("Fixtures/ThemedAvatar.swift.txt"), encoding: .utf8)
    let copy = try String(contentsOf: Self.folder.appendingPathComponent("Linuxified/ThemedAvatar.swift"), encoding: .utf8)
    let output = Linuxify.transform([Linuxify.Input(path: "ThemedAvatar.swift", relativePath: "ThemedAvatar.swift", text: original)])
    #expect(output.errors.isEmpty)
    #expect(output.files.first?.text == copy, "regenerate with: collection-snapshot-linuxify <a folder holding ThemedAvatar.swift> -o …")
  }

  @Test("An @objc dynamic property set on the proxy reaches each avatar entering a window; one set on the avatar itself is kept")
  func appProperties() {
    AvatarTheme.apply()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let avatar = AvatarView()
    let own = AvatarView()
    own.cornerRadius = 8
    // Not in a window: nothing applied yet (UIAppearance's documentation: "iOS applies
    // appearance changes when a view enters a window").
    #expect(avatar.cornerRadius == 0)
    window.addSubview(avatar)
    window.addSubview(own)
    #expect(avatar.cornerRadius == 24)
    #expect(avatar.ringWidth == 2)
    #expect(avatar.ringColor == .systemTeal)
    // Set through the property, so the app's didSet ran: the layer shows the ring.
    #expect(avatar.layer.borderWidth == 2)
    #expect(avatar.layer.cornerRadius == 24)
    // The avatar's own corner radius wins; the rest of the theme still reaches it.
    #expect(own.cornerRadius == 8)
    #expect(own.ringWidth == 2)
  }
}
