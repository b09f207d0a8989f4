import Foundation
import Testing
@testable import UIKit

@MainActor @Suite("Nibs: owners, external objects, the coder and the order of awakeFromNib")
struct NibOwnerTests {
  @Test("A view controller's view comes from the nib named after its class, its File's Owner outlets connected")
  func viewControllerNib() throws {
    awakeLog = []
    let controller = ProfileViewController()
    var view: UIView?
    let raised = raisedByNibLoading { view = controller.view }
    #expect(raised == nil, "\(raised.map(String.init(describing:)) ?? "")")
    #expect(view is AwakeLoggingView && controller.nameLabel?.text == "Ada")
    // The label wakes before its superview, which wakes before the root: each is completed
    // (its subviews made) before the view that holds it.
    #expect(awakeLog == ["label Ada", "view tag 7", "view tag 0"])
    let header = try #require(view?.subviews.first)
    #expect(header.alpha == 0.5 && header.tag == 7)
    #expect(header.layoutMargins == UIEdgeInsets(top: 4, left: 20, bottom: 4, right: 20))
    // A catalog colour takes the components the file's resources give it.
    #expect(header.backgroundColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    #expect(controller.nameLabel.font.fontName == UIFont(name: "Menlo-Regular", size: 15)?.fontName && controller.nameLabel.font.pointSize == 15)
    // The tap recognizer is the root view's (an outlet collection of UIKit's), its action sent
    // to the File's Owner.
    let tap = try #require(view?.gestureRecognizers?.first as? UITapGestureRecognizer)
    #expect(tap.numberOfTapsRequired == 2 && tap.targetActions.first?.action == Selector("edit:"))
    #expect((tap.targetActions.first?.target as AnyObject?) === controller)
  }

  @Test("An app class reading the coder itself gets what the file holds for its element")
  func coder() throws {
    let controller = ProfileViewController()
    controller.loadViewIfNeeded()
    let label = try #require(controller.nameLabel as? AwakeLoggingLabel)
    #expect(label.codedText == "Ada" && label.codedHasFont)
  }

  @Test("A nib instantiated with an owner sets the owner's outlets; external objects stand for their placeholders")
  func ownerAndExternals() throws {
    let owner = ProfileViewController()
    let objects = UINib(nibName: "ProfileViewController", bundle: .module).instantiate(withOwner: owner)
    #expect(objects.count == 2 && objects[0] is AwakeLoggingView && objects[1] is UITapGestureRecognizer)
    #expect(owner.nameLabel?.text == "Ada" && owner.viewIfLoaded === objects[0] as AnyObject)
    let external = UIView()
    let nib = nib(
      """
      <placeholder placeholderIdentifier="Header" id="ext"/>
      <view id="v"><connections><outlet property="mask" destination="ext" id="o"/></connections></view>
      """)
    let made = nib.instantiate(withOwner: nil, options: [.externalObjects: ["Header": external]])
    #expect((made.first as? UIView)?.mask === external)
    let missing = raised(by: nib)
    #expect(missing?.reason == "This coder is expecting the replaced object Header to be returned from UINib.instantiate(withOwner:options:) options' externalObjects")
  }

  @Test("A supplementary registration with a nib makes its views from the nib")
  func supplementaryNib() throws {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let header = nib(#"<collectionReusableView id="h" reuseIdentifier="x"><rect key="frame" width="320" height="44"/></collectionReusableView>"#)
    let registration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(supplementaryNib: header, elementKind: "header") { view, _, _ in
      view.tag = 3
    }
    let view = collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: Foundation.IndexPath(item: 0, section: 0))
    #expect(view.frame.size == CGSize(width: 320, height: 44) && view.tag == 3)
  }
}
