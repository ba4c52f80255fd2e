import DynamicType
import LegibleUI
import Testing

import struct Legible.Device
import class Legible.Screen
import class Legible.SheetGrabber
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

  /// A sheet whose content asks for `detents`, with a selection when one is given, and a
  /// drag indicator's visibility.
  struct Adjustable: View {
    let detents: Set<PresentationDetent>
    var selection: Binding<PresentationDetent>?
    var indicator: Visibility = .automatic
    var body: some View {
      Text("Order 1042")
        .sheet(isPresented: .constant(true)) {
          if let selection {
            Text("Track your courier").presentationDetents(detents, selection: selection)
              .presentationDragIndicator(indicator)
          } else {
            Text("Track your courier").presentationDetents(detents).presentationDragIndicator(indicator)
          }
        }
    }
  }

  /// The presented card on `screen` (laid out).
  private func card(on screen: Screen) throws -> SnapshotNode {
    let presented = try #require(screen.snapshot().nodes.last { $0.layer == 1 })
    return try #require(presented.children.first { $0.clipsToBounds })
  }

  /// The grabber on the presented card, if there is one.
  private func grabber(on screen: Screen) -> SnapshotNode? {
    screen.snapshot().node("sheet-grabber")
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

  @Test func aSheetOfSeveralHeightsHasAGrabberThatTakesItToTheNextAndBack() throws {
    let screen = try realScreen(.iPhone15)
    screen.host(Adjustable(detents: [.medium, .large, .height(200)]))
    #expect(try card(on: screen).frame.minY == 852 - 34 - 200)
    // As iOS draws it: 36 by 5 points, 5 points under the card's top, touched on 44 points.
    let shown = try #require(grabber(on: screen))
    #expect(shown.frame.size == SheetGrabber.size)
    #expect(shown.frame.minY == 852 - 34 - 200 + 5)
    #expect(shown.isInteractive)
    #expect(shown.accessibilityLabel == "Sheet Grabber")
    #expect(screen.location.steps.last?.detent == nil)
    var tops: [Double] = []
    var names: [String?] = []
    for _ in 0..<3 {
      #expect(screen.tap(viewWithIdentifier: "sheet-grabber"))
      screen.layoutIfNeeded()
      tops.append(try card(on: screen).frame.minY)
      names.append(screen.location.steps.first { $0.kind == .sheet }?.detent)
    }
    // Medium, then large, then back to the smallest.
    let expected: [Double] = [852 / 2, 59 + 10, 852 - 34 - 200]
    #expect(tops == expected)
    #expect(names == ["medium", "large", nil])
  }

  @Test func aMoveOfTheSheetWritesItsSelection() throws {
    final class Box { var detent = PresentationDetent.large }
    let box = Box()
    let selection = Binding(get: { box.detent }, set: { box.detent = $0 })
    let screen = try realScreen(.iPhone15)
    screen.host(Adjustable(detents: [.medium, .large], selection: selection))
    // It opens at the selected height.
    #expect(try card(on: screen).frame.minY == 59 + 10)
    #expect(screen.location.steps.last { $0.kind == .sheet }?.detent == "large")
    #expect(screen.tap(viewWithIdentifier: "sheet-grabber"))
    #expect(box.detent == .medium)
  }

  @Test func theGrabberShowsAsTheDragIndicatorAsks() throws {
    let single = try realScreen(.iPhone15)
    single.host(Adjustable(detents: [.medium]))
    #expect(grabber(on: single) == nil)
    let hidden = try realScreen(.iPhone15)
    hidden.host(Adjustable(detents: [.medium, .large], indicator: .hidden))
    #expect(grabber(on: hidden) == nil)
    // Shown on a sheet of one height, it moves nothing and is no control.
    let visible = try realScreen(.iPhone15)
    visible.host(Adjustable(detents: [.medium], indicator: .visible))
    let shown = try #require(grabber(on: visible))
    #expect(!shown.isInteractive)
  }
}
