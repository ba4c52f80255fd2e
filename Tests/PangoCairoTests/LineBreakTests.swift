import DynamicType
import Geometry
import Testing
import Typesetting

@testable import PangoCairo

/// Lines break as UIKit breaks them: between words while a break between words exists, inside a
/// word without a hyphen only when the word is wider than the line, and every line says why it
/// ends.
@Suite struct LineBreakTests {
  private func width(_ text: String) throws -> Double {
    try Shared.typesetter().layout(.textStyle(text, style: .body, at: .large)).size.width
  }

  private func lineTexts(_ layout: TextLayout, _ string: String) -> [String] {
    layout.lines.map { line in line.range(in: string).map { String(string[$0]) } ?? "?" }
  }

  @Test(arguments: ["Пепперони", "Margherita", "पेपरोनी"])
  func aWordWiderThanTheLineBreaksWithoutAHyphen(_ word: String) throws {
    let typesetter = try Shared.typesetter()
    let layout = typesetter.layout(.textStyle(word, style: .body, at: .large, width: try width(word) * 0.6))
    #expect(layout.lineCount >= 2)
    #expect(layout.lines.first?.breakKind == .insideWord)
    #expect(layout.lines.last?.breakKind == .end)
    // The first line is exactly as wide as its characters: no hyphen was added.
    let first = lineTexts(layout, word)[0]
    #expect(abs(layout.lines[0].width - (try width(first))) < 0.01)
  }

  @Test func hyphenationIsAnOptIn() throws {
    let typesetter = try Shared.typesetter()
    let word = "Пепперони"
    var request = TextRequest.textStyle(word, style: .body, at: .large, width: try width(word) * 0.6)
    request.hyphenates = true
    let layout = typesetter.layout(request)
    #expect(layout.lines.first?.breakKind == .hyphenated)
    let first = lineTexts(layout, word)[0]
    #expect(layout.lines[0].width > (try width(first)) + 1, "the hyphen takes room")
  }

  @Test func wordsAreNotBrokenWhileABreakBetweenWordsExists() throws {
    let typesetter = try Shared.typesetter()
    let text = "Семейный ужин выходного дня"
    let layout = typesetter.layout(
      .textStyle(text, style: .body, at: .large, width: try width("выходного дня") + 2))
    #expect(layout.lineCount >= 2)
    for line in layout.lines.dropLast() { #expect(line.breakKind == .betweenWords) }
    let words = Set(text.split(separator: " ").map(String.init))
    for piece in lineTexts(layout, text).flatMap({ $0.split(separator: " ") }) {
      #expect(words.contains(String(piece)), "\(piece) is a whole word")
    }
  }

  @Test func hardBreaksAndTheEndAreTold() throws {
    let layout = try Shared.typesetter().layout(.textStyle("Pizza\nCombo", style: .body, at: .large))
    #expect(layout.lines.map(\.breakKind) == [.hard, .end])
  }

  @Test func chineseBreaksBetweenIdeographsAtOpportunities() throws {
    let typesetter = try Shared.typesetter()
    let glyph = try width("披")
    let layout = typesetter.layout(.textStyle("披萨披萨披萨", style: .body, at: .large, width: glyph * 2.5))
    #expect(layout.lines.map(\.breakKind) == [.betweenWords, .betweenWords, .end])
  }

  @Test func anEllipsisSaysWhatItStandsFor() throws {
    let typesetter = try Shared.typesetter()
    let text = "Санкт-Петербург"
    let layout = typesetter.layout(
      .textStyle(text, style: .body, at: .large, width: try width("Санкт-П…"), maximumLines: 1))
    #expect(layout.isTruncated)
    let elided = try #require(layout.lines.last?.elidedUTF8Range)
    #expect(elided.upperBound == text.utf8.count)
    let kept = String(decoding: Array(text.utf8)[0..<elided.lowerBound], as: UTF8.self)
    #expect(kept.hasPrefix("Санкт"))
    #expect(kept.count < text.count)
  }

  @Test func theFixedAdvanceTypesetterTellsTheSame() {
    let typesetter = FixedAdvanceTypesetter()
    let request = TextRequest("abcdefgh ij", font: Font(pointSize: 10), width: 20)
    let layout = typesetter.layout(request)
    #expect(layout.lines.map(\.breakKind) == [.insideWord, .betweenWords, .end])
    var limited = request
    limited.width = 40
    limited.maximumLines = 1
    let cut = typesetter.layout(limited)
    #expect(cut.lines.first?.elidedUTF8Range == 7..<11)
  }
}
