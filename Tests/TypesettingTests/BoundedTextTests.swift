import Testing
import Typesetting

/// Text made safe for a text engine, with offsets that map back to the original.
@Suite struct BoundedTextTests {
  @Test func ordinaryTextIsLeftAlone() {
    let text = BoundedText("Pepperoni with extra mozzarella", wrapped: true)
    #expect(!text.isChanged && !text.isShortened)
    #expect(text.string == "Pepperoni with extra mozzarella")
    #expect(text.originalOffset(9) == 9)
  }

  @Test func aLongUnbreakableRunGetsBreakOpportunitiesThatMapBack() {
    let original = String(repeating: "a", count: 600)
    let text = BoundedText(original, wrapped: true)
    #expect(text.isChanged)
    #expect(text.string.unicodeScalars.filter { $0 == "\u{200B}" }.count == 2)
    // The first opportunity follows 256 letters: 3 bytes later in the prepared text.
    #expect(text.isInsertedBreak(at: 259))
    #expect(text.originalOffset(259) == 256)
    #expect(text.originalOffset(text.string.utf8.count) == 600)
    // Unwrapped text needs none.
    #expect(!BoundedText(original, wrapped: false).isChanged)
  }

  @Test func originalOffsetsMapIntoThePreparedText() {
    let text = BoundedText(String(repeating: "a", count: 600) + " tail", wrapped: true)
    // Two opportunities of three bytes each were added before the tail.
    #expect(text.preparedOffset(601) == 607)
    #expect(text.originalOffset(text.preparedOffset(601)) == 601)
    #expect(text.preparedOffset(256) == 256 || text.preparedOffset(256) == 259)
    #expect(text.preparedOffset(10_000) == text.string.utf8.count, "past the end: the end")
    let marks = "e" + String(repeating: "\u{301}", count: 40) + "nd"
    let bounded = BoundedText(marks, wrapped: false)
    // The marks past the 32nd are left out: the "n" after them moves back by 8 marks of 2 bytes.
    #expect(bounded.preparedOffset(marks.utf8.count - 2) == bounded.string.utf8.count - 2)
  }

  @Test func aLineThatEndsAtAnAddedOpportunityBreaksInsideTheWord() {
    let original = String(repeating: "a", count: 600)
    let text = BoundedText(original, wrapped: true)
    let layout = TextLayout(
      size: .zero, inkBounds: .zero,
      lines: [
        TextLine(utf8Range: 0..<259, frame: .zero, baseline: 0, breakKind: .betweenWords),
        TextLine(utf8Range: 259..<text.string.utf8.count, frame: .zero, baseline: 0, breakKind: .end),
      ], firstBaseline: 0, lastBaseline: 0, isTruncated: false, isWrapped: true, missingGlyphCount: 0,
      minimumIntrinsicWidth: 0, maximumIntrinsicWidth: 0, resolvedFamily: "", usedFallbackFamily: false)
    let mapped = text.mapped(layout)
    #expect(mapped.lines.map(\.breakKind) == [.insideWord, .end])
    #expect(mapped.lines.map(\.utf8Range) == [0..<256, 256..<600])
  }

  @Test func aLongRunOfSpacesKeepsTheMostThatMatterWhenTextWraps() {
    let original = "a" + String(repeating: " ", count: 1_000) + "b"
    let wrapped = BoundedText(original, wrapped: true)
    #expect(wrapped.string == "a" + String(repeating: " ", count: BoundedText.maximumSpaceRun) + "b")
    // The "b" is where it was; the spaces left out map to it.
    #expect(wrapped.originalOffset(wrapped.string.utf8.count - 1) == original.utf8.count - 1)
    #expect(wrapped.preparedOffset(600) == wrapped.string.utf8.count - 1)
    // On one line, every space takes its width.
    #expect(BoundedText(original, wrapped: false).string == original)
  }

  @Test func aLongLineElidedInItsMiddleKeepsItsEndsAndMapsTheEllipsisOverTheMiddle() {
    let original = "start" + String(repeating: "x", count: 10_000) + "end"
    let text = BoundedText(original, wrapped: true, keepingEnds: 256)
    #expect(text.joinsEnds && text.isChanged && !text.isShortened)
    #expect(text.string.hasPrefix("start") && text.string.hasSuffix("end"))
    #expect(text.string.utf8.count < 600)
    // An ellipsis from the head's middle to the tail's spans the whole left-out middle.
    let length = text.string.utf8.count
    let layout = TextLayout(
      size: .zero, inkBounds: .zero,
      lines: [
        TextLine(
          utf8Range: 0..<length, frame: .zero, baseline: 0, breakKind: .end,
          elidedUTF8Range: 100..<(length - 100))
      ], firstBaseline: 0, lastBaseline: 0, isTruncated: true, isWrapped: false, missingGlyphCount: 0,
      minimumIntrinsicWidth: 0, maximumIntrinsicWidth: 0, resolvedFamily: "", usedFallbackFamily: false)
    let mapped = text.mapped(layout)
    #expect(mapped.lines[0].elidedUTF8Range == 100..<(original.utf8.count - 100))
    #expect(mapped.lines[0].utf8Range == 0..<original.utf8.count)
    // Shown whole, with no ellipsis, the line left its middle out: truncated.
    var whole = layout
    whole.lines[0].elidedUTF8Range = nil
    whole.isTruncated = false
    #expect(text.mapped(whole).isTruncated)
    // Short text keeps all of itself.
    #expect(!BoundedText("Pepperoni", wrapped: true, keepingEnds: 256).joinsEnds)
  }

  @Test func combiningMarksPastTheLimitAreDropped() {
    let original = "a" + String(repeating: "\u{0301}", count: 100) + "b"
    let text = BoundedText(original, wrapped: false)
    #expect(text.string.unicodeScalars.count == 1 + BoundedText.maximumCombiningMarks + 1)
    #expect(text.string.hasSuffix("b"))
    // "b" is at the original's end.
    #expect(text.originalOffset(text.string.utf8.count - 1) == original.utf8.count - 1)
  }

  @Test func textPastTheLengthLimitIsLeftOutBeforeACharacter() {
    // Precomposed (two bytes a letter) and decomposed (a letter and a mark).
    let original = String(repeating: "é", count: BoundedText.maximumUTF8Length)
    let decomposed = String(repeating: "e\u{0301}", count: BoundedText.maximumUTF8Length / 2)
    for text in [original, decomposed] {
      let bounded = BoundedText(text, wrapped: false)
      #expect(bounded.isShortened)
      // The last character keeps its marks.
      #expect(
        bounded.string.utf8.count <= BoundedText.maximumUTF8Length + 4 * BoundedText.maximumCombiningMarks)
      // Never cut between a letter and its accent.
      #expect(bounded.string.unicodeScalars.last != "e")
    }
  }
}
