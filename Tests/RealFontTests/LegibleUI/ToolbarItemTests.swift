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

  struct Compose: View {
    var body: some View {
      NavigationStack {
        Text("Your review")
          .navigationTitle("Review")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            ToolbarItem(placement: .confirmationAction) { Button("Post") {} }
          }
      }
    }
  }

  @Test func aCancellationActionIsAtTheLeadingEndAndAConfirmationAtTheTrailingEnd() throws {
    let screen = try realScreen()
    screen.host(Compose())
    let cancel = try #require(screen.node(showing: "Cancel")?.frame)
    let post = try #require(screen.node(showing: "Post")?.frame)
    let title = try #require(screen.node(showing: "Review")?.frame)
    #expect(cancel.maxX < title.minX)
    #expect(post.minX > title.maxX)
    #expect(cancel.minY < 44 && post.minY < 44)
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
