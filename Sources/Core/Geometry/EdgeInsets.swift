/// Distances from the four edges of a rectangle, in points. Leading and trailing follow the layout
/// direction: leading is the left edge left-to-right and the right edge right-to-left.
public struct EdgeInsets: Hashable, Sendable, Codable {
  /// The inset from the top edge, in points.
  public var top: Double
  /// The inset from the leading edge (left in a left-to-right layout), in points.
  public var leading: Double
  /// The inset from the bottom edge, in points.
  public var bottom: Double
  /// The inset from the trailing edge (right in a left-to-right layout), in points.
  public var trailing: Double

  /// No inset on any edge.
  public static let zero = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// Insets for each edge; edges left out are 0.
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

  /// The same inset above and below, and the same at both sides.
  public init(vertical: Double, horizontal: Double) {
    self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
  }

  /// The leading and trailing insets together: what the insets take from a width.
  @inlinable public var horizontal: Double { leading + trailing }
  /// The top and bottom insets together: what the insets take from a height.
  @inlinable public var vertical: Double { top + bottom }

  /// Every edge mapped through `transform` (e.g. a font-metrics scaling).
  public func map(_ transform: (Double) -> Double) -> EdgeInsets {
    EdgeInsets(
      top: transform(top), leading: transform(leading), bottom: transform(bottom),
      trailing: transform(trailing))
  }
}

extension EdgeInsets {
  private enum CodingKeys: String, CodingKey { case top, leading, bottom, trailing }

  /// Reads insets from their JSON form, `{"top": 59, "leading": 0, "bottom": 34, "trailing": 0}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      top: try container.decode(Double.self, forKey: .top),
      leading: try container.decode(Double.self, forKey: .leading),
      bottom: try container.decode(Double.self, forKey: .bottom),
      trailing: try container.decode(Double.self, forKey: .trailing))
  }

  /// Writes the insets as `{"top": 59, "leading": 0, "bottom": 34, "trailing": 0}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(top, forKey: .top)
    try container.encode(leading, forKey: .leading)
    try container.encode(bottom, forKey: .bottom)
    try container.encode(trailing, forKey: .trailing)
  }
}
