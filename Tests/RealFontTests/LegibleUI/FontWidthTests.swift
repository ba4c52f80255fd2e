import LegibleUI
import Testing

/// `Font.Width` and `fontWidth(_:)`: the system font's widths, set in the stand-in's own widths.
@MainActor @Suite struct FontWidthTests {
  /// The width of "Delivery in 25 minutes" laid out on one line as `view` sets it.
  func width(_ view: some View) throws -> Double {
    let screen = try realScreen()
    screen.host(view.fixedSize())
    screen.layoutIfNeeded()
    return try #require(screen.node(showing: "Delivery in 25 minutes")?.text).layout.size.width
  }

  let text = Text("Delivery in 25 minutes")

  @Test func narrowerWidthsSetNarrowerTextAndExpandedWider() throws {
    let standard = try width(text.font(.body))
    let condensed = try width(text.font(.body.width(.condensed)))
    let compressed = try width(text.font(.body.width(.compressed)))
    let expanded = try width(text.font(.body.width(.expanded)))
    #expect(compressed < condensed)
    #expect(condensed < standard)
    #expect(standard < expanded)
    // One width is a step, not a different size: within a fifth of the standard's.
    #expect(condensed > standard * 0.8)
    #expect(expanded < standard * 1.2)
    #expect(try width(text.font(.body.width(.standard))) == standard)
  }

  @Test func aWidthSetOnAViewReachesTheTextsInsideWhateverTheirFont() throws {
    let condensed = try width(text.font(.title.width(.condensed)))
    // Set outside, over a font set inside, as a weight is.
    #expect(try width(text.font(.title).fontWidth(.condensed)) == condensed)
    #expect(try width(VStack { text.font(.title) }.fontWidth(.condensed)) == condensed)
    #expect(try width(text.font(.title).fontWidth(.condensed).bold()) > condensed)
  }

  @Test func widthsAreDrawnInTheDefaultDesignOnly() throws {
    // As on iOS, a serif or rounded font keeps its width.
    let serif = try width(text.font(.body).fontDesign(.serif))
    #expect(try width(text.font(.body).fontDesign(.serif).fontWidth(.condensed)) == serif)
  }
}
