/// The content size categories a subtree of views allows: a closed range the effective category is
/// clamped into. Views apply it to the category they inherit, and pass the result down.
///
/// Two ways to make one, matching Apple's two APIs:
/// - `init(minimum:maximum:)`, UIKit's `minimumContentSizeCategory` / `maximumContentSizeCategory`
///   (iOS 15): either may be nil; when the minimum is above the maximum, the maximum wins, so every
///   category becomes the maximum.
/// - `init(_:)` from a Swift range, SwiftUI's `dynamicTypeSize(_:)`: `...ContentSizeCategory.large`,
///   `.medium...`, `.small ... .accessibilityMedium`.
///
/// Nested ranges intersect (`nested(in:)`): a subtree limited to XS…XXXL inside a screen limited to
/// L…AX5 gets L…XXXL. When the two do not overlap, the inner range wins, since it is the one applied
/// last (inside `...M` a subtree asking for `XL...` gets XL).
///
/// Invariant: `lowerBound <= upperBound`.
public struct ContentSizeRange: Hashable, Sendable, CustomStringConvertible {
  /// The smallest category allowed.
  public let lowerBound: ContentSizeCategory
  /// The largest category allowed.
  public let upperBound: ContentSizeCategory

  /// Every category allowed: no limit.
  public static let unlimited = ContentSizeRange(.extraSmall ... .accessibilityExtraExtraExtraLarge)

  /// UIKit's limits. Nil means no limit on that side; a minimum above the maximum is lowered to it.
  public init(minimum: ContentSizeCategory? = nil, maximum: ContentSizeCategory? = nil) {
    let upper = maximum ?? .accessibilityExtraExtraExtraLarge
    lowerBound = min(minimum ?? .extraSmall, upper)
    upperBound = upper
  }

  /// The categories of a closed Swift range, as SwiftUI's `dynamicTypeSize(.small ... .accessibilityMedium)`.
  public init(_ range: ClosedRange<ContentSizeCategory>) {
    self.init(minimum: range.lowerBound, maximum: range.upperBound)
  }

  /// The categories from a minimum up, as SwiftUI's `dynamicTypeSize(.medium...)`.
  public init(_ range: PartialRangeFrom<ContentSizeCategory>) {
    self.init(minimum: range.lowerBound)
  }

  /// The categories up to a maximum, as SwiftUI's `dynamicTypeSize(...ContentSizeCategory.large)`.
  public init(_ range: PartialRangeThrough<ContentSizeCategory>) {
    self.init(maximum: range.upperBound)
  }

  /// Whether this range lets every category through.
  public var isUnlimited: Bool { self == .unlimited }

  /// The category a view in this subtree sees when it inherits `category`.
  public func clamp(_ category: ContentSizeCategory) -> ContentSizeCategory {
    min(max(category, lowerBound), upperBound)
  }

  /// The range in effect for a subtree with this range inside a subtree with `outer`.
  ///
  /// Clamping by `outer` and then by `self` is itself a clamp, to the images of the outer bounds.
  public func nested(in outer: ContentSizeRange) -> ContentSizeRange {
    ContentSizeRange(minimum: clamp(outer.lowerBound), maximum: clamp(outer.upperBound))
  }

  /// The range by short names, such as `L…AX5`.
  public var description: String { "\(lowerBound.shortName)…\(upperBound.shortName)" }
}
