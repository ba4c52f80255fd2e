import DynamicType
import Foundation
import LegibleUI
import Testing

/// `Text` of an `AttributedString`: the fonts and colours set through SwiftUI's attributes are
/// drawn, and what is not drawn is named.
@MainActor @Suite struct AttributedTextTests {
  @Test func aRunsFontAndColourAreTheOnesDrawn() throws {
    var title = AttributedString("Margherita")
    title.font = .largeTitle
    title.foregroundColor = .red
    let screen = try realScreen()
    screen.host(
      VStack {
        Text(title).accessibilityIdentifier("attributed")
        Text("Margherita").font(.largeTitle).foregroundStyle(.red).accessibilityIdentifier("plain")
      })
    let attributed = try #require(screen.snapshot().allNodes.first { $0.identifier == "attributed" })
    let plain = try #require(screen.snapshot().allNodes.first { $0.identifier == "plain" })
    #expect(attributed.frame.size == plain.frame.size, "set in the large title's font")
    #expect(attributed.text?.color == plain.text?.color, "in red")
  }

  @Test func anAttributeContainerSetsTheRunsItIsAppliedTo() throws {
    var container = AttributeContainer()
    container.font = .caption
    container.baselineOffset = 3
    let number = AttributedString("12. ", attributes: container)
    let screen = try realScreen()
    screen.host(Text(number + AttributedString("In the beginning")))
    #expect(screen.texts == ["12. In the beginning"])
    let spans = try #require(screen.node(showing: "12. In the beginning")?.text?.request.spans)
    #expect(spans.contains { $0.decoration.baselineOffset == 3 && $0.utf8Range == 0..<4 }, "\(spans)")
    #expect(screen.notAppliedFindings().isEmpty, "a baseline offset is applied")
  }

  @Test func uiKitsAttributesCompileAndAreNamedAsNotApplied() throws {
    var container = AttributeContainer()
    container.underlineStyle = .thick
    container.underlineColor = .red
    let screen = try realScreen()
    screen.host(Text(AttributedString("Genesis 1", attributes: container)))
    #expect(screen.texts == ["Genesis 1"])
    #expect(screen.notAppliedFindings().contains { $0.message.contains("AttributedString.underlineStyle") })
  }
}
