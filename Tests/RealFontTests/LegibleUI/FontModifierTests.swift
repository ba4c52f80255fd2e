import DynamicType
import LegibleUI
import Testing

import class Legible.Screen

/// `.bold()`, `.fontWeight(_:)`, `.italic()` and `.fontDesign(_:)` on a view are kept apart from
/// the font, as SwiftUI keeps them, and applied over whichever font a text inside is set in.
@MainActor @Suite struct FontModifierTests {
  /// The width of the text in `view` (its only text).
  private func width(_ view: some View) throws -> Double {
    let screen = try realScreen()
    screen.host(view)
    return try #require(screen.snapshot().allNodes.first { $0.text != nil }).frame.width
  }

  private let words = "Add to cart for twelve dollars"

  @Test func boldAboveAnInnerFontStaysBold() throws {
    let bold = try width(Text(words).font(.title3.bold()))
    let regular = try width(Text(words).font(.title3))
    #expect(bold > regular + 2)
    #expect(try width(VStack { Text(words).font(.title3) }.bold()) == bold)
    #expect(try width(VStack { Text(words).font(.title3) }.fontWeight(.bold)) == bold)
  }

  @Test func aWeightSetOnTheTextItselfWins() throws {
    let light = try width(Text(words).font(.body.weight(.light)))
    #expect(try width(VStack { Text(words).fontWeight(.light) }.bold()) == light)
  }

  @Test func italicAboveAnInnerFontStaysItalic() throws {
    let screen = try realScreen()
    screen.host(VStack { Text(words).font(.headline).accessibilityIdentifier("text") }.italic())
    let font = try #require(screen.snapshot().node("text")?.text?.request.font)
    #expect(font.isItalic)
  }

  @Test func anInnerFontAloneKeepsItsOwnWeight() throws {
    // Without a weight modifier above, headline keeps its semibold.
    let screen = try realScreen()
    screen.host(VStack { Text(words).font(.headline).accessibilityIdentifier("text") })
    let font = try #require(screen.snapshot().node("text")?.text?.request.font)
    #expect(font.weight == .semibold)
    #expect(!font.isItalic)
  }
}
