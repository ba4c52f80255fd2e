// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
import Foundation

/// A rotation as a unit quaternion, as Apple's `simd_quatf` and `simd_quatd`: `vector` holds the
/// imaginary parts then the real one (`ix, iy, iz, r`).
public struct simd_quat<Scalar: SIMDScalar & BinaryFloatingPoint>: Hashable {
  /// The imaginary parts and the real part.
  public var vector: SIMD4<Scalar>

  /// The quaternion of `vector`.
  public init(vector: SIMD4<Scalar>) { self.vector = vector }
  /// The quaternion of real part `r` and imaginary parts `imag`.
  public init(real r: Scalar, imag: SIMD3<Scalar>) { vector = SIMD4(imag.x, imag.y, imag.z, r) }
  /// The quaternion of its four parts.
  public init(ix: Scalar, iy: Scalar, iz: Scalar, r: Scalar) { vector = SIMD4(ix, iy, iz, r) }
  /// The rotation of `angle` radians about `axis` (of length 1).
  public init(angle: Scalar, axis: SIMD3<Scalar>) {
    let half = Double(angle) / 2
    let sine = Scalar(sin(half))
    self.init(real: Scalar(cos(half)), imag: axis * sine)
  }

  /// The real part.
  public var real: Scalar { vector.w }
  /// The imaginary parts.
  public var imag: SIMD3<Scalar> { SIMD3(vector.x, vector.y, vector.z) }
  /// The angle of the rotation, in radians.
  public var angle: Scalar { 2 * Scalar(atan2(Double(simd_length(imag)), Double(real))) }
  /// The axis of the rotation (of length 1; x for no rotation).
  public var axis: SIMD3<Scalar> {
    let size = simd_length(imag)
    return size > 0 ? imag / size : SIMD3(1, 0, 0)
  }
  /// The conjugate: the opposite rotation of a unit quaternion.
  public var conjugate: Self { Self(real: real, imag: -imag) }

  /// The product: `b`'s rotation, then `a`'s.
  public static func * (a: Self, b: Self) -> Self {
    Self(
      real: a.real * b.real - simd_dot(a.imag, b.imag),
      imag: a.real * b.imag + b.real * a.imag + simd_cross(a.imag, b.imag))
  }
  /// `v` rotated.
  public func act(_ v: SIMD3<Scalar>) -> SIMD3<Scalar> { (self * Self(real: 0, imag: v) * conjugate).imag }
}

extension simd_quat: Sendable where Scalar: Sendable, Scalar.SIMD4Storage: Sendable {}

/// A rotation in `Float`s.
public typealias simd_quatf = simd_quat<Float>
/// A rotation in `Double`s.
public typealias simd_quatd = simd_quat<Double>

/// `v` rotated by `q`.
@inlinable public func simd_act<S: SIMDScalar & BinaryFloatingPoint>(_ q: simd_quat<S>, _ v: SIMD3<S>)
  -> SIMD3<S>
{
  q.act(v)
}
/// The unit quaternion along `q`.
public func simd_normalize<S: SIMDScalar & BinaryFloatingPoint>(_ q: simd_quat<S>) -> simd_quat<S> {
  simd_quat(vector: simd_normalize(q.vector))
}
