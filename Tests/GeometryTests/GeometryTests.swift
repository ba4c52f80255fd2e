import Geometry
import Testing

@Suite struct PixelGridTests {
  @Test func roundsToDevicePixels() {
    #expect(PixelGrid(scale: 2).round(10.3) == 10.5)
    #expect(PixelGrid(scale: 3).round(10.2) == 31.0 / 3)
    #expect(PixelGrid(scale: 1).round(10.5) == 11)
    #expect(PixelGrid(scale: 2).floor(10.74) == 10.5)
    #expect(PixelGrid(scale: 2).ceil(10.26) == 10.5)
  }

  @Test func valuesAlreadyOnTheGridStayPut() {
    let grid = PixelGrid(scale: 3)
    for step in 0..<300 {
      let value = Double(step) / 3
      #expect(grid.round(value) == value)
      #expect(grid.floor(value) == value)
      #expect(grid.ceil(value) == value)
    }
    #expect(PixelGrid(scale: 10).ceil(0.1 * 3) == 0.3)
  }

  @Test func aCentredFrameKeepsItsWidthOnTheGrid() {
    // Thirds of a point are not exact: both edges of a frame centred with an odd number of free
    // pixels fall on halves, and must round the same way.
    let grid = PixelGrid(scale: 3)
    var narrowed: [String] = []
    for container in 0..<300 {
      for content in 0..<container {
        let (outer, inner) = (Double(container) / 3, Double(content) / 3)
        let frame = grid.round(Rect(x: 20.0 / 3 + (outer - inner) / 2, y: 0, width: inner, height: 1))
        if frame.width < inner - 1e-9 { narrowed.append("\(inner) in \(outer)") }
      }
    }
    #expect(narrowed.isEmpty, "\(narrowed.prefix(5))")
  }

  @Test func roundingAgreesWithTheStandardLibrary() {
    // Halves, quarters, values near zero of both signs, and magnitudes up to and past 2^52.
    var generator = SystemRandomNumberGenerator()
    var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, 0x1p52 + 1, -0x1p53, 1e300, -0.25, 0.3]
    for _ in 0..<5_000 {
      let magnitude = Double.random(in: -3...17, using: &generator)
      values.append(Double.random(in: -1...1, using: &generator) * pow10(magnitude))
      values.append(Double(Int.random(in: -4_000...4_000, using: &generator)) / 4)
    }
    let grid = PixelGrid(scale: 1)
    for value in values {
      let onGrid = abs(value - value.rounded()) < 1e-6
      // A value within a millionth of a pixel of a half is a half (see `PixelGrid.nearest`).
      let truncated = value.rounded(.towardZero)
      let nearHalf = abs(abs(value - truncated) - 0.5) < 1e-6
      let nearest = nearHalf ? truncated + (value < 0 ? -1 : 1) : value.rounded()
      #expect(grid.round(value).bitPattern == nearest.bitPattern, "round \(value)")
      #expect(
        grid.floor(value).bitPattern == value.rounded(onGrid ? .toNearestOrAwayFromZero : .down).bitPattern)
      #expect(
        grid.ceil(value).bitPattern == value.rounded(onGrid ? .toNearestOrAwayFromZero : .up).bitPattern)
    }
  }

  private func pow10(_ exponent: Double) -> Double {
    var result = 1.0
    for _ in 0..<Int(exponent.rounded(.down)) + 3 { result *= 10 }
    return result / 1000
  }

  @Test(arguments: [0, -2, Double.nan, .infinity])
  func anUnusableScaleBecomesOne(_ scale: Double) {
    #expect(PixelGrid(scale: scale).scale == 1)
  }

  @Test func nonFiniteValuesPassThrough() {
    #expect(PixelGrid(scale: 2).round(.infinity) == .infinity)
    #expect(PixelGrid(scale: 2).round(.nan).isNaN)
  }

  @Test func roundingARectKeepsNeighboursTouching() {
    let grid = PixelGrid(scale: 2)
    let left = grid.round(Rect(x: 0.2, y: 0, width: 10.1, height: 5))
    let right = grid.round(Rect(x: 10.3, y: 0, width: 10.1, height: 5))
    #expect(left.maxX == right.minX)
  }
}

@Suite struct RectTests {
  let rect = Rect(x: 10, y: 20, width: 100, height: 50)

  @Test func containsUsesHalfOpenEdges() {
    #expect(rect.contains(Point(x: 10, y: 20)))
    #expect(!rect.contains(Point(x: 110, y: 20)))
    #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(Point(x: 0, y: 0)))
  }

  @Test func intersectionAndUnion() {
    #expect(
      rect.intersection(Rect(x: 100, y: 60, width: 50, height: 50))
        == Rect(x: 100, y: 60, width: 10, height: 10))
    #expect(rect.intersection(Rect(x: 110, y: 20, width: 5, height: 5)) == nil)
    #expect(rect.union(.zero) == rect)
    #expect(rect.union(Rect(x: 0, y: 0, width: 1, height: 1)) == Rect(x: 0, y: 0, width: 110, height: 70))
  }

  @Test func insetNeverGoesNegative() {
    let inset = rect.inset(by: EdgeInsets(all: 60))
    #expect(inset.width == 0 && inset.height == 0)
    #expect(
      rect.outset(by: EdgeInsets(vertical: 2, horizontal: 3)) == Rect(x: 7, y: 18, width: 106, height: 54))
  }

  @Test func containmentIsTolerant() {
    #expect(rect.contains(Rect(x: 9.995, y: 20, width: 100, height: 50)))
    #expect(!rect.contains(Rect(x: 9.9, y: 20, width: 100, height: 50)))
  }

  @Test func sizesFromBadInputClampToValid() {
    #expect(Size(width: -3, height: .nan).clampedToValid == .zero)
    #expect(Size(width: .infinity, height: 2).clampedToValid == Size(width: .infinity, height: 2))
  }
}

@Suite struct FormattingTests {
  @Test func lengthsPrintWithoutNoise() {
    #expect(formatPoints(17) == "17")
    #expect(formatPoints(47.909) == "47.91")
    #expect(formatPoints(0.5) == "0.5")
    #expect(formatPoints(-3.05) == "-3.05")
    #expect(formatPoints(-0.001) == "0")
    #expect(formatPoints(.nan) == "nan")
    #expect(formatPoints(-.infinity) == "-inf")
  }

  @Test func toleranceComparesLayoutValues() {
    #expect(Tolerance.isEqual(10, 10.005))
    #expect(!Tolerance.isEqual(10, 10.05))
    #expect(Tolerance.isLess(10, 10.05))
    #expect(!Tolerance.isLess(10, 10.005))
  }
}
