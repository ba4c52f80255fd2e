import Geometry

/// The size a container offers a child when it asks how big the child wants to be.
///
/// On each axis: nil means "unspecified" (answer with your ideal size), 0 means "as small as you
/// can be", infinity means "as large as you can be", and any other value is a real offer. Values that
/// are not usable (NaN, negative) are read as unspecified and zero respectively when the proposal is
/// made, so views only ever see the four meanings above.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
  /// The width offered: nil for unspecified, 0 for the smallest, infinity for the largest.
  public var width: Double?
  /// The height offered: nil for unspecified, 0 for the smallest, infinity for the largest.
  public var height: Double?

  /// A proposal of the given lengths; NaN becomes unspecified and negative lengths become 0.
  public init(width: Double?, height: Double?) {
    self.width = ProposedSize.clean(width)
    self.height = ProposedSize.clean(height)
  }

  /// A proposal of exactly `size`.
  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// Ideal size on both axes.
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// Minimum size on both axes.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// Maximum size on both axes.
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  /// The length on an axis.
  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal {
        width = ProposedSize.clean(newValue)
      } else {
        height = ProposedSize.clean(newValue)
      }
    }
  }

  /// The proposal with unspecified axes filled in from `size`.
  public func replacingUnspecified(with size: Size) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }

  /// The proposal as `width×height`, with `nil` for an unspecified length.
  public var description: String {
    func text(_ value: Double?) -> String { value.map(formatPoints) ?? "nil" }
    return "\(text(width))×\(text(height))"
  }

  private static func clean(_ value: Double?) -> Double? {
    guard let value, !value.isNaN else { return nil }
    return max(0, value)
  }
}
