import Drawing
import Foundation
import Simulation

/// Simulation figures: each condition on a phone-sized image (750 × 1334, an iPhone 6S at 2×).
enum SimulationBenchmark {
  static func run(runs: Int) throws -> [String: Any] {
    var pixels = [UInt8](repeating: 255, count: 750 * 1334 * 4)
    for index in stride(from: 0, to: pixels.count, by: 4) where (index / 4) % 7 == 0 {
      pixels[index] = 30
      pixels[index + 1] = 90
      pixels[index + 2] = 200
    }
    let image = Bitmap(width: 750, height: 1334, pixels: pixels)
    let conditions: [(String, VisionCondition)] = [
      ("acuity 20/200", .reducedAcuity(denominator: 200)), ("contrast 30%", .reducedContrast(remaining: 0.3)),
      ("cataract 0.6", .cataract(severity: 0.6)), ("central 5°", .centralFieldLoss(radius: 5)),
      ("peripheral 10°", .peripheralFieldLoss(radius: 10)),
      ("deuteranopia", .colorVision(.deuteranopia, severity: 1)),
    ]
    var figures: [String: Double] = [:]
    let viewing = ViewingConditions.phone(scale: 2)
    for (name, condition) in conditions {
      var times: [Double] = []
      for _ in 0..<runs {
        times.append(try seconds { _ = try Simulator.apply(condition, to: image, viewing: viewing) })
      }
      figures[name] = median(times) * 1e3
    }
    return ["imagePixels": "750x1334", "milliseconds": figures]
  }
}
