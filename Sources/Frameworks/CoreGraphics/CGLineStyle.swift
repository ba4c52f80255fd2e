/// The ends of a line, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Hashable, Sendable {
  /// Square, at the end.
  case butt
  /// Round, past the end by half the width.
  case round
  /// Square, past the end by half the width.
  case square
}

/// The corners of a line, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable {
  /// Pointed.
  case miter
  /// Rounded.
  case round
  /// Cut.
  case bevel
}
