import CoreGraphics
import Foundation

/// An account that holds calendars, as EventKit's `EKSource`.
public final class EKSource: @unchecked Sendable {
  /// Its identifier.
  public let sourceIdentifier = UUID().uuidString
  /// Its name.
  public let title: String
  /// Its kind.
  public let sourceType: EKSourceType
  weak var store: EKEventStore?

  init(title: String, sourceType: EKSourceType, store: EKEventStore) {
    self.title = title
    self.sourceType = sourceType
    self.store = store
  }

  /// Its calendars for `entityType`.
  public func calendars(for entityType: EKEntityType) -> Set<EKCalendar> {
    Set(store?.calendars(for: entityType).filter { $0.source === self } ?? [])
  }
}

/// A calendar of events or a list of reminders, as EventKit's `EKCalendar`.
public final class EKCalendar: Hashable, @unchecked Sendable {
  /// Its identifier, kept for its life.
  public let calendarIdentifier = UUID().uuidString
  /// Its name.
  public var title = ""
  /// Its colour.
  public var cgColor: CGColor?
  /// The account it is in.
  public var source: EKSource?
  /// Its kind.
  public var type: EKCalendarType = .local
  /// What it holds.
  public let allowedEntityTypes: EKEntityMask
  /// Whether items may be added to it and changed.
  public var allowsContentModifications = true
  /// Whether it is a subscription.
  public var isSubscribed = false
  /// Whether it cannot be changed or removed.
  public var isImmutable = false

  /// A new calendar for `entityType`, saved with `saveCalendar(_:commit:)`.
  public init(for entityType: EKEntityType, eventStore: EKEventStore) {
    allowedEntityTypes = entityType == .event ? .event : .reminder
  }

  public static func == (lhs: EKCalendar, rhs: EKCalendar) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An alarm of a reminder or an event, as EventKit's `EKAlarm`.
public final class EKAlarm: @unchecked Sendable {
  /// When it goes off, if at a set time.
  public var absoluteDate: Date?
  /// When it goes off, relative to the item's start, if so.
  public var relativeOffset: TimeInterval = 0

  /// An alarm at `date`.
  public init(absoluteDate date: Date) { absoluteDate = date }
  /// An alarm `offset` seconds from the item's start.
  public init(relativeOffset offset: TimeInterval) { relativeOffset = offset }
}

/// What reminders and events have in common, as EventKit's `EKCalendarItem`.
open class EKCalendarItem: @unchecked Sendable {
  /// Its identifier, kept for its life.
  public let calendarItemIdentifier = UUID().uuidString
  /// The calendar it is in.
  open var calendar: EKCalendar!
  /// Its title.
  open var title: String! = ""
  /// Its notes.
  open var notes: String?
  /// Its URL.
  open var url: URL?
  /// Its location.
  open var location: String?
  /// Its time zone.
  open var timeZone: TimeZone?
  /// Its alarms.
  open var alarms: [EKAlarm]?
  /// When it was made.
  public internal(set) var creationDate: Date?
  /// When it was last saved.
  public internal(set) var lastModifiedDate: Date?
  weak var store: EKEventStore?

  init(store: EKEventStore) { self.store = store }

  /// Whether it has notes.
  open var hasNotes: Bool { !(notes ?? "").isEmpty }
  /// Whether it has alarms.
  open var hasAlarms: Bool { !(alarms ?? []).isEmpty }
  /// Adds `alarm`.
  open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
  /// Removes `alarm`.
  open func removeAlarm(_ alarm: EKAlarm) { alarms?.removeAll { $0 === alarm } }
}

/// A reminder, as EventKit's `EKReminder`.
open class EKReminder: EKCalendarItem, @unchecked Sendable {
  /// Whether it is done; setting it sets the completion date.
  open var isCompleted = false {
    didSet { completionDate = isCompleted ? (completionDate ?? Date()) : nil }
  }
  /// When it was done.
  open var completionDate: Date?
  /// Its priority: 0 none, 1 high to 9 low.
  open var priority = 0
  /// When it starts.
  open var startDateComponents: DateComponents?
  /// When it is due.
  open var dueDateComponents: DateComponents?

  /// A new reminder, saved with `save(_:commit:)`.
  public init(eventStore: EKEventStore) { super.init(store: eventStore) }

  /// The due date, in the current calendar.
  var dueDate: Date? { dueDateComponents.flatMap { Calendar.current.date(from: $0) } }
}

/// An event, as EventKit's `EKEvent`.
open class EKEvent: EKCalendarItem, @unchecked Sendable {
  /// Its identifier.
  open var eventIdentifier: String? { calendarItemIdentifier }
  /// When it starts.
  open var startDate: Date!
  /// When it ends.
  open var endDate: Date!
  /// Whether it lasts all day.
  open var isAllDay = false
  /// How it shows the user's time.
  open var availability: EKEventAvailability = .busy

  /// A new event, saved with `save(_:span:commit:)`.
  public init(eventStore: EKEventStore) { super.init(store: eventStore) }
}
