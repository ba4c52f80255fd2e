import Audit
import DynamicType
import LegibleUI
import Testing

/// A segmented picker as iOS draws it: its titles stay 13-point medium at every text size (on
/// simulator pictures "Not Added" is as wide at AX5 as at L), and the control shows them in the
/// Large Content Viewer instead, so the audit does not count them as text that ignores the size.
@MainActor @Suite struct SegmentedPickerTests {
  func filter() -> some View {
    Picker("Filter", selection: .constant(1)) {
      Text("Not Added").tag(1)
      Text("Added").tag(2)
    }
    .pickerStyle(.segmented)
    .padding()
  }

  @Test(arguments: [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func itsTitlesKeepTheirSizeOnOneLine(_ category: DynamicType.ContentSizeCategory) throws {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(filter())
    let texts = screen.snapshot().allNodes.compactMap(\.text)
    #expect(texts.map(\.string) == ["Not Added", "Added"])
    #expect(texts.map(\.request.font.pointSize) == [13, 13])
    #expect(texts.allSatisfy { $0.layout.lineCount == 1 && !$0.layout.isTruncated })
  }

  @Test func theyShowInTheLargeContentViewerAndTheAuditAcceptsThem() throws {
    let screen = try realScreen(.iPhoneSE, .accessibilityExtraExtraExtraLarge)
    screen.host(filter())
    let nodes = screen.snapshot().allNodes
    #expect(nodes.contains { $0.hasLargeContentViewer })
    #expect(nodes.filter(\.showsLargeContentViewer).count == 2)
    let configuration = AuditConfiguration(category: .accessibilityExtraExtraExtraLarge, device: .iPhoneSE)
    let findings = AuditRunner.audit(screen, configuration: configuration, options: AuditOptions()).findings
    #expect(
      !findings.contains { $0.check == .notScaling || $0.check == .needsLargeContentViewer }, "\(findings)")
  }

  @Test func theViewerShowsEachSegmentsTitle() throws {
    let screen = try realScreen(.iPhoneSE, .accessibilityExtraExtraExtraLarge)
    screen.host(filter())
    screen.layoutIfNeeded()
    // The retained views, depth first, in order.
    var pending = [try #require(screen.root)]
    var titles: [String?] = []
    while let view = pending.popLast() {
      if view.showsLargeContentViewer { titles.append(view.largeContentTitle) }
      pending.append(contentsOf: view.subviews.reversed())
    }
    #expect(titles == ["Not Added", "Added"])
  }
}
