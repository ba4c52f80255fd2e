import Geometry

/// Scales custom values and custom font sizes the way a text style grows, like UIKit's
/// `UIFontMetrics` and SwiftUI's `@ScaledMetric`.
///
/// The factor is the ratio of the style's **line heights**, `leading(style, category) /
/// leading(style, large)`, not the ratio of its point sizes: for body at AX5 that is 62/22 ≈ 2.82,
/// not 53/17 ≈ 3.12. UIKit does not document the formula; it was reverse-engineered from UIKit's
/// output by several independent projects, and Legible follows them. The result is rounded to the
/// pixel grid of the display scale.
///
/// Bad input never traps: a non-finite value scales to 0, and a font size that is not positive and
/// finite scales to 0 (callers treat a zero-point font as "nothing to draw").
public struct FontMetrics: Hashable, Sendable {
  /// The style whose growth the metrics follow.
  public var textStyle: TextStyle

  /// Metrics relative to `textStyle`; body by default, as `UIFontMetrics.default`.
  public init(forTextStyle textStyle: TextStyle = .body) {
    self.textStyle = textStyle
  }

  /// The metrics relative to body.
  public static let `default` = FontMetrics()

  /// The unrounded factor by which values grow from `large` to `category`.
  public func scaleFactor(for category: ContentSizeCategory) -> Double {
    textStyle.leading(at: category) / textStyle.leading(at: .large)
  }

  /// `value` (in points, at the default category) as it should be at `category`, rounded to the
  /// pixel grid. Negative values (overlaps, negative spacing) scale like positive ones.
  public func scaledValue(
    _ value: Double, for category: ContentSizeCategory, grid: PixelGrid = .oneX
  ) -> Double {
    guard value.isFinite else { return 0 }
    return grid.round(value * scaleFactor(for: category))
  }

  /// A custom font size as it should be at `category`, capped at `maximumPointSize` when given (a
  /// maximum that is not positive and finite is ignored), rounded to the pixel grid.
  public func scaledPointSize(
    _ pointSize: Double, maximumPointSize: Double? = nil, for category: ContentSizeCategory,
    grid: PixelGrid = .oneX
  ) -> Double {
    guard pointSize.isFinite, pointSize > 0 else { return 0 }
    var size = pointSize * scaleFactor(for: category)
    if let maximum = maximumPointSize, maximum.isFinite, maximum > 0 { size = min(size, maximum) }
    return grid.round(size)
  }
}
