// `import CoreGraphics` on Linux: what the UIKit module holds of Core Graphics (`CGFloat`,
// `CGRect` and friends from Foundation; `CGColor`, `CGPath`, `CGContext`, `CGAffineTransform`,
// `CGVector` from UIKit's module), so a file that imports it by name compiles unchanged.
@_exported import Foundation
@_exported import UIKit
