import Accelerate
import Testing

@Suite struct vDSPTests {
  @Test func elementWiseArithmeticPairsTheArrays() {
    #expect(vDSP.add([1.0, 2, 3], [10.0, 20, 30]) == [11, 22, 33])
    #expect(vDSP.subtract([10.0, 20], [1.0, 2]) == [9, 18])
    #expect(vDSP.multiply(2.0, [1.0, 2, 3]) == [2, 4, 6])
    #expect(vDSP.divide([9.0, 6], 3) == [3, 2])
    #expect(vDSP.linearInterpolate([0.0, 10], [10.0, 30], using: 0.25) == [2.5, 15])
  }

  @Test func reductionsGiveAppleAnswersForEmptyArraysToo() {
    let values: [Float] = [3, -7, 5, 1]
    #expect(vDSP.sum(values) == 2)
    #expect(vDSP.mean(values) == 0.5)
    #expect(vDSP.maximum(values) == 5)
    #expect(vDSP.minimum(values) == -7)
    #expect(vDSP.maximumMagnitude(values) == 7)
    #expect(vDSP.indexOfMinimum(values) == (1, -7))
    #expect(vDSP.mean([Double]()).isNaN)
    #expect(vDSP.maximum([Double]()) == -.infinity)
  }

  @Test func rampsAreEvenlySpacedAndEndWhereTheyAreAsked() {
    #expect(vDSP.ramp(in: 0.0...1.0, count: 5) == [0, 0.25, 0.5, 0.75, 1])
    #expect(vDSP.ramp(withInitialValue: 2.0, increment: 3, count: 3) == [2, 5, 8])
    #expect(vDSP.ramp(in: 0.0...1.0, count: 0).isEmpty)
  }
}
