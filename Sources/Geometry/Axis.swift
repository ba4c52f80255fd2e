/// One of the two directions along which stacks lay out their children.
public enum Axis: String, CaseIterable, Hashable, Sendable {
  case horizontal
  case vertical

  /// The other axis.
  @inlinable public var perpendicular: Axis { self == .horizontal ? .vertical : .horizontal }
}
