import CollectionSnapshotLayout
public import Foundation

extension ScreenDocument {
  /// The JSON form of a screen, which ``decode(_:name:)`` reads back as the same screen: how a
  /// screen made in Swift (from UIKit values, say) becomes a fixture the command-line tools take.
  /// Keys are sorted, so the same screen gives the same bytes.
  /// - Throws: `EncodingError` for what has no JSON form: a size computed by a closure, a
  ///   section provider, a layout object that answers the frames itself
  ///   (``Screen/layoutObject``, a custom layout).
  public static func encode(_ screen: Screen) throws -> Data {
    if let object = screen.layoutObject {
      // Its frames come from code that JSON cannot hold: written without them, the screen
      // would read back with other frames.
      throw EncodingError.invalidValue(
        object.className,
        EncodingError.Context(codingPath: [], debugDescription: "the screen's frames come from \(object.className)'s own code, which JSON cannot express"))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(ScreenOutput(screen: screen))
  }
}
