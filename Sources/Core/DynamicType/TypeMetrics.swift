/// The font size and line height (leading) of a text style at one content size category, in points.
public struct TypeMetrics: Hashable, Sendable {
  /// The font's point size.
  public var pointSize: Double
  /// The distance between the baselines of two lines (Apple calls it leading; CSS, line-height).
  public var leading: Double

  /// Metrics from a point size and a leading.
  public init(pointSize: Double, leading: Double) {
    self.pointSize = pointSize
    self.leading = leading
  }

  init(_ pointSize: Double, _ leading: Double) {
    self.init(pointSize: pointSize, leading: leading)
  }
}
