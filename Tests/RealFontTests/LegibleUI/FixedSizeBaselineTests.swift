import DynamicType
import LegibleUI
import Testing

import class Legible.Screen

/// A text kept at its ideal height (`fixedSize(horizontal: false, vertical: true)`) gives its
/// baselines at the width it is laid out at, as SwiftUI's does: a row lined up on its first text
/// baseline puts a step's number level with the first line of its text, on the first layout as on
/// any after it.
@MainActor @Suite struct FixedSizeBaselineTests {
  struct Step: View {
    var body: some View {
      HStack(alignment: .firstTextBaseline, spacing: 12) {
        Text("1")
          .font(.body)
          .frame(width: 28, height: 28)
          .background(Circle().fill(Color.orange))
        Text("Cook the pasta in salted boiling water until al dente.")
          .fixedSize(horizontal: false, vertical: true)
      }
      .padding()
    }
  }

  @Test func aNumberFramedSmallerThanItsTextSitsOnTheFirstLine() throws {
    for category in [ContentSizeCategory.large, .accessibilityExtraLarge] {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(Step())
      screen.layoutIfNeeded()
      let number = try #require(screen.node(showing: "1"))
      let step = try #require(screen.node(showing: "Cook the pasta in salted boiling water until al dente."))
      // The text wraps; both are body text, so level baselines put their tops level.
      #expect(try #require(step.text).layout.lineCount > 1)
      #expect(abs(number.frame.minY - step.frame.minY) < 0.5, "\(category)")
    }
  }
}
