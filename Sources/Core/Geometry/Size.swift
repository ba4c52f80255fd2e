/// A width and a height in points. Sizes produced by layout are never negative; a size built from
/// user input may be, and `clampedToValid` makes it usable.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The horizontal extent, in points.
  public var width: Double
  /// The vertical extent, in points.
  public var height: Double

  /// No width and no height.
  public static let zero = Size(width: 0, height: 0)

  /// A size of the given width and height.
  @inlinable public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The length along an axis.
  @inlinable public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// The size with negative or NaN components replaced by zero (infinity is kept: it means "unbounded").
  public var clampedToValid: Size {
    Size(width: width.isNaN ? 0 : max(0, width), height: height.isNaN ? 0 : max(0, height))
  }

  /// The size as `width×height`.
  public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }
}

extension Size {
  private enum CodingKeys: String, CodingKey { case width, height }

  /// Reads a size from its JSON form, `{"width": 320, "height": 44}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      width: try container.decode(Double.self, forKey: .width),
      height: try container.decode(Double.self, forKey: .height))
  }

  /// Writes the size as `{"width": 320, "height": 44}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
  }
}
