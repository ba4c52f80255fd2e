import Drawing
import DynamicType
import Foundation
import LegibleUI
import PangoCairo
import Testing

import class Legible.Screen
import struct Legible.SnapshotNode

/// iOS 26's Liquid Glass, drawn as a translucent material in its shape with its tint over it, and
/// iOS 18's tab sections.
@MainActor @Suite struct LiquidGlassTests {
  func pixel(_ screen: Screen, in node: SnapshotNode, x: Double, y: Double) throws -> Drawing.Color {
    let snapshot = screen.snapshot()
    let bitmap = try Renderer(typesetter: try PangoTypesetter()).bitmap(
      snapshot.drawingOperations, canvas: screen.device.size, scale: 1)
    return try #require(bitmap[Int(node.frame.minX + x), Int(node.frame.minY + y)])
  }

  @Test func tintedGlassIsDrawnBehindTheViewInACapsuleOfItsTint() throws {
    let screen = try realScreen()
    screen.host(
      Text("Add").padding(20).glassEffect(.regular.tint(.blue).interactive()).accessibilityIdentifier("chip"))
    let chip = try #require(screen.snapshot().allNodes.first { $0.identifier == "chip" })
    let inside = try pixel(screen, in: chip, x: 6, y: chip.frame.height / 2)
    #expect(inside.blue > 0.8 && inside.red < 0.4, "the tint shows through: \(inside)")
    let corner = try pixel(screen, in: chip, x: 1, y: 1)
    #expect(corner.red > 0.9 && corner.green > 0.9, "a capsule leaves its corners: \(corner)")
  }

  @Test func identityGlassDrawsNothingAndAGlassButtonIsACapsuleOfTheSizeOfABorderedOne() throws {
    let screen = try realScreen()
    screen.host(
      VStack {
        Text("Plain").padding(20).glassEffect(.identity).accessibilityIdentifier("plain")
        Button("Glass") {}.buttonStyle(.glass).accessibilityIdentifier("glass")
        Button("Bordered") {}.buttonStyle(.bordered).accessibilityIdentifier("bordered")
        Button("Prominent") {}.buttonStyle(.glassProminent).accessibilityIdentifier("prominent")
      })
    let nodes = screen.snapshot().allNodes
    let plain = try #require(nodes.first { $0.identifier == "plain" })
    let inside = try pixel(screen, in: plain, x: 4, y: 4)
    #expect(inside.red > 0.95 && inside.green > 0.95 && inside.blue > 0.95, "no glass: \(inside)")
    let glass = try #require(nodes.first { $0.identifier == "glass" })
    let bordered = try #require(nodes.first { $0.identifier == "bordered" })
    #expect(glass.frame.height == bordered.frame.height)
    let prominent = try #require(nodes.first { $0.identifier == "prominent" })
    let fill = try pixel(screen, in: prominent, x: prominent.frame.width / 2, y: 3)
    #expect(fill.blue > 0.8 && fill.red < 0.3, "white on the tint: \(fill)")
  }

  struct Tabs: View {
    var compact: Bool
    var body: some View {
      TabView {
        Tab("Stock", systemImage: "house") { Text("Stock list") }
        TabSection("Master data") {
          Tab("Products", systemImage: "cart") { Text("Products") }
          Tab("Locations", systemImage: "map") { Text("Locations") }
        }
        .hidden(compact)
        Tab("Settings", systemImage: "gear") { Text("Settings") }.hidden(false)
      }
      .tabViewStyle(.sidebarAdaptable)
    }
  }

  /// With `.sidebarAdaptable`, which an iPhone shows as a tab bar.
  @Test func aTabSectionsTabsJoinTheTabBarUnlessHidden() throws {
    let screen = try realScreen()
    screen.host(Tabs(compact: true))
    let items = { screen.snapshot().allNodes.filter { $0.role == .tabBarItem }.count }
    #expect(items() == 2)
    screen.host(Tabs(compact: false))
    #expect(items() == 4)
  }

  @Test func glassJoinedWithOthersIsReportedAsNotApplied() throws {
    let screen = try realScreen()
    screen.host(
      HStack {
        Text("A").padding().glassEffect().glassEffectUnion(id: "pair", namespace: Namespace().wrappedValue)
        Text("B").padding().glassEffect().glassEffectUnion(id: "pair", namespace: Namespace().wrappedValue)
      })
    let findings = screen.notAppliedFindings()
    #expect(findings.contains { $0.message.contains("glassEffectUnion") }, "\(findings)")
  }
}
