import Foundation

// UIKit's attributes of `AttributedString` (`string.font = …`, `container.foregroundColor = …`),
// under the same names and keys as `NSAttributedString.Key`'s. Kept, never drawn.
extension AttributeScopes {
  /// UIKit's attributes.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

  /// UIKit's attributes: fonts, colours, paragraph style, spacing, lines and shadow.
  public struct UIKitAttributes: AttributeScope {
    /// The font.
    public let font: FontAttribute
    /// The text colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the text.
    public let backgroundColor: BackgroundColorAttribute
    /// The paragraph style.
    public let paragraphStyle: ParagraphStyleAttribute
    /// Letter spacing.
    public let kern: KernAttribute
    /// Letter spacing (tracking).
    public let tracking: TrackingAttribute
    /// The underline.
    public let underlineStyle: UnderlineStyleAttribute
    /// The line through the text.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// The baseline offset.
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's attributes.
    public let foundation: AttributeScopes.FoundationAttributes

    /// A `UIFont`.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = NSAttributedString.Key.font.rawValue
    }
    /// A `UIColor` for the text.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = NSAttributedString.Key.foregroundColor.rawValue
    }
    /// A `UIColor` behind the text.
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = NSAttributedString.Key.backgroundColor.rawValue
    }
    /// An `NSParagraphStyle`.
    public enum ParagraphStyleAttribute: AttributedStringKey {
      public typealias Value = NSParagraphStyle
      public static let name = NSAttributedString.Key.paragraphStyle.rawValue
    }
    /// Letter spacing in points.
    public enum KernAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.kern.rawValue
    }
    /// Tracking in points.
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.tracking.rawValue
    }
    /// The underline's style.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = NSAttributedString.Key.underlineStyle.rawValue
    }
    /// The strikethrough's style.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
    }
    /// The baseline offset in points.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = NSAttributedString.Key.baselineOffset.rawValue
    }
  }
}

extension AttributeDynamicLookup {
  /// UIKit's attributes by name (`string.font`).
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
    self[T.self]
  }
}
