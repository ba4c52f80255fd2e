import Drawing
import DynamicType
import Foundation
import Geometry
import LargeContentViewer
import Legible
import LegibleTesting
import PangoCairo
import Testing
import Typesetting

@MainActor @Suite struct HUDRenderingTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Goldens")

  func heldOnCart() throws -> (TabScreen, PangoTypesetter) {
    let typesetter = try PangoTypesetter()
    let tabs = TabScreen(.accessibilityExtraLarge, typesetter: typesetter)
    tabs.screen.play(TouchScript().press(at: tabs.center(of: 2)).hold(0.7))
    return (tabs, typesetter)
  }

  @Test func theHUDIsPartOfTheSnapshotAndMatchesItsGolden() throws {
    let (tabs, _) = try heldOnCart()
    let snapshot = tabs.screen.snapshot()
    let hud = try #require(snapshot.node("large-content-viewer"))
    #expect(hud.role == .largeContentViewer)
    let panel = try #require(hud.children.first)
    #expect(panel.frame.midX == 375 / 2 && panel.frame.midY == 667 / 2)
    let title = try #require(panel.children.compactMap(\.text).first)
    #expect(title.string == "Cart" && title.pointSize == 30)
    #expect(try #require(panel.children.compactMap(\.image).first).frame.width == 100)
    #expect(snapshot.allNodes.first { $0.role == .tabBar }?.hasLargeContentViewer == true)
    try expectSnapshot(snapshot, matchesGolden: "hud-AX3.txt", in: Self.goldens)
  }

  @Test func theHUDRendersSharply() throws {
    let (tabs, typesetter) = try heldOnCart()
    let operations = tabs.screen.snapshot().drawingOperations
    let bitmap = try Renderer(typesetter: typesetter).bitmap(
      operations, canvas: tabs.screen.device.size, scale: 2)
    // The panel is light and its icon black: the icon's centre is dark at 2×.
    let centre = try #require(bitmap[375, 600])
    #expect(centre.red < 0.2)
    if let directory = ProcessInfo.processInfo.environment["LEGIBLE_ARTIFACTS"] {
      let png = try PNGCodec.encode(bitmap)
      try Data(png).write(to: URL(fileURLWithPath: directory).appendingPathComponent("hud-AX3.png"))
    }
  }
}
