// EventKitUI under its own name where Apple's is not: the event editor and viewer an app presents
// (usually through `UIViewControllerRepresentable`) keep their store, event and delegate; as UIKit
// controllers they are drawn by SwiftUI's layer as reported placeholders, so nobody edits the
// event and the delegate is never told.
import EventKit
import Foundation
@_exported import UIKit  // as the framework's headers import UIKit on iOS

/// What ended an event editor.
public enum EKEventEditViewAction: Int, Sendable {
  case canceled, saved, deleted
}

/// The system's event editor: it keeps its store, its event and its delegate.
@preconcurrency @MainActor open class EKEventEditViewController: UINavigationController {
  /// The store the event is saved to.
  open var eventStore: EKEventStore?
  /// The event being edited (a new one in the store when none is given).
  open var event: EKEvent?
  /// What is told when editing ends (never here).
  open weak var editViewDelegate: (any EKEventEditViewDelegate)?
  /// Saves and closes, as its Add button does: the event is saved to the store, and the delegate
  /// told. (Called only by code: nobody taps here.)
  open func _save() {
    if let event, let eventStore { try? eventStore.save(event, span: .thisEvent) }
    editViewDelegate?.eventEditViewController(self, didCompleteWith: .saved)
  }
}

/// What an event editor tells its app.
@preconcurrency @MainActor public protocol EKEventEditViewDelegate: NSObjectProtocol {
  /// Editing ended with `action`.
  func eventEditViewController(
    _ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction)
  /// The calendar new events go to.
  func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController)
    -> EKCalendar
}

extension EKEventEditViewDelegate {
  public func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController)
    -> EKCalendar
  {
    controller.eventStore?.defaultCalendarForNewEvents ?? EKCalendar(for: .event, eventStore: EKEventStore())
  }
}

/// What ended an event viewer.
public enum EKEventViewAction: Int, Sendable {
  case done, responded, deleted
}

/// The system's event viewer: it keeps its event and settings.
@preconcurrency @MainActor open class EKEventViewController: UIViewController {
  open var event: EKEvent!
  open var allowsEditing = false
  open var allowsCalendarPreview = false
  /// What is told when it closes (never here).
  open weak var delegate: (any EKEventViewDelegate)?
}

/// What an event viewer tells its app.
@preconcurrency @MainActor public protocol EKEventViewDelegate: NSObjectProtocol {
  func eventViewController(_ controller: EKEventViewController, didCompleteWith action: EKEventViewAction)
}
