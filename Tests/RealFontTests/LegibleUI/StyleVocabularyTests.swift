import DynamicType
import Foundation
import LegibleUI
import Testing

import class Legible.Screen

/// Progress view styles of a team's own, and shapes turned by `rotation`.
@MainActor @Suite struct StyleVocabularyTests {
  struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100))% done")
        ProgressView(configuration).accessibilityIdentifier("bar")
      }
    }
  }

  @Test func aProgressViewIsDrawnByTheStyleAroundItAtLAndAX5() throws {
    for category in [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(
        VStack {
          ProgressView(value: 0.55).progressViewStyle(PercentStyle())
          ProgressView("Loading", value: 0.2).progressViewStyle(.circular)
        })
      screen.layoutIfNeeded()
      #expect(screen.texts.contains("55% done"))
      // The configuration's view inside is iOS's bar, not the style again.
      #expect(screen.texts.filter { $0.hasSuffix("% done") }.count == 1)
      #expect(try #require(screen.snapshot().node("bar")).frame.width > 200)
      #expect(screen.texts.contains("Loading"))
    }
  }

  @Test func aRotatedShapeTurnsItsPathAroundItsAnchor() {
    let bar = Rectangle().rotation(.degrees(90)).path(in: CGRect(x: 0, y: 0, width: 100, height: 20))
    let bounds = bar.boundingRect
    #expect(abs(bounds.width - 20) < 1e-9 && abs(bounds.height - 100) < 1e-9)
    #expect(abs(bounds.midX - 50) < 1e-9 && abs(bounds.midY - 10) < 1e-9)
    let corner = Rectangle().rotation(.degrees(180), anchor: .topLeading)
      .path(in: CGRect(x: 0, y: 0, width: 100, height: 20)).boundingRect
    #expect(abs(corner.minX + 100) < 1e-9 && abs(corner.minY + 20) < 1e-9)
  }
}
