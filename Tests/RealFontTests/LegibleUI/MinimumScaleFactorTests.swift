import Audit
import DynamicType
import LegibleUI
import Testing

import class Legible.Screen
import struct Legible.SnapshotText

/// `.minimumScaleFactor(_:)` shrinks text that would be cut, as iOS does, before it truncates; the
/// audit reports text shrunk back to its default size above it (`text-shrunk`): it did not grow
/// for the reader.
@MainActor @Suite struct MinimumScaleFactorTests {
  private let category = ContentSizeCategory.accessibilityExtraLarge

  /// A one-line title in the title style at AX3 on the SE, and its text as laid out.
  private func title(_ string: String, factor: Double) throws -> (screen: Screen, text: SnapshotText) {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(
      Text(string).font(.title).lineLimit(1).minimumScaleFactor(factor).accessibilityIdentifier("title")
        .padding())
    let text = try #require(screen.snapshot().node("title")?.text)
    return (screen, text)
  }

  private func shrunkFindings(_ screen: Screen) -> [Finding] {
    var options = AuditOptions()
    options.checks = [.textShrunk, .notScaling]
    let configuration = AuditConfiguration(category: category, device: .iPhoneSE)
    return AuditRunner.audit(screen, configuration: configuration, options: options).findings
  }

  @Test func aTitleThatDoesNotFitShrinksUntilItDoes() throws {
    let (screen, text) = try title("Pizza of the week", factor: 0.5)
    // Title at AX3 is 48 pt; the line does not fit 288 pt at that size.
    #expect(text.pointSizeBeforeShrinking == 48)
    #expect(text.pointSize < 48 && text.pointSize > 28)
    #expect(!text.layout.isTruncated)
    #expect(text.layout.size.width <= 288.5)
    // Shrunk, it still grew past its 28 pt at L: nothing to report.
    #expect(shrunkFindings(screen).isEmpty)
  }

  @Test func aTitleShrunkBackToItsDefaultSizeIsReported() throws {
    let (screen, text) = try title("Two large pizzas for one", factor: 0.5)
    #expect(text.pointSize <= 28 && text.pointSize >= 24)
    let findings = shrunkFindings(screen)
    #expect(findings.map(\.check) == [.textShrunk])
    #expect(findings.first?.message.contains("48 pt") == true)
  }

  @Test func aTitleThatCannotShrinkEnoughIsCutAtTheSmallestSize() throws {
    let (_, text) = try title("Two large pizzas for the price of one, every Tuesday", factor: 0.5)
    #expect(text.pointSize == 24)
    #expect(text.layout.isTruncated)
  }

  @Test func withoutAFactorTextKeepsItsSizeAndIsCut() throws {
    let (_, text) = try title("Pizza of the week", factor: 1)
    #expect(text.pointSize == 48)
    #expect(text.pointSizeBeforeShrinking == nil)
    #expect(text.layout.isTruncated)
  }
}
