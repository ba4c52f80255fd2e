import EventKit
import Foundation
import Testing

/// The event store as a reminders screen uses it: access asked and granted, a list of its own
/// in the local source, reminders saved, fetched by predicate, found by identifier and removed;
/// events by date range; and the errors a wrong save gets.
@Suite(.serialized) struct EventStoreTests {
  @Test func accessIsNotDeterminedUntilAskedThenGranted() async throws {
    let store = EKEventStore()
    #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
    #expect(try await store.requestFullAccessToEvents())
    #expect(EKEventStore.authorizationStatus(for: .event) == .fullAccess)
  }

  @Test func writeOnlyAccessIsToldToACompletionHandler() {
    var answer: (Bool, (any Error)?)?
    EKEventStore().requestWriteOnlyAccessToEvents { granted, error in answer = (granted, error) }
    #expect(answer?.0 == true && answer?.1 == nil)
  }

  @Test func aFreshStoreHasADefaultCalendarAndList() throws {
    let store = EKEventStore()
    #expect(store.sources.map(\.sourceType) == [.local])
    #expect(store.defaultCalendarForNewEvents?.allowedEntityTypes == .event)
    #expect(store.defaultCalendarForNewReminders()?.title == "Reminders")
    #expect(store.calendars(for: .reminder).count == 1)
  }

  @Test func remindersAreSavedFetchedAndRemoved() throws {
    let store = EKEventStore()
    let list = EKCalendar(for: .reminder, eventStore: store)
    list.title = "Shopping"
    list.source = store.sources.first { $0.sourceType == .local }
    try store.saveCalendar(list, commit: true)
    #expect(store.calendar(withIdentifier: list.calendarIdentifier) === list)

    let milk = EKReminder(eventStore: store)
    milk.title = "Milk"
    milk.calendar = list
    milk.addAlarm(EKAlarm(absoluteDate: Date(timeIntervalSince1970: 1000)))
    try store.save(milk, commit: true)
    let bread = EKReminder(eventStore: store)
    bread.title = "Bread"
    bread.calendar = list
    bread.isCompleted = true
    try store.save(bread, commit: true)
    #expect(bread.completionDate != nil)

    var fetched: [EKReminder]?
    store.fetchReminders(matching: store.predicateForReminders(in: [list])) { fetched = $0 }
    #expect(Set(fetched?.compactMap(\.title) ?? []) == ["Milk", "Bread"])
    let open = store.predicateForIncompleteReminders(withDueDateStarting: nil, ending: nil, calendars: [list])
    store.fetchReminders(matching: open) { fetched = $0 }
    #expect(fetched?.map(\.title) == ["Milk"])

    let found = try #require(store.calendarItem(withIdentifier: milk.calendarItemIdentifier) as? EKReminder)
    #expect(found.alarms?.first?.absoluteDate == Date(timeIntervalSince1970: 1000))
    try store.remove(milk, commit: true)
    #expect(store.calendarItem(withIdentifier: milk.calendarItemIdentifier) == nil)
    try store.removeCalendar(list, commit: true)
    #expect(store.calendarItem(withIdentifier: bread.calendarItemIdentifier) == nil)
  }

  @Test func eventsAreFoundByTheirDates() throws {
    let store = EKEventStore()
    let lunch = EKEvent(eventStore: store)
    lunch.title = "Lunch"
    lunch.startDate = Date(timeIntervalSince1970: 3600)
    lunch.endDate = Date(timeIntervalSince1970: 7200)
    try store.save(lunch, span: .thisEvent)
    #expect(lunch.calendar === store.defaultCalendarForNewEvents)
    let morning = store.predicateForEvents(
      withStart: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 4000), calendars: nil)
    #expect(store.events(matching: morning).map(\.title) == ["Lunch"])
    let evening = store.predicateForEvents(
      withStart: Date(timeIntervalSince1970: 8000), end: Date(timeIntervalSince1970: 9000), calendars: nil)
    #expect(store.events(matching: evening).isEmpty)
  }

  @Test func aWrongSaveIsAnErrorThatSaysWhy() throws {
    let store = EKEventStore()
    let inverted = EKEvent(eventStore: store)
    inverted.startDate = Date(timeIntervalSince1970: 100)
    inverted.endDate = Date(timeIntervalSince1970: 0)
    #expect(throws: EKError.self) { try store.save(inverted, span: .thisEvent) }
    let reminder = EKReminder(eventStore: store)
    reminder.calendar = store.defaultCalendarForNewEvents
    do {
      try store.save(reminder, commit: true)
      Issue.record("a reminder was saved in a calendar of events")
    } catch let error as EKError {
      #expect(error.code == .calendarDoesNotAllowReminders)
    }
    let sourceless = EKCalendar(for: .reminder, eventStore: store)
    #expect(throws: EKError.self) { try store.saveCalendar(sourceless, commit: true) }
  }
}
