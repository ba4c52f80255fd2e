import Foundation
import Testing

@testable import UIKit

/// UIKit's text measurement, whatever typesetter measures: lines as tall as the font's line height,
/// one line without `.usesLineFragmentOrigin`, wrapped in the width with it, UIKit's 12 pt default
/// font when none is given.
@Suite struct TextMeasurementTests {
  let text = "A long message that cannot fit on one line of a narrow chat bubble"

  @Test func withoutLineFragmentsTheTextIsOneLineAndWithThemItWrapsInTheWidth() {
    let font = UIFont.systemFont(ofSize: 17)
    let width: CGFloat = 120
    let oneLine = text.boundingRect(
      with: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude), options: [],
      attributes: [.font: font], context: nil)
    #expect(abs(oneLine.height - font.lineHeight) < 0.01)
    #expect(oneLine.width > width)
    let wrapped = text.boundingRect(
      with: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font], context: nil)
    #expect(wrapped.width <= width && wrapped.origin == .zero)
    let lines = wrapped.height / font.lineHeight
    #expect(lines >= 3 && abs(lines - lines.rounded()) < 0.01)
    #expect(
      NSAttributedString(string: text, attributes: [.font: font]).size()
        == text.size(withAttributes: [.font: font]))
  }

  @Test func noFontIsUIKitsTwelvePointSystemFontAndEmptyTextIsNoLines() {
    #expect(abs("Hi".size().height - UIFont.systemFont(ofSize: 12).lineHeight) < 0.01)
    #expect(
      "".boundingRect(with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, context: nil)
        .width == 0)
    // An absurd width measures as no width at all: the text on one line.
    let huge = text.boundingRect(
      with: CGSize(width: CGFloat.infinity, height: 10), options: .usesLineFragmentOrigin, context: nil)
    #expect(abs(huge.height - UIFont.systemFont(ofSize: 12).lineHeight) < 0.01)
  }
}
