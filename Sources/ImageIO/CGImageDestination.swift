import Foundation

/// An image destination: the images added to it are kept, and none is written (images are
/// sizes here, not pixels), so ``CGImageDestinationFinalize(_:)`` reports failure, as Apple's
/// does for an image it could not write.
public final class CGImageDestination {
  /// Where the file would go.
  let url: URL
  /// The uniform type identifier of its format.
  let type: String
  /// The images added, by their description.
  private(set) var images: [String] = []

  init(url: URL, type: String) {
    self.url = url
    self.type = type
  }

  func add(_ description: String) { images.append(description) }
}

/// A destination for a file at a URL (`nil` when it is not a file URL or `count` is not positive).
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
  guard url.isFileURL, count > 0 else { return nil }
  return CGImageDestination(url: url, type: type)
}

/// Adds an image (kept).
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
  idst.add(image.description)
}

/// Adds the image at an index of a source (kept; nothing when there is no image there).
public func CGImageDestinationAddImageFromSource(_ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int, _ properties: CFDictionary?) {
  if let image = CGImageSourceCreateImageAtIndex(isrc, index, properties) { idst.add(image.description) }
}

/// Writes the file: nothing is written here, where images have no pixels, so this returns
/// false (the app sees a destination that failed, and no file).
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool { false }
