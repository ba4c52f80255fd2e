import DynamicType
import LegibleUI
import Testing

import class Legible.Screen

/// `UIHostingController`'s placement: the root view gets the size it chooses within the safe area
/// and is centred there; a view that ignores the safe area reaches under the bars.
@MainActor @Suite struct HostingTests {
  @Test func aRootTextIsCentredInTheSafeArea() throws {
    let screen = try realScreen()
    screen.host(Text("Hello").accessibilityIdentifier("text"))
    let frame = try #require(screen.snapshot().node("text")).frame
    #expect(frame.width < 100)
    #expect(abs(frame.midX - screen.safeArea.midX) <= 0.5)
    #expect(abs(frame.midY - screen.safeArea.midY) <= 0.5)
  }

  @Test func aRootFrameIsTheSizeItSays() throws {
    let screen = try realScreen()
    screen.host(Color.red.frame(width: 100, height: 60).accessibilityIdentifier("box"))
    let frame = try #require(screen.snapshot().node("box")).frame
    #expect(frame.size.width == 100 && frame.size.height == 60)
    #expect(abs(frame.midX - screen.safeArea.midX) <= 0.5)
  }

  @Test func aColorFillsTheSafeAreaAndIgnoringItFillsTheScreen() throws {
    let inside = try realScreen()
    inside.host(Color.blue.accessibilityIdentifier("fill"))
    #expect(try #require(inside.snapshot().node("fill")).frame == inside.safeArea)

    let under = try realScreen(.iPhone15)
    under.host(Color.blue.accessibilityIdentifier("fill").ignoresSafeArea())
    #expect(try #require(under.snapshot().node("fill")).frame == under.bounds)
  }

  @Test func aSafeAreaInsetTakesItsRoomFromTheContent() throws {
    let screen = try realScreen(.iPhone15)
    screen.host(
      Color.blue.accessibilityIdentifier("content")
        .safeAreaInset(edge: .bottom) { Color.red.frame(height: 50).accessibilityIdentifier("bar") })
    let snapshot = screen.snapshot()
    let content = try #require(snapshot.node("content")).frame
    let bar = try #require(snapshot.node("bar")).frame
    #expect(bar.height == 50)
    #expect(abs(bar.maxY - screen.safeArea.maxY) <= 0.5)
    #expect(abs(content.maxY - bar.minY) <= 0.5)
    #expect(content.minY == screen.safeArea.minY)
  }

  @Test func sizeThatFitsAnswersTheIdealSize() throws {
    let screen = try realScreen()
    let controller = screen.host(Text("Margherita"))
    let ideal = controller.sizeThatFits(in: .unspecified)
    let narrow = controller.sizeThatFits(in: ProposedViewSize(width: 40, height: nil))
    #expect(ideal.width > 40)
    #expect(narrow.height > ideal.height)
  }
}
