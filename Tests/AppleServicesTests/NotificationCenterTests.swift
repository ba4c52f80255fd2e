import Foundation
import Testing
import UserNotifications

@Suite("The notification centre", .serialized)
struct NotificationCenterTests {
  @Test func requestsAreKeptAndAuthorizationIsAskedOnce() async throws {
    let center = UNUserNotificationCenter.current()
    center.removeAllPendingNotificationRequests()
    let content = UNMutableNotificationContent()
    content.title = "Your pizza is on its way"
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false)
    try await center.add(UNNotificationRequest(identifier: "eta", content: content, trigger: trigger))
    try await center.add(UNNotificationRequest(identifier: "eta", content: content, trigger: nil))
    let pending = await center.pendingNotificationRequests()
    #expect(pending.map(\.identifier) == ["eta"])
    #expect(pending.first?.content.title == "Your pizza is on its way")
    #expect(try await center.requestAuthorization(options: [.alert, .sound]))
    #expect(await center.notificationSettings().authorizationStatus == .authorized)
    center.removePendingNotificationRequests(withIdentifiers: ["eta"])
    #expect(await center.pendingNotificationRequests().isEmpty)
  }
}
