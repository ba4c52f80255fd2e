/// An axis-aligned rectangle in points: an origin (top left) and a size. A rectangle with a zero or
/// negative width or height is empty; it contains no point and intersects nothing.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// A rectangle with the given corner and size.
  @inlinable public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// A rectangle from its top-left corner and size.
  @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The left edge.
  @inlinable public var minX: Double { origin.x }
  /// The top edge.
  @inlinable public var minY: Double { origin.y }
  /// The right edge.
  @inlinable public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  @inlinable public var maxY: Double { origin.y + size.height }
  /// The width.
  @inlinable public var width: Double { size.width }
  /// The height.
  @inlinable public var height: Double { size.height }
  /// The horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The centre point.
  public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

  /// Whether the rectangle covers no area: its width or height is 0, negative or NaN.
  @inlinable public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

  /// Whether the point lies inside; the right and bottom edges are outside, as in UIKit.
  public func contains(_ point: Point) -> Bool {
    !isEmpty && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether `other` lies wholly inside this rectangle, within `tolerance` on each edge.
  public func contains(_ other: Rect, tolerance: Double = Tolerance.layout) -> Bool {
    other.minX >= minX - tolerance && other.minY >= minY - tolerance
      && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
  }

  /// The common part of two rectangles, or nil when they do not overlap.
  public func intersection(_ other: Rect) -> Rect? {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The smallest rectangle holding both. An empty rectangle contributes nothing.
  public func union(_ other: Rect) -> Rect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// The same rectangle moved by `dx` horizontally and `dy` vertically.
  @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
  }

  /// The rectangle grown by `insets` (negative insets shrink it).
  public func outset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX - insets.leading, y: minY - insets.top,
      width: width + insets.horizontal, height: height + insets.vertical)
  }

  /// The rectangle shrunk by `insets`; never narrower or shorter than zero.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.leading, y: minY + insets.top,
      width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
  }

  /// The rectangle as its origin and size.
  public var description: String { "\(origin) \(size)" }
}

extension Rect {
  private enum CodingKeys: String, CodingKey { case origin, size }

  /// Reads a rectangle from its JSON form, `{"origin": {"x": 0, "y": 20}, "size": {"width": 320,
  /// "height": 44}}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      origin: try container.decode(Point.self, forKey: .origin),
      size: try container.decode(Size.self, forKey: .size))
  }

  /// Writes the rectangle as `{"origin": {"x": 0, "y": 20}, "size": {"width": 320, "height": 44}}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(origin, forKey: .origin)
    try container.encode(size, forKey: .size)
  }
}
