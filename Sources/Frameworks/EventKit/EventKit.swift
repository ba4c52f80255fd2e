// EventKit as apps use it for reminders and calendar events, under its own name where Apple's is
// not: a store in memory, empty but for a default calendar and a default reminders list in one
// local source, as a fresh simulator's. Access is not determined until the app asks, and granted
// when it does (an audit wants the screens a user who said yes sees). Saved reminders and events
// are found again by identifier and by the store's predicates; nothing is synchronised.
@_exported import CoreGraphics
@_exported import Foundation
