import DynamicType
import Foundation
import Geometry
import LegibleUI
import Testing

import class Legible.Screen

/// `lineSpacing(_:)` puts its points between lines, as SwiftUI does: from one line's bottom to the
/// next line's top, none after the last, so a text of n lines is taller by n − 1 spacings.
@MainActor @Suite struct LineSpacingTests {
  private let words = "Pizza margherita with basil, fresh mozzarella and a little olive oil on top"

  private func frame(spacing: CGFloat?, at category: ContentSizeCategory = .large) throws -> (Rect, Int) {
    let screen = try realScreen(.iPhoneSE, category)
    let text = Text(words).accessibilityIdentifier("text")
    if let spacing {
      screen.host(text.lineSpacing(spacing).frame(width: 200))
    } else {
      screen.host(text.frame(width: 200))
    }
    let node = try #require(screen.snapshot().node("text"))
    return (node.frame, node.text?.layout.lineCount ?? 0)
  }

  @Test func spacingGoesBetweenLinesOnly() throws {
    // (At AX5 the lines fill the SE's height: spaced, fewer fit, and the text is cut, as in SwiftUI.)
    for category in [ContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityMedium] {
      let (plain, lines) = try frame(spacing: nil, at: category)
      let (spaced, spacedLines) = try frame(spacing: 10, at: category)
      #expect(lines >= 3 && spacedLines == lines)
      #expect(abs(spaced.height - plain.height - 10 * Double(lines - 1)) <= 0.5, "\(category)")
    }
  }

  @Test func oneLineIsNotTaller() throws {
    let screen = try realScreen()
    screen.host(
      VStack {
        Text("Pizza").lineSpacing(20).accessibilityIdentifier("spaced")
        Text("Pizza").accessibilityIdentifier("plain")
      })
    let snapshot = screen.snapshot()
    #expect(
      try #require(snapshot.node("spaced")).frame.height == #require(snapshot.node("plain")).frame.height)
  }

  @Test func aNegativeOrAbsurdSpacingIsNone() throws {
    let (plain, _) = try frame(spacing: nil)
    #expect(try frame(spacing: -40).0.height == plain.height)
    #expect(try frame(spacing: .nan).0.height == plain.height)
  }
}
