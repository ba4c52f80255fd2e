import DynamicType
import Testing

/// Legible's own expectations of Android's curve (the AOSP test suites are ported in
/// `AOSPFontScaleTests`).
@Suite struct Android14FontScaleTests {
  /// Equal to what a 32-bit float holds.
  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= max(1e-5, abs(b) * 1e-6) }

  @Test func everyListedPointMatchesTheReference() throws {
    let rows = try ReferenceData.rows("android14-font-scale.tsv")
    #expect(rows.count == 8)
    for row in rows {
      let scale = Double(row[0])!
      for (sp, dp) in zip(Android14FontScale.spColumns, row.dropFirst().map { Double($0)! }) {
        #expect(close(try Android14FontScale.dp(forSP: sp, scale: scale), dp), "\(sp) sp at \(scale)")
      }
    }
  }

  @Test func oneAndAHalfTimesAt14spGives22dp() throws {
    #expect(try Android14FontScale.dp(forSP: 14, scale: 1.5) == 22)
  }

  @Test func aScaleBetweenTwoTablesInterpolatesEachColumn() throws {
    // Halfway between 1.3 (18.8) and 1.5 (22).
    #expect(close(try Android14FontScale.dp(forSP: 14, scale: 1.4), 20.4))
  }

  /// The 1.05 table is kept under key 104: a scale of 1.06 is a third of the way from "1.04" to
  /// 1.1, not a fifth of the way from 1.05.
  @Test func floatKeysPlaceThe105TableAt104() throws {
    #expect(Android14FontScale.key(1.05) == 104)
    #expect(Android14FontScale.key(1.1) == 110)
    let at106 = try Android14FontScale.dp(forSP: 8, scale: 1.06)
    #expect(
      close(
        at106, Double(Float(8.4) + (Float(8.8) - Float(8.4)) * ((Float(1.06) - 1.04) / (Float(1.1) - 1.04)))))
    #expect(!close(at106, 8.4 + 0.4 * 0.2))
    // 1.04 has the 1.05 table's key, so it uses that table.
    #expect(close(try Android14FontScale.dp(forSP: 8, scale: 1.04), 8.4))
  }

  @Test func aSizeBetweenTwoColumnsInterpolates() throws {
    #expect(try Android14FontScale.dp(forSP: 16, scale: 1.5) == 23)
  }

  @Test func belowEightSPInterpolatesFromZero() throws {
    #expect(try Android14FontScale.dp(forSP: 4, scale: 1.5) == 6)
    #expect(try Android14FontScale.dp(forSP: 0, scale: 2) == 0)
  }

  @Test func above100SPKeepsTheLastRatio() throws {
    #expect(try Android14FontScale.dp(forSP: 250, scale: 1.8) == 250)
  }

  @Test func belowTheCurveTextScalesLinearly() throws {
    #expect(try Android14FontScale.dp(forSP: 20, scale: 0.85) == 17)
    #expect(try Android14FontScale.dp(forSP: 20, scale: 1) == 20)
    // 1.02 is below 1.03, where the curve starts.
    #expect(close(try Android14FontScale.dp(forSP: 30, scale: 1.02), 30.6))
    #expect(close(try Android14FontScale.dp(forSP: 100, scale: 1.02), 102))
  }

  @Test func beyondTheLastTableTextScalesLinearly() throws {
    #expect(close(try Android14FontScale.dp(forSP: 10, scale: 3), 30))
    #expect(close(try Android14FontScale.dp(forSP: 100, scale: 3), 300))
    #expect(close(try Android14FontScale.dp(forSP: 34, scale: 3), 102))
  }

  @Test func negativeSizesAreMirrored() throws {
    #expect(try Android14FontScale.dp(forSP: -14, scale: 1.5) == -22)
  }

  @Test(arguments: [Double.nan, 0, -1, .infinity])
  func unusableScalesAreAnError(_ scale: Double) {
    #expect(throws: InvalidScaleFactor.self) { try Android14FontScale.dp(forSP: 14, scale: scale) }
  }

  @Test func aNonFiniteSizeIsAnError() {
    #expect(throws: InvalidScaleFactor.self) { try Android14FontScale.dp(forSP: .nan, scale: 1.5) }
  }
}

@Suite struct ScalingCurveTests {
  @Test func appleIsTheTypeScale() {
    for style in TextStyle.allCases {
      for category in ContentSizeCategory.allCases {
        #expect(ScalingCurve.apple.metrics(style, at: category) == style.metrics(at: category))
      }
    }
  }

  @Test func linearMultipliesSizeAndLeading() throws {
    let metrics = try ScalingCurve.linear.metrics(.body, factor: 2)
    #expect(metrics == TypeMetrics(pointSize: 34, leading: 44))
  }

  @Test func android14GrowsSmallTextMoreThanLargeText() throws {
    let caption = try ScalingCurve.android14.metrics(.caption1, factor: 2)
    let title = try ScalingCurve.android14.metrics(.largeTitle, factor: 2)
    #expect(caption.pointSize / 12 > title.pointSize / 34)
    #expect(caption.pointSize == 24)
  }

  @Test func atTheDefaultCategoryEveryCurveGivesTheDefaultSize() {
    for curve in ScalingCurve.allCases {
      #expect(curve.metrics(.body, at: .large) == TypeMetrics(pointSize: 17, leading: 22))
    }
  }

  @Test func appleAtAFactorUsesTheNearestCategory() throws {
    #expect(
      try ScalingCurve.apple.metrics(.body, factor: 40.0 / 17)
        == TextStyle.body.metrics(at: .accessibilityExtraLarge))
  }

  @Test(arguments: [Double.nan, 0, -2, .infinity])
  func unusableFactorsAreAnError(_ factor: Double) {
    for curve in ScalingCurve.allCases {
      #expect(throws: InvalidScaleFactor.self) { try curve.metrics(.body, factor: factor) }
    }
  }

  @Test func curveNamesParse() throws {
    #expect(try ScalingCurve(parsing: "Android14") == .android14)
    #expect(throws: UnknownScalingCurve.self) { try ScalingCurve(parsing: "ios") }
  }
}

@Suite struct NearestCategoryTests {
  @Test func eachCategorysOwnFactorMapsBackToIt() throws {
    for category in ContentSizeCategory.allCases {
      #expect(try ContentSizeCategory.nearest(toScaleFactor: category.nominalScaleFactor) == category)
    }
  }

  @Test func gnomeAndAndroidFactorsMapToTheClosestBodySize() throws {
    #expect(try ContentSizeCategory.nearest(toScaleFactor: 1) == .large)
    // 1.25 × 17 = 21.25 pt: XXL's 21 pt is closest.
    #expect(try ContentSizeCategory.nearest(toScaleFactor: 1.25) == .extraExtraLarge)
    // 1.3 × 17 = 22.1 pt: XXXL's 23 pt is closer than XXL's 21.
    #expect(try ContentSizeCategory.nearest(toScaleFactor: 1.3) == .extraExtraExtraLarge)
    #expect(try ContentSizeCategory.nearest(toScaleFactor: 2) == .accessibilityLarge)
  }

  @Test func aTieGoesToTheLargerCategory() throws {
    // Halfway between M (16) and L (17).
    #expect(try ContentSizeCategory.nearest(toScaleFactor: 16.5 / 17) == .large)
  }

  @Test func extremeFactorsClampToTheEnds() throws {
    #expect(try ContentSizeCategory.nearest(toScaleFactor: 0.0001) == .extraSmall)
    #expect(try ContentSizeCategory.nearest(toScaleFactor: 1e300) == .accessibilityExtraExtraExtraLarge)
  }

  @Test(arguments: [Double.nan, 0, -1.5, .infinity, -.infinity])
  func unusableFactorsAreAnError(_ factor: Double) {
    #expect(throws: InvalidScaleFactor.self) { try ContentSizeCategory.nearest(toScaleFactor: factor) }
  }
}
