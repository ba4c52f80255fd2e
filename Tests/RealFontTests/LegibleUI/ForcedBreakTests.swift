import DynamicType
import LegibleUI
import PangoCairo
import Testing

import class Legible.FixedFrame
import class Legible.Label
import class Legible.Screen
import class Legible.Spacer
import class Legible.Stack

/// A word wider than its line: SwiftUI's `Text` breaks it with a hyphen, as iOS draws it, and
/// UIKit's `UILabel` (the retained `Label`) breaks it bare.
@MainActor @Suite struct ForcedBreakTests {
  @Test func swiftUITextBreaksAWordThatCannotFitWithAHyphen() throws {
    let screen = try realScreen(.iPhoneSE, .accessibilityExtraExtraExtraLarge)
    screen.host(Text("Track").foregroundStyle(.blue).frame(width: 90))
    let layout = try #require(screen.node(showing: "Track")?.text?.layout)
    #expect(layout.lineCount == 2)
    #expect(layout.lines.first?.breakKind == .hyphenated)
    // Words that fit are never hyphenated.
    screen.host(Text("Call the courier").frame(width: 250))
    let words = try #require(screen.node(showing: "Call the courier")?.text?.layout)
    #expect(words.lines.allSatisfy { $0.breakKind != .hyphenated })
  }

  @Test func arabicAndHebrewWordsBreakBareAsOnIOS() throws {
    // iOS hyphenates no right-to-left script: a word wider than the line breaks between letters.
    for word in ["المشروبات", "משלוחים"] {
      let screen = try realScreen(.iPhoneSE, .accessibilityExtraExtraExtraLarge)
      screen.host(Text(word).frame(width: 90))
      let layout = try #require(screen.node(showing: word)?.text?.layout)
      #expect(layout.lineCount >= 2, "\(word)")
      #expect(layout.lines.allSatisfy { $0.breakKind != .hyphenated }, "\(word)")
      #expect(layout.lines.first?.breakKind == .insideWord, "\(word)")
    }
  }

  @Test func uiKitsLabelBreaksItBare() throws {
    let screen = try realScreen(.iPhoneSE, .accessibilityExtraExtraExtraLarge)
    screen.root = Stack(
      .vertical, alignment: .start, [FixedFrame(Label("Track", lines: 0), width: 90), Spacer()])
    let layout = try #require(screen.node(showing: "Track")?.text?.layout)
    #expect(layout.lineCount == 2)
    #expect(layout.lines.first?.breakKind == .insideWord)
  }
}
