// The option and property keys of image sources and destinations, as Apple names them (each
// key's string is its name, as ImageIO's are).

/// Whether a created image is cached decoded (kept; nothing is decoded here).
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
/// Whether a created image is decoded at once (kept; nothing is decoded here).
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
/// Whether floating-point pixels are allowed (kept).
public let kCGImageSourceShouldAllowFloat: CFString = "kCGImageSourceShouldAllowFloat"
/// A hint of the source's type identifier (kept; the bytes decide).
public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
/// Make a thumbnail from the full image when the file has none (as PNG never has).
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// Make a thumbnail from the full image even when the file has one.
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
/// A thumbnail's largest width and height, in pixels (unlimited without it).
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
/// Whether a thumbnail is rotated by the image's orientation (PNG carries none here).
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
/// A factor of 2, 4 or 8 by which a created image is made smaller (kept: images are made at
/// their full size here).
public let kCGImageSourceSubsampleFactor: CFString = "kCGImageSourceSubsampleFactor"

/// An image's width in pixels (a number in an image's properties).
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// An image's height in pixels (a number in an image's properties).
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// An image's bits per sample (a number in an image's properties).
public let kCGImagePropertyDepth: CFString = "Depth"
/// Whether an image has alpha (a Boolean in an image's properties).
public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
/// An image's EXIF orientation, 1–8 (a number in an image's properties).
public let kCGImagePropertyOrientation: CFString = "Orientation"
/// The size of a file (a number in a source's properties).
public let kCGImagePropertyFileSize: CFString = "FileSize"

/// A written image's largest width and height, in pixels (kept).
public let kCGImageDestinationImageMaxPixelSize: CFString = "kCGImageDestinationImageMaxPixelSize"
/// A written image's compression quality, 0–1 (kept).
public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"
/// The colour written behind a transparent image (kept).
public let kCGImageDestinationBackgroundColor: CFString = "kCGImageDestinationBackgroundColor"
