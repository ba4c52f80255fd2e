import DynamicType
import LegibleUI
import Testing

import class Legible.Screen

/// A text inside a wrapper (kept at its ideal height, in a flexible frame) gives its baselines at
/// the width it is laid out at, as SwiftUI's does: a row lined up on its first text baseline puts
/// a step's number level with the first line of its text, on the first layout as on any after it.
@MainActor @Suite struct FirstLayoutBaselineTests {
  struct Step: View {
    let flexible: Bool
    var body: some View {
      HStack(alignment: .firstTextBaseline, spacing: 12) {
        Text("1")
          .font(.body)
          .frame(width: 28, height: 28)
          .background(Circle().fill(Color.orange))
        if flexible {
          Text("Cook the pasta in salted boiling water until al dente.")
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
          Text("Cook the pasta in salted boiling water until al dente.")
            .fixedSize(horizontal: false, vertical: true)
        }
      }
      .padding()
    }
  }

  @Test func aNumberFramedSmallerThanItsTextSitsOnTheFirstLine() throws {
    for category in [ContentSizeCategory.large, .accessibilityExtraLarge] {
      for flexible in [false, true] {
        let screen = try realScreen(.iPhoneSE, category)
        screen.host(Step(flexible: flexible))
        screen.layoutIfNeeded()
        let number = try #require(screen.node(showing: "1"))
        let step = try #require(
          screen.node(showing: "Cook the pasta in salted boiling water until al dente."))
        // The text wraps; both are body text, so level baselines put their tops level.
        #expect(try #require(step.text).layout.lineCount > 1)
        #expect(abs(number.frame.minY - step.frame.minY) < 0.5, "\(category), flexible: \(flexible)")
      }
    }
  }
}
