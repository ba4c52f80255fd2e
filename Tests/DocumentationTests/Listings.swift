import Audit
import Drawing
import DynamicType
import Foundation
import LargeContentViewer
import Legible
import LegibleCLI
import LegibleTesting
import PangoCairo
import PizzaApp
import Showcase
import Simulation
import Testing
import Typesetting

// The code shown in the documentation catalogs and in documentation comments, compiled and run
// here; `ListingsTests` checks that every listing in the documentation is a copy of lines here
// or in the tutorial's sources.

/// The LegibleCLI overview's catalog.
enum MenuScreens: LegibleCatalog {
  static let screens: [AuditScreen] = [PizzaScreens.menu]
}

@MainActor @Suite struct Listings {
  @Test func theLegibleOverview() throws {
    let screen = Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .accessibilityExtraLarge),
      typesetter: try PangoTypesetter())
    let name = Label("Pepperoni", font: .textStyle(.headline), lines: 0)
    name.wordFitting = .shrinks()
    screen.root = ScrollView(Padding(name, 16))
    print(screen.snapshot().dump)
    #expect(screen.snapshot().dump.contains("Pepperoni"))
  }

  @Test func theDynamicTypeOverview() {
    let body = TextStyle.body.metrics(at: .accessibilityExtraExtraExtraLarge)
    let inset = FontMetrics(forTextStyle: .body).scaledValue(16, for: .accessibilityMedium)
    #expect(body.pointSize == 53)
    #expect(inset > 16)
  }

  @Test func theTypesettingOverview() {
    let typesetter = FixedAdvanceTypesetter()
    let request = TextRequest("Margherita with extra basil", font: Font(pointSize: 20), width: 120)
    let layout = typesetter.layout(request)
    #expect(layout.lineCount == 3)
  }

  @Test func theLargeContentViewerOverview() {
    let bar = TabBar(items: [
      TabBar.Item(title: "Menu", icon: .checkmark), TabBar.Item(title: "Profile", icon: .plus),
    ])
    let viewer = bar.addLargeContentViewer()
    #expect(viewer.view === bar)
  }

  @Test func theAuditOverview() {
    let matrix = AuditMatrix(categories: [.large, .accessibilityExtraExtraExtraLarge], devices: [.iPhoneSE])
    let result = AuditRunner.run(PizzaScreens.menu, matrix: matrix, typesetter: FixedAdvanceTypesetter())
    print(TextReport.render(result))
    #expect(result.results.count == 2)
  }

  @Test func theSimulationOverview() throws {
    // One-pixel black and white stripes, which 20/200 blurs to a nearly even grey.
    let stripes = (0..<16 * 16).flatMap { [UInt8](repeating: $0 % 2 == 0 ? 0 : 255, count: 3) + [255] }
    let screenshot = Bitmap(width: 16, height: 16, pixels: stripes)
    let seen = try Simulator.apply(
      .reducedAcuity(denominator: 200), to: screenshot, viewing: .phone(scale: 2))
    let reds = stride(from: 0, to: seen.pixels.count, by: 4).map { seen.pixels[$0] }
    #expect(reds.max()! - reds.min()! < 64)
  }

  @Test func theLegibleTestingOverview() throws {
    let findings = auditFindings(
      of: PizzaScreens.menu, matrix: AuditMatrix(categories: [.accessibilityExtraExtraExtraLarge]),
      typesetter: try PangoTypesetter())
    #expect(findings.allSatisfy { $0.configuration.category == .accessibilityExtraExtraExtraLarge })
  }

  @Test func thePangoCairoOverview() throws {
    let typesetter = try PangoTypesetter()
    let screen = PizzaScreens.menu.make(
      AuditConfiguration(
        category: .accessibilityMedium, device: .iPhoneSE, language: "hi", variant: "adapted"),
      typesetter)
    let png = try Renderer(typesetter: typesetter).data(
      screen.snapshot().drawingOperations, canvas: screen.device.size, scale: 2, format: .png)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func theLegibleCLIOverview() {
    #expect(MenuScreens.catalog.screens.map(\.name) == ["menu"])
  }
}

@Test @MainActor func theMenuHasNoErrorsAtAnySize() throws {
  let matrix = AuditMatrix(categories: ContentSizeCategory.allCases, devices: [.iPhoneSE, .iPhone15])
  expectNoAuditFindings(of: PizzaScreens.menu, matrix: matrix, typesetter: try PangoTypesetter())
}
