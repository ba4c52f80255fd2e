import Audit
import DynamicType
import LegibleUI
import Testing

/// Modifiers that change what an iPhone draws but have no effect here are reported
/// (`not-applied`) on the elements they modify, by name; with arguments that change nothing (the
/// normal blend mode, no text scale) they are not.
@MainActor @Suite struct NotAppliedTests {
  struct Badge: View {
    let blends: Bool
    let offset: Double
    var body: some View {
      VStack {
        Text("Sale").textScale(.secondary, isEnabled: offset != 0).accessibilityIdentifier("sale")
        Text("New").blendMode(blends ? .multiply : .normal).accessibilityIdentifier("new")
        Text("Plain").accessibilityIdentifier("plain")
      }
    }
  }

  private func findings(_ view: some View) throws -> [Finding] {
    let screen = try realScreen()
    screen.host(view)
    return screen.notAppliedFindings()
  }

  @Test func eachModifiedElementIsReportedWithTheModifiersName() throws {
    let found = try findings(Badge(blends: true, offset: 2))
    #expect(found.count == 2)
    #expect(found.allSatisfy { $0.severity == .warning && !$0.breaksTextSize })
    #expect(found.contains { $0.element.contains("sale") && $0.message.contains("textScale(_:isEnabled:)") })
    #expect(found.contains { $0.element.contains("new") && $0.message.contains("blendMode(_:)") })
  }

  @Test func textUnderAScaleThatStretchesOneWayIsReportedAsSetEvenly() throws {
    let found = try findings(Text("Wide").scaleEffect(x: 2, y: 1).accessibilityIdentifier("wide"))
    #expect(found.count == 1)
    #expect(found.first?.message.contains("scaleEffect") == true)
    #expect(try findings(Text("Even").scaleEffect(1.5)).isEmpty)
  }

  @Test func argumentsThatChangeNothingAreNotReported() throws {
    #expect(try findings(Badge(blends: false, offset: 0)).isEmpty)
  }

  @Test func joinedTextTrackedPartByPartIsReported() throws {
    // One spacing sets the whole paragraph here: parts tracked otherwise are named.
    let mixed = try findings((Text("SALE ").tracking(3) + Text("today")).accessibilityIdentifier("mixed"))
    #expect(mixed.count == 1)
    #expect(mixed.first?.message.contains("tracking(_:)") == true)
    #expect(try findings((Text("SALE ") + Text("today")).tracking(3)).isEmpty)
  }

  struct Forward: View {
    var body: some View {
      Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true).accessibilityIdentifier(
        "arrow")
    }
  }

  @Test func aFlipIsReportedOnlyWhereTheLayoutRunsRightToLeft() throws {
    #expect(try findings(Forward()).isEmpty)
    let found = try findings(Forward().environment(\.layoutDirection, .rightToLeft))
    #expect(found.count == 1)
    #expect(found.first?.message.contains("flipsForRightToLeftLayoutDirection(_:)") == true)
  }
}

/// A view whose updates never settle is reported by the audit (`update-loop`), a warning naming
/// the view and where it was written, outside the text-size verdict.
@MainActor @Suite struct UpdateLoopFindingTests {
  struct Counting: View {
    @State private var count = 0
    var body: some View {
      count += 1
      return Text("Evaluated \(count)")
    }
  }

  @Test func theAuditNamesTheViewThatNeverSettles() throws {
    let screen = try realScreen()
    screen.host(VStack { Counting().padding() })
    var options = AuditOptions()
    options.checks = [.updateLoop]
    let configuration = AuditConfiguration(category: .large, device: .iPhoneSE)
    let found = AuditRunner.audit(screen, configuration: configuration, options: options).findings
    #expect(found.count == 1)
    let finding = try #require(found.first)
    #expect(finding.check == .updateLoop && finding.severity == .warning && !finding.breaksTextSize)
    #expect(finding.element == "view Counting")
    #expect(finding.message.contains("100 passes"))
    #expect(finding.location?.file.hasSuffix("NotAppliedTests.swift") == true)
  }
}
