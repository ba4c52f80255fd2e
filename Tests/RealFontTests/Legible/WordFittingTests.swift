import DynamicType
import Geometry
import Legible
import PangoCairo
import TestFixtures
import Testing
import Typesetting

/// A label that may shrink sets its text just small enough for its widest word to fit, never
/// smaller than at its floor category; one that may not breaks the word, as UIKit does
/// (fixed-advance text: a character is half its point size wide; body is 53 pt at AX5).
@MainActor @Suite struct WordFittingTests {
  func text(
    _ fitting: WordFitting, _ text: String, width: Double,
    category: ContentSizeCategory = .accessibilityExtraExtraExtraLarge
  ) throws -> SnapshotText {
    let label = Label(text, lines: 0)
    label.identifier = "label"
    label.wordFitting = fitting
    let screen = fixedScreen(
      Stack(.vertical, alignment: .start, [FixedFrame(label, width: width), Spacer()]), category: category)
    return try #require(screen.snapshot().node("label")?.text)
  }

  @Test func aWordWiderThanTheLabelBreaksByDefault() throws {
    // 12 characters at 53 pt are 318 pt.
    let shown = try text(.breaks, "Margheritaaa", width: 200)
    #expect(shown.layout.lines.contains { $0.breakKind.splitsWord })
    #expect(shown.request.font.pointSize == 53)
  }

  @Test func aShrinkingLabelSetsTheWordJustSmallEnoughToFit() throws {
    let shown = try text(.shrinks(), "Margheritaaa", width: 200)
    #expect(!shown.layout.lines.contains { $0.breakKind.splitsWord })
    #expect(shown.layout.lineCount == 1)
    // 200 / 12 characters / 0.5 = 33.3 pt at most, and not much less.
    #expect(shown.request.font.pointSize <= 200.0 / 6)
    #expect(shown.request.font.pointSize >= 30)
    // Its line height shrinks with it.
    #expect(shown.layout.size.height < 62)
  }

  @Test func textWhoseWordsFitKeepsItsSize() throws {
    let shown = try text(.shrinks(), "a few short words here", width: 200)
    #expect(shown.request.font.pointSize == 53)
    #expect(shown.layout.lineCount > 1)
  }

  @Test func theTextIsNeverSmallerThanAtTheFloorCategory() throws {
    // At 17 pt (L) the word is 102 pt wide: in 60 pt it still breaks, at 17 pt.
    let atLarge = try text(.shrinks(), "Margheritaaa", width: 60)
    #expect(atLarge.request.font.pointSize == 17)
    #expect(atLarge.layout.lines.contains { $0.breakKind.splitsWord })
    // With a floor of XS (14 pt) it goes lower.
    let atExtraSmall = try text(.shrinks(notBelow: .extraSmall), "Margheritaaa", width: 60)
    #expect(atExtraSmall.request.font.pointSize == 14)
  }

  @Test func aLoneLastIdeographIsGivenCompanyBySettingTheTextALittleSmaller() throws {
    // Real fonts: ideographs break anywhere. 13 of them, 4 a line at 53 pt in 220 pt: 4 + 4 + 4 +
    // 1; narrower gives 3 a line and 3 + 3 + 3 + 3 + 1: only a smaller size helps.
    let phrase = "新疆维吾尔自治区乌鲁木齐市"
    func shown(_ fitting: WordFitting) throws -> SnapshotText {
      let label = Label(phrase, font: .textStyle(.headline), lines: 0)
      label.identifier = "label"
      label.wordFitting = fitting
      let screen = Screen(
        device: .iPhoneSE, traits: Traits(contentSizeCategory: .accessibilityExtraExtraExtraLarge),
        typesetter: try PangoTypesetter())
      screen.root = Stack(.vertical, alignment: .start, [FixedFrame(label, width: 220), Spacer()])
      screen.layoutIfNeeded()
      return try #require(screen.snapshot().node("label")?.text)
    }
    func lastLine(_ text: SnapshotText) -> Int? {
      text.layout.lines.last.flatMap { $0.range(in: phrase) }.map { phrase[$0].count }
    }
    let breaking = try shown(.breaks)
    #expect(lastLine(breaking) == 1)
    let shrinking = try shown(.shrinks())
    #expect((lastLine(shrinking) ?? 0) > 1)
    #expect(shrinking.request.font.pointSize < breaking.request.font.pointSize)
    #expect(shrinking.request.font.pointSize >= TextStyle.headline.pointSize(at: .large))
  }
}
