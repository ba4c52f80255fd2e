import Audit
import DynamicType
import Foundation
import LegibleUI
import Testing

/// Toolbar items as iOS draws them: a label (a `ShareLink`'s included) is its icon alone, and
/// every item takes touches on at least 44 × 44 points, as UIKit's bar button items do.
@MainActor @Suite struct ToolbarItemTests {
  struct Article: View {
    var body: some View {
      NavigationStack {
        Text("Pasta with basil")
          .navigationTitle("Recipe")
          .toolbar {
            ShareLink(item: URL(string: "https://example.com/recipe")!)
            Button("Edit") {}
          }
      }
    }
  }

  @Test func aShareLinkInTheBarIsItsSymbolAlone() throws {
    let screen = try realScreen()
    screen.host(Article())
    #expect(!screen.texts.contains("Share"))
    #expect(screen.texts.contains("Edit"))
  }

  @Test func barItemsTakeTouchesOnAtLeast44Points() throws {
    let screen = try realScreen()
    screen.host(Article())
    let buttons = screen.snapshot().allNodes.compactMap(\.hitFrame).filter { $0.minY < 70 }
    #expect(buttons.count >= 2)
    for frame in buttons { #expect(frame.width >= 44 && frame.height >= 44) }
    var options = AuditOptions()
    options.checks = [.touchTarget]
    let findings = AuditRunner.audit(
      screen, configuration: AuditConfiguration(category: .large, device: .iPhoneSE), options: options
    ).findings
    #expect(findings.isEmpty)
  }
}
