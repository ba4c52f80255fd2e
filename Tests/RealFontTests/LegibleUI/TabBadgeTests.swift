import Audit
import Drawing
import DynamicType
import LegibleUI
import Testing

/// `.badge(_:)` on a tab draws the badge on its tab item, as iOS does: white text in Apple's red
/// over the icon's corner, none for 0. Its contrast is judged as Apple's colour. On a list row the
/// badge is trailing text in the secondary colour, and the row's content takes the width left.
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

  @Test func aBadgeOnAListRowIsTrailingSecondaryTextAndTheTitleTakesTheWidthLeft() throws {
    let title = "Messages from the delivery team about your order"
    let rows = { (badge: Int) in
      List {
        Text(title).accessibilityIdentifier("title").badge(badge)
        Text("Drafts").accessibilityIdentifier("drafts")
      }
    }
    for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let plain = try realScreen(.iPhoneSE, category)
      plain.host(rows(0))
      let badged = try realScreen(.iPhoneSE, category)
      badged.host(rows(128))
      let snapshot = badged.snapshot()
      #expect(!plain.texts.contains("0"), "no badge for 0")
      let badge = try #require(snapshot.allNodes.first { $0.text?.string == "128" })
      let row = try #require(plain.snapshot().node("title"))
      let titled = try #require(snapshot.node("title"))
      #expect(badge.text?.color == Drawing.Color.secondaryLabel)
      #expect(badge.text?.style == .body)
      // At the row's trailing edge, 16 points in (where its content ends), after the title.
      let rowFrame = try #require(
        snapshot.allNodes.first { $0.children.contains { $0.text?.string == "128" } }?.frame)
      #expect(abs(badge.frame.maxX - (rowFrame.maxX - 16)) <= 1, "\(badge.frame) in \(rowFrame)")
      #expect(titled.frame.maxX <= badge.frame.minX - 8 + 0.5, "\(titled.frame) \(badge.frame)")
      #expect(titled.frame.width < row.frame.width || row.frame.maxX < badge.frame.minX)
      #expect(titled.frame.height >= row.frame.height, "the title wraps in less room, never more")
      #expect(badged.notAppliedFindings().isEmpty)
      // The row is as tall as its title needs, and the badge is centred in it.
      #expect(abs(badge.frame.midY - rowFrame.midY) <= 1)
    }
  }

  @Test func aBadgeFollowsTheLayoutDirection() throws {
    let screen = try realScreen()
    screen.host(List { Text("Inbox").badge(5) }.environment(\.layoutDirection, .rightToLeft))
    let snapshot = screen.snapshot()
    let badge = try #require(snapshot.allNodes.first { $0.text?.string == "5" })
    let title = try #require(snapshot.allNodes.first { $0.text?.string == "Inbox" })
    #expect(badge.frame.maxX < title.frame.minX, "leading, in right to left: \(badge.frame) \(title.frame)")
  }
}
