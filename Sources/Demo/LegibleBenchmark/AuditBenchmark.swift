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
    let phases = try firstViewportPhases(runs: runs)
    return [
      "firstViewportPhases": phases,
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

  /// Where the audit alone spends its time, per configuration, over the matrix
  /// `scripts/compare-chromium` runs (every category × 4S, SE, 6S and 15 × en, ru, zh × both
  /// variants, first viewport), one typesetter for the whole matrix as a worker has: building the
  /// screen, laying it out (with text measurement), the checks, the JSON report and the summary
  /// printed beside it; and how many
  /// layouts the typesetter computed against those its cache answered.
  static func firstViewportPhases(runs: Int) throws -> [String: Any] {
    let matrix = AuditMatrix(
      categories: ContentSizeCategory.allCases, devices: [.iPhone4S, .iPhoneSE, .iPhone6S, .iPhone15],
      languages: ["en", "ru", "zh"], variants: ["firstApproach", "adapted"])
    var build: [Double] = []
    var layout: [Double] = []
    var checks: [Double] = []
    var report: [Double] = []
    var summary: [Double] = []
    var statistics: PangoTypesetter.Statistics?
    for _ in 0..<runs {
      let typesetter = try PangoTypesetter()
      var results: [ConfigurationResult] = []
      var (building, laying, checking) = (0.0, 0.0, 0.0)
      for configuration in matrix.configurations {
        var screen: Screen?
        building += seconds { screen = PizzaScreens.menu.make(configuration, typesetter) }
        var snapshot: AuditedSnapshot?
        laying += seconds { snapshot = AuditedSnapshot(screen!.snapshot(), configuration: configuration) }
        var findings: [Finding] = []
        checking += seconds { findings = AuditRunner.check([snapshot!], options: AuditOptions())[0] }
        results.append(
          ConfigurationResult(
            configuration: configuration, snapshot: snapshot!.snapshot, pages: [],
            coverage: ContentCoverage(pages: 1), findings: findings
          ).droppingSnapshots())
      }
      let result = AuditResult(
        screen: "menu", matrix: matrix, options: AuditOptions(wholeContent: false), results: results)
      report.append(seconds { _ = JSONReport.render(result) })
      summary.append(seconds { _ = TextReport.render(result, limit: 0) })
      let count = Double(matrix.configurations.count)
      build.append(building / count)
      layout.append(laying / count)
      checks.append(checking / count)
      statistics = typesetter.statistics
    }
    return [
      "configurations": matrix.configurations.count,
      "buildMilliseconds": median(build) * 1e3, "layoutMilliseconds": median(layout) * 1e3,
      "checksMilliseconds": median(checks) * 1e3,
      "jsonReportMillisecondsPerConfiguration": median(report) * 1e3 / Double(matrix.configurations.count),
      "textSummaryMillisecondsPerConfiguration": median(summary) * 1e3 / Double(matrix.configurations.count),
      "typesetterLayoutsComputed": statistics?.layouts ?? 0,
      "typesetterCacheHits": statistics?.cacheHits ?? 0,
    ]
  }
}
