import Audit
import DynamicType
import Foundation
import Legible
import Testing
import Typesetting

/// A configuration whose screen crashed in its worker is an error of its own, at its text size:
/// the screen is usable up to the size before, the reports say what happened and where, and no
/// screenshot is claimed for it.
@MainActor @Suite struct ScreenFailureTests {
  /// A one-label screen audited at L and AX1 on the SE, with AX5 crashed at `location`.
  private func result(location: CodeLocation? = nil) -> AuditResult {
    let screen = AuditScreen(name: "grade") { configuration, typesetter in
      let screen = Screen(
        device: configuration.device, traits: Traits(contentSizeCategory: configuration.category),
        typesetter: typesetter)
      screen.root = Stack(.vertical, alignment: .fill, [Label("Steep", lines: 0), Spacer()])
      return screen
    }
    let matrix = AuditMatrix(
      categories: [.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge], devices: [.iPhoneSE],
      languages: ["en"], variants: ["default"])
    let audited = AuditRunner.run(
      screen, matrix: matrix, typesetter: FixedAdvanceTypesetter(),
      configurations: Array(matrix.configurations.prefix(2)))
    let crashed = ConfigurationResult(
      failed: matrix.configurations[2],
      reason:
        "crashed: Grade.swift:9: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
      location: location, rerun: "legible render --screen grade --category AX5")
    return AuditResult(
      screen: "grade", matrix: matrix, options: AuditOptions(),
      results: audited.results.map { $0.droppingSnapshots() } + [crashed])
  }

  @Test func aCrashAtOneSizeIsAnErrorThereAndTheScreenIsUsableUpToTheSizeBefore() throws {
    let result = result()
    let failed = result.findings.filter { $0.check == .screenFailed }
    #expect(failed.count == 1)
    let finding = try #require(failed.first)
    #expect(finding.severity == .error && finding.breaksTextSize)
    #expect(finding.configuration.category == .accessibilityExtraExtraExtraLarge)
    #expect(finding.message.contains("Unexpectedly found nil"))
    #expect(finding.hint.contains("legible render --screen grade --category AX5"))
    #expect(result.results[2].screenFailed && !result.results[0].screenFailed)
    let usable = try #require(BreakPoints(result).usable.first)
    #expect(!usable.atEverySize && usable.upTo == .accessibilityMedium)
  }

  @Test func theReportsSayWhatHappenedAndWhere() throws {
    let result = result(location: CodeLocation(file: "Sources/App/Grade.swift", line: 9, column: 1))
    let text = TextReport.render(result)
    #expect(text.contains("screen-failed"))
    #expect(text.contains("screen default at Sources/App/Grade.swift:9:1"))
    let sarif = SARIFReport.render(result)
    #expect(sarif.contains("screen-failed") && sarif.contains("Sources/App/Grade.swift"))
    #expect(JUnitReport.render(result).contains("Unexpectedly found nil"))
    let html = HTMLReport.render(result, screenshots: [:])
    #expect(html.contains("could not be audited here, as its code crashed"))
  }
}
