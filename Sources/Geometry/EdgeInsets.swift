/// Distances from the four edges of a rectangle, in points. Leading and trailing follow the layout
/// direction: leading is the left edge left-to-right and the right edge right-to-left.
public struct EdgeInsets: Hashable, Sendable, Codable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public static let zero = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  @inlinable public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on all four edges.
  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  public init(vertical: Double, horizontal: Double) {
    self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
  }

  @inlinable public var horizontal: Double { leading + trailing }
  @inlinable public var vertical: Double { top + bottom }

  /// Every edge mapped through `transform` (e.g. a font-metrics scaling).
  public func map(_ transform: (Double) -> Double) -> EdgeInsets {
    EdgeInsets(
      top: transform(top), leading: transform(leading), bottom: transform(bottom),
      trailing: transform(trailing))
  }
}
