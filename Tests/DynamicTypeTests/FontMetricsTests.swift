import DynamicType
import Geometry
import Testing

@Suite struct FontMetricsTests {
  @Test func bodyAtAX5ScalesByTheRatioOfLineHeightsNotPointSizes() {
    let metrics = FontMetrics.default
    #expect(metrics.textStyle == .body)
    #expect(metrics.scaleFactor(for: .accessibilityExtraExtraExtraLarge) == 62.0 / 22.0)
    #expect(metrics.scaleFactor(for: .accessibilityExtraExtraExtraLarge) != 53.0 / 17.0)
    // 17 × 62/22 = 47.909…, rounded to whole points at 1×.
    #expect(metrics.scaledValue(17, for: .accessibilityExtraExtraExtraLarge) == 48)
  }

  @Test func theDefaultCategoryLeavesValuesAlone() {
    for style in TextStyle.allCases {
      #expect(
        FontMetrics(forTextStyle: style).scaledValue(13.5, for: .large, grid: PixelGrid(scale: 2)) == 13.5)
    }
  }

  @Test func resultsSnapToThePixelGridOfTheDisplayScale() {
    let metrics = FontMetrics.default
    // 10 × 62/22 = 28.1818…
    #expect(metrics.scaledValue(10, for: .accessibilityExtraExtraExtraLarge, grid: PixelGrid(scale: 1)) == 28)
    #expect(metrics.scaledValue(10, for: .accessibilityExtraExtraExtraLarge, grid: PixelGrid(scale: 2)) == 28)
    #expect(
      metrics.scaledValue(10, for: .accessibilityExtraExtraExtraLarge, grid: PixelGrid(scale: 3)) == 85.0 / 3)
  }

  @Test func otherStylesUseTheirOwnLineHeights() {
    // caption2 leading: 13 at L, 48 at AX5.
    #expect(
      FontMetrics(forTextStyle: .caption2).scaledValue(13, for: .accessibilityExtraExtraExtraLarge) == 48)
    // title1 leading 34 → 31 at XS: values shrink below the default.
    #expect(FontMetrics(forTextStyle: .title1).scaledValue(34, for: .extraSmall) == 31)
  }

  @Test func negativeValuesScaleLikePositiveOnes() {
    #expect(FontMetrics.default.scaledValue(-11, for: .accessibilityMedium) == -17)
  }

  @Test func scaledFontSizesHonourTheMaximum() {
    let metrics = FontMetrics.default
    #expect(metrics.scaledPointSize(17, for: .accessibilityExtraExtraExtraLarge) == 48)
    #expect(metrics.scaledPointSize(17, maximumPointSize: 30, for: .accessibilityExtraExtraExtraLarge) == 30)
    #expect(metrics.scaledPointSize(17, maximumPointSize: 30, for: .large) == 17)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteValuesScaleToZero(_ value: Double) {
    #expect(FontMetrics.default.scaledValue(value, for: .accessibilityLarge) == 0)
    #expect(FontMetrics.default.scaledPointSize(value, for: .accessibilityLarge) == 0)
  }

  @Test(arguments: [0, -12, Double.leastNonzeroMagnitude * -1])
  func fontSizesThatAreNotPositiveScaleToZero(_ size: Double) {
    #expect(FontMetrics.default.scaledPointSize(size, for: .accessibilityLarge) == 0)
  }

  @Test(arguments: [Double.nan, 0, -5, .infinity])
  func unusableMaximumsAreIgnored(_ maximum: Double) {
    #expect(
      FontMetrics.default.scaledPointSize(17, maximumPointSize: maximum, for: .accessibilityMedium) == 26)
  }
}
