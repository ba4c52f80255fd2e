/// A position in points, with the origin at the top left and y growing downwards.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public static let zero = Point(x: 0, y: 0)

  @inlinable public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  @inlinable public func offsetBy(dx: Double, dy: Double) -> Point {
    Point(x: x + dx, y: y + dy)
  }

  public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}
