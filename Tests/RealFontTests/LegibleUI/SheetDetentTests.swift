import DynamicType
import LegibleUI
import Testing

import struct Legible.Device
import struct Legible.SnapshotNode

/// A sheet opens at the smallest height it may stop at, as the worst case for large text: the
/// medium detent at half the screen, a height detent at that many points above the home
/// indicator's inset on every device (UIKit's custom detents), a fraction at its share.
@MainActor @Suite struct SheetDetentTests {
  struct Order: View {
    let detents: Set<PresentationDetent>
    var body: some View {
      Text("Order 1042")
        .sheet(isPresented: .constant(true)) {
          Text("Track your courier").presentationDetents(detents)
        }
    }
  }

  /// The top of the presented sheet's card, on `device`.
  private func cardTop(_ detents: Set<PresentationDetent>, on device: Device) throws -> Double {
    let screen = try realScreen(device)
    screen.host(Order(detents: detents))
    let presented = try #require(screen.snapshot().nodes.last { $0.layer == 1 })
    // The card is the presented container's clipping child (the dimming is the other).
    let card = try #require(presented.children.first { $0.clipsToBounds })
    #expect(card.frame.maxY == device.size.height)
    return card.frame.minY
  }

  @Test func aHeightDetentIsThatManyPointsAboveTheHomeIndicatorOnEveryDevice() throws {
    #expect(try cardTop([.height(200), .large], on: .iPhoneSE) == 568 - 200)
    #expect(try cardTop([.height(200), .large], on: .iPhone15) == 852 - 34 - 200)
  }

  @Test func theSmallestDetentWins() throws {
    #expect(try cardTop([.medium, .large], on: .iPhone15) == 852 / 2)
    #expect(try cardTop([.medium, .height(300)], on: .iPhone15) == 852 - 34 - 300)
    #expect(try cardTop([.fraction(0.25), .height(300)], on: .iPhone15) == 852 - 852 * 0.25)
    // Only large: from 10 points under the safe area's top.
    #expect(try cardTop([.large], on: .iPhone15) == 59 + 10)
  }

  @Test func anAbsurdHeightIsBoundedByTheScreen() throws {
    #expect(try cardTop([.height(100_000)], on: .iPhone15) == 59 + 10)
    #expect(try cardTop([.height(-5)], on: .iPhone15) == 852 - 34)
    #expect(try cardTop([.height(.nan)], on: .iPhone15) == 59 + 10)
  }
}
