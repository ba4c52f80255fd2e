import CoreGraphics
import LegibleUI
import Testing

/// `Animatable` as SwiftUI declares it: a shape's `animatableData` reads and writes its own
/// values (a pair of angles here), and the vector arithmetic animations step through is exact.
@Suite struct AnimatableTests {
  struct Slice: Shape {
    var start: Double
    var end: Double
    // Swift 6 asks for `nonisolated` here, as it does on iOS 18: a shape is a view, and views
    // are isolated to the main actor.
    nonisolated var animatableData: AnimatablePair<Double, Double> {
      get { AnimatablePair(start, end) }
      set {
        start = newValue.first
        end = newValue.second
      }
    }
    func path(in rect: CGRect) -> Path { Path(rect) }
  }

  @MainActor @Test func aShapesAnimatableDataIsItsOwnValues() {
    var slice = Slice(start: 10, end: 90)
    #expect(slice.animatableData == AnimatablePair(10, 90))
    slice.animatableData = AnimatablePair(0, 180)
    #expect(slice.start == 0 && slice.end == 180)
    #expect(Circle().animatableData == EmptyAnimatableData())
  }

  @Test func pairsAddScaleAndMeasureComponentByComponent() {
    let a = AnimatablePair(AnimatablePair(1.0, 2.0), CGFloat(3))
    let b = AnimatablePair(AnimatablePair(3.0, 6.0), CGFloat(1))
    var halfway = a + (b - a).scaled(by: 0.5)
    #expect(halfway == AnimatablePair(AnimatablePair(2.0, 4.0), CGFloat(2)))
    halfway.scale(by: 2)
    let expected: Double = 16 + 64 + 16
    #expect(halfway.magnitudeSquared == expected)
    #expect(Angle.degrees(90).animatableData.degrees == 90)
  }
}
