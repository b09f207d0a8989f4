import CollectionSnapshotModel
import Foundation

/// How a view controller is presented.
public enum UIModalPresentationStyle: Int, Sendable, Hashable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case none = -1
  case automatic = -2
}

/// The transition a presented view controller comes in with.
public enum UIModalTransitionStyle: Int, Sendable, Hashable {
  case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

/// The status bar's style.
public enum UIStatusBarStyle: Int, Sendable, Hashable {
  case `default` = 0, lightContent = 1, darkContent = 3
}

/// The interface orientations a view controller supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
  /// The raw value.
  public let rawValue: UInt
  /// A mask from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // UIKit's masks.
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
