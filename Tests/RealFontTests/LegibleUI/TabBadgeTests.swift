import Audit
import DynamicType
import LegibleUI
import Testing

/// `.badge(_:)` on a tab draws the badge on its tab item, as iOS does: white text in Apple's red
/// over the icon's corner, none for 0. Its contrast is judged as Apple's colour; a badge on a list
/// row, which is not drawn here, is reported as not applied.
@MainActor @Suite struct TabBadgeTests {
  struct Shop: View {
    let count: Int
    var body: some View {
      TabView {
        Text("Menu").tabItem { Label("Menu", systemImage: "list.bullet") }
        Text("Cart").tabItem { Label("Cart", systemImage: "cart") }.badge(count)
      }
    }
  }

  private func audit(_ view: some View, _ checks: Set<CheckID>) throws -> (
    texts: [String], findings: [Finding]
  ) {
    let screen = try realScreen()
    screen.host(view)
    var options = AuditOptions()
    options.checks = checks
    let findings = AuditRunner.audit(
      screen, configuration: AuditConfiguration(category: .large, device: .iPhoneSE), options: options
    ).findings
    return (screen.texts, findings)
  }

  @Test func aCountIsDrawnOnItsTabAndNotReportedAsNotApplied() throws {
    let (texts, findings) = try audit(Shop(count: 3), [.notApplied, .contrast])
    #expect(texts.contains("3"))
    #expect(!findings.contains { $0.check == .notApplied })
    // White on Apple's red: judged as iOS draws it with Increase Contrast, not as the team's error.
    let badge = findings.filter { $0.check == .contrast && $0.message.contains("\"3\"") }
    #expect(!badge.isEmpty)
    #expect(badge.allSatisfy { $0.severity == .warning && $0.systemColor == "systemRed" })
  }

  @Test func noBadgeForZero() throws {
    #expect(try !audit(Shop(count: 0), []).texts.contains("0"))
  }

  @Test func aBadgeOnAListRowIsReportedAsNotApplied() throws {
    let list = List { Text("Inbox").badge(5) }
    let findings = try audit(list, [.notApplied]).findings
    #expect(findings.contains { $0.message.contains("badge(_:)") })
  }
}
