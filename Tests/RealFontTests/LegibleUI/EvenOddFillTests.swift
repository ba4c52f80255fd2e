import Drawing
import LegibleUI
import PangoCairo
import Testing

import class Legible.Screen

/// A ring drawn as two circles, as apps draw a dial: filled even-odd (by its fill style or by
/// iOS 18's `normalized(eoFill:)`) it has a hole; filled non-zero it is a disc.
@MainActor @Suite struct EvenOddFillTests {
  struct Ring: Shape {
    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.addEllipse(in: rect)
      path.addEllipse(in: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
      return path
    }
  }

  private func centre(of view: some View) throws -> Drawing.Color {
    let screen = try realScreen()
    screen.host(view.frame(width: 100, height: 100).accessibilityIdentifier("ring"))
    let snapshot = screen.snapshot()
    let node = try #require(snapshot.allNodes.first { $0.identifier == "ring" })
    let bitmap = try Renderer(typesetter: try PangoTypesetter()).bitmap(
      snapshot.drawingOperations, canvas: screen.device.size, scale: 1)
    return try #require(bitmap[Int(node.frame.midX), Int(node.frame.midY)])
  }

  @Test func anEvenOddFillLeavesTheHoleAndANonZeroFillDoesNot() throws {
    let black = Drawing.Color(red: 0, green: 0, blue: 0)
    #expect(try centre(of: Ring().fill(.black)) == black)
    #expect(try centre(of: Ring().fill(.black, style: FillStyle(eoFill: true))) != black)
    let normalized = Ring().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).normalized(eoFill: true)
    #expect(try centre(of: normalized.fill(.black)) != black)
    #expect(!normalized.contains(CGPoint(x: 50, y: 50)) && normalized.contains(CGPoint(x: 10, y: 50)))
  }
}
