import Foundation
import SafariServices
import Testing
import WidgetKit

/// The in-app browser keeps what it opens; widget reloads an app asks for are recorded.
@MainActor @Suite struct SafariAndWidgetTests {
  @Test func theInAppBrowserKeepsItsPageAndSettings() {
    let url = URL(string: "https://example.com/menu")!
    let safari = SFSafariViewController(url: url, entersReaderIfAvailable: true)
    safari.preferredControlTintColor = .systemOrange
    #expect(safari.url == url && safari.configuration.entersReaderIfAvailable)
    #expect(safari.view != nil)
  }

  @Test func widgetReloadsAreRecordedAndNoWidgetIsOnTheHomeScreen() async throws {
    WidgetCenter.shared._reset()
    WidgetCenter.shared.reloadTimelines(ofKind: "OrderStatus")
    WidgetCenter.shared.reloadAllTimelines()
    #expect(WidgetCenter.shared.reloads == ["OrderStatus", nil])
    #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
  }
}
