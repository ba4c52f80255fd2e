import DynamicType
import Testing

@Suite struct ContentSizeRangeTests {
  let all = ContentSizeCategory.allCases

  @Test func noLimitLetsEveryCategoryThrough() {
    for category in all { #expect(ContentSizeRange.unlimited.clamp(category) == category) }
    #expect(ContentSizeRange().isUnlimited)
  }

  @Test func aMaximumCapsAndAMinimumRaises() {
    let range = ContentSizeRange(minimum: .medium, maximum: .extraExtraExtraLarge)
    #expect(range.clamp(.extraSmall) == .medium)
    #expect(range.clamp(.large) == .large)
    #expect(range.clamp(.accessibilityExtraLarge) == .extraExtraExtraLarge)
  }

  @Test func whenTheMinimumIsAboveTheMaximumTheMaximumWins() {
    let range = ContentSizeRange(minimum: .accessibilityLarge, maximum: .large)
    for category in all { #expect(range.clamp(category) == .large) }
  }

  @Test func swiftRangesMatchSwiftUIsDynamicTypeSizeModifier() {
    #expect(ContentSizeRange(...ContentSizeCategory.large).clamp(.accessibilityMedium) == .large)
    #expect(ContentSizeRange(ContentSizeCategory.medium...).clamp(.extraSmall) == .medium)
    let closed = ContentSizeRange(ContentSizeCategory.small ... .accessibilityMedium)
    #expect(closed.clamp(.extraSmall) == .small)
    #expect(closed.clamp(.accessibilityExtraExtraExtraLarge) == .accessibilityMedium)
  }

  @Test func nestedRangesIntersect() {
    let screen = ContentSizeRange(ContentSizeCategory.large...)
    let bar = ContentSizeRange(...ContentSizeCategory.extraExtraExtraLarge)
    let effective = bar.nested(in: screen)
    #expect(effective == ContentSizeRange(ContentSizeCategory.large ... .extraExtraExtraLarge))
    #expect(screen.nested(in: bar) == effective)
  }

  @Test func nestingIsTheSameAsClampingByOuterThenInnerForEveryPair() {
    let ranges = all.flatMap { low in all.filter { $0 >= low }.map { ContentSizeRange(low...$0) } }
    for outer in ranges {
      for inner in ranges {
        let nested = inner.nested(in: outer)
        #expect(nested.lowerBound <= nested.upperBound)
        for category in all {
          #expect(nested.clamp(category) == inner.clamp(outer.clamp(category)))
        }
      }
    }
  }

  @Test func disjointNestedRangesLetTheInnerOneWin() {
    let outer = ContentSizeRange(...ContentSizeCategory.medium)
    let inner = ContentSizeRange(ContentSizeCategory.extraLarge...)
    for category in all { #expect(inner.nested(in: outer).clamp(category) == .extraLarge) }
  }
}
