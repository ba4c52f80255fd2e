/// A position in points, with the origin at the top left and y growing downwards.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The horizontal coordinate, in points, growing to the right.
  public var x: Double
  /// The vertical coordinate, in points, growing downwards.
  public var y: Double

  /// The origin.
  public static let zero = Point(x: 0, y: 0)

  /// A point at the given coordinates.
  @inlinable public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point moved by `dx` horizontally and `dy` vertically.
  @inlinable public func offsetBy(dx: Double, dy: Double) -> Point {
    Point(x: x + dx, y: y + dy)
  }

  /// The point as `(x, y)`.
  public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

extension Point {
  private enum CodingKeys: String, CodingKey { case x, y }

  /// Reads a point from its JSON form, `{"x": 12, "y": 40}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      x: try container.decode(Double.self, forKey: .x), y: try container.decode(Double.self, forKey: .y))
  }

  /// Writes the point as `{"x": 12, "y": 40}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
  }
}
