import Testing
import UserNotifications

/// As Apple's, these modules bring Foundation: a file that imports only UserNotifications (an
/// app's notification handler subclassing NSObject) builds.
@Suite struct FoundationReexportTests {
  final class Handler: NSObject {
    var received: [Date] = []
  }

  @Test func aFileImportingOnlyUserNotificationsHasFoundation() {
    let handler = Handler()
    handler.received.append(Date(timeIntervalSince1970: 0))
    #expect(handler.received.count == 1 && URL(string: "https://example.com")?.host == "example.com")
  }
}
