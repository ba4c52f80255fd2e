import DynamicType
import Legible
import Typesetting

/// A font for text, as SwiftUI's `Font`: a text style (which follows the text size), or a size of
/// your own that scales like a style; with a weight.
public struct Font: Hashable, Sendable {
  public var style: TextStyle
  /// The size at the default text size when it is not the style's own.
  public var size: Double?
  public var weight: FontWeight?

  public static let largeTitle = Font(style: .largeTitle)
  public static let title = Font(style: .title1)
  public static let title2 = Font(style: .title2)
  public static let title3 = Font(style: .title3)
  public static let headline = Font(style: .headline)
  public static let subheadline = Font(style: .subheadline)
  public static let body = Font(style: .body)
  public static let callout = Font(style: .callout)
  public static let footnote = Font(style: .footnote)
  public static let caption = Font(style: .caption1)
  public static let caption2 = Font(style: .caption2)

  /// A size of your own that scales with `relativeTo`, as SwiftUI's `.system(size:weight:)` with
  /// `relativeTo` (`Font.custom(_:size:relativeTo:)`).
  public static func system(size: Double, weight: FontWeight = .regular, relativeTo style: TextStyle = .body)
    -> Font
  {
    Font(style: style, size: size, weight: weight)
  }

  public func weight(_ weight: FontWeight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

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
