import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKit
import UniformTypeIdentifiers

/// What apps call from Objective-C's runtime beside selectors, written as apps write it.
@MainActor @Suite("UIKit: associated objects, UIDevice(), the modules apps import")
struct ObjCRuntimeTests {
  private enum Keys {
    nonisolated(unsafe) static var badge = 0
    nonisolated(unsafe) static var owner = 0
  }

  @Test("Associated objects by the address of a static, with their policies")
  func associatedObjects() {
    let view = UIView()
    #expect(objc_getAssociatedObject(view, &Keys.badge) == nil)
    objc_setAssociatedObject(view, &Keys.badge, "NEW", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(view, &Keys.badge) as? String == "NEW")
    // Another object, the same key: nothing.
    #expect(objc_getAssociatedObject(UIView(), &Keys.badge) == nil)
    // ASSIGN holds no reference: the value reads nil once freed.
    do {
      let owner = UIViewController()
      objc_setAssociatedObject(view, &Keys.owner, owner, .OBJC_ASSOCIATION_ASSIGN)
      #expect(objc_getAssociatedObject(view, &Keys.owner) as? UIViewController === owner)
    }
    #expect(objc_getAssociatedObject(view, &Keys.owner) == nil)
    // COPY copies an NSCopying value: a mutable string changed later is not the one kept.
    let text = NSMutableString(string: "a")
    objc_setAssociatedObject(view, &Keys.badge, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    text.append("b")
    #expect((objc_getAssociatedObject(view, &Keys.badge) as? NSString) == "a")
    objc_setAssociatedObject(view, &Keys.badge, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(objc_getAssociatedObject(view, &Keys.badge) == nil)
  }

  @Test("UIDevice() is the device under test")
  func device() {
    #expect(UIDevice().userInterfaceIdiom == .phone)
    #expect(UIDevice().systemName == "iOS")
  }

  @Test("UTType's common types, extensions, MIME types and conformance")
  func types() {
    // Apple's declarations: public.png conforms to public.image, which conforms to public.data.
    #expect(UTType.png.identifier == "public.png")
    #expect(UTType(filenameExtension: "jpg") == .jpeg)
    #expect(UTType(mimeType: "image/png") == .png)
    #expect(UTType.png.conforms(to: .image))
    #expect(UTType.png.conforms(to: .data))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType("com.example.unknown") == nil)
    // A PNG is image data; it is not text. High-Performance Lists names its files so.
    #expect(UTType(filenameExtension: "png", conformingTo: .image) == .png)
    #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
    let folder = URL(fileURLWithPath: "/tmp/cache")
    #expect(folder.appendingPathComponent("a1").appendingPathExtension(for: .jpeg).lastPathComponent == "a1.jpeg")
    // An extension of the type already (jpg is JPEG's other extension) is kept.
    #expect(folder.appendingPathComponent("a1.jpg").appendingPathExtension(for: .image).lastPathComponent == "a1.jpg")
  }

  @Test("CoreGraphics and QuartzCore give what UIKit's module holds")
  func modules() {
    let layer = CAGradientLayer()
    layer.colors = [UIColor.red.cgColor]
    #expect(CGAffineTransform(scaleX: 2, y: 2).a == 2)
    #expect(layer.colors?.count == 1)
  }
}
