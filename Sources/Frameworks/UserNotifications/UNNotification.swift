// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A notification delivered to the app, as UserNotifications' `UNNotification`: its request and
/// when it was delivered. None is ever delivered here; apps' delegate methods that take one
/// compile and are not called.
open class UNNotification: @unchecked Sendable {
  /// When it was delivered.
  public let date: Date
  /// What the app asked for.
  public let request: UNNotificationRequest

  /// A notification of `request` delivered at `date` (for tests of an app's handling).
  public init(date: Date, request: UNNotificationRequest) {
    self.date = date
    self.request = request
  }
}

/// The user's answer to a notification, as UserNotifications' `UNNotificationResponse`.
open class UNNotificationResponse: @unchecked Sendable {
  /// The notification answered.
  public let notification: UNNotification
  /// The action chosen (`UNNotificationDefaultActionIdentifier` for a tap on the notification).
  public let actionIdentifier: String

  /// An answer to `notification` with `actionIdentifier` (for tests of an app's handling).
  public init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}

/// The action of a tap on the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action of dismissing the notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// How a notification is presented while the app is in front, as UserNotifications'
/// `UNNotificationPresentationOptions`.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The app's badge.
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  /// Its sound.
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  /// As an alert (the older name of a banner and the list).
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  /// In Notification Center's list.
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  /// As a banner.
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
