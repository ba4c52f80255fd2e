import Foundation

/// What a calendar holds, as EventKit's `EKEntityType`.
public enum EKEntityType: Int, Sendable {
  case event
  case reminder
}

/// Both entity types, as EventKit's `EKEntityMask`.
public struct EKEntityMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let event = EKEntityMask(rawValue: 1)
  public static let reminder = EKEntityMask(rawValue: 2)
}

/// Whether the app may read and write events or reminders, as EventKit's.
public enum EKAuthorizationStatus: Int, Sendable {
  case notDetermined, restricted, denied, fullAccess, writeOnly
  /// Access before iOS 17 (the same as full access).
  public static let authorized = EKAuthorizationStatus.fullAccess
}

/// What a change to a recurring event applies to.
public enum EKSpan: Int, Sendable {
  case thisEvent, futureEvents
}

/// The kind of an account that holds calendars.
public enum EKSourceType: Int, Sendable {
  case local, exchange, calDAV, mobileMe, subscribed, birthdays
}

/// The kind of a calendar.
public enum EKCalendarType: Int, Sendable {
  case local, calDAV, exchange, subscription, birthday
}

/// How an event shows the user's time.
public enum EKEventAvailability: Int, Sendable {
  case notSupported = -1, busy, free, tentative, unavailable
}

/// An error of EventKit, as `EKError`.
public struct EKError: Error, Sendable, CustomStringConvertible {
  /// EventKit's codes used here.
  public enum Code: Int, Sendable {
    case calendarIsImmutable = 6
    case noCalendar = 1
    case objectBelongsToDifferentStore = 11
    case calendarDoesNotAllowReminders = 19
    case calendarDoesNotAllowEvents = 3
    case datesInverted = 4
    case noStartDate = 2
  }
  /// The code.
  public let code: Code
  /// What went wrong, and what to do.
  public let description: String
}

extension Notification.Name {
  /// Posted when the store's calendars, events or reminders change.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}
