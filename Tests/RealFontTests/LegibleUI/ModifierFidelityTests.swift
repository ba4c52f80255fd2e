import DynamicType
import LegibleUI
import Testing

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

  private func height(_ text: Text, _ modifier: (Text) -> some View) throws -> Double {
    let screen = try realScreen()
    screen.host(VStack { modifier(text).accessibilityIdentifier("text") })
    return try #require(screen.snapshot().node("text")).frame.height
  }

  @Test func reservedLinesKeepTheirRoom() throws {
    let one = try height(Text("Short")) { $0.lineLimit(3) }
    let reserved = try height(Text("Short")) { $0.lineLimit(3, reservesSpace: true) }
    #expect(reserved >= one * 3 - 1 && reserved <= one * 3 + 1)
    let range = try height(Text("Short")) { $0.lineLimit(2...4) }
    #expect(range >= one * 2 - 1 && range <= one * 2 + 1)
    // Text longer than the room it keeps takes its lines, up to the limit.
    let long = String(repeating: "A long paragraph of words ", count: 20)
    let four = try height(Text(long)) { $0.lineLimit(2...4) }
    #expect(four >= one * 4 - 1 && four <= one * 4 + 1)
  }
}
