import DynamicType

/// SwiftUI's name for a text size setting: the twelve sizes with SwiftUI's case names, in order,
/// each the same as one `ContentSizeCategory`.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  public init(_ category: ContentSizeCategory) {
    self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
  }

  /// The same size as Legible's and UIKit's category.
  public var contentSizeCategory: ContentSizeCategory { ContentSizeCategory.allCases[rawValue] }

  /// Whether it is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}
