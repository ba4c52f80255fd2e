import Foundation

/// Accelerate's `vDSP` where the platform has none: the element-wise arithmetic and reductions
/// app code calls on arrays of `Float` and `Double` (`vDSP.add`, `multiply`, `sum`, `mean`,
/// `maximum`, `ramp`, `linearInterpolate`, …), computed plainly: the same results, without
/// Apple's vector units. The rest of Accelerate (BLAS, LAPACK, FFTs, vImage) is not here.
public enum vDSP {
  /// `a + b`, element by element.
  public static func add<T: BinaryFloatingPoint>(_ a: [T], _ b: [T]) -> [T] { zip(a, b).map { $0 + $1 } }
  /// `scalar + v`, element by element.
  public static func add<T: BinaryFloatingPoint>(_ scalar: T, _ v: [T]) -> [T] { v.map { scalar + $0 } }
  /// `a - b`, element by element (Apple's order: `subtract(a, b)` is `a - b`).
  public static func subtract<T: BinaryFloatingPoint>(_ a: [T], _ b: [T]) -> [T] { zip(a, b).map { $0 - $1 } }
  /// `a * b`, element by element.
  public static func multiply<T: BinaryFloatingPoint>(_ a: [T], _ b: [T]) -> [T] { zip(a, b).map { $0 * $1 } }
  /// `scalar * v`, element by element.
  public static func multiply<T: BinaryFloatingPoint>(_ scalar: T, _ v: [T]) -> [T] { v.map { scalar * $0 } }
  /// `a / b`, element by element.
  public static func divide<T: BinaryFloatingPoint>(_ a: [T], _ b: [T]) -> [T] { zip(a, b).map { $0 / $1 } }
  /// `v / scalar`, element by element.
  public static func divide<T: BinaryFloatingPoint>(_ v: [T], _ scalar: T) -> [T] { v.map { $0 / scalar } }
  /// The sum.
  public static func sum<T: BinaryFloatingPoint>(_ v: [T]) -> T { v.reduce(0, +) }
  /// The mean (NaN for no element, as Apple's).
  public static func mean<T: BinaryFloatingPoint>(_ v: [T]) -> T { v.isEmpty ? .nan : sum(v) / T(v.count) }
  /// The largest element (minus infinity for none).
  public static func maximum<T: BinaryFloatingPoint>(_ v: [T]) -> T { v.max() ?? -.infinity }
  /// The smallest element (infinity for none).
  public static func minimum<T: BinaryFloatingPoint>(_ v: [T]) -> T { v.min() ?? .infinity }
  /// The largest magnitude.
  public static func maximumMagnitude<T: BinaryFloatingPoint>(_ v: [T]) -> T { v.map { abs($0) }.max() ?? 0 }
  /// The index and value of the largest element.
  public static func indexOfMaximum<T: BinaryFloatingPoint>(_ v: [T]) -> (UInt, T) {
    guard let index = v.indices.max(by: { v[$0] < v[$1] }) else { return (0, -.infinity) }
    return (UInt(index), v[index])
  }
  /// The index and value of the smallest element.
  public static func indexOfMinimum<T: BinaryFloatingPoint>(_ v: [T]) -> (UInt, T) {
    guard let index = v.indices.min(by: { v[$0] < v[$1] }) else { return (0, .infinity) }
    return (UInt(index), v[index])
  }
  /// The root of the mean of the squares.
  public static func rootMeanSquare<T: BinaryFloatingPoint>(_ v: [T]) -> T {
    v.isEmpty ? 0 : (v.reduce(0) { $0 + $1 * $1 } / T(v.count)).squareRoot()
  }
  /// The sum of the squares.
  public static func sumOfSquares<T: BinaryFloatingPoint>(_ v: [T]) -> T { v.reduce(0) { $0 + $1 * $1 } }
  /// The dot product.
  public static func dot<T: BinaryFloatingPoint>(_ a: [T], _ b: [T]) -> T {
    zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
  }
  /// Each element's magnitude.
  public static func absolute<T: BinaryFloatingPoint>(_ v: [T]) -> [T] { v.map { abs($0) } }
  /// Each element negated.
  public static func negative<T: BinaryFloatingPoint>(_ v: [T]) -> [T] { v.map { -$0 } }
  /// Each element squared.
  public static func square<T: BinaryFloatingPoint>(_ v: [T]) -> [T] { v.map { $0 * $0 } }
  /// Each element kept within `bounds`.
  public static func clip<T: BinaryFloatingPoint>(_ v: [T], to bounds: ClosedRange<T>) -> [T] {
    v.map { Swift.min(Swift.max($0, bounds.lowerBound), bounds.upperBound) }
  }
  /// `count` values from `range.lowerBound` to `range.upperBound`, evenly spaced.
  public static func ramp<T: BinaryFloatingPoint>(in range: ClosedRange<T>, count: Int) -> [T] {
    guard count > 1 else { return count == 1 ? [range.lowerBound] : [] }
    let step = (range.upperBound - range.lowerBound) / T(count - 1)
    return (0..<count).map { range.lowerBound + T($0) * step }
  }
  /// `count` values from `start`, `increment` apart.
  public static func ramp<T: BinaryFloatingPoint>(withInitialValue start: T, increment: T, count: Int) -> [T]
  {
    (0..<Swift.max(count, 0)).map { start + T($0) * increment }
  }
  /// The point `t` of the way from `a` to `b`, element by element.
  public static func linearInterpolate<T: BinaryFloatingPoint>(_ a: [T], _ b: [T], using t: T) -> [T] {
    zip(a, b).map { $0 + ($1 - $0) * t }
  }
  /// `v` reversed.
  public static func reverse<T>(_ v: inout [T]) { v.reverse() }
  /// Each `Double` as a `Float`.
  public static func doubleToFloat(_ v: [Double]) -> [Float] { v.map(Float.init) }
  /// Each `Float` as a `Double`.
  public static func floatToDouble(_ v: [Float]) -> [Double] { v.map(Double.init) }
}
