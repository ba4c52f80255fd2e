import Drawing
import DynamicType
import LegibleUI
import Testing

import class Legible.Screen

/// Controls without their labels (`labelsHidden()`), and the background style: set by
/// `backgroundStyle(_:)`, filling `background(in:)`, and the implicit style of a shadowed
/// `.shadow(_:)` in a background.
@MainActor @Suite struct ControlLabelAndBackgroundStyleTests {
  @Test func aControlWithoutItsLabelIsItsOwnPartAlone() throws {
    for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(
        VStack(alignment: .leading) {
          Toggle("Notifications", isOn: .constant(true)).labelsHidden().accessibilityIdentifier("toggle")
          Toggle("Sound", isOn: .constant(false)).accessibilityIdentifier("labelled")
          Stepper("Quantity", value: .constant(2), in: 1...9).labelsHidden()
          DatePicker("Delivery", selection: .constant(Date(timeIntervalSince1970: 0))).labelsHidden()
        })
      let snapshot = screen.snapshot()
      #expect(!screen.texts.contains("Notifications") && !screen.texts.contains("Quantity"))
      #expect(!screen.texts.contains("Delivery"))
      #expect(screen.texts.contains("Sound"))
      let hidden = try #require(snapshot.node("toggle")).frame
      let labelled = try #require(snapshot.node("labelled")).frame
      #expect(hidden.width == 51, "the switch alone: \(hidden)")
      #expect(labelled.width > 200)
    }
  }

  @Test func backgroundsAreDrawnInTheBackgroundStyleAndAShadowKeepsTheStyleItIsIn() throws {
    let screen = try realScreen()
    screen.host(
      VStack {
        Text("Styled").padding().background(in: Capsule()).backgroundStyle(Color.yellow)
          .accessibilityIdentifier("styled")
        Text("Card").padding().background(.shadow(.drop(radius: 4)), in: RoundedRectangle(cornerRadius: 8))
          .accessibilityIdentifier("card")
        VStack { Text("Lifted") }.foregroundStyle(.shadow(.drop(color: .black, radius: 2))).foregroundStyle(
          .blue)
        Text("Tinted").foregroundStyle(Color.red.shadow(.inner(radius: 1)))
          .accessibilityIdentifier("tinted")
      })
    let snapshot = screen.snapshot()
    func fill(under identifier: String) -> Drawing.Color? {
      guard let node = snapshot.node(identifier) else { return nil }
      return snapshot.allNodes.first { $0.shape?.fill != nil && $0.frame == node.frame }?.shape?.fill
    }
    #expect(fill(under: "styled") == Color.yellow._color(in: EnvironmentValues()))
    #expect(fill(under: "card") == .systemBackground, "the background style, with its shadow kept")
    #expect(screen.node(showing: "Lifted")?.text?.color == Color.blue._color(in: EnvironmentValues()))
    #expect(screen.node(showing: "Tinted")?.text?.color == Color.red._color(in: EnvironmentValues()))
  }

  @Test func aListItemTintTintsTheRowsControls() throws {
    let screen = try realScreen()
    screen.host(List { Button("Order") {}.listItemTint(.purple).accessibilityIdentifier("order") })
    let color = screen.node(showing: "Order")?.text?.color
    #expect(color == Color.purple._color(in: EnvironmentValues()))
  }
}
