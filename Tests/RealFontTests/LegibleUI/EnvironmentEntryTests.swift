import LegibleUI
import Testing

extension EnvironmentValues {
  /// Made by `@Entry`, with its initial value as the default.
  @Entry var courierName: String = "Ana"
  /// Made by `@Entry`, an optional without one: nil by default.
  @Entry var courierNote: String?
}

/// `@Entry`, as SwiftUI's (iOS 18): an environment value declared in one line, read with
/// `@Environment` and set with `.environment`.
@MainActor @Suite struct EnvironmentEntryTests {
  struct CourierBadge: View {
    @Environment(\.courierName) private var name
    @Environment(\.courierNote) private var note
    var body: some View {
      VStack {
        Text(name)
        Text(note ?? "no note")
      }
    }
  }

  @Test func anEntryHasItsDefaultAndTakesAValueSetAbove() throws {
    let screen = try realScreen()
    screen.host(CourierBadge())
    #expect(screen.texts == ["Ana", "no note"])
    let set = try realScreen()
    set.host(CourierBadge().environment(\.courierName, "Ben").environment(\.courierNote, "Ring twice"))
    #expect(set.texts == ["Ben", "Ring twice"])
  }
}
