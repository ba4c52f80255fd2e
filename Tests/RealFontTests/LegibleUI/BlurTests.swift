import Drawing
import LegibleUI
import PangoCairo
import Testing

import class Legible.Screen

/// `blur(radius:)` draws the view blurred as iOS does, its layout unchanged: a black square's
/// edge spreads into the white around it, its middle stays dark, and nothing is reported.
@MainActor @Suite struct BlurTests {
  private func pixels(blur radius: CGFloat?) throws -> (
    inside: Drawing.Color, edge: Drawing.Color, frameWidth: Double
  ) {
    let screen = try realScreen()
    let square = Color.black.frame(width: 100, height: 100)
    if let radius {
      screen.host(square.blur(radius: radius).accessibilityIdentifier("square"))
    } else {
      screen.host(square.accessibilityIdentifier("square"))
    }
    let snapshot = screen.snapshot()
    let node = try #require(snapshot.allNodes.first { $0.identifier == "square" })
    let bitmap = try Renderer(typesetter: try PangoTypesetter()).bitmap(
      snapshot.drawingOperations, canvas: screen.device.size, scale: 1)
    let inside = try #require(bitmap[Int(node.frame.midX), Int(node.frame.midY)])
    let edge = try #require(bitmap[Int(node.frame.maxX) + 4, Int(node.frame.midY)])
    return (inside, edge, node.frame.width)
  }

  @Test func aBlurSpreadsTheEdgeAndKeepsTheLayout() throws {
    let sharp = try pixels(blur: nil)
    let blurred = try pixels(blur: 8)
    #expect(sharp.frameWidth == blurred.frameWidth)
    #expect(sharp.edge.red > 0.99, "white beside a sharp square")
    #expect(blurred.edge.red < 0.95 && blurred.edge.red > 0.05, "grey beside a blurred one: \(blurred.edge)")
    #expect(blurred.inside.red < 0.1, "its middle stays dark")
    let screen = try realScreen()
    screen.host(Color.black.frame(width: 100, height: 100).blur(radius: 8))
    #expect(screen.notAppliedFindings().isEmpty)
  }
}
