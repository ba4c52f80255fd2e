import DynamicType

/// The environment a view lives in, flowing from the screen down the tree (UIKit's trait
/// collection, SwiftUI's environment): the text size, the display scale, the layout direction, the
/// Bold Text setting and the horizontal size class.
public struct Traits: Hashable, Sendable {
  public var contentSizeCategory: ContentSizeCategory
  public var displayScale: Double
  public var layoutDirection: LayoutDirection
  public var legibilityWeight: LegibilityWeight
  public var horizontalSizeClass: SizeClass

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

  public static let `default` = Traits()

  // Written out (it compares every stored property, as the synthesized one would) so that it is
  // inlined: every view compares traits in every trait pass.
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
  case leftToRight
  case rightToLeft
}

/// Whether the user asked for bolder text (iOS: Settings > Accessibility > Bold Text).
public enum LegibilityWeight: String, CaseIterable, Hashable, Sendable {
  case regular
  case bold
}

/// The room there is across: compact on phones held upright, regular on wide screens.
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
  case compact
  case regular
}

/// What a view changes about the traits it inherits: any trait, and the range of content size
/// categories allowed in its subtree (`ContentSizeRange`, UIKit's minimum and maximum categories).
public struct TraitOverrides: Hashable, Sendable {
  public var contentSizeCategory: ContentSizeCategory?
  public var layoutDirection: LayoutDirection?
  public var legibilityWeight: LegibilityWeight?
  public var horizontalSizeClass: SizeClass?
  /// Applied after `contentSizeCategory`; nested views' ranges compose as nested ranges do.
  public var contentSizeRange: ContentSizeRange = .unlimited

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
