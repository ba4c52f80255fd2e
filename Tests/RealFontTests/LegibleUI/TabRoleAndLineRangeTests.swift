import Foundation
import LegibleUI
import LocalizedStrings
import Testing

/// A search tab written without a label (iOS 18's `Tab(value:role:content:)`) shows the system's
/// title and symbol; `lineLimit(3...)` keeps the room of three lines and lets the text grow.
@MainActor @Suite(.serialized) struct TabRoleAndLineRangeTests {
  enum Place: Hashable { case menu, search }

  struct Tabs: View {
    @State var chosen = Place.menu
    var body: some View {
      TabView(selection: $chosen) {
        Tab("Menu", systemImage: "menucard", value: Place.menu) { Text("Pizzas") }
        Tab(value: Place.search, role: .search) { Text("Find a pizza") }
      }
    }
  }

  @Test func aSearchTabWithoutALabelShowsTheSystemsTitleInTheLanguageLaidOut() throws {
    let previous = StringCatalog.language
    defer { StringCatalog.language = previous }
    for (language, title) in [("en", "Search"), ("ru", "Поиск")] {
      StringCatalog.language = language
      let screen = try realScreen()
      screen.host(Tabs())
      screen.layoutIfNeeded()
      #expect(screen.texts.contains(title), "\(language)")
      #expect(screen.texts.contains("Menu"))
    }
  }

  @Test func aLowerBoundKeepsTheRoomOfThatManyLinesAndTheTextGrowsPastIt() throws {
    func height(_ text: String, _ limit: some View) throws -> Double {
      let screen = try realScreen()
      screen.host(limit.frame(width: 200))
      screen.layoutIfNeeded()
      return try #require(screen.node(showing: text)).frame.height
    }
    let oneLine = try height("Soup", Text("Soup"))
    let reserved = try height("Soup", Text("Soup").lineLimit(3...))
    #expect(reserved > oneLine * 2.5)
    let long = String(repeating: "Stretch the dough thin. ", count: 8)
    let grown = try height(long, Text(long).lineLimit(3...))
    #expect(grown > reserved * 1.5)
    #expect(try height(long, Text(long).lineLimit(...2)) < reserved)
  }
}

/// A tab view keeps the user's customization as apps store it; an iPhone's tab bar shows every
/// tab in the order written whatever it says.
@MainActor @Suite struct TabViewCustomizationTests {
  struct Root: View {
    @AppStorage("tabs-\(UUID().uuidString)") var customization: TabViewCustomization
    var body: some View {
      TabView {
        Tab("Summary", systemImage: "chart.line.uptrend.xyaxis") { Text("Net worth") }.customizationID(
          "summary")
        Tab("Income", systemImage: "tray.and.arrow.down") { Text("Salary") }.customizationID("income")
      }
      .tabViewCustomization($customization)
    }
  }

  @Test func everyTabIsShownAndTheCustomizationKeepsWhatIsSet() throws {
    let screen = try realScreen()
    screen.host(Root())
    #expect(screen.texts.contains("Summary") && screen.texts.contains("Income"))
    var customization = TabViewCustomization()
    #expect(customization[visibility: "income"] == .automatic)
    customization[visibility: "income"] = .hidden
    #expect(customization[visibility: "income"] == .hidden)
    let data = try JSONEncoder().encode(customization)
    #expect(try JSONDecoder().decode(TabViewCustomization.self, from: data) == customization)
    customization.resetVisibility()
    #expect(customization == TabViewCustomization())
  }
}
