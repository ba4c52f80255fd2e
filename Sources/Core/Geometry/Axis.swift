/// One of the two directions along which stacks lay out their children.
public enum Axis: CaseIterable, Hashable, Sendable {
  /// Left to right (or leading to trailing): widths and x coordinates.
  case horizontal
  /// Top to bottom: heights and y coordinates.
  case vertical

  /// The other axis.
  @inlinable public var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }
}
