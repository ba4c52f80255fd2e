import Foundation

/// Where a scale's values go in the plot, as Swift Charts' `ScaleRange`: a span of points, or
/// the plot's own width or height with padding (`.plotDimension(padding: 20)`).
public protocol ScaleRange {}

extension ClosedRange: ScaleRange where Bound == CGFloat {}

/// The plot's width or height, less padding at its start and end.
public struct PlotDimensionScaleRange: ScaleRange, Sendable {
  /// The padding before the first value, in points.
  public let startPadding: CGFloat
  /// The padding after the last value, in points.
  public let endPadding: CGFloat
}

extension ScaleRange where Self == PlotDimensionScaleRange {
  /// The plot's dimension with the same `padding` at both ends.
  public static func plotDimension(padding: CGFloat = 0) -> PlotDimensionScaleRange {
    PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
  }
  /// The plot's dimension with `startPadding` and `endPadding`.
  public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0)
    -> PlotDimensionScaleRange
  {
    PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
  }
}
