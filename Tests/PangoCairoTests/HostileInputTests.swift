import Foundation
import Geometry
import PangoCairo
import Testing
import Typesetting

/// Input meant to break a text engine: each must give a layout (or a clear error) quickly.
@Suite struct HostileInputTests {
  func layout(_ request: TextRequest) throws -> TextLayout {
    try finishes(within: 10) { try Shared.typesetter().layoutUncached(request) }
  }

  @Test func anEmptyStringHasOneEmptyLine() throws {
    let layout = try layout(.textStyle("", style: .body, at: .large))
    #expect(layout.size.width == 0)
    #expect(layout.lineCount == 1)
    #expect(!layout.isTruncated)
  }

  @Test func aOneMegabyteWordIsLaidOut() throws {
    let word = String(repeating: "a", count: 1 << 20)
    let layout = try layout(.textStyle(word, style: .body, at: .large, width: 300, maximumLines: 3))
    #expect(layout.lineCount == 3)
    #expect(layout.isTruncated)
  }

  /// A word of a million letters wrapped at widths down to nothing, with no line limit: the
  /// layout shows the first `maximumLineCount` lines and says it is cut. (Wrapping it took 10 s
  /// for 8,000 letters at width 0 before work was bounded; a release build now takes a tenth to
  /// a fifth of a second, see the benchmark's `hostileInput`.)
  @Test(arguments: [0.0, 1, 40, 320])
  func aOneMegabyteWordWrappedWithNoLineLimitIsBounded(_ width: Double) throws {
    let word = String(repeating: "a", count: 1 << 20)
    let layout = try finishes(within: 5) {
      try Shared.typesetter().layoutUncached(.textStyle(word, style: .body, at: .large, width: width))
    }
    #expect(layout.lineCount == PangoTypesetter.maximumLineCount)
    #expect(layout.isTruncated)
    #expect(layout.lines.allSatisfy { $0.utf8Range.upperBound <= word.utf8.count })
    // Where the word is broken, it is broken inside: never reported as between words.
    #expect(layout.lines.dropLast().allSatisfy { $0.breakKind == .insideWord })
  }

  @Test func aLongDevanagariWordWithTwoClippedLinesIsBounded() throws {
    var request = TextRequest.textStyle(
      String(repeating: "क्षि", count: 25_000), style: .body, at: .large, width: 100, maximumLines: 2)
    request.truncation = .clip
    let layout = try finishes(within: 5) { try Shared.typesetter().layoutUncached(request) }
    #expect(layout.lineCount == 2)
    #expect(layout.isTruncated)
  }

  @Test func tenThousandCombiningMarksOnOneLetter() throws {
    let text = "a" + String(repeating: "\u{0301}", count: 10_000)
    let layout = try finishes(within: 2) {
      try Shared.typesetter().layoutUncached(.textStyle(text, style: .body, at: .large, width: 200))
    }
    #expect(layout.lineCount == 1)
    #expect(layout.size.width.isFinite)
    #expect(layout.lines[0].utf8Range.upperBound <= text.utf8.count)
  }

  /// Found by fuzzing: a space, a combining mark and another character wrapped narrower than a
  /// character made Pango 1.50 abort (an assertion in its line breaker).
  @Test(arguments: [0.0, 1, -5, 0.5])
  func aMarkOnASpaceWrappedNarrowerThanACharacter(_ width: Double) throws {
    let text = " \u{05B4}\u{FFFD}"
    let layout = try layout(.textStyle(text, style: .caption2, at: .accessibilityLarge, width: width))
    #expect(layout.lineCount >= 1)
    #expect(layout.lines.last?.utf8Range.upperBound == text.utf8.count)
  }

  @Test func shortTextIsLaidOutWholeHoweverManyLines() throws {
    let text = Array(repeating: "x", count: 700).joined(separator: "\n")
    let layout = try layout(.textStyle(text, style: .body, at: .large))
    #expect(layout.lineCount == 700)
    #expect(!layout.isTruncated)
  }

  @Test func bidiOverridesAndIsolatesAreMeasured() throws {
    let text = "\u{202E}pizza\u{202C} \u{2067}פיצה\u{2069} \u{202D}\u{202B}x"
    let layout = try layout(.textStyle(text, style: .body, at: .large, width: 100))
    #expect(layout.size.width > 0)
  }

  @Test func nulAndControlCharactersAreMeasured() throws {
    let text = "piz\0za\u{1}\u{7}\u{1B}[31m\r\n\t\u{7F}"
    let layout = try layout(.textStyle(text, style: .body, at: .large))
    #expect(layout.size.width > 0)
    #expect(layout.lineCount >= 1)
  }

  @Test func invalidUTF8ReadFromAFileIsRepaired() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("legible-invalid-\(UUID()).txt")
    try Data([0x50, 0x69, 0xFF, 0xFE, 0xC3, 0x28, 0x7A, 0xE2, 0x82]).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    let layout = try layout(.textStyle(text, style: .body, at: .large))
    #expect(layout.size.width > 0)
    #expect(layout.lines[0].utf8Range == 0..<text.utf8.count)
  }

  @Test(arguments: [0, -10, Double.nan, .infinity, 1e15, 0.001])
  func anyWidthGivesALayout(_ width: Double) throws {
    let layout = try layout(.textStyle(Samples.latin, style: .body, at: .large, width: width))
    #expect(layout.size.width.isFinite && layout.size.height.isFinite)
    #expect(layout.lineCount >= 1)
  }

  @Test(arguments: [0, -17, Double.nan, -Double.infinity])
  func anUnusableSizeGivesAnEmptyLayout(_ size: Double) throws {
    let layout = try layout(TextRequest("Pizza", font: Font(pointSize: size)))
    #expect(layout.lineCount == 0)
    #expect(layout.size == .zero)
  }

  /// Sizes a text engine counts as none (it works in 1/1024 of a point) are raised to the
  /// smallest size drawn, instead of reaching it as zero.
  @Test(arguments: [1e-300, Double.leastNonzeroMagnitude, 0.0001])
  func aVanishinglySmallSizeIsRaised(_ size: Double) throws {
    let request = TextRequest("Pizza", font: Font(pointSize: size))
    #expect(request.sanitized.font.pointSize == TextRequest.minimumPointSize)
    let layout = try layout(request)
    #expect(layout.lineCount == 1)
    #expect(layout.size.height > 0 && layout.size.height < 1)
  }

  @Test(arguments: [1e6, Double.infinity])
  func aHugeSizeIsCapped(_ size: Double) throws {
    let layout = try layout(TextRequest("Pizza", font: Font(pointSize: size), width: 1_000_000))
    #expect(layout.size.height > 1_000)
    #expect(layout.size.height < TextRequest.maximumPointSize * 2)
  }
}
