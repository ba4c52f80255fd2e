import Foundation

/// A way of seeing to simulate.
///
/// - `reducedAcuity`: Snellen acuity 20/`denominator` (20/70: moderate low vision; 20/200: the
///   usual threshold of legal blindness). Calibrated on letters, which is what a screen asks a
///   reader to resolve: the minimum angle of resolution (MAR) is `denominator/20` arcminutes, a
///   letter at the acuity limit is 5 MAR tall (the Snellen optotype), and letters at that limit
///   are identified from object frequencies up to about 1.5 cycles per letter (letter-acuity
///   studies with filtered letters: Chung, Legge & Tjan 2002, Vision Research 42; and with
///   simulated dioptric blur, Optometry & Vision Science 2000). So the eye's cutoff is
///   f = 1.5 / (5 MAR / 60) = 18 × 20/`denominator` cycles per degree: 18 at 20/20, 1.8 at 20/200.
///   The image is blurred with a Gaussian whose response falls to 10% at f:
///   σ = √(ln 10 / 2) / (π f) degrees. Since the viewer of the simulation sees with their own
///   eyes too, only the difference with 20/20 is added: σ² − σ²(20/20). (The grating limit, 30
///   cycles per degree at 20/20, made every blur 1.67× too narrow for text; simulators
///   calibrated on filtered letter charts, such as DeVAS after Chung & Legge's CSF, land lower
///   still, near 14.)
/// - `reducedContrast`: contrast sensitivity loss; `remaining` of the contrast is kept (0.3 keeps
///   30%), around the mean, in linear light.
/// - `cataract`: a clouded, yellowed lens, `severity` 0 … 1: forward scatter (a blur of up to 0.2°
///   and a veil of up to 30% of the mean light over the whole field) and absorption of short
///   wavelengths (blue down to 50%, green to 90%). A simple model, not a calibrated one.
/// - `centralFieldLoss`: a central scotoma (macular degeneration) of `radius` degrees around the
///   point looked at: inside it the image is lost to a blurred grey.
/// - `peripheralFieldLoss`: tunnel vision (advanced glaucoma): only `radius` degrees around the
///   point looked at remain; outside is dark.
/// - `colorVision`: a colour vision deficiency with a severity (see `ColorVisionDeficiency`).
///
/// Field-loss edges fade over a tenth of the radius (at least one pixel): fully affected up to
/// the radius, untouched from the radius plus the fade.
public enum VisionCondition: Hashable, Sendable, CustomStringConvertible {
  /// Acuity of 20/`denominator`: the picture is blurred as that eye sees it.
  case reducedAcuity(denominator: Double)
  /// Contrast sensitivity loss: `remaining` of the contrast is kept.
  case reducedContrast(remaining: Double)
  /// A clouded, yellowed lens, `severity` 0 … 1.
  case cataract(severity: Double)
  /// A central blind spot of `radius` degrees around the point looked at.
  case centralFieldLoss(radius: Double)
  /// Tunnel vision: only `radius` degrees around the point looked at remain.
  case peripheralFieldLoss(radius: Double)
  /// A colour vision deficiency of `severity` 0 … 1.
  case colorVision(ColorVisionDeficiency, severity: Double)

  /// The condition in words, such as `acuity 20/200`.
  public var description: String {
    switch self {
    case .reducedAcuity(let denominator): "acuity 20/\(format(denominator))"
    case .reducedContrast(let remaining): "contrast \(format(remaining * 100))%"
    case .cataract(let severity): "cataract \(format(severity))"
    case .centralFieldLoss(let radius): "central field loss \(format(radius))°"
    case .peripheralFieldLoss(let radius): "peripheral field loss, \(format(radius))° left"
    case .colorVision(let kind, let severity):
      severity >= 1 ? kind.rawValue : "\(kind.rawValue) \(format(severity))"
    }
  }

  /// Reads `acuity:20/200` (or `acuity:0.1`), `contrast:0.3`, `cataract:0.6`, `central:5`,
  /// `peripheral:10`, `protanopia`, `deuteranopia:0.6`, `tritanopia`. Case does not matter.
  ///
  /// - Throws: `InvalidVisionCondition` saying what is accepted.
  public init(parsing text: String) throws(InvalidVisionCondition) {
    let parts = text.lowercased().split(separator: ":", maxSplits: 1).map(String.init)
    guard let name = parts.first else { throw InvalidVisionCondition(input: text) }
    let argument = parts.count > 1 ? parts[1] : nil
    func number(_ default: Double?, in range: ClosedRange<Double>) throws(InvalidVisionCondition) -> Double {
      guard let argument else {
        if let `default` { return `default` }
        throw InvalidVisionCondition(input: text)
      }
      guard let value = Double(argument), value.isFinite, range.contains(value) else {
        throw InvalidVisionCondition(input: text)
      }
      return value
    }
    switch name {
    case "acuity":
      guard let argument else { throw InvalidVisionCondition(input: text) }
      let fraction = argument.split(separator: "/").compactMap { Double($0) }
      let denominator: Double
      if fraction.count == 2, fraction[0] > 0 {
        denominator = 20 * fraction[1] / fraction[0]
      } else if fraction.count == 1, fraction[0] > 0, fraction[0] <= 1 {
        denominator = 20 / fraction[0]
      } else {
        throw InvalidVisionCondition(input: text)
      }
      guard denominator.isFinite, denominator >= 20, denominator <= 2000 else {
        throw InvalidVisionCondition(input: text)
      }
      self = .reducedAcuity(denominator: denominator)
    case "contrast": self = .reducedContrast(remaining: try number(nil, in: 0...1))
    case "cataract": self = .cataract(severity: try number(0.5, in: 0...1))
    case "central": self = .centralFieldLoss(radius: try number(5, in: 0...90))
    case "peripheral": self = .peripheralFieldLoss(radius: try number(10, in: 0...90))
    default:
      guard let kind = ColorVisionDeficiency(rawValue: name) else {
        throw InvalidVisionCondition(input: text)
      }
      self = .colorVision(kind, severity: try number(1, in: 0...1))
    }
  }
}

/// A condition name or value Legible does not know.
public struct InvalidVisionCondition: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text that names no condition.
  public let input: String
  /// An error for the text that could not be read.
  public init(input: String) { self.input = input }
  /// What was wrong, and the conditions there are.
  public var description: String {
    "'\(input)' is not a vision condition. Use acuity:20/70 (20/20 … 20/2000), contrast:0.3 (the share kept), "
      + "cataract:0.6 (0 … 1), central:5 or peripheral:10 (degrees), protanopia, deuteranopia or tritanopia "
      + "(with :severity 0 … 1)."
  }
}

private func format(_ value: Double) -> String {
  value == value.rounded() ? String(Int(value)) : String(format: "%.2g", value)
}
