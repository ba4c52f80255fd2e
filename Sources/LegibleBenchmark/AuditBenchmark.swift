import Audit
import DynamicType
import Foundation
import Legible
import PangoCairo
import Showcase

/// Audit figures: the demo screen at 12 categories × 3 devices. Building and laying the screens
/// out (with real text measurement) is timed apart from running the checks on the snapshots.
@MainActor enum AuditBenchmark {
  static func run(runs: Int) throws -> [String: Any] {
    let matrix = AuditMatrix(
      categories: ContentSizeCategory.allCases, devices: [.iPhone4S, .iPhone6S, .iPhone15])
    var layout: [Double] = []
    var checks: [Double] = []
    var elements = 0
    for _ in 0..<runs {
      let typesetter = try PangoTypesetter()
      var snapshots: [AuditedSnapshot] = []
      layout.append(
        seconds {
          for configuration in matrix.configurations {
            let screen = ShowcaseScreens.demo.make(configuration, typesetter)
            snapshots.append(AuditedSnapshot(screen.snapshot(), configuration: configuration))
          }
        })
      elements = snapshots.first?.entries.count ?? 0
      var found = 0
      checks.append(seconds { found = AuditRunner.check(snapshots, options: AuditOptions()).joined().count })
      precondition(found > 0, "the demo has findings at accessibility sizes")
    }
    return [
      "configurations": matrix.configurations.count,
      "elementsPerScreen": elements,
      "layoutWithTextMeasurementMilliseconds": median(layout) * 1e3,
      "checksMilliseconds": median(checks) * 1e3,
      "checksOverLayout": median(zip(checks, layout).map { $0 / $1 }),
    ]
  }
}
