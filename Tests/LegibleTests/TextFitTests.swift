import Legible
import Testing
import Typesetting

/// How near a text is to the width that decides its setting, with characters 5 pt wide (10 pt
/// text at half an em).
@Suite struct TextFitTests {
  let typesetter = FixedAdvanceTypesetter()

  func fit(_ string: String, width: Double, lines: Int = 0) throws -> TextFit {
    let request = TextRequest(string, font: Font(pointSize: 10), width: width, maximumLines: lines)
    return try #require(TextFit(request: request, layout: typesetter.layout(request)))
  }

  @Test func textOnItsOwnLineHasTheRoomLeftBeforeItWraps() throws {
    let fit = try fit("Margherita", width: 60)  // 50 pt of text
    #expect(fit.edge == .unwrapped)
    #expect(fit.margin == 10)
    #expect(abs(fit.share - 10.0 / 60) < 1e-9)
    #expect(!fit.dependsOnTheFont)
    #expect(fit.description == "10 pt (16.7%) of room before it wraps")
    // A text sized to itself has no room in its own frame; its container decides, not the font.
    #expect(try !self.fit("Margherita", width: 50.1).dependsOnTheFont)
  }

  @Test func aLineThatDoesNotHoldItsTextIsShortByTheDifference() throws {
    let fit = try fit("Quattro formaggi", width: 79, lines: 1)  // 80 pt of text
    #expect(fit.edge == .oneLine)
    #expect(fit.margin == -1)
    #expect(fit.dependsOnTheFont, "1 pt of 79 is within 3%")
    #expect(fit.description.hasSuffix("short of one line: may differ in iOS's own font"))
  }

  @Test func wrappedTextIsJudgedByItsLongestWord() throws {
    let fits = try fit("Extra mozzarella please", width: 60)  // longest word 50 pt
    #expect(fits.edge == .longestWord)
    #expect(fits.margin == 10)
    let broken = try fit("Extra mozzarella please", width: 40)
    #expect(broken.edge == .longestWord)
    #expect(broken.margin == -10)
    #expect(broken.description.hasPrefix("its longest word 10 pt (25.0%) wider than the line"))
  }

  @Test func textCutAtItsLineLimitIsAtLeastAsShortAsItsFilledLinesSay() throws {
    // 115 pt of text in two lines of 50 pt: filled to the end, it would need 57.5 pt lines.
    let fit = try fit("Pepperoni and olive oil", width: 50, lines: 2)
    #expect(fit.edge == .lineLimit)
    #expect(fit.margin == -7.5)
  }

  @Test func textGivenNoWidthHasNoEdge() {
    let request = TextRequest("Margherita", font: Font(pointSize: 10))
    #expect(TextFit(request: request, layout: typesetter.layout(request)) == nil)
  }
}
