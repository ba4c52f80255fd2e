import DynamicType
import Foundation
import Geometry
import Legible
import TestFixtures
import Testing
import Typesetting

/// A label pushes a lone last word down with one from the line before, as UIKit's standard line
/// break strategy does (fixed-advance text: 8.5 points a character at L).
@MainActor @Suite struct LineBreakStrategyTests {
  func lines(_ strategy: LineBreakStrategy, _ text: String, width: Double) throws -> (
    lines: [String], drawnWidth: Double?
  ) {
    let label = Label(text, lines: 0)
    label.identifier = "label"
    label.lineBreakStrategy = strategy
    let screen = fixedScreen(
      Stack(.vertical, alignment: .start, [FixedFrame(label, width: width), Spacer()]))
    let node = try #require(screen.snapshot().node("label")?.text)
    let lines = node.layout.lines.map { line in
      line.range(in: text).map { String(text[$0]).trimmingCharacters(in: .whitespaces) } ?? ""
    }
    return (lines, node.request.width)
  }

  @Test func aLoneLastWordIsPushedOutWithTheWordBeforeIt() throws {
    // 15 characters a line: "the quick brown" / "fox".
    let greedy = try lines(.none, "the quick brown fox", width: 127.5)
    #expect(greedy.lines == ["the quick brown", "fox"])
    let standard = try lines(.standard, "the quick brown fox", width: 127.5)
    #expect(standard.lines == ["the quick", "brown fox"])
    // What is drawn is wrapped where it was measured.
    #expect(standard.drawnWidth.map { $0 < 127.5 } == true)
  }

  @Test func nothingIsPushedWhenItWouldTakeAnotherLine() throws {
    // "one two" / "three" / "fourteen": the line before holds one word too.
    #expect(
      try lines(.standard, "one two three fourteen", width: 85).lines == ["one two", "three", "fourteen"])
  }

  @Test func twoWordsOnTheLastLineStayAsTheyAre() throws {
    #expect(
      try lines(.standard, "the quick brown fox jumps", width: 127.5).lines == [
        "the quick brown", "fox jumps",
      ])
  }
}
