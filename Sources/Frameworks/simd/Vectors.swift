// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
/// Apple's `simd` module where the platform has none: the C names of its vector types and the
/// geometry of vectors (`simd_length`, `simd_dot`, `simd_normalize`, `simd_mix`, …, and the
/// Swift overlay's `length`, `dot`, `normalize`, …) over the standard library's `SIMD2`, `SIMD3`
/// and `SIMD4`, with quaternions (`simd_quatf`, `simd_quatd`) and their rotation of vectors.
/// Matrices are not here.

/// Two `Float`s.
public typealias simd_float2 = SIMD2<Float>
/// Three `Float`s.
public typealias simd_float3 = SIMD3<Float>
/// Four `Float`s.
public typealias simd_float4 = SIMD4<Float>
/// Two `Double`s.
public typealias simd_double2 = SIMD2<Double>
/// Three `Double`s.
public typealias simd_double3 = SIMD3<Double>
/// Four `Double`s.
public typealias simd_double4 = SIMD4<Double>
/// Two `Int32`s.
public typealias simd_int2 = SIMD2<Int32>
/// Three `Int32`s.
public typealias simd_int3 = SIMD3<Int32>
/// Four `Int32`s.
public typealias simd_int4 = SIMD4<Int32>

/// The sum of the products of `a`'s and `b`'s components.
@inlinable public func simd_dot<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint {
  (a * b).sum()
}
/// The square of `v`'s length.
@inlinable public func simd_length_squared<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint {
  simd_dot(v, v)
}
/// `v`'s length.
@inlinable public func simd_length<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint {
  simd_dot(v, v).squareRoot()
}
/// The distance between `a` and `b`.
@inlinable public func simd_distance<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint {
  simd_length(a - b)
}
/// The square of the distance between `a` and `b`.
@inlinable public func simd_distance_squared<V: SIMD>(_ a: V, _ b: V) -> V.Scalar
where V.Scalar: FloatingPoint { simd_length_squared(a - b) }
/// `v` scaled to length 1 (NaN components for the zero vector, as Apple's).
@inlinable public func simd_normalize<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint {
  v / simd_length(v)
}
/// The point `t` of the way from `a` to `b`, component by component.
@inlinable public func simd_mix<V: SIMD>(_ a: V, _ b: V, _ t: V) -> V where V.Scalar: FloatingPoint {
  a + (b - a) * t
}
/// Each component of `v` kept within `low` and `high`.
@inlinable public func simd_clamp<V: SIMD>(_ v: V, _ low: V, _ high: V) -> V where V.Scalar: Comparable {
  v.clamped(lowerBound: low, upperBound: high)
}
/// The smaller of each pair of components.
@inlinable public func simd_min<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar: Comparable {
  pointwiseMin(a, b)
}
/// The larger of each pair of components.
@inlinable public func simd_max<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar: Comparable {
  pointwiseMax(a, b)
}
/// Each component's magnitude.
@inlinable public func simd_abs<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint {
  var result = v
  for index in v.indices { result[index] = abs(v[index]) }
  return result
}
/// The largest component.
@inlinable public func simd_reduce_max<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: Comparable { v.max() }
/// The smallest component.
@inlinable public func simd_reduce_min<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: Comparable { v.min() }
/// The sum of the components.
@inlinable public func simd_reduce_add<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { v.sum() }
/// The cross product of `a` and `b`.
@inlinable public func simd_cross<S: SIMDScalar & FloatingPoint>(_ a: SIMD3<S>, _ b: SIMD3<S>) -> SIMD3<S> {
  SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
/// `v` reflected about the plane with normal `n` (of length 1).
@inlinable public func simd_reflect<V: SIMD>(_ v: V, _ n: V) -> V where V.Scalar: FloatingPoint {
  v - 2 * simd_dot(v, n) * n
}
/// `v` projected onto `onto`.
@inlinable public func simd_project<V: SIMD>(_ v: V, _ onto: V) -> V where V.Scalar: FloatingPoint {
  simd_dot(v, onto) / simd_dot(onto, onto) * onto
}
/// Three floats.
@inlinable public func simd_make_float3(_ x: Float, _ y: Float, _ z: Float) -> simd_float3 { SIMD3(x, y, z) }
/// Four floats.
@inlinable public func simd_make_float4(_ x: Float, _ y: Float, _ z: Float, _ w: Float) -> simd_float4 {
  SIMD4(x, y, z, w)
}

// The Swift overlay's names.

/// The sum of the products of `a`'s and `b`'s components.
@inlinable public func dot<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint {
  simd_dot(a, b)
}
/// `v`'s length.
@inlinable public func length<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(v) }
/// The square of `v`'s length.
@inlinable public func length_squared<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint {
  simd_length_squared(v)
}
/// The distance between `a` and `b`.
@inlinable public func distance<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint {
  simd_distance(a, b)
}
/// `v` scaled to length 1.
@inlinable public func normalize<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint { simd_normalize(v) }
/// The cross product of `a` and `b`.
@inlinable public func cross<S: SIMDScalar & FloatingPoint>(_ a: SIMD3<S>, _ b: SIMD3<S>) -> SIMD3<S> {
  simd_cross(a, b)
}
/// The point `t` of the way from `a` to `b`.
@inlinable public func mix<V: SIMD>(_ a: V, _ b: V, t: V.Scalar) -> V where V.Scalar: FloatingPoint {
  a + (b - a) * t
}
/// Each component of `v` kept within `low` and `high`.
@inlinable public func clamp<V: SIMD>(_ v: V, min low: V.Scalar, max high: V.Scalar) -> V
where V.Scalar: Comparable {
  v.clamped(lowerBound: V(repeating: low), upperBound: V(repeating: high))
}
