import DynamicType
import LegibleUI
import Testing
import Typesetting

import class Legible.Screen
import struct Legible.Traits

/// A guide of your own (`AlignmentID`), whose default value reads the view's dimensions outside
/// any actor, as SwiftUI's are read: here, the middle of a view's first line.
extension VerticalAlignment {
  private enum MiddleOfFirstLine: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      let belowFirstLine = context[.lastTextBaseline] - context[.firstTextBaseline]
      return (context.height - belowFirstLine) / 2
    }
  }
  static let middleOfFirstLine = VerticalAlignment(MiddleOfFirstLine.self)
}

@MainActor @Suite struct CustomAlignmentTests {
  @Test func aBulletIsCentredOnTheFirstLineOfAWrappedText() throws {
    let screen = Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .large), typesetter: FixedAdvanceTypesetter())
    screen.host(
      HStack(alignment: .middleOfFirstLine) {
        Rectangle().frame(width: 6, height: 6).accessibilityIdentifier("bullet")
        Text("A step of the recipe long enough to wrap onto several lines on this narrow screen")
      }
      .frame(width: 200))
    screen.layoutIfNeeded()
    let nodes = screen.snapshot().allNodes
    let bullet = try #require(nodes.first { $0.identifier == "bullet" })
    let text = try #require(nodes.first { $0.text != nil })
    let lines = try #require(text.text?.layout.lineCount)
    #expect(lines > 1)
    // The bullet's middle is the middle of the text's first line, well above the text's middle.
    let firstLineHeight = text.frame.height / Double(lines)
    #expect(abs(bullet.frame.midY - (text.frame.minY + firstLineHeight / 2)) <= 1)
    #expect(bullet.frame.midY < text.frame.midY - 1)
  }
}
