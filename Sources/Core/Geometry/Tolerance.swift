/// The one tolerant comparison used by layout and checks. Layout values are sums of rounded font
/// metrics; two values closer than `Tolerance.layout` are the same length.
public enum Tolerance {
  /// A hundredth of a point: far below a device pixel at 3×, far above accumulated float error.
  public static let layout: Double = 0.01

  /// Whether `a` and `b` are equal within `tolerance`.
  public static func isEqual(_ a: Double, _ b: Double, tolerance: Double = layout) -> Bool {
    if a == b { return true }
    return abs(a - b) <= tolerance
  }

  /// Whether `a` is less than `b` by more than `tolerance`.
  public static func isLess(_ a: Double, _ b: Double, tolerance: Double = layout) -> Bool {
    a < b - tolerance
  }
}
