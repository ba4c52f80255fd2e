import Audit
import Drawing
import DynamicType
import LegibleUI
import PangoCairo
import Testing

import struct Geometry.Point
import class Legible.Screen

/// Modifiers that change what the audit judges do what SwiftUI documents.
@MainActor @Suite struct ModifierFidelityTests {
  @Test func opacitiesCompose() throws {
    let screen = try realScreen()
    screen.host(Text("Faded").accessibilityIdentifier("faded").opacity(0.5).opacity(0.5))
    #expect(try #require(screen.snapshot().node("faded")).alpha == 0.25)
  }

  @Test func anOpacityTakenAwayLeavesTheOther() throws {
    struct Fading: View {
      @State var twice = true
      var body: some View {
        VStack {
          Text("Faded").accessibilityIdentifier("faded").opacity(twice ? 0.5 : 1).opacity(0.5)
          Button("Change") { twice = false }.accessibilityIdentifier("change")
        }
      }
    }
    let screen = try realScreen()
    screen.host(Fading())
    #expect(try #require(screen.snapshot().node("faded")).alpha == 0.25)
    #expect(screen.tap(viewWithIdentifier: "change"))
    screen.layoutIfNeeded()
    #expect(try #require(screen.snapshot().node("faded")).alpha == 0.5)
  }

  /// Two squares in a `ZStack`, the first raised by `zIndex` (through a padding written after
  /// it, which passes it on, as SwiftUI's modifiers pass their view's traits on).
  private func stacked(raised: Bool) throws -> (
    screen: Screen, front: Drawing.Color?, frontIdentifier: String?
  ) {
    let screen = try realScreen()
    screen.host(
      ZStack {
        Color.red.frame(width: 60, height: 60).accessibilityIdentifier("red").zIndex(raised ? 1 : 0).padding(
          1
        )
        .onTapGesture {}
        Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("blue").onTapGesture {}
      })
    let snapshot = screen.snapshot()
    let blue = try #require(snapshot.node("blue"))
    let bitmap = try Renderer(typesetter: try PangoTypesetter()).bitmap(
      snapshot.drawingOperations, canvas: screen.device.size, scale: 1)
    let hit = screen.hitView(at: Point(x: blue.frame.midX, y: blue.frame.midY))
    let ids = hit.map { $0.ancestry.compactMap(\.identifier) }?.first
    return (screen, bitmap[Int(blue.frame.midX), Int(blue.frame.midY)], ids)
  }

  @Test func zIndexDrawsAViewInFrontOfItsLaterSiblingsAndGivesItTheirTouches() throws {
    let plain = try stacked(raised: false)
    let raised = try stacked(raised: true)
    let blueFront = try #require(plain.front)
    #expect(
      blueFront.blue > 0.9 && blueFront.red < 0.1, "in order, the later square is in front: \(blueFront)")
    #expect(plain.frontIdentifier == "blue")
    let redFront = try #require(raised.front)
    #expect(redFront.red > 0.9 && redFront.blue < 0.3, "raised, the first is: \(redFront)")
    #expect(raised.frontIdentifier == "red")
    // The layout is the same; the paths keep naming each view by its place in the code.
    let (before, after) = (plain.screen.snapshot(), raised.screen.snapshot())
    #expect(try #require(before.node("red")).frame == (try #require(after.node("red")).frame))
    #expect(try #require(before.node("red")).path == (try #require(after.node("red")).path))
    #expect(raised.screen.notAppliedFindings().isEmpty)
  }

  /// The contrast findings of an audit at L on an iPhone SE.
  private func contrastFindings(_ screen: Screen) -> [Finding] {
    var options = AuditOptions()
    options.checks = [.contrast]
    let configuration = AuditConfiguration(category: .large, device: .iPhoneSE)
    return AuditRunner.audit(screen, configuration: configuration, options: options).findings
  }

  @Test func colourEffectsChangeTheColoursTheAuditJudges() throws {
    let screen = try realScreen()
    screen.host(
      VStack {
        Text("Plain").foregroundStyle(.black).accessibilityIdentifier("plain")
        // Black brightened by 0.6 is #999999: 2.8:1 on white, under 4.5:1.
        Text("Faint").foregroundStyle(.black).brightness(0.6).accessibilityIdentifier("faint")
        Text("Grey").foregroundStyle(Color(red: 0, green: 0, blue: 1)).grayscale(1).accessibilityIdentifier(
          "grey")
        // #777777 on white is 4.48:1; inverted, #888888 on black is 5.9:1.
        Text("Light").foregroundStyle(Color(white: 119 / 255)).padding(4).background(Color.white)
          .accessibilityIdentifier("light")
        Text("Dark").foregroundStyle(Color(white: 119 / 255)).padding(4).background(Color.white).colorInvert()
          .accessibilityIdentifier("dark")
      })
    let snapshot = screen.snapshot()
    #expect(
      try #require(snapshot.node("faint")?.text).color == Drawing.Color(red: 0.6, green: 0.6, blue: 0.6))
    let grey = try #require(snapshot.node("grey")?.text).color
    #expect(abs(grey.blue - 0.0722) < 0.005 && grey.red == grey.blue, "blue's luminance: \(grey)")
    let flagged = contrastFindings(screen).map(\.element)
    #expect(flagged.contains { $0.contains("faint") })
    #expect(flagged.contains { $0.contains("light") })
    #expect(!flagged.contains { $0.contains("dark") }, "\(flagged)")
    #expect(!flagged.contains { $0.contains("plain") })
    #expect(screen.notAppliedFindings().isEmpty)
  }

  @Test func colourEffectsComposeAndOneTakenAwayLeavesTheOther() throws {
    struct Dimming: View {
      @State var twice = true
      var body: some View {
        VStack {
          Text("Dim").foregroundStyle(.black).brightness(twice ? 0.2 : 0).brightness(0.2)
            .accessibilityIdentifier("dim")
          Button("Change") { twice = false }.accessibilityIdentifier("change")
        }
      }
    }
    let screen = try realScreen()
    screen.host(Dimming())
    #expect(
      try #require(screen.snapshot().node("dim")?.text).color
        == Drawing.Color(red: 0.4, green: 0.4, blue: 0.4))
    #expect(screen.tap(viewWithIdentifier: "change"))
    screen.layoutIfNeeded()
    #expect(
      try #require(screen.snapshot().node("dim")?.text).color
        == Drawing.Color(red: 0.2, green: 0.2, blue: 0.2))
  }

  @Test func scaleEffectDrawsTheViewScaledAboutItsAnchorAndKeepsTheLayout() throws {
    let layout = { (scale: Double) in
      VStack(spacing: 0) {
        Text("Sale").font(.title).padding(8).background(Color.red).scaleEffect(scale, anchor: .topLeading)
          .accessibilityIdentifier("sale")
        Text("After").accessibilityIdentifier("after")
      }
    }
    let plain = try realScreen()
    plain.host(layout(1))
    let scaled = try realScreen()
    scaled.host(layout(0.5))
    let (before, after) = (plain.snapshot(), scaled.snapshot())
    let (big, small) = (try #require(before.node("sale")), try #require(after.node("sale")))
    #expect(
      abs(small.frame.width - big.frame.width / 2) < 0.6
        && abs(small.frame.height - big.frame.height / 2) < 0.6)
    #expect(abs(small.frame.minX - big.frame.minX) < 0.6 && abs(small.frame.minY - big.frame.minY) < 0.6)
    let (bigText, smallText) = (
      try #require(plain.node(showing: "Sale")?.text), try #require(scaled.node(showing: "Sale")?.text)
    )
    #expect(abs(smallText.pointSize - bigText.pointSize / 2) < 0.01)
    #expect(before.node("after")?.frame == after.node("after")?.frame, "the layout keeps the room")
    #expect(scaled.notAppliedFindings().isEmpty)
    // Drawn: the red square's far corner is white now.
    let bitmap = try Renderer(typesetter: try PangoTypesetter()).bitmap(
      after.drawingOperations, canvas: scaled.device.size, scale: 1)
    let inside = try #require(bitmap[Int(small.frame.minX + 2), Int(small.frame.minY + 2)])
    let outside = try #require(bitmap[Int(big.frame.maxX - 2), Int(big.frame.maxY - 2)])
    #expect(inside.red > 0.9 && inside.green < 0.4, "\(inside)")
    #expect(outside == .white, "\(outside)")
  }

  private func height(_ text: Text, _ modifier: (Text) -> some View) throws -> Double {
    let screen = try realScreen()
    screen.host(VStack { modifier(text).accessibilityIdentifier("text") })
    return try #require(screen.snapshot().node("text")).frame.height
  }

  @Test func reservedLinesKeepTheirRoom() throws {
    // n lines of body at L: one line's height, then body's leading (22 pt) a line.
    let one = try height(Text("Short")) { $0.lineLimit(3) }
    func lines(_ count: Double) -> ClosedRange<Double> {
      (one + 22 * (count - 1) - 1)...(one + 22 * (count - 1) + 1)
    }
    let reserved = try height(Text("Short")) { $0.lineLimit(3, reservesSpace: true) }
    #expect(lines(3).contains(reserved), "\(reserved)")
    let range = try height(Text("Short")) { $0.lineLimit(2...4) }
    #expect(lines(2).contains(range), "\(range)")
    // Text longer than the room it keeps takes its lines, up to the limit.
    let long = String(repeating: "A long paragraph of words ", count: 20)
    let four = try height(Text(long)) { $0.lineLimit(2...4) }
    #expect(lines(4).contains(four), "\(four)")
  }
}
