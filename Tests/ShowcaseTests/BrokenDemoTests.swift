import Audit
import DynamicType
import Legible
import PangoCairo
import Showcase
import Testing

@MainActor @Suite struct BrokenDemoTests {
  @Test func theAuditFindsEveryPlantedProblemAndNothingElse() throws {
    let result = AuditRunner.run(
      ShowcaseScreens.brokenDemo,
      matrix: AuditMatrix(
        categories: [BrokenDemo.configuration.category], devices: [BrokenDemo.configuration.device]),
      typesetter: try PangoTypesetter())
    let found = result.findings.map { "\($0.check.rawValue) \($0.element)" }.sorted()
    let planted = BrokenDemo.planted.map { "\($0.check.rawValue) \($0.element)" }.sorted()
    let missed = planted.filter { !found.contains($0) }
    let extra = found.filter { !planted.contains($0) }
    #expect(missed.isEmpty, "recall: missed \(missed)")
    #expect(extra.isEmpty, "precision: unexpected \(extra)")
    #expect(found.count == planted.count)
    // `unreachable` is an app walk's finding, `screen-failed` an isolated worker's: their tests
    // plant them.
    #expect(
      Set(result.findings.map(\.check)) == Set(CheckID.allCases).subtracting([.unreachable, .screenFailed]))
  }
}
