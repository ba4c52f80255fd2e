import Audit
import DynamicType
import Foundation
import LegibleTesting
import OrderStatusDraft
import PangoCairo
import Testing

/// The tutorial's story holds: its first draft has the problems it shows, the audit prints what
/// it shows, and its program runs. (That the fixed screen has none is `OrderStatusTests`, the
/// test the tutorial has the reader write.)
@Suite @MainActor struct TutorialTests {
  /// The sizes and phone the tutorial audits the first draft at.
  static let matrix = AuditMatrix(
    categories: [.large, .accessibilityExtraExtraExtraLarge], devices: [.iPhoneSE])

  @Test func theFirstDraftBreaksAtTheLargestSize() throws {
    let findings = auditFindings(
      of: OrderScreens.status, matrix: Self.matrix, typesetter: try PangoTypesetter())
    let atAX5 = Set(
      findings.filter { $0.configuration.category == .accessibilityExtraExtraExtraLarge }.map(\.check))
    #expect(atAX5.isSuperset(of: [.textTruncated, .truncatedToStub, .wordBroken]))
    let atL = Set(findings.filter { $0.configuration.category == .large }.map(\.check))
    #expect(atL.contains(.contrast))
  }

  @Test func theAuditInTheTutorialIsTheFirstDraftsAudit() throws {
    // As the tutorial's program audits it: with the symbols a catalog program draws.
    useSystemSymbols()
    // Run from the package's folder, as a team runs it: findings name files from there.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
    let result = AuditRunner.run(OrderScreens.status, matrix: Self.matrix, typesetter: try PangoTypesetter())
      .withLocations(relativeTo: root)
    try expectText(
      TextReport.render(result), matchesGolden: "order-status-04.txt", in: DocumentationResources.folder)
  }

  @Test func theTutorialsProgramAuditsTheFixedScreen() throws {
    let program = try VirtualDisplay.builtExecutable(named: "order-screens")
    let (status, printed) = try VirtualDisplay.run(
      program, ["audit", "--categories", "L,AX5", "--devices", "se", "--jobs", "1"], timeout: 60)
    #expect(status == 0)
    #expect(printed.contains("Audit of order-status: 2 configurations, 0 errors, 0 warnings"))
  }
}
