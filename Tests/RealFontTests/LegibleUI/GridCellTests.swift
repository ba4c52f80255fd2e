import Drawing
import DynamicType
import Foundation
import Geometry
import LegibleUI
import PangoCairo
import Testing

import class Legible.Screen

/// A receipt as apps write one with `Grid`: a header tracked wide, item rows, a divider across the
/// grid that does not widen it, and a total spanning the first two columns; it keeps its shape
/// at every size, and its texts grow.
@MainActor @Suite struct GridCellTests {
  struct Receipt: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("RECEIPT").font(.caption).tracking(2).accessibilityIdentifier("header")
        Grid(alignment: .leading) {
          GridRow {
            Text("Margherita").accessibilityIdentifier("item")
            Text("×2").gridColumnAlignment(.trailing).accessibilityIdentifier("count")
            Text("$24").gridColumnAlignment(.trailing).accessibilityIdentifier("price")
          }
          GridRow {
            Text("Lemonade")
            Text("×10").accessibilityIdentifier("count-wide")
            Text("$30")
          }
          Divider().gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("rule")
          GridRow {
            Text("Total").bold().gridCellColumns(2).accessibilityIdentifier("total")
            Text("$54").bold().accessibilityIdentifier("sum")
          }
        }
        .accessibilityIdentifier("grid")
      }
      .padding()
    }
  }

  @Test func theReceiptKeepsItsShapeAtLAndAX5() throws {
    for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      try expectShape(at: category)
    }
  }

  private func expectShape(at category: ContentSizeCategory) throws {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(Receipt())
    let snapshot = screen.snapshot()
    func frame(_ id: String) throws -> Rect { try #require(snapshot.node(id)).frame }
    let grid = try frame("grid")
    // The divider spans the grid's columns, and the grid is no wider than they are.
    #expect(try frame("rule").width == grid.width)
    #expect(grid.width < 320 - 32 || category.isAccessibilityCategory)
    // The counts sit at the trailing edge of their column: the narrower ends where the wider does.
    #expect(abs(try frame("count").maxX - frame("count-wide").maxX) < 0.5)
    // The total spans two columns: it starts at the grid's leading edge, the sum in the third.
    #expect(abs(try frame("total").minX - grid.minX) < 0.5)
    #expect(try frame("sum").minX >= frame("count-wide").maxX)
    // The tracked header is wider than the same text untracked by about its points a character.
    let header = try #require(snapshot.node("header"))
    #expect(header.text?.pointSize == TextStyle.caption1.pointSize(at: category))
    if let directory = ProcessInfo.processInfo.environment["LEGIBLE_ARTIFACTS"] {
      let bitmap = try Renderer(typesetter: try PangoTypesetter()).bitmap(
        snapshot.drawingOperations, canvas: screen.device.size, scale: 2)
      try Data(try PNGCodec.encode(bitmap)).write(
        to: URL(fileURLWithPath: directory).appendingPathComponent("receipt-\(category.rawValue).png"))
    }
  }

  @Test func trackingWidensTheHeaderByItsPoints() throws {
    let screen = try realScreen()
    screen.host(
      VStack {
        Text("RECEIPT").font(.caption).tracking(2).accessibilityIdentifier("tracked")
        Text("RECEIPT").font(.caption).accessibilityIdentifier("plain")
      })
    let snapshot = screen.snapshot()
    let tracked = try #require(snapshot.node("tracked")).frame.width
    let plain = try #require(snapshot.node("plain")).frame.width
    #expect(abs(tracked - plain - 14) <= 2.5)
  }
}
