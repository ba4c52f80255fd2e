import DynamicType
import Geometry
import LegibleUI
import PangoCairo
import Testing
import Typesetting

import class Legible.Label
import class Legible.Screen
import class Legible.Spacer
import class Legible.Stack

/// Text is as wide as iOS sets it in San Francisco, at every size: the stand-in gets the system
/// font's tracking table and optical sizes (`SystemFontTracking`), and SwiftUI's `tracking` and
/// `kerning` add to it.
@MainActor @Suite struct TextWidthTests {
  /// The frame of `text` hosted on the SE at `category`.
  private func frame(of text: Text, at category: ContentSizeCategory = .large) throws -> Rect {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(text.accessibilityIdentifier("text"))
    return try #require(screen.snapshot().node("text")).frame
  }

  /// `value` within `share` of `expected`.
  private func near(_ value: Double, _ expected: Double, within share: Double) -> Bool {
    abs(value - expected) <= expected * share
  }

  @Test func helloWorldIsAsWideAsOnAnIPhoneAtEverySize() throws {
    // iOS sets body "Hello World" 74.67, 88 and 259 pt wide at XS, L and AX5 (3× simulator).
    for (category, width) in [
      (ContentSizeCategory.extraSmall, 74.67), (.large, 88), (.accessibilityExtraExtraExtraLarge, 259),
    ] {
      let text = try frame(of: Text("Hello World"), at: category).width
      #expect(near(text, width, within: 0.015), "\(category): \(text) pt, iOS \(width)")
    }
  }

  @Test func aLabelIsAsWideAsText() throws {
    for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
      let label = Label("Hello World")
      let screen = try realScreen(.iPhoneSE, category)
      screen.root = Stack(.vertical, alignment: .start, [label, Spacer()])
      screen.layoutIfNeeded()
      let text = try frame(of: Text("Hello World"), at: category)
      #expect(abs(label.frame.width - text.width) <= 0.5, "\(category)")
    }
  }

  @Test func trackingWidensTheTextByItsPointsPerCharacter() throws {
    let plain = try frame(of: Text("Hello World")).width
    let tracked = try frame(of: Text("Hello World").tracking(2)).width
    // Eleven characters, two points each (within the pixel grid's rounding).
    #expect(abs(tracked - plain - 22) <= 2.5)
    let tightened = try frame(of: Text("Hello World").kerning(-1)).width
    #expect(tightened < plain - 8)
  }

  @Test func trackingWinsOverKerningAndTheInnermostWins() throws {
    let both = try frame(of: Text("Hello World").kerning(-1).tracking(2)).width
    let tracked = try frame(of: Text("Hello World").tracking(2)).width
    #expect(both == tracked)
    let screen = try realScreen()
    screen.host(
      VStack {
        Text("Hello World").accessibilityIdentifier("inner").tracking(2)
        Text("Hello World").accessibilityIdentifier("outer")
      }
      .tracking(-1))
    let snapshot = screen.snapshot()
    let inner = try #require(snapshot.node("inner")).frame.width
    let outer = try #require(snapshot.node("outer")).frame.width
    #expect(inner == tracked)
    #expect(outer < (try frame(of: Text("Hello World")).width))
  }

  @Test func trackedTextWrapsSooner() throws {
    let words = "Pizza margherita with basil and fresh mozzarella"
    let screen = try realScreen()
    screen.host(
      VStack {
        Text(words).accessibilityIdentifier("plain")
        Text(words).tracking(3).accessibilityIdentifier("tracked")
      }
      .frame(width: 200))
    let snapshot = screen.snapshot()
    let plain = try #require(snapshot.node("plain")).frame.height
    let tracked = try #require(snapshot.node("tracked")).frame.height
    #expect(tracked > plain)
  }

  @Test func theTableIsApplesAtItsPublishedSizes() {
    #expect(SystemFontTracking.thousandths(atPointSize: 12) == 0)
    #expect(SystemFontTracking.thousandths(atPointSize: 17) == -26)
    #expect(SystemFontTracking.thousandths(atPointSize: 28) == 14)
    #expect(SystemFontTracking.thousandths(atPointSize: 200) == 0)
    #expect(SystemFontTracking.thousandths(atPointSize: 2) == 41)
    #expect(SystemFontTracking.standInSpacing(atPointSize: .nan) == 0)
  }

  @Test func otherScriptsKeepTheirOwnSpacing() throws {
    // Chinese is set in its own font on iOS: the system font's tracking does not reach it.
    let typesetter = try PangoTypesetter()
    let han = "每周二大号披萨买一送一"
    let at17 = typesetter.layout(TextRequest(han, font: Typesetting.Font(pointSize: 17))).size.width
    let em = typesetter.layout(TextRequest(han, font: Typesetting.Font(pointSize: 34))).size.width
    #expect(abs(em - 2 * at17) < 0.5)
    let latin = typesetter.layout(TextRequest("Hello World", font: Typesetting.Font(pointSize: 17))).size
      .width
    let latinAt34 = typesetter.layout(TextRequest("Hello World", font: Typesetting.Font(pointSize: 34))).size
      .width
    #expect(abs(latinAt34 - 2 * latin) > 2)
  }
}
