/// The user's preferred text size: one of Apple's twelve content size categories, smallest first.
///
/// `large` is the default. The last five (`accessibilityMedium` … `accessibilityExtraExtraExtraLarge`,
/// AX1 … AX5) are the accessibility sizes, where screens are expected to change their layout, not only
/// their fonts. Categories compare by size.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable, Codable,
  CustomStringConvertible
{
  /// XS, the smallest size.
  case extraSmall
  /// S.
  case small
  /// M.
  case medium
  /// L, the default size.
  case large
  /// XL.
  case extraLarge
  /// XXL.
  case extraExtraLarge
  /// XXXL, the largest size before the accessibility sizes.
  case extraExtraExtraLarge
  /// AX1, the first accessibility size.
  case accessibilityMedium
  /// AX2.
  case accessibilityLarge
  /// AX3.
  case accessibilityExtraLarge
  /// AX4.
  case accessibilityExtraExtraLarge
  /// AX5, the largest size.
  case accessibilityExtraExtraExtraLarge

  /// The category a device starts with.
  public static let `default`: ContentSizeCategory = .large

  /// Whether this is one of the five accessibility sizes (AX1 … AX5).
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The position in the ordered list, 0 (extraSmall) … 11 (AX5).
  public var index: Int { rawValue }

  /// The Swift name, as UIKit's `UIContentSizeCategory` spells it: `accessibilityExtraLarge`.
  public var name: String {
    switch self {
    case .extraSmall: "extraSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "extraLarge"
    case .extraExtraLarge: "extraExtraLarge"
    case .extraExtraExtraLarge: "extraExtraExtraLarge"
    case .accessibilityMedium: "accessibilityMedium"
    case .accessibilityLarge: "accessibilityLarge"
    case .accessibilityExtraLarge: "accessibilityExtraLarge"
    case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
    case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
    }
  }

  /// The short name used in settings screens and reports: XS, S, M, L, XL, XXL, XXXL, AX1 … AX5.
  public var shortName: String {
    switch self {
    case .extraSmall: "XS"
    case .small: "S"
    case .medium: "M"
    case .large: "L"
    case .extraLarge: "XL"
    case .extraExtraLarge: "XXL"
    case .extraExtraExtraLarge: "XXXL"
    case .accessibilityMedium: "AX1"
    case .accessibilityLarge: "AX2"
    case .accessibilityExtraLarge: "AX3"
    case .accessibilityExtraExtraLarge: "AX4"
    case .accessibilityExtraExtraExtraLarge: "AX5"
    }
  }

  /// The string value of the UIKit constant: `UICTContentSizeCategoryAccessibilityXL`.
  public var appleRawValue: String {
    switch self {
    case .extraSmall: "UICTContentSizeCategoryXS"
    case .small: "UICTContentSizeCategoryS"
    case .medium: "UICTContentSizeCategoryM"
    case .large: "UICTContentSizeCategoryL"
    case .extraLarge: "UICTContentSizeCategoryXL"
    case .extraExtraLarge: "UICTContentSizeCategoryXXL"
    case .extraExtraExtraLarge: "UICTContentSizeCategoryXXXL"
    case .accessibilityMedium: "UICTContentSizeCategoryAccessibilityM"
    case .accessibilityLarge: "UICTContentSizeCategoryAccessibilityL"
    case .accessibilityExtraLarge: "UICTContentSizeCategoryAccessibilityXL"
    case .accessibilityExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXL"
    case .accessibilityExtraExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXXL"
    }
  }

  /// The name of the matching SwiftUI `DynamicTypeSize` case: `xSmall` … `accessibility5`.
  public var swiftUIName: String {
    switch self {
    case .extraSmall: "xSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "xLarge"
    case .extraExtraLarge: "xxLarge"
    case .extraExtraExtraLarge: "xxxLarge"
    case .accessibilityMedium: "accessibility1"
    case .accessibilityLarge: "accessibility2"
    case .accessibilityExtraLarge: "accessibility3"
    case .accessibilityExtraExtraLarge: "accessibility4"
    case .accessibilityExtraExtraExtraLarge: "accessibility5"
    }
  }

  /// `AX3 (accessibilityExtraLarge)`: the short and the long name.
  public var description: String { "\(shortName) (\(name))" }

  /// Whether `lhs` is a smaller size than `rhs`.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
