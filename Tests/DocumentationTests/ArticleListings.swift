import Audit
import Drawing
import DynamicType
import Foundation
import LargeContentViewer
import Legible
import LegibleTesting
import PangoCairo
import PizzaApp
import Showcase
import Simulation
import Testing

/// The code the articles show, run here.
@MainActor @Suite struct ArticleListings {
  @Test func adoptingDynamicType() throws {
    let name = Label("Margherita", font: .textStyle(.headline), lines: 0)
    name.wordFitting = .shrinks()
    let photo = ImageView(.icon(Illustration.pizza.icon, size: 96, scalesWith: nil))
    photo.visibility = .hiddenAtAccessibilitySizes
    let row = AdaptiveStack(
      spacing: 12, horizontalAlignment: .fill, verticalAlignment: .center,
      axisRule: { $0.contentSizeCategory >= .extraExtraLarge ? .vertical : .horizontal }, [photo, name])

    let screen = Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .extraExtraLarge),
      typesetter: try PangoTypesetter())
    screen.root = row
    screen.layoutIfNeeded()
    #expect(row.axis == .vertical)
    screen.contentSizeCategory = .accessibilityExtraLarge
    screen.layoutIfNeeded()
    #expect(!photo.isVisible)
  }

  @Test func scalingYourOwnLengths() {
    let margin = ScaledMetric(16, relativeTo: .body)
    let icon = FontMetrics(forTextStyle: .headline).scaledValue(24, for: .accessibilityExtraLarge)
    #expect(margin.value(for: Traits(contentSizeCategory: .accessibilityExtraLarge)) > 16)
    #expect(icon > 24)
  }

  @Test func limitingABar() {
    let toolbar = Stack(
      .horizontal, spacing: 0, distribution: .fillEqually, [Button("Share"), Button("Save")])
    toolbar.contentSizeRange = ContentSizeRange(maximum: .extraExtraExtraLarge)
    for button in toolbar.subviews { button.showsLargeContentViewer = true }
    toolbar.addLargeContentViewer()

    #expect(toolbar.interactions.count == 1)
  }

  @Test func seeingAsALowVisionUser() throws {
    let typesetter = try PangoTypesetter()
    let configuration = AuditConfiguration(
      category: .accessibilityExtraLarge, device: .iPhone6S, language: "en", variant: "adapted")
    let screen = PizzaScreens.menu.make(configuration, typesetter)
    let screenshot = try Renderer(typesetter: typesetter).bitmap(
      screen.snapshot().drawingOperations, canvas: screen.device.size, scale: 2)
    let seen = try Simulator.apply(
      .reducedAcuity(denominator: 200), to: screenshot, viewing: .phone(scale: 2))
    #expect(seen.width == screenshot.width && seen != screenshot)
  }
}
