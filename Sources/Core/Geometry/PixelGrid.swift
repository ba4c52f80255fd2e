/// The device-pixel grid of a display with a given scale (1×, 2×, 3×). Every rounding of a
/// layout value to whole pixels in Legible goes through this type, so that text metrics, font
/// metrics and frames snap the same way.
///
/// Invariant: `scale` is finite and positive. A scale that is not (zero, negative, NaN, infinite)
/// is replaced by 1 when the grid is made.
public struct PixelGrid: Hashable, Sendable {
  /// Device pixels per point, finite and positive.
  public let scale: Double

  /// The grid of a 1× display, where a point is a pixel.
  public static let oneX = PixelGrid(scale: 1)

  /// The grid of a display with `scale` pixels per point; an unusable scale is taken as 1.
  @inlinable public init(scale: Double) {
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  /// The nearest value on the grid (halves round away from zero, as `Double.rounded()` does).
  /// Non-finite values are returned unchanged.
  @inlinable public func round(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    return PixelGrid.nearest(value * scale) / scale
  }

  /// The largest grid value not above `value`.
  @inlinable public func floor(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    let scaled = value * scale
    let nearest = PixelGrid.nearest(scaled)
    return (abs(scaled - nearest) < PixelGrid.onGrid ? nearest : scaled.rounded(.down)) / scale
  }

  /// The smallest grid value not below `value`.
  @inlinable public func ceil(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    let scaled = value * scale
    let nearest = PixelGrid.nearest(scaled)
    return (abs(scaled - nearest) < PixelGrid.onGrid ? nearest : scaled.rounded(.up)) / scale
  }

  /// How near the grid, in pixels, a value counts as on it: binary fractions such as 0.1 × 3 are
  /// not exact, and a value that is meant to be on the grid stays there whatever the rounding.
  @usableFromInline static let onGrid = 1e-6

  /// `pixels.rounded()` (halves away from zero) without a call into the C library, which the
  /// compiler makes for that rule alone; layout rounds several times per view.
  /// A half within `onGrid` of a half counts as one: a frame centred in a container whose free
  /// room is an odd number of pixels has both edges on halves, and binary fractions (thirds, at
  /// 3×) would otherwise round one edge down and the other up, making the frame a pixel narrower
  /// than it measured.
  @inlinable static func nearest(_ pixels: Double) -> Double {
    let truncated = pixels.rounded(.towardZero)
    let fraction = pixels - truncated
    if fraction >= 0.5 - onGrid { return truncated + 1 }
    if fraction <= -0.5 + onGrid { return truncated - 1 }
    return truncated
  }

  /// The grid value `value` is within `onGrid` of, exactly; any other value unchanged. Sums of
  /// grid values (a frame's origin plus its parents') that are not exact at 3× become the one
  /// double of their grid value, so that the same layout reached another way compares equal.
  @inlinable public func snapped(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    let scaled = value * scale
    let nearest = scaled.rounded()
    return abs(scaled - nearest) < PixelGrid.onGrid ? nearest / scale : value
  }

  /// The rectangle with each edge `snapped`.
  @inlinable public func snapped(_ rect: Rect) -> Rect {
    let x0 = snapped(rect.minX)
    let y0 = snapped(rect.minY)
    return Rect(x: x0, y: y0, width: snapped(rect.maxX) - x0, height: snapped(rect.maxY) - y0)
  }

  /// The rectangle whose edges are each rounded to the grid (so adjacent frames stay adjacent).
  @inlinable public func round(_ rect: Rect) -> Rect {
    let x0 = round(rect.minX)
    let y0 = round(rect.minY)
    return Rect(x: x0, y: y0, width: round(rect.maxX) - x0, height: round(rect.maxY) - y0)
  }
}
