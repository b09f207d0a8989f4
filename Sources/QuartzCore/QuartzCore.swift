// `import QuartzCore` on Linux: the layers of the UIKit module (`CALayer`, `CAGradientLayer`,
// `CAShapeLayer`, `CATransform3D`, animations), so a file that imports it by name compiles
// unchanged.
@_exported import Foundation
@_exported import UIKit
