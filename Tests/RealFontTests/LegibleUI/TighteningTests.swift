import DynamicType
import LegibleUI
import Testing

import class Legible.Screen

/// `allowsTightening` sets a line's letters closer before it truncates, by up to TextKit's
/// default 5% of its width and no more, at every text size.
@MainActor @Suite struct TighteningTests {
  /// The one-line width of `string` in body at `category`.
  func naturalWidth(_ string: String, _ category: DynamicType.ContentSizeCategory) throws -> Double {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(VStack { Text(string).fixedSize() })
    return try #require(screen.node(showing: string)).frame.width
  }

  /// Whether `string`, one line in `width`, is cut, tightening allowed or not.
  func isCut(
    _ string: String, width: Double, tightening: Bool, _ category: DynamicType.ContentSizeCategory
  ) throws -> Bool {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(VStack { Text(string).lineLimit(1).allowsTightening(tightening).frame(width: width) })
    let text = try #require(screen.node(showing: string)?.text)
    return text.layout.isTruncated
  }

  @Test(arguments: [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func textUpToFivePercentTooWideTightensInsteadOfTruncating(_ category: DynamicType.ContentSizeCategory)
    throws
  {
    let string = "Wednesday"
    let natural = try naturalWidth(string, category)
    let tight = natural * 0.97
    #expect(try isCut(string, width: tight, tightening: false, category), "cut without tightening")
    #expect(try !isCut(string, width: tight, tightening: true, category), "3% too wide fits tightened")
    // The letters come closer; the size stays.
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(VStack { Text(string).lineLimit(1).allowsTightening(true).frame(width: tight) })
    let text = try #require(screen.node(showing: string)?.text)
    #expect(text.request.font.tracking < 0)
    let plain = try realScreen(.iPhoneSE, category)
    plain.host(VStack { Text(string) })
    #expect(text.pointSize == (try #require(plain.node(showing: string)?.text)).pointSize)
  }

  @Test func textMoreThanFivePercentTooWideStillTruncates() throws {
    let string = "Wednesday"
    let natural = try naturalWidth(string, .large)
    #expect(try isCut(string, width: natural * 0.9, tightening: true, .large))
  }

  @Test func tighteningIsNoLongerReported() throws {
    let screen = try realScreen()
    screen.host(VStack { Text("Wednesday").allowsTightening(true) })
    #expect(screen.notAppliedFindings().isEmpty)
  }
}
