import Foundation

/// A uniform type identifier (`public.png`), as apps use it around collection screens: the
/// common types, their file extensions and MIME types, and conformance along the hierarchy
/// Apple documents (`public.png` conforms to `public.image`, which conforms to `public.data`
/// and `public.content`, both to `public.item`).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The identifier, e.g. `public.png`.
  public let identifier: String
  /// The extension files of this type usually have (`png`).
  public let preferredFilenameExtension: String?
  /// The MIME type (`image/png`).
  public let preferredMIMEType: String?
  private let parents: [String]

  private init(_ identifier: String, extension: String? = nil, mime: String? = nil, parents: [String]) {
    self.identifier = identifier
    self.preferredFilenameExtension = `extension`
    self.preferredMIMEType = mime
    self.parents = parents
  }

  /// A known type by identifier; `nil` for one not declared here.
  public init?(_ identifier: String) {
    guard let known = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
    self = known
  }

  /// The known type of a file extension that conforms to `supertype` (UIKit's default: any
  /// data); `nil` for an extension not known here or of a type outside `supertype`.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let lowered = filenameExtension.lowercased()
    guard let known = Self.known.first(where: { ($0.preferredFilenameExtension == lowered || Self.aliases[lowered] == $0.identifier) && $0.conforms(to: supertype) })
    else { return nil }
    self = known
  }

  /// The known type of a MIME type.
  public init?(mimeType: String) {
    guard let known = Self.known.first(where: { $0.preferredMIMEType == mimeType.lowercased() }) else { return nil }
    self = known
  }

  /// Whether this type is `type` or one of its descendants.
  public func conforms(to type: UTType) -> Bool {
    if self == type { return true }
    return parents.contains { parent in UTType.known.first { $0.identifier == parent }?.conforms(to: type) ?? false }
  }

  /// The types this one directly conforms to.
  public var supertypes: Set<UTType> { Set(UTType.known.filter { parents.contains($0.identifier) }) }

  public var description: String { identifier }

  public static let item = UTType("public.item", parents: [])
  public static let content = UTType("public.content", parents: ["public.item"])
  public static let data = UTType("public.data", parents: ["public.item"])
  public static let text = UTType("public.text", parents: ["public.data", "public.content"])
  public static let plainText = UTType("public.plain-text", extension: "txt", mime: "text/plain", parents: ["public.text"])
  public static let utf8PlainText = UTType("public.utf8-plain-text", parents: ["public.plain-text"])
  public static let json = UTType("public.json", extension: "json", mime: "application/json", parents: ["public.text"])
  public static let url = UTType("public.url", parents: ["public.data"])
  public static let fileURL = UTType("public.file-url", parents: ["public.url"])
  public static let image = UTType("public.image", parents: ["public.data", "public.content"])
  public static let png = UTType("public.png", extension: "png", mime: "image/png", parents: ["public.image"])
  public static let jpeg = UTType("public.jpeg", extension: "jpeg", mime: "image/jpeg", parents: ["public.image"])
  public static let gif = UTType("com.compuserve.gif", extension: "gif", mime: "image/gif", parents: ["public.image"])
  public static let heic = UTType("public.heic", extension: "heic", mime: "image/heic", parents: ["public.image"])
  public static let pdf = UTType("com.adobe.pdf", extension: "pdf", mime: "application/pdf", parents: ["public.data", "public.content"])
  public static let audiovisualContent = UTType("public.audiovisual-content", parents: ["public.data", "public.content"])
  public static let movie = UTType("public.movie", parents: ["public.audiovisual-content"])
  public static let mpeg4Movie = UTType("public.mpeg-4", extension: "mp4", mime: "video/mp4", parents: ["public.movie"])
  public static let audio = UTType("public.audio", parents: ["public.audiovisual-content"])
  public static let mp3 = UTType("public.mp3", extension: "mp3", mime: "audio/mpeg", parents: ["public.audio"])

  private static let known: [UTType] = [
    item, content, data, text, plainText, utf8PlainText, json, url, fileURL, image, png, jpeg, gif, heic, pdf, audiovisualContent, movie,
    mpeg4Movie, audio, mp3,
  ]
  private static let aliases = ["jpg": "public.jpeg", "mpeg4": "public.mpeg-4"]
}

extension URL {
  /// The URL with `contentType`'s preferred extension appended, unless its extension is
  /// already of a type that conforms to it (or the type has no extension).
  public func appendingPathExtension(for contentType: UTType) -> URL {
    if let current = UTType(filenameExtension: pathExtension, conformingTo: .item), current.conforms(to: contentType) { return self }
    guard let fileExtension = contentType.preferredFilenameExtension else { return self }
    return appendingPathExtension(fileExtension)
  }

  /// Appends `contentType`'s preferred extension (see ``appendingPathExtension(for:)``).
  public mutating func appendPathExtension(for contentType: UTType) {
    self = appendingPathExtension(for: contentType)
  }
}
