import Drawing
import Foundation
import Geometry
import Simulation
import Testing

/// A test card: a uniform grey border around black and white bars in the middle.
func testCard(width: Int = 120, height: Int = 80) -> Bitmap {
  var pixels: [UInt8] = []
  for y in 0..<height {
    for x in 0..<width {
      let inside = x >= width / 4 && x < width * 3 / 4 && y >= height / 4 && y < height * 3 / 4
      let value: UInt8 = inside ? ((x / 3) % 2 == 0 ? 0 : 255) : 128
      pixels += [value, value, value, 255]
    }
  }
  return Bitmap(width: width, height: height, pixels: pixels)
}

func linearMean(_ bitmap: Bitmap) -> Double {
  var sum = 0.0
  for index in stride(from: 0, to: bitmap.pixels.count, by: 4) {
    let c = Double(bitmap.pixels[index]) / 255
    sum += c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }
  return sum / Double(bitmap.width * bitmap.height)
}

@Suite struct AcuityTests {
  /// Letters at the acuity limit are 5 MAR tall and read from up to 1.5 cycles per letter.
  @Test func theCutoffIsOneAndAHalfCyclesPerLetterAtTheAcuityLimit() {
    #expect(abs(Simulator.letterCutoffCyclesPerDegree(denominator: 20) - 18) < 1e-12)
    #expect(abs(Simulator.letterCutoffCyclesPerDegree(denominator: 200) - 1.8) < 1e-12)
    // A 20/70 letter at its limit: 5 × 3.5 arcmin, 1.5 cycles over it.
    let letterDegrees = 5 * 3.5 / 60
    #expect(abs(Simulator.letterCutoffCyclesPerDegree(denominator: 70) * letterDegrees - 1.5) < 1e-12)
  }

  @Test func theBlurFollowsTheSnellenFraction() {
    // σ(20/X) = √(ln10/2) / (π · 360/X) degrees, less 20/20's own.
    let s200 = (log(10.0) / 2).squareRoot() / (Double.pi * 1.8)
    let s20 = (log(10.0) / 2).squareRoot() / (Double.pi * 18)
    #expect(
      abs(Simulator.acuityBlurDegrees(denominator: 200) - (s200 * s200 - s20 * s20).squareRoot()) < 1e-12)
    #expect(Simulator.acuityBlurDegrees(denominator: 20) == 0)
    #expect(Simulator.acuityBlurDegrees(denominator: 70) < Simulator.acuityBlurDegrees(denominator: 200))
  }

  @Test(arguments: [70.0, 200.0])
  func aBlurKeepsTheMeanBrightness(_ denominator: Double) throws {
    let card = testCard()
    let blurred = try Simulator.apply(.reducedAcuity(denominator: denominator), to: card)
    #expect(abs(linearMean(blurred) - linearMean(card)) < 0.004)
    #expect(blurred != card)
  }

  /// A blur far wider than the image (a viewer 1 km away from a 99,999 ppi screen) is clamped to
  /// the image: it finishes at once and leaves a nearly flat image. (It ran for minutes before.)
  @Test(arguments: [99_999.0, 1e300])
  func aBlurWiderThanTheImageIsClamped(_ extreme: Double) throws {
    let card = testCard()
    let start = ContinuousClock.now
    let blurred = try Simulator.apply(
      .reducedAcuity(denominator: 200), to: card,
      viewing: ViewingConditions(distanceCentimetres: extreme, pixelsPerInch: extreme))
    #expect(ContinuousClock.now - start < .seconds(2))
    let values = Set(blurred.pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element))
    #expect(values.count <= 8, "nearly flat: \(values.count) levels of red")
  }

  /// Viewing conditions that are not finite fall back to the phone at 30 cm.
  @Test func unusableViewingConditionsFallBack() throws {
    let card = testCard()
    let fallback = try Simulator.apply(
      .reducedAcuity(denominator: 200), to: card,
      viewing: ViewingConditions(distanceCentimetres: .infinity, pixelsPerInch: .nan))
    #expect(
      fallback
        == (try Simulator.apply(.reducedAcuity(denominator: 200), to: card, viewing: ViewingConditions())))
  }

  @Test func twentyTwentyIsTheIdentity() throws {
    let card = testCard()
    #expect(try Simulator.apply(.reducedAcuity(denominator: 20), to: card) == card)
  }

  @Test func viewingGeometryConvertsDegreesToPixels() {
    let phone = ViewingConditions.phone(scale: 2)
    #expect(phone.pixelsPerInch == 326)
    // 30 cm × tan 1° × 326 / 2.54 ≈ 67.2 pixels per degree.
    #expect(abs(phone.pixelsPerDegree - 67.2) < 0.1)
  }
}

@Suite struct ColorVisionTests {
  @Test(arguments: ColorVisionDeficiency.allCases)
  func severityZeroIsTheIdentity(_ kind: ColorVisionDeficiency) throws {
    let card = testCard()
    #expect(kind.matrix(severity: 0) == [1, 0, 0, 0, 1, 0, 0, 0, 1])
    var colours: [UInt8] = []
    for index in 0..<64 { colours += [UInt8(index * 4), UInt8(255 - index * 3), UInt8(index * 2), 255] }
    let swatch = Bitmap(width: 8, height: 8, pixels: colours)
    #expect(try Simulator.apply(.colorVision(kind, severity: 0), to: swatch) == swatch)
    #expect(try Simulator.apply(.colorVision(kind, severity: 0), to: card) == card)
  }

  @Test func severitiesBetweenStepsInterpolate() {
    let half = ColorVisionDeficiency.deuteranopia.matrix(severity: 0.55)
    let low = ColorVisionDeficiency.deuteranopia.matrix(severity: 0.5)
    let high = ColorVisionDeficiency.deuteranopia.matrix(severity: 0.6)
    for index in 0..<9 { #expect(abs(half[index] - (low[index] + high[index]) / 2) < 1e-6) }
  }

  /// Colours that differ only along the direction a dichromat cannot see become the same colour.
  @Test(arguments: [ColorVisionDeficiency.protanopia, .deuteranopia])
  func confusionColoursMapTogether(_ kind: ColorVisionDeficiency) {
    let m = kind.matrix(severity: 1).map(Double.init)
    // The direction the matrix loses: the cross product of two rows (the matrix is nearly singular).
    let v = [m[1] * m[5] - m[2] * m[4], m[2] * m[3] - m[0] * m[5], m[0] * m[4] - m[1] * m[3]]
    let length = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot()
    let direction = v.map { $0 / length }
    let base = [0.3, 0.3, 0.3]
    let other = zip(base, direction).map { $0 + 0.15 * $1 }
    func apply(_ c: [Double]) -> [Double] {
      (0..<3).map { row in m[row * 3] * c[0] + m[row * 3 + 1] * c[1] + m[row * 3 + 2] * c[2] }
    }
    let before = zip(base, other).map { abs($0 - $1) }.max()!
    let after = zip(apply(base), apply(other)).map { abs($0 - $1) }.max()!
    #expect(after < before * 0.05)
  }

  @Test func redAndGreenBecomeAlikeForADeuteranope() throws {
    let pair = Bitmap(width: 2, height: 1, pixels: [200, 60, 40, 255, 90, 150, 40, 255])
    let seen = try Simulator.apply(.colorVision(.deuteranopia, severity: 1), to: pair)
    let before =
      abs(Int(pair.pixels[0]) - Int(pair.pixels[4])) + abs(Int(pair.pixels[1]) - Int(pair.pixels[5]))
    let after =
      abs(Int(seen.pixels[0]) - Int(seen.pixels[4])) + abs(Int(seen.pixels[1]) - Int(seen.pixels[5]))
    #expect(after < before / 2)
  }
}

@Suite struct ContrastAndCataractTests {
  @Test func fullContrastNoCataractAndNoScotomaAreTheIdentity() throws {
    let card = testCard()
    #expect(try Simulator.apply(.reducedContrast(remaining: 1), to: card) == card)
    #expect(try Simulator.apply(.cataract(severity: 0), to: card) == card)
    #expect(try Simulator.apply(.centralFieldLoss(radius: 0), to: card) == card)
  }

  @Test func reducedContrastNarrowsTheRangeAndKeepsTheMean() throws {
    let card = testCard()
    let flat = try Simulator.apply(.reducedContrast(remaining: 0.3), to: card)
    let range = { (b: Bitmap) in
      Int(b.pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element).max()!)
        - Int(b.pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element).min()!)
    }
    #expect(range(flat) < range(card) / 2)
    #expect(abs(linearMean(flat) - linearMean(card)) < 0.004)
  }

  @Test func aCataractYellowsWhite() throws {
    let white = Bitmap(width: 4, height: 4, color: .white)
    let seen = try Simulator.apply(.cataract(severity: 1), to: white)
    let pixel = try #require(seen[1, 1])
    #expect(pixel.blue < pixel.red - 0.15)
  }
}

@Suite struct FieldLossTests {
  @Test func theMaskHasTheStatedRadius() {
    #expect(Simulator.fieldMask(distance: 0, radius: 100) == 1)
    #expect(Simulator.fieldMask(distance: 100, radius: 100) == 1)
    #expect(Simulator.fieldMask(distance: 105, radius: 100) == 0.5)
    #expect(Simulator.fieldMask(distance: 110, radius: 100) == 0)
    #expect(Simulator.fieldMask(distance: 0.5, radius: 0) == 0.5)
  }

  @Test func centralLossCoversTheCentreOnly() throws {
    let viewing = ViewingConditions(distanceCentimetres: 30, pixelsPerInch: 326)
    let radius = 20 / viewing.pixelsPerDegree  // 20 pixels, in degrees
    let white = Bitmap(width: 100, height: 100, color: .white)
    let seen = try Simulator.apply(.centralFieldLoss(radius: radius), to: white, viewing: viewing)
    #expect(try #require(seen[50, 50]).red < 0.8)
    #expect(try #require(seen[50, 50 - 18]).red < 0.8)
    #expect(seen[50, 50 - 25] == .white)
    #expect(seen[2, 2] == .white)
  }

  @Test func peripheralLossDarkensOutsideTheRadius() throws {
    let viewing = ViewingConditions()
    let radius = 30 / viewing.pixelsPerDegree
    let white = Bitmap(width: 100, height: 100, color: .white)
    let seen = try Simulator.apply(.peripheralFieldLoss(radius: radius), to: white, viewing: viewing)
    #expect(seen[50, 50] == .white)
    #expect(seen[50, 50 - 29] == .white)
    #expect(try #require(seen[2, 2]).red < 0.1)
  }
}

@Suite struct BadInputTests {
  @Test(arguments: [
    "acuity:20/10", "acuity:abc", "acuity", "contrast:2", "contrast", "cataract:-1", "central:nan",
    "glaucoma", "", "protanopia:1.5", "deuteranopia:x",
  ])
  func unknownConditionsAreRefusedWithTheAcceptedForms(_ text: String) {
    #expect(throws: InvalidVisionCondition.self) { try VisionCondition(parsing: text) }
    #expect(InvalidVisionCondition(input: text).description.contains("acuity:20/70"))
  }

  @Test func conditionsParse() throws {
    #expect(try VisionCondition(parsing: "acuity:20/200") == .reducedAcuity(denominator: 200))
    #expect(try VisionCondition(parsing: "Acuity:6/60") == .reducedAcuity(denominator: 200))
    #expect(try VisionCondition(parsing: "acuity:0.1") == .reducedAcuity(denominator: 200))
    #expect(try VisionCondition(parsing: "deuteranopia") == .colorVision(.deuteranopia, severity: 1))
    #expect(try VisionCondition(parsing: "central:7") == .centralFieldLoss(radius: 7))
  }

  @Test func aOnePixelImageWorks() throws {
    let dot = Bitmap(width: 1, height: 1, color: .black)
    for condition in [
      VisionCondition.reducedAcuity(denominator: 200), .cataract(severity: 1), .centralFieldLoss(radius: 5),
      .colorVision(.tritanopia, severity: 1),
    ] {
      let seen = try Simulator.apply(condition, to: dot)
      #expect(seen.width == 1 && seen.height == 1)
    }
  }

  @Test func anEmptyImageIsAnError() {
    #expect(throws: SimulationError.emptyImage) {
      try Simulator.apply(.cataract(severity: 1), to: Bitmap(width: 0, height: 0, pixels: []))
    }
  }

  @Test func anImageOverTheLimitIsRefusedNotProcessed() {
    let huge = Bitmap(width: 8_000_001, height: 8, pixels: [UInt8](repeating: 255, count: 8_000_001 * 8 * 4))
    #expect(throws: SimulationError.tooLarge(width: 8_000_001, height: 8)) {
      try Simulator.apply(.cataract(severity: 1), to: huge)
    }
  }
}
