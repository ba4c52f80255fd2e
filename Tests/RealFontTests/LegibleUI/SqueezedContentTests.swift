import Audit
import DynamicType
import LegibleUI
import Testing

import class Legible.Screen

/// A list under a navigation bar, with a checkout panel pinned by `safeAreaInset` above the tab
/// bar: at AX5 on the SE the panel's text grows and the list keeps a slit, which the audit says;
/// at the default size it has most of the screen.
@MainActor @Suite struct SqueezedContentTests {
  struct Cart: View {
    var body: some View {
      TabView {
        NavigationStack {
          List(0..<30, id: \.self) { index in
            Text("Margherita, large, extra basil #\(index)")
          }
          .navigationTitle("Cart")
          .safeAreaInset(edge: .bottom) {
            VStack(alignment: .leading) {
              Text("Subtotal: $42.00, delivery included")
              Text("Arrives between 19:30 and 19:50")
              Button("Check out") {}
            }
            .padding()
            .background(Color.white)
          }
        }
        .tabItem { Label("Cart", systemImage: "cart") }
      }
    }
  }

  private func audit(_ category: ContentSizeCategory) throws -> [Finding] {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(Cart())
    var options = AuditOptions()
    options.checks = [.squeezedContent]
    let configuration = AuditConfiguration(category: category, device: .iPhoneSE)
    return AuditRunner.audit(screen, configuration: configuration, options: options).findings
  }

  @Test func aPinnedPanelThatGrowsLeavesTheListASlitAtAX5() throws {
    let finding = try #require(try audit(.accessibilityExtraExtraExtraLarge).first)
    #expect(finding.severity == .error, "\(finding.message)")
    // About 150 pt of the first SE's 568: two lines of body text at AX5.
    #expect(finding.message.contains("of the 568 pt screen"))
    // Named at the list, on the line that wrote it.
    #expect(finding.location?.file.hasSuffix("SqueezedContentTests.swift") == true)
  }

  @Test func atTheDefaultSizeTheListKeepsMostOfTheScreen() throws {
    #expect(try audit(.large).isEmpty)
  }
}
