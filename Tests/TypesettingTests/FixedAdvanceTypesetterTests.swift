import DynamicType
import Geometry
import Testing
import Typesetting

/// The fixed-advance typesetter: every character is half the point size wide.
@Suite struct FixedAdvanceTypesetterTests {
  let typesetter = FixedAdvanceTypesetter()
  let font = Font(pointSize: 10)  // 5 pt per character

  @Test func oneLineIsAsWideAsItsCharacters() {
    let layout = typesetter.layout(TextRequest("pizza", font: font, lineHeight: 14))
    #expect(layout.size == Size(width: 25, height: 14))
    #expect(layout.lineCount == 1)
    #expect(layout.firstBaseline == 2 + 8)
    #expect(!layout.isTruncated && !layout.isWrapped)
    #expect(layout.minimumIntrinsicWidth == 25 && layout.maximumIntrinsicWidth == 25)
  }

  @Test func wrapsAtSpacesAndDropsTheSpaceAtTheBreak() {
    let request = TextRequest("large pizza box", font: font, lineHeight: 12, width: 40)
    let layout = typesetter.layout(request)
    #expect(
      layout.lines.compactMap { $0.range(in: request.string).map { String(request.string[$0]) } } == [
        "large", "pizza", "box",
      ])
    #expect(layout.size.height == 36)
    #expect(layout.isWrapped)
    #expect(layout.minimumIntrinsicWidth == 25)
    #expect(layout.maximumIntrinsicWidth == 75)
  }

  @Test func aWordWiderThanTheWidthBreaksBetweenCharacters() {
    let layout = typesetter.layout(TextRequest("abcdefghij", font: font, width: 20))
    #expect(layout.lines.map(\.utf8Range) == [0..<4, 4..<8, 8..<10])
  }

  @Test func aLineLimitTruncatesWithAnEllipsis() {
    let layout = typesetter.layout(TextRequest("one two three four", font: font, width: 40, maximumLines: 2))
    #expect(layout.lineCount == 2)
    #expect(layout.isTruncated)
    #expect(layout.lines[1].width <= 40)
  }

  @Test func textThatFitsIsNotTruncated() {
    #expect(!typesetter.layout(TextRequest("one two", font: font, width: 40, maximumLines: 2)).isTruncated)
  }

  @Test func hardLineBreaksMakeLines() {
    let layout = typesetter.layout(TextRequest("a\nbb\nccc", font: font, lineHeight: 10))
    #expect(layout.lineCount == 3)
    #expect(layout.size == Size(width: 15, height: 30))
    #expect(!layout.isWrapped)
  }

  @Test func centredTextSpansTheWholeWidth() {
    let layout = typesetter.layout(TextRequest("ab", font: font, alignment: .center, width: 50))
    #expect(layout.size.width == 50)
    #expect(layout.lines[0].frame.minX == 20)
  }

  @Test func privateUseCharactersCountAsMissing() {
    #expect(typesetter.layout(TextRequest("a\u{E000}b", font: font)).missingGlyphCount == 1)
  }

  @Test(arguments: [0, -3, Double.nan, -Double.infinity])
  func anUnusableSizeGivesAnEmptyLayout(_ size: Double) {
    #expect(
      typesetter.layout(TextRequest("pizza", font: Font(pointSize: size)))
        == .empty(family: Font.defaultFamily))
  }

  @Test func lineRangesAreUTF8Offsets() {
    let layout = typesetter.layout(TextRequest("пицца\nपिज़्ज़ा", font: font))
    #expect(layout.lines.map(\.utf8Range) == [0..<10, 11..<35])
  }
}

@Suite struct TextRequestTests {
  let base = TextRequest("x", font: Font(pointSize: 17), lineHeight: 22, width: 100)

  @Test(arguments: [
    (Double.nan, 0.0), (-4, 0), (0, 0), (1e9, TextRequest.maximumPointSize), (17, 17),
  ])
  func pointSizesAreSanitized(_ size: Double, _ expected: Double) {
    var request = base
    request.font.pointSize = size
    #expect(request.sanitized.font.pointSize == expected)
  }

  @Test(
    arguments: [
      (Double.nan, nil), (.infinity, nil), (-5, 0), (1e12, TextRequest.maximumWidth), (80, 80),
    ] as [(Double, Double?)])
  func widthsAreSanitized(_ width: Double, _ expected: Double?) {
    var request = base
    request.width = width
    #expect(request.sanitized.width == expected)
  }

  @Test func badLineHeightsAndLimitsFallBack() {
    var request = base
    request.lineHeight = .nan
    request.maximumLines = -3
    #expect(request.sanitized.lineHeight == nil)
    #expect(request.sanitized.maximumLines == 0)
  }

  @Test func nulCharactersAreReplaced() {
    var request = base
    request.string = "a\0b"
    #expect(request.sanitized.string == "a\u{FFFD}b")
  }

  @Test func textStyleRequestsUseTheTypeScale() {
    let request = TextRequest.textStyle("x", style: .headline, at: .accessibilityExtraLarge)
    #expect(request.font.pointSize == 40)
    #expect(request.font.weight == .semibold)
    #expect(request.lineHeight == 48)
    #expect(Font.textStyle(.body, at: .large, boldText: true).weight == .semibold)
  }
}

@Suite struct BoundedCacheTests {
  @Test func neverHoldsMoreThanItsCapacity() {
    var cache = BoundedCache<Int, Int>(capacity: 100)
    for key in 0..<10_000 {
      cache.insert(key, for: key)
      #expect(cache.count <= 100)
    }
  }

  @Test func recentlyUsedEntriesSurvive() {
    var cache = BoundedCache<Int, String>(capacity: 10)
    cache.insert("kept", for: 0)
    for key in 1..<100 {
      cache.insert("\(key)", for: key)
      #expect(cache.value(for: 0) == "kept")
    }
    #expect(cache.value(for: 1) == nil)
  }

  @Test func costsBoundWhatIsKept() {
    var cache = BoundedCache<Int, [UInt8]>(capacity: 1_000)
    var kept = 0
    for key in 0..<200 {
      cache.insert(Array(repeating: 0, count: 90), for: key, cost: 90)
      kept = (0...key).filter { cache.value(for: $0) != nil }.count
      #expect(kept * 90 <= 1_000)
    }
    #expect(kept >= 5)
    cache.insert([1], for: 1_000, cost: 600)
    #expect(cache.value(for: 1_000) == nil)
  }
}
