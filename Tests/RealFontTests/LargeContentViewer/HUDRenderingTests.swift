import Drawing
import DynamicType
import Foundation
import Geometry
import LargeContentViewer
import Legible
import LegibleTesting
import PangoCairo
import TestFixtures
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

  /// The tab screen with a page of text behind where the panel shows.
  func heldOverText(_ tab: Int) throws -> (Screen, TabBar, PangoTypesetter) {
    let typesetter = try PangoTypesetter()
    let bar = TabBar(items: ["Menu", "Combos", "Cart", "Profile"].map { TabBar.Item(title: $0, icon: icon) })
    bar.addLargeContentViewer()
    let screen = Screen(
      device: .iPhone6S, traits: Traits(contentSizeCategory: .accessibilityLarge), typesetter: typesetter)
    let text = Label(String(repeating: "Pepperoni Margherita Hawaiian ", count: 40), lines: 0)
    screen.root = Stack(.vertical, spacing: .fixed(0), [ScrollView(text), bar])
    screen.layoutIfNeeded()
    screen.play(TouchScript().press(at: bar.itemViews[tab].frameOnScreen.center).hold(0.7))
    return (screen, bar, typesetter)
  }

  /// The text behind the panel is blurred and veiled: no ghost letters, only a soft tone.
  @Test func thePanelBlursTheTextBehindIt() throws {
    let (screen, _, typesetter) = try heldOverText(1)
    let snapshot = screen.snapshot()
    let panel = try #require(snapshot.node("large-content-viewer")?.children.first)
    #expect(panel.backgroundBlur == LargeContentHUD.blurRadius)
    let bitmap = try Renderer(typesetter: typesetter).bitmap(
      snapshot.drawingOperations, canvas: screen.device.size, scale: 2)
    // A strip inside the panel's left edge, beside the icon and the title.
    var tones: [Double] = []
    for y in stride(from: panel.frame.minY + 30, to: panel.frame.maxY - 30, by: 0.5) {
      for x in stride(from: panel.frame.minX + 6, to: panel.frame.minX + 40, by: 0.5) {
        let colour = try #require(bitmap[Int(x * 2), Int(y * 2)])
        tones.append((colour.red + colour.green + colour.blue) / 3)
      }
    }
    let range = try #require(tones.max()) - (try #require(tones.min()))
    #expect(range < 0.1, "letters show through the panel: tones range over \(range)")
    // The text is there, only blurred: the strip is darker than the plate over white.
    let mean = tones.reduce(0, +) / Double(tones.count)
    #expect(mean < 0.96 * 0.8 + 0.2 - 0.01, "the strip's mean tone \(mean) is the plate's over white")
    if let directory = ProcessInfo.processInfo.environment["LEGIBLE_ARTIFACTS"] {
      try Data(try PNGCodec.encode(bitmap)).write(
        to: URL(fileURLWithPath: directory).appendingPathComponent("hud-over-text.png"))
    }
  }

  /// A window draws only what changed; the blur reads pixels around the panel, so what changed
  /// near it is drawn again with it. Going from one item to the next that way gives the same
  /// picture as drawing everything.
  @Test func drawingOnlyTheDamageAroundThePanelGivesTheSamePicture() throws {
    let (screen, bar, typesetter) = try heldOverText(1)
    let before = screen.snapshot()
    screen.play(TouchScript().move(to: bar.itemViews[2].frameOnScreen.center, duration: 0.1, steps: 3))
    let after = screen.snapshot()
    let damage = try #require(after.damage(since: before))
    let panel = try #require(after.node("large-content-viewer")?.children.first)
    #expect(
      damage.contains { $0.contains(panel.frame.outset(by: EdgeInsets(all: panel.backgroundBlur * 3))) })

    let renderer = Renderer(typesetter: typesetter)
    let size = screen.device.size
    let (width, height) = (Int(size.width), Int(size.height))
    var patched = [UInt8](repeating: 0, count: width * height * 4)
    var whole = patched
    try patched.withUnsafeMutableBytes { pixels in
      try renderer.draw(
        before.drawingOperations, into: pixels.baseAddress!, width: width, height: height, stride: width * 4,
        scale: 1)
      try renderer.draw(
        after.drawingOperations, into: pixels.baseAddress!, width: width, height: height, stride: width * 4,
        scale: 1, only: damage)
    }
    try whole.withUnsafeMutableBytes { pixels in
      try renderer.draw(
        after.drawingOperations, into: pixels.baseAddress!, width: width, height: height, stride: width * 4,
        scale: 1)
    }
    let differing = zip(patched, whole).filter { abs(Int($0) - Int($1)) > 2 }.count
    #expect(differing == 0, "\(differing) bytes differ")
  }
}
