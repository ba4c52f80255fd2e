import DynamicType
import LegibleUI
import Testing

import class Legible.Screen

/// `ContentUnavailableView`: its title and description in the middle of the space, growing with
/// the text size.
@MainActor @Suite struct ContentUnavailableViewTests {
  @Test func aSearchThatFoundNothingIsCentredAndGrows() throws {
    var titleSizes: [Double] = []
    for category in [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(ContentUnavailableView.search(text: "calzone"))
      let snapshot = screen.snapshot()
      let title = try #require(
        snapshot.allNodes.first { $0.text?.string.hasPrefix("No Results for") == true })
      #expect(snapshot.allNodes.contains { $0.text?.string == "Check the spelling or try a new search." })
      #expect(abs(title.frame.midX - 160) < 1)
      titleSizes.append(title.text?.pointSize ?? 0)
    }
    // Title 2: 22 pt at L, 56 pt at AX5.
    #expect(titleSizes == [22, 56])
  }

  @Test func aLabelWithActions() throws {
    let screen = try realScreen()
    screen.host(
      ContentUnavailableView {
        Label("No orders yet", systemImage: "bag")
      } description: {
        Text("Your pizzas will show up here.")
      } actions: {
        Button("Browse the menu") {}
      })
    #expect(screen.texts == ["No orders yet", "Your pizzas will show up here.", "Browse the menu"])
  }
}
