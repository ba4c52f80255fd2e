import Audit
import DynamicType
import Foundation
import Legible
import PangoCairo
import PizzaApp
import Showcase

/// Audit figures: the reference app's menu (adapted, English) at 12 categories × 3 devices.
/// Building and laying the screens out (with real text measurement) is timed apart from running
/// the checks on the snapshots. Then the demo's whole matrix (both variants × 12 categories × 3
/// devices × 4 languages) through `AuditRunner.run`, over the whole content and over the first
/// viewport alone, each with a fresh typesetter, alternating; the ratio is of medians.
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
            let screen = PizzaScreens.menu.make(configuration, typesetter)
            snapshots.append(AuditedSnapshot(screen.snapshot(), configuration: configuration))
          }
        })
      elements = snapshots.map(\.entries.count).reduce(0, +) / max(1, snapshots.count)
      checks.append(seconds { _ = AuditRunner.check(snapshots, options: AuditOptions()) })
    }
    var whole: [Double] = []
    var first: [Double] = []
    var pages = 0
    for _ in 0..<runs {
      for wholeContent in [true, false] {
        let typesetter = try PangoTypesetter()
        var result: AuditResult?
        let time = seconds {
          result = AuditRunner.run(
            PizzaScreens.menu, matrix: PizzaScreens.demoMatrix, typesetter: typesetter,
            options: AuditOptions(wholeContent: wholeContent))
        }
        if wholeContent {
          whole.append(time)
          pages = result?.results.map(\.coverage.pages).reduce(0, +) ?? 0
        } else {
          first.append(time)
        }
      }
    }
    return [
      "demoMatrixConfigurations": PizzaScreens.demoMatrix.configurations.count,
      "demoMatrixPagesSeenOverWholeContent": pages,
      "demoMatrixWholeContentAuditMilliseconds": median(whole) * 1e3,
      "demoMatrixFirstViewportAuditMilliseconds": median(first) * 1e3,
      "demoMatrixWholeContentOverFirstViewport": median(whole) / median(first),
      "configurations": matrix.configurations.count,
      "elementsPerScreen": elements,
      "layoutWithTextMeasurementMilliseconds": median(layout) * 1e3,
      "checksMilliseconds": median(checks) * 1e3,
      "checksOverLayout": median(zip(checks, layout).map { $0 / $1 }),
    ]
  }
}
