import DynamicType
import LegibleUI
import Testing

import class Legible.Screen

/// The environment's search and window actions as an iPhone gives them: `isSearching` false at
/// rest and true while a field bound to `isPresented` is up, `dismissSearch` ending the search
/// and clearing its text, and window requests recorded (an iPhone has one window).
@MainActor @Suite struct SearchAndWindowActionsTests {
  struct Results: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View {
      VStack {
        Text(isSearching ? "Searching" : "At rest")
        Button("Done") { dismissSearch() }.accessibilityIdentifier("done")
      }
    }
  }

  struct Cities: View {
    @State var query = "Lis"
    @State var isPresented: Bool
    var body: some View {
      NavigationStack {
        Results()
          .searchable(text: $query, isPresented: $isPresented)
          .overlay(alignment: .bottom) { Text("Query: \(query)") }
      }
    }
  }

  @Test func aSearchBoundToIsPresentedIsSearchingUntilItIsDismissed() throws {
    let screen = try realScreen()
    screen.host(Cities(isPresented: true))
    #expect(screen.texts.contains("Searching"))
    #expect(screen.texts.contains("Query: Lis"))
    screen.tap(viewWithIdentifier: "done")
    #expect(screen.texts.contains("At rest"))
    #expect(screen.texts.contains("Query: "), "dismissing clears the text, as on iOS")
  }

  @Test func aSearchFieldAtRestIsNotSearching() throws {
    let screen = try realScreen()
    screen.host(NavigationStack { Results().searchable(text: .constant("")) })
    #expect(screen.texts.contains("At rest"))
  }

  @Test func suggestionsWaitForTypingAndTheFieldShowsItsPrompt() throws {
    let screen = try realScreen()
    screen.host(
      NavigationStack {
        Results().searchable(
          text: .constant(""), placement: .navigationBarDrawer, prompt: "Search inside the box"
        ) {
          Text("Nothing found")
        }
      })
    #expect(screen.texts.contains("Search inside the box"))
    #expect(!screen.texts.contains("Nothing found"))
    #expect(screen.texts.contains("At rest"))
  }

  struct Opener: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    var body: some View {
      Button(supportsMultipleWindows ? "Many windows" : "One window") { openWindow(id: "inspector") }
        .accessibilityIdentifier("open")
    }
  }

  @Test func aWindowRequestIsRecordedAndAnIPhoneHasOneWindow() throws {
    let screen = try realScreen()
    screen.host(Opener())
    #expect(screen.texts.contains("One window"))
    let before = WindowRequests.shared.requests.count
    screen.tap(viewWithIdentifier: "open")
    #expect(WindowRequests.shared.requests.dropFirst(before) == [.open(id: "inspector", value: nil)])
  }
}
