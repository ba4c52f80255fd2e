import DynamicType
import LegibleUI
import Testing

/// `headerProminence(.increased)` draws a list section's header as UIKit's prominent inset
/// grouped header: larger and bold, in the label colour, not in capitals; and a menu drawn in the
/// style iOS draws by default is not reported.
@MainActor @Suite struct HeaderProminenceTests {
  func list(_ prominence: Prominence) -> some View {
    List {
      Section("Orders") { Text("Order#1203") }
    }
    .headerProminence(prominence)
  }

  @Test(arguments: [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func anIncreasedHeaderIsLargerBoldAndNotInCapitals(_ category: DynamicType.ContentSizeCategory) throws {
    let standard = try realScreen(.iPhoneSE, category)
    standard.host(list(.standard))
    let increased = try realScreen(.iPhoneSE, category)
    increased.host(list(.increased))
    let small = try #require(standard.node(showing: "ORDERS")?.text)
    let large = try #require(increased.node(showing: "Orders")?.text)
    // Title 3 against footnote: 20 and 13 points at L, 55 and 44 at AX5.
    #expect(large.pointSize > small.pointSize * 1.2, "\(large.pointSize) vs \(small.pointSize)")
    #expect(large.request.font.weight.value >= 700)
    #expect(large.color.red < 0.1 && small.color.red > 0.2, "label colour, not the secondary grey")
  }

  @Test func aMenuInTheDefaultLookIsNotReportedAndAnotherIs() throws {
    let plain = try realScreen()
    plain.host(
      Menu("Details") { Button("Complete") {} }.menuStyle(.borderlessButton).menuIndicator(.hidden))
    #expect(plain.notAppliedFindings().isEmpty)
    let button = try realScreen()
    button.host(Menu("Details") { Button("Complete") {} }.menuStyle(.button))
    #expect(button.notAppliedFindings().contains { $0.message.contains("menuStyle") })
  }
}
