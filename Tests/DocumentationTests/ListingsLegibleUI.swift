import DynamicType
import Legible
import LegibleUI
import PangoCairo
import Testing

// The LegibleUI overview's row is in `PizzaRow.swift`, which imports LegibleUI alone, as an app
// written declaratively does.

@MainActor @Suite struct DeclarativeListings {
  @Test func theLegibleUIOverview() throws {
    let screen = Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .accessibilityExtraLarge),
      typesetter: try PangoTypesetter())
    screen.host(PizzaRow(name: "Pepperoni"))
    let texts = screen.snapshot().allNodes.compactMap(\.text?.string)
    #expect(texts == ["Pepperoni", "Add"])
  }

}
