import Drawing
import Foundation
import Geometry

/// Applies vision conditions to rendered images (see `VisionCondition` for each model).
public enum Simulator {
  /// The most pixels an image may have (64 million, 256 MB as RGBA).
  public static let maximumPixels = 64_000_000

  /// The image as a person with `condition` would see it, looking at `fixation` (image pixels;
  /// the centre by default) under `viewing`.
  ///
  /// - Throws: `SimulationError` for an empty or too large image.
  public static func apply(
    _ condition: VisionCondition, to bitmap: Bitmap, viewing: ViewingConditions = ViewingConditions(),
    fixation: Point? = nil
  ) throws(SimulationError) -> Bitmap {
    guard bitmap.width > 0, bitmap.height > 0 else { throw SimulationError.emptyImage }
    guard bitmap.width * bitmap.height <= maximumPixels else {
      throw SimulationError.tooLarge(width: bitmap.width, height: bitmap.height)
    }
    var image = LinearImage(bitmap)
    let degree = viewing.pixelsPerDegree
    let centre = fixation ?? Point(x: Double(bitmap.width) / 2, y: Double(bitmap.height) / 2)
    switch condition {
    case .reducedAcuity(let denominator):
      blur(&image, sigma: acuityBlurDegrees(denominator: denominator) * degree)
    case .reducedContrast(let remaining):
      let k = Float(min(1, max(0, remaining.isNaN ? 1 : remaining)))
      for (channel, mean) in image.means.enumerated() {
        image.planes[channel] = image.planes[channel].map { mean + ($0 - mean) * k }
      }
    case .cataract(let severity):
      let s = min(1, max(0, severity.isNaN ? 0 : severity))
      guard s > 0 else { break }
      blur(&image, sigma: 0.2 * s * degree)
      let means = image.means
      let transmission: [Float] = [1, Float(1 - 0.1 * s), Float(1 - 0.5 * s)]
      let veil = Float(0.3 * s)
      for channel in 0..<3 {
        let light = means.reduce(0, +) / 3
        image.planes[channel] = image.planes[channel].map {
          ($0 * (1 - veil) + light * veil) * transmission[channel]
        }
      }
    case .centralFieldLoss(let radius):
      guard radius > 0 else { break }
      var lost = image
      blur(&lost, sigma: max(2, radius * degree / 2))
      for channel in 0..<3 {
        lost.planes[channel] = lost.planes[channel].map { $0 * 0.25 + 0.2 * 0.75 }
      }
      blend(&image, with: lost, mask: { fieldMask(distance: $0, radius: radius * degree) })
    case .peripheralFieldLoss(let radius):
      var dark = image
      for channel in 0..<3 { dark.planes[channel] = dark.planes[channel].map { _ in 0.005 } }
      blend(&image, with: dark, mask: { 1 - fieldMask(distance: $0, radius: radius * degree) })
    case .colorVision(let kind, let severity):
      let m = kind.matrix(severity: severity)
      let (r, g, b) = (image.planes[0], image.planes[1], image.planes[2])
      for index in 0..<r.count {
        image.planes[0][index] = m[0] * r[index] + m[1] * g[index] + m[2] * b[index]
        image.planes[1][index] = m[3] * r[index] + m[4] * g[index] + m[5] * b[index]
        image.planes[2][index] = m[6] * r[index] + m[7] * g[index] + m[8] * b[index]
      }
    }

    func blend(_ image: inout LinearImage, with other: LinearImage, mask: (Double) -> Double) {
      for y in 0..<image.height {
        for x in 0..<image.width {
          let distance =
            ((Double(x) + 0.5 - centre.x) * (Double(x) + 0.5 - centre.x) + (Double(y) + 0.5 - centre.y)
              * (Double(y) + 0.5 - centre.y))
            .squareRoot()
          let weight = Float(mask(distance))
          guard weight > 0 else { continue }
          let index = y * image.width + x
          for channel in 0..<3 {
            image.planes[channel][index] +=
              (other.planes[channel][index] - image.planes[channel][index]) * weight
          }
        }
      }
    }
    return image.bitmap
  }

  /// How acuity is simulated, in a few words for captions.
  public static let acuityModel =
    "Gaussian blur, 10% contrast at 1.5 cycles per letter of the acuity limit (18 c/deg at 20/20)"

  /// The highest spatial frequency (cycles per degree) an eye of 20/`denominator` uses to read a
  /// letter at its acuity limit: 1.5 cycles per letter height, the letter being 5 minimum angles
  /// of resolution tall (see `VisionCondition`).
  public static func letterCutoffCyclesPerDegree(denominator: Double) -> Double {
    let minimumAngle = denominator / 20  // arcminutes
    return 1.5 / (5 * minimumAngle / 60)
  }

  /// The blur (in degrees) that turns 20/20 vision into 20/`denominator` (see `VisionCondition`).
  public static func acuityBlurDegrees(denominator: Double) -> Double {
    func sigma(_ x: Double) -> Double {
      (log(10.0) / 2).squareRoot() / (Double.pi * letterCutoffCyclesPerDegree(denominator: x))
    }
    let d = denominator.isFinite ? max(20, denominator) : 20
    return (sigma(d) * sigma(d) - sigma(20) * sigma(20)).squareRoot()
  }

  /// How much of a field-loss effect applies at `distance` pixels from the point looked at: 1 up to
  /// `radius`, 0 from `radius` plus the fade (a tenth of the radius, at least a pixel), linear
  /// between.
  public static func fieldMask(distance: Double, radius: Double) -> Double {
    let fade = max(1, radius / 10)
    if distance <= radius { return 1 }
    if distance >= radius + fade { return 0 }
    return 1 - (distance - radius) / fade
  }

  private static func blur(_ image: inout LinearImage, sigma: Double) {
    for channel in 0..<3 {
      GaussianBlur.blur(&image.planes[channel], width: image.width, height: image.height, sigma: sigma)
    }
  }
}

/// Why an image cannot be simulated.
public enum SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The image has no pixels.
  case emptyImage
  /// The image has more pixels than the simulator takes at once.
  case tooLarge(width: Int, height: Int)

  /// What was wrong with the image, and what to give instead.
  public var description: String {
    switch self {
    case .emptyImage: "The image has no pixels."
    case .tooLarge(let width, let height):
      "The image is \(width)×\(height) pixels, more than the \(Simulator.maximumPixels) Legible simulates at once; use a smaller one."
    }
  }
}
