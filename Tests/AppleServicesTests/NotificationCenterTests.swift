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

  /// An app's delegate written as for iOS: the methods that take a delivered notification and
  /// the user's answer compile (none is delivered here).
  final class Handler: UNUserNotificationCenterDelegate {
    var presented: [String] = []
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
      presented.append(notification.request.identifier)
      return [.banner, .sound]
    }
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    )
      async -> Bool
    {
      response.actionIdentifier == UNNotificationDefaultActionIdentifier
    }
  }

  @Test func theBadgeCountIsRecordedEitherWay() async throws {
    let center = UNUserNotificationCenter.current()
    try await center.setBadgeCount(3)
    #expect(center.badgeCount == 3)
    var told = false
    center.setBadgeCount(0) { error in told = error == nil }
    #expect(told && center.badgeCount == 0)
  }

  @Test func aDelegateWrittenForIOSHandlesANotificationItIsGiven() async {
    let request = UNNotificationRequest(
      identifier: "eta", content: UNMutableNotificationContent(), trigger: nil)
    let notification = UNNotification(date: Date(), request: request)
    let handler = Handler()
    let options = await handler.userNotificationCenter(.current(), willPresent: notification)
    #expect(options.contains(.banner) && handler.presented == ["eta"])
    let response = UNNotificationResponse(
      notification: notification, actionIdentifier: UNNotificationDefaultActionIdentifier)
    #expect(await handler.userNotificationCenter(.current(), didReceive: response))
  }
}
