// `import ImageIO` on Linux: image sources that read an image file's size (PNG and JPEG) and
// give a `CGImage` of it, full size or as a thumbnail, with Apple's functions and option keys;
// image destinations that keep what is added and write nothing (images are sizes here, not
// pixels). Core Foundation's types are Foundation's on Linux: a `CFString` is a `String`, a
// `CFDictionary` an `NSDictionary`, so `[kCGImageSourceShouldCache: false] as CFDictionary`
// and `url as CFURL` compile unchanged.
@_exported import CoreGraphics
@_exported import Foundation

/// Core Foundation's string: Swift's `String` on Linux (the keys of ImageIO's options).
public typealias CFString = String
/// Core Foundation's dictionary: Foundation's `NSDictionary` on Linux.
public typealias CFDictionary = NSDictionary
/// Core Foundation's URL: Foundation's `URL` on Linux.
public typealias CFURL = URL
/// Core Foundation's data: Foundation's `Data` on Linux.
public typealias CFData = Data
/// Core Foundation's number: Foundation's `NSNumber` on Linux.
public typealias CFNumber = NSNumber
