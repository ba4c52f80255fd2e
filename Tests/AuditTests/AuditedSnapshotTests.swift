import Testing

@testable import Audit

/// What the audit leaves out of its text checks: text that draws nothing.
@Suite struct AuditedSnapshotTests {
  @Test(arguments: ["", " ", "   \t\n\r", "\u{00A0}\u{3000}\u{2009}", String(repeating: " ", count: 100_000)])
  func whiteSpaceAloneIsBlank(_ text: String) {
    #expect(AuditedSnapshot.isBlank(text))
  }

  @Test(arguments: ["a", " a", "\u{3000}字", " \u{301}", String(repeating: " ", count: 100_000) + "."])
  func anythingThatDrawsIsNotBlank(_ text: String) {
    #expect(!AuditedSnapshot.isBlank(text))
  }
}
