import DynamicType

/// The environment a view lives in, flowing from the screen down the tree (UIKit's trait
/// collection, SwiftUI's environment): the text size, the display scale, the layout direction, the
/// Bold Text setting and the horizontal size class.
public struct Traits: Hashable, Sendable {
  /// The user's text size.
  public var contentSizeCategory: ContentSizeCategory
  /// Device pixels per point.
  public var displayScale: Double
  /// Whether rows run left to right or right to left.
  public var layoutDirection: LayoutDirection
  /// Whether the user asked for bold text.
  public var legibilityWeight: LegibilityWeight
  /// The room there is across.
  public var horizontalSizeClass: SizeClass

  /// Traits with iOS's defaults: text size L, 2×, left to right, regular weight, compact width.
  public init(
    contentSizeCategory: ContentSizeCategory = .large, displayScale: Double = 2,
    layoutDirection: LayoutDirection = .leftToRight, legibilityWeight: LegibilityWeight = .regular,
    horizontalSizeClass: SizeClass = .compact
  ) {
    self.contentSizeCategory = contentSizeCategory
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    self.legibilityWeight = legibilityWeight
    self.horizontalSizeClass = horizontalSizeClass
  }

  /// iOS's defaults.
  public static let `default` = Traits()

  /// Whether every trait is the same. (Written out, comparing every stored property as the
  /// synthesized one would, so that it is inlined: every view compares traits in every trait pass.)
  @inline(__always) public static func == (lhs: Traits, rhs: Traits) -> Bool {
    lhs.contentSizeCategory == rhs.contentSizeCategory && lhs.displayScale == rhs.displayScale
      && lhs.layoutDirection == rhs.layoutDirection && lhs.legibilityWeight == rhs.legibilityWeight
      && lhs.horizontalSizeClass == rhs.horizontalSizeClass
  }

  /// Whether the text size is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { contentSizeCategory.isAccessibilityCategory }
}

/// The direction in which lines of text and rows of views run.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
  /// Left to right, as in English.
  case leftToRight
  /// Right to left, as in Arabic and Hebrew.
  case rightToLeft
}

/// Whether the user asked for bolder text (iOS: Settings > Accessibility > Bold Text).
public enum LegibilityWeight: String, CaseIterable, Hashable, Sendable {
  /// Bold Text is off.
  case regular
  /// Bold Text is on.
  case bold
}

/// The room there is across: compact on phones held upright, regular on wide screens.
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
  /// Narrow: a phone held upright.
  case compact
  /// Wide: a tablet, or a large phone held sideways.
  case regular
}

/// What a view changes about the traits it inherits: any trait, and the range of content size
/// categories allowed in its subtree (`ContentSizeRange`, UIKit's minimum and maximum categories).
public struct TraitOverrides: Hashable, Sendable {
  /// The text size the subtree uses, or nil to keep the inherited one.
  public var contentSizeCategory: ContentSizeCategory?
  /// The layout direction the subtree uses, or nil to keep the inherited one.
  public var layoutDirection: LayoutDirection?
  /// The weight the subtree uses, or nil to keep the inherited one.
  public var legibilityWeight: LegibilityWeight?
  /// The size class the subtree uses, or nil to keep the inherited one.
  public var horizontalSizeClass: SizeClass?
  /// Applied after `contentSizeCategory`; nested views' ranges compose as nested ranges do.
  public var contentSizeRange: ContentSizeRange = .unlimited

  /// No override and no limit.
  public init() {}

  /// The traits a view with these overrides has when its parent has `inherited`.
  public func applied(to inherited: Traits) -> Traits {
    var traits = inherited
    if let contentSizeCategory { traits.contentSizeCategory = contentSizeCategory }
    traits.contentSizeCategory = contentSizeRange.clamp(traits.contentSizeCategory)
    if let layoutDirection { traits.layoutDirection = layoutDirection }
    if let legibilityWeight { traits.legibilityWeight = legibilityWeight }
    if let horizontalSizeClass { traits.horizontalSizeClass = horizontalSizeClass }
    return traits
  }
}
