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
