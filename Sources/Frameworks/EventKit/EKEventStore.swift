import Foundation

/// The calendars, events and reminders of the device, as EventKit's `EKEventStore`: in memory,
/// with one local source holding a default calendar and a default reminders list. Each store holds
/// what is saved through it (on a device, two stores share one database); access, asked once,
/// holds for the whole process.
///
/// Invariants: an item saved is in one calendar of this store, which allows its type; a removed
/// calendar takes its items with it.
public final class EKEventStore: @unchecked Sendable {
  /// What every store of the process holds.
  final class Shared: @unchecked Sendable {
    let lock = NSLock()
    var access: [EKEntityType: EKAuthorizationStatus] = [:]
  }
  static let shared = Shared()

  private let lock = NSLock()
  private var allCalendars: [EKCalendar] = []
  private var items: [EKCalendarItem] = []
  private var localSource: EKSource!
  private var defaultEvents: EKCalendar!
  private var defaultReminders: EKCalendar!

  /// A store with the default calendar and reminders list.
  public init() {
    localSource = EKSource(title: "Default", sourceType: .local, store: self)
    defaultEvents = made("Calendar", for: .event)
    defaultReminders = made("Reminders", for: .reminder)
  }

  /// A store of `sources` (there is one local source here, whichever are given).
  public convenience init(sources: [EKSource]) { self.init() }

  private func made(_ title: String, for type: EKEntityType) -> EKCalendar {
    let calendar = EKCalendar(for: type, eventStore: self)
    calendar.title = title
    calendar.source = localSource
    allCalendars.append(calendar)
    return calendar
  }

  // MARK: Access

  /// Whether the app may use `entityType`: not determined until it asks.
  public static func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus {
    shared.lock.withLock { shared.access[entityType] ?? .notDetermined }
  }

  private func grant(_ type: EKEntityType, _ status: EKAuthorizationStatus) -> Bool {
    Self.shared.lock.withLock {
      if Self.shared.access[type] == nil { Self.shared.access[type] = status }
      return Self.shared.access[type] == .fullAccess || Self.shared.access[type] == .writeOnly
    }
  }

  /// Asks for full access to reminders: granted.
  public func requestFullAccessToReminders() async throws -> Bool { grant(.reminder, .fullAccess) }
  /// Asks for full access to events: granted.
  public func requestFullAccessToEvents() async throws -> Bool { grant(.event, .fullAccess) }
  /// Asks to add events without reading them: granted.
  public func requestWriteOnlyAccessToEvents() async throws -> Bool { grant(.event, .writeOnly) }
  /// Asks for access to `entityType` (before iOS 17): granted.
  public func requestAccess(to entityType: EKEntityType) async throws -> Bool {
    grant(entityType, .fullAccess)
  }
  /// Asks for access to `entityType` (before iOS 17): granted, told to `completion` at once.
  public func requestAccess(
    to entityType: EKEntityType, completion: @escaping (Bool, (any Error)?) -> Void
  ) {
    completion(grant(entityType, .fullAccess), nil)
  }
  /// Asks for full access to reminders, told to `completion` at once.
  public func requestFullAccessToReminders(completion: @escaping (Bool, (any Error)?) -> Void) {
    completion(grant(.reminder, .fullAccess), nil)
  }
  /// Asks for full access to events, told to `completion` at once.
  public func requestFullAccessToEvents(completion: @escaping (Bool, (any Error)?) -> Void) {
    completion(grant(.event, .fullAccess), nil)
  }
  /// Asks to add events without reading them, told to `completion` at once.
  public func requestWriteOnlyAccessToEvents(completion: @escaping (Bool, (any Error)?) -> Void) {
    completion(grant(.event, .writeOnly), nil)
  }

  // MARK: Calendars

  /// The accounts: one local source.
  public var sources: [EKSource] { [localSource] }
  /// The source with `identifier`.
  public func source(withIdentifier identifier: String) -> EKSource? {
    localSource.sourceIdentifier == identifier ? localSource : nil
  }
  /// The calendars for `entityType`.
  public func calendars(for entityType: EKEntityType) -> [EKCalendar] {
    let mask: EKEntityMask = entityType == .event ? .event : .reminder
    return lock.withLock { allCalendars.filter { $0.allowedEntityTypes.contains(mask) } }
  }
  /// The calendar with `identifier`.
  public func calendar(withIdentifier identifier: String) -> EKCalendar? {
    lock.withLock { allCalendars.first { $0.calendarIdentifier == identifier } }
  }
  /// The calendar new events go to.
  public var defaultCalendarForNewEvents: EKCalendar? { defaultEvents }
  /// The list new reminders go to.
  public func defaultCalendarForNewReminders() -> EKCalendar? { defaultReminders }

  /// Saves `calendar` (it needs a source).
  public func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws {
    guard calendar.source != nil else {
      throw EKError(
        code: .noCalendar, description: "The calendar has no source: set its source before saving it.")
    }
    lock.withLock {
      if !allCalendars.contains(calendar) { allCalendars.append(calendar) }
    }
    changed()
  }

  /// Removes `calendar` and its items.
  public func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws {
    guard !calendar.isImmutable else {
      throw EKError(code: .calendarIsImmutable, description: "\(calendar.title) cannot be removed.")
    }
    lock.withLock {
      allCalendars.removeAll { $0 === calendar }
      items.removeAll { $0.calendar === calendar }
    }
    changed()
  }

  // MARK: Items

  private func save(_ item: EKCalendarItem, allowed: EKEntityMask, fallback: EKCalendar) throws {
    if item.calendar == nil { item.calendar = fallback }
    guard item.calendar.allowedEntityTypes.contains(allowed) else {
      throw EKError(
        code: allowed == .event ? .calendarDoesNotAllowEvents : .calendarDoesNotAllowReminders,
        description:
          "\(item.calendar.title) does not hold this kind of item: save it in a calendar that does.")
    }
    let now = Date()
    lock.withLock {
      if !items.contains(where: { $0 === item }) {
        item.creationDate = now
        items.append(item)
      }
      item.lastModifiedDate = now
    }
    changed()
  }

  /// Saves `reminder` (in the default list when it has none).
  public func save(_ reminder: EKReminder, commit: Bool) throws {
    try save(reminder, allowed: .reminder, fallback: defaultReminders)
  }

  /// Saves `event`; its end must not come before its start.
  public func save(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws {
    guard event.startDate != nil else {
      throw EKError(
        code: .noStartDate, description: "The event has no start date: set startDate before saving it.")
    }
    if let end = event.endDate, end < event.startDate {
      throw EKError(code: .datesInverted, description: "The event ends before it starts.")
    }
    try save(event, allowed: .event, fallback: defaultEvents)
  }

  /// Removes `reminder`.
  public func remove(_ reminder: EKReminder, commit: Bool) throws { remove(item: reminder) }
  /// Removes `event`.
  public func remove(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws { remove(item: event) }

  private func remove(item: EKCalendarItem) {
    lock.withLock { items.removeAll { $0 === item } }
    changed()
  }

  /// Saves what was saved without committing: everything is committed at once here.
  public func commit() throws {}
  /// Forgets changes not committed: none are kept back here.
  public func reset() {}
  /// Refreshes the sources: they are all local here.
  public func refreshSourcesIfNecessary() {}

  /// The reminder or event with `identifier`.
  public func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? {
    lock.withLock { items.first { $0.calendarItemIdentifier == identifier } }
  }
  /// The event with `identifier`.
  public func event(withIdentifier identifier: String) -> EKEvent? {
    calendarItem(withIdentifier: identifier) as? EKEvent
  }

  // MARK: Predicates

  private func inCalendars(_ calendars: [EKCalendar]?) -> (EKCalendarItem) -> Bool {
    { item in calendars.map { list in list.contains { $0 === item.calendar } } ?? true }
  }

  /// Reminders in `calendars` (all lists when nil).
  public func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
    let inside = inCalendars(calendars)
    return NSPredicate { object, _ in (object as? EKReminder).map(inside) ?? false }
  }

  /// Reminders not done, due between `start` and `end` (either open).
  public func predicateForIncompleteReminders(
    withDueDateStarting start: Date?, ending end: Date?, calendars: [EKCalendar]?
  ) -> NSPredicate {
    let inside = inCalendars(calendars)
    return NSPredicate { object, _ in
      guard let reminder = object as? EKReminder, !reminder.isCompleted, inside(reminder) else {
        return false
      }
      guard start != nil || end != nil else { return true }
      guard let due = reminder.dueDate else { return false }
      return (start.map { due >= $0 } ?? true) && (end.map { due < $0 } ?? true)
    }
  }

  /// Reminders done between `start` and `end` (either open).
  public func predicateForCompletedReminders(
    withCompletionDateStarting start: Date?, ending end: Date?, calendars: [EKCalendar]?
  ) -> NSPredicate {
    let inside = inCalendars(calendars)
    return NSPredicate { object, _ in
      guard let reminder = object as? EKReminder, reminder.isCompleted, inside(reminder) else { return false }
      guard let done = reminder.completionDate else { return start == nil && end == nil }
      return (start.map { done >= $0 } ?? true) && (end.map { done < $0 } ?? true)
    }
  }

  /// Events that overlap `start`…`end` in `calendars` (all when nil).
  public func predicateForEvents(withStart start: Date, end: Date, calendars: [EKCalendar]?) -> NSPredicate {
    let inside = inCalendars(calendars)
    return NSPredicate { object, _ in
      guard let event = object as? EKEvent, inside(event), let from = event.startDate else { return false }
      return from < end && (event.endDate ?? from) >= start
    }
  }

  /// The events `predicate` matches, by start date.
  public func events(matching predicate: NSPredicate) -> [EKEvent] {
    let all = lock.withLock { items.compactMap { $0 as? EKEvent } }
    return all.filter { predicate.evaluate(with: $0) }.sorted { $0.startDate < $1.startDate }
  }

  /// Calls `block` with each event `predicate` matches, until it sets its flag.
  public func enumerateEvents(
    matching predicate: NSPredicate, using block: (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    var stop = ObjCBool(false)
    for event in events(matching: predicate) {
      block(event, &stop)
      if stop.boolValue { break }
    }
  }

  /// Gives `completion` the reminders `predicate` matches (at once, here); the value identifies
  /// the fetch for `cancelFetchRequest`.
  @discardableResult
  public func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void)
    -> Any
  {
    let all = lock.withLock { items.compactMap { $0 as? EKReminder } }
    completion(all.filter { predicate.evaluate(with: $0) })
    return UUID()
  }

  /// Cancels a fetch: every fetch is over when it returns here.
  public func cancelFetchRequest(_ fetchIdentifier: Any) {}

  private func changed() { NotificationCenter.default.post(name: .EKEventStoreChanged, object: self) }
}
