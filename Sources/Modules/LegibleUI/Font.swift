import DynamicType
import Legible
import Typesetting

/// A font for text, as SwiftUI's `Font`: a text style (which follows the text size), or a size of
/// your own that scales like a style; with a weight.
public struct Font: Hashable, Sendable {
  /// The text style the font follows.
  public var style: TextStyle
  /// The size at the default text size when it is not the style's own.
  public var size: Double?
  /// A weight other than the style's, or nil for the style's own.
  public var weight: FontWeight?

  /// The large title style.
  public static let largeTitle = Font(style: .largeTitle)
  /// The first-level title style.
  public static let title = Font(style: .title1)
  /// The second-level title style.
  public static let title2 = Font(style: .title2)
  /// The third-level title style.
  public static let title3 = Font(style: .title3)
  /// The headline style (semibold).
  public static let headline = Font(style: .headline)
  /// The subheadline style.
  public static let subheadline = Font(style: .subheadline)
  /// The body style.
  public static let body = Font(style: .body)
  /// The callout style.
  public static let callout = Font(style: .callout)
  /// The footnote style.
  public static let footnote = Font(style: .footnote)
  /// The caption style.
  public static let caption = Font(style: .caption1)
  /// The second, smaller caption style.
  public static let caption2 = Font(style: .caption2)

  /// A size of your own that scales with `relativeTo`, as SwiftUI's `.system(size:weight:)` with
  /// `relativeTo` (`Font.custom(_:size:relativeTo:)`).
  public static func system(size: Double, weight: FontWeight = .regular, relativeTo style: TextStyle = .body)
    -> Font
  {
    Font(style: style, size: size, weight: weight)
  }

  /// The same style in `weight`.
  public func weight(_ weight: FontWeight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// The same style in bold.
  public func bold() -> Font { weight(.bold) }

  /// The size at the default text size: its own, or its style's.
  var defaultPointSize: Double { size ?? style.metrics(at: .large).pointSize }

  /// The retained label's font: the style itself, its bold weight, or a custom font scaled by
  /// the style's metrics.
  var labelFont: LabelFont {
    switch (size, weight) {
    case (nil, nil): return .textStyle(style)
    case (nil, let weight?) where weight == style.emphasizedWeight: return .textStyle(style, emphasized: true)
    default:
      return .custom(
        Typesetting.Font(weight: weight ?? .regular, pointSize: defaultPointSize), relativeTo: style)
    }
  }
}
