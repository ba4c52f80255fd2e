import DynamicType

/// SwiftUI's name for a text size setting: the twelve sizes with SwiftUI's case names, in order,
/// each the same as one `ContentSizeCategory`.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
  /// XS, the smallest size.
  case xSmall
  /// S.
  case small
  /// M.
  case medium
  /// L, the default size.
  case large
  /// XL.
  case xLarge
  /// XXL.
  case xxLarge
  /// XXXL, the largest size before the accessibility sizes.
  case xxxLarge
  /// AX1, the first accessibility size.
  case accessibility1
  /// AX2.
  case accessibility2
  /// AX3.
  case accessibility3
  /// AX4.
  case accessibility4
  /// AX5, the largest size.
  case accessibility5

  /// The size that stands for `category`.
  public init(_ category: ContentSizeCategory) {
    self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
  }

  /// The same size as Legible's and UIKit's category.
  public var contentSizeCategory: ContentSizeCategory { ContentSizeCategory.allCases[rawValue] }

  /// Whether it is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Whether `lhs` is a smaller size than `rhs`.
  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}
