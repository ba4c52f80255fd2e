import Foundation
import Testing
import simd

@Suite struct VectorGeometryTests {
  @Test func lengthsDotsAndDistancesAreTheEuclideanOnes() {
    let v = SIMD3<Double>(3, 4, 12)
    #expect(simd_length(v) == 13)
    #expect(length(v) == 13)
    #expect(simd_length_squared(v) == 169)
    #expect(simd_dot(v, SIMD3(1, 2, 3)) == 47)
    #expect(simd_distance(SIMD2<Float>(1, 1), SIMD2<Float>(4, 5)) == 5)
    #expect(abs(simd_length(simd_normalize(v)) - 1) < 1e-12)
  }

  @Test func crossProductsFollowTheRightHandRule() {
    let x = simd_double3(1, 0, 0)
    let y = simd_double3(0, 1, 0)
    #expect(simd_cross(x, y) == simd_double3(0, 0, 1))
    #expect(cross(y, x) == simd_double3(0, 0, -1))
  }

  @Test func mixesClampsAndReductionsWorkComponentByComponent() {
    let a = SIMD3<Double>(0, 10, -4)
    let b = SIMD3<Double>(10, 20, 4)
    #expect(simd_mix(a, b, SIMD3(repeating: 0.5)) == SIMD3(5, 15, 0))
    #expect(simd_max(a, .zero) == SIMD3(0, 10, 0))
    #expect(simd_reduce_max(a) == 10)
    #expect(simd_clamp(b, SIMD3(repeating: 0), SIMD3(repeating: 8)) == SIMD3(8, 8, 4))
    #expect(simd_abs(a) == SIMD3(0, 10, 4))
  }

  @Test func aQuaternionRotatesAboutItsAxis() {
    let quarter = simd_quatd(angle: .pi / 2, axis: SIMD3(0, 0, 1))
    let turned = quarter.act(SIMD3(1, 0, 0))
    #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12 && abs(turned.z) < 1e-12)
    #expect(abs(quarter.angle - .pi / 2) < 1e-12)
    #expect(quarter.axis == SIMD3(0, 0, 1))
    let half = quarter * quarter
    let back = half.act(SIMD3(1, 0, 0))
    #expect(abs(back.x + 1) < 1e-12, "two quarter turns are a half turn")
    let float = simd_quatf(angle: .pi, axis: [0, 1, 0])
    #expect(abs(float.act([1, 0, 0]).x + 1) < 1e-6)
  }
}
