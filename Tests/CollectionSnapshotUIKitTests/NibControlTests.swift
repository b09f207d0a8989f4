import Foundation
import Testing
@testable import UIKit

@MainActor @Suite("Nibs: controls, stack views and layouts as Interface Builder sets them")
struct NibControlTests {
  @Test("A stack view's arrangement, a switch, a segmented control, a configured button and a text field")
  func controls() throws {
    let made = nib(
      """
      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="6" id="s">
          <rect key="frame" x="0.0" y="0.0" width="200" height="120"/>
          <subviews>
              <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="w">
                  <color key="onTintColor" systemColor="systemGreenColor"/>
              </switch>
              <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" id="g">
                  <segments>
                      <segment title="Day"/>
                      <segment title="Week"/>
                      <segment title="Month"/>
                  </segments>
              </segmentedControl>
              <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b">
                  <state key="normal" title="Plain"/>
                  <buttonConfiguration key="configuration" style="filled" title="Buy" image="cart" catalog="system"/>
              </button>
              <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="Ada" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" id="t">
                  <fontDescription key="fontDescription" type="boldSystem" pointSize="14"/>
              </textField>
          </subviews>
      </stackView>
      """
    ).instantiate(withOwner: nil)
    let stack = try #require(made.first as? UIStackView)
    #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.alignment == .center && stack.spacing == 6)
    #expect(stack.arrangedSubviews.count == 4 && stack.subviews.count == 4)
    let toggle = try #require(stack.arrangedSubviews[0] as? UISwitch)
    #expect(toggle.isOn && toggle.onTintColor == .systemGreen)
    let segments = try #require(stack.arrangedSubviews[1] as? UISegmentedControl)
    #expect(segments.numberOfSegments == 3 && segments.titleForSegment(at: 2) == "Month" && segments.selectedSegmentIndex == 1)
    #expect(segments.contentHorizontalAlignment == .left && segments.contentVerticalAlignment == .top)
    let button = try #require(stack.arrangedSubviews[2] as? UIButton)
    #expect(button.title(for: .normal) == "Plain" && button.configuration?.title == "Buy" && button.configuration?.image == UIImage(systemName: "cart"))
    let field = try #require(stack.arrangedSubviews[3] as? UITextField)
    #expect(field.text == "Ada" && field.placeholder == "Name" && field.borderStyle == .roundedRect)
    #expect(field.font?.fontName == UIFont.boldSystemFont(ofSize: 14).fontName && field.font?.pointSize == 14)
  }

  @Test("A collection view's layout of the app's class, made with its init(coder:)")
  func customLayout() throws {
    let made = nib(
      """
      <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" id="c">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <collectionViewLayout key="collectionViewLayout" id="l" customClass="StoryLayout" customModule="CollectionSnapshotUIKitTests"/>
      </collectionView>
      """
    ).instantiate(withOwner: nil)
    let collectionView = try #require(made.first as? UICollectionView)
    let layout = try #require(collectionView.collectionViewLayout as? StoryLayout)
    #expect(layout.decoded && layout.collectionView === collectionView)
  }
}
