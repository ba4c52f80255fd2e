import Foundation

/// How a line under or through text is drawn, as UIKit's `NSUnderlineStyle`.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// Solid (the default pattern).
  public static let patternSolid = NSUnderlineStyle([])
  /// Dots.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// Dashes.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Dashes and dots.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// Dashes and two dots.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Under words only, not the spaces between them.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension AttributeScopes {
  /// The attributes of an `AttributedString` that UIKit draws, as UIKit's
  /// `AttributeScopes.UIKitAttributes` (`container.underlineStyle = .thick`). SwiftUI's `Text`
  /// reads the font and colours of its own scope; these it names as not applied.
  public struct UIKitAttributes: AttributeScope {
    /// The run's font.
    public let font: FontAttribute
    /// The run's colour.
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the run.
    public let backgroundColor: BackgroundColorAttribute
    /// A line under the run.
    public let underlineStyle: UnderlineStyleAttribute
    /// The colour of the line under the run.
    public let underlineColor: UnderlineColorAttribute
    /// A line through the run.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// The colour of the line through the run.
    public let strikethroughColor: StrikethroughColorAttribute
    /// Foundation's attributes.
    public let foundation: FoundationAttributes

    /// The run's font.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = "NSFont"
    }
    /// The run's colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSColor"
    }
    /// The colour behind the run.
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSBackgroundColor"
    }
    /// A line under the run.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = "NSUnderline"
    }
    /// The colour of the line under the run.
    public enum UnderlineColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSUnderlineColor"
    }
    /// A line through the run.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = NSUnderlineStyle
      public static let name = "NSStrikethrough"
    }
    /// The colour of the line through the run.
    public enum StrikethroughColorAttribute: AttributedStringKey {
      public typealias Value = UIColor
      public static let name = "NSStrikethroughColor"
    }
  }

  /// UIKit's attributes.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
  /// UIKit's attributes by name: `container.underlineStyle = .thick`. Disfavoured, so that where
  /// SwiftUI's scope has an attribute of the same name its value wins (`container.foregroundColor
  /// = .red` is SwiftUI's `Color`), as on Apple platforms.
  @_disfavoredOverload
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>)
    -> T
  {
    self[T.self]
  }
}
