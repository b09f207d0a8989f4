import UIKit

/// A post of the feed.
public struct Post: Hashable, Sendable {
  public let title: String
  public let subtitle: String
  public let imageName: String
  public let isPinned: Bool

  public init(title: String, subtitle: String, imageName: String, isPinned: Bool) {
    self.title = title
    self.subtitle = subtitle
    self.imageName = imageName
    self.isPinned = isPinned
  }
}

/// A row of the settings list.
public struct Setting: Hashable, Sendable {
  public let title: String
  public let detail: String
  public let symbol: String

  public init(title: String, detail: String, symbol: String) {
    self.title = title
    self.detail = detail
    self.symbol = symbol
  }
}

/// What a row of the feed shows.
public enum FeedItem: Hashable, Sendable {
  case post(Post)
  case setting(Setting)
}

/// The feed's sections.
public enum FeedSection: Int, Hashable, Sendable {
  case posts, settings

  /// The header's title.
  public var title: String {
    switch self {
    case .posts: return "Today"
    case .settings: return "Settings"
    }
  }
}
