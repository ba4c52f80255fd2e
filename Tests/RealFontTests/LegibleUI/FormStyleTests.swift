import Audit
import DynamicType
import LegibleUI
import Testing

/// `.formStyle`: on an iPhone a form is grouped, whichever style the app names.
@MainActor @Suite struct FormStyleTests {
  struct Settings: View {
    var body: some View {
      Form {
        Section("Account") {
          Toggle("Notifications", isOn: .constant(true))
        }
      }
    }
  }

  @Test func aGroupedFormIsDrawnAsTheAutomaticOne() throws {
    let automatic = try realScreen()
    automatic.host(Settings().formStyle(.automatic))
    let grouped = try realScreen()
    grouped.host(Settings().formStyle(.grouped))
    #expect(grouped.texts == automatic.texts)
    #expect(grouped.node(showing: "Notifications")?.frame == automatic.node(showing: "Notifications")?.frame)
    let columns = try realScreen()
    columns.host(Settings().formStyle(.columns))
    #expect(columns.node(showing: "Notifications")?.frame == automatic.node(showing: "Notifications")?.frame)
    // Drawn grouped, columns is reported as not applied; the grouped style, which it is, is not.
    #expect(columns.notAppliedFindings().contains { $0.message.contains("formStyle(_:)") })
    #expect(grouped.notAppliedFindings().isEmpty)
  }
}
