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

  @Test func aScaledShapeScalesItsPathAboutItsAnchorAndStaysInsettable() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    let half = Capsule().scale(0.5).path(in: rect).boundingRect
    #expect(abs(half.width - 50) < 1e-6 && abs(half.height - 20) < 1e-6)
    #expect(abs(half.midX - 50) < 1e-6 && abs(half.midY - 20) < 1e-6)
    let corner = Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: rect).boundingRect
    #expect(corner.minX == 0 && abs(corner.width - 200) < 1e-9 && abs(corner.height - 40) < 1e-9)
    let inset = Circle().scale(0.5).inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(abs(inset.boundingRect.width - 45) < 1e-6)
  }

  @Test func aTextsStyleIsResolvedWhereTheTextIs() throws {
    let screen = try realScreen()
    screen.host(
      VStack {
        Text("Tinted").foregroundStyle(.tint)
        Text("Coloured").foregroundStyle(Color.green)
      }
      .tint(.red))
    #expect(screen.node(showing: "Tinted")?.text?.color == Color.red._color(in: EnvironmentValues()))
    #expect(screen.node(showing: "Coloured")?.text?.color == Color.green._color(in: EnvironmentValues()))
  }
}
