import Audit
import Foundation
import LegibleUI
import Testing

/// A view that a team's layout places at an unbounded position (its own arithmetic overflowed)
/// is still reported, with a frame every report can write.
@MainActor @Suite struct UnboundedFrameTests {
  struct Overflowing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
      proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
      for subview in subviews {
        subview.place(
          at: CGPoint(x: -CGFloat.greatestFiniteMagnitude * 2, y: bounds.minY), proposal: .unspecified)
      }
    }
  }

  @Test func aFindingAboutAViewPlacedAtInfinityHasAFiniteFrameAndEncodes() throws {
    let screen = try realScreen()
    screen.host(Overflowing { Text("Lost") })
    let result = AuditRunner.audit(
      screen, configuration: AuditConfiguration(category: .large, device: .iPhoneSE))
    let lost = result.findings.filter { $0.element.contains("Lost") }
    #expect(!lost.isEmpty, "the view is reported: \(result.findings.map(\.message))")
    #expect(lost.allSatisfy { $0.frame.origin.x.isFinite && $0.frame.size.width.isFinite })
    #expect(throws: Never.self) { try JSONEncoder().encode(result) }
  }
}
