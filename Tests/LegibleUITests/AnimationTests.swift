import LegibleUI
import Testing

/// SwiftUI's animations as apps write them.
@Suite("Animations") struct AnimationTests {
  @Test func aSpringWithNoArgumentIsTheResponseSpring() {
    // Both spring initializers take only defaulted arguments; `.spring()` must still compile.
    let spring = Animation.spring()
    let short: Animation = .spring().speed(0.75).delay(0.25)
    #expect(spring == Animation.spring(response: 0.5, dampingFraction: 0.825))
    _ = short
  }
}
