import Foundation
import Selectors

/// An observer added to a notification centre with a selector, as Foundation's
/// `addObserver(_:selector:name:object:)` adds one. The observer is held weakly, as Foundation
/// holds it.
public struct SelectorObserver: @unchecked Sendable {
  /// The object the selector names a method of; nil once it is released.
  public private(set) weak var observer: AnyObject?
  /// The method, by name.
  public let selector: Selector
  /// The notification observed; nil for every one.
  public let name: Notification.Name?

  init(observer: AnyObject, selector: Selector, name: Notification.Name?) {
    self.observer = observer
    self.selector = selector
    self.name = name
  }
}

extension NotificationCenter {
  private static let selectorLock = NSLock()
  nonisolated(unsafe) private static var observers: [ObjectIdentifier: [SelectorObserver]] = [:]

  /// Adds `observer` to be sent `aSelector` when `aName` is posted, as on Apple platforms. Linux
  /// has no Objective-C runtime to call a method by its selector, so the observation is kept
  /// (`selectorObservers`, until the observer is released) and never called. Block-based
  /// observers (`addObserver(forName:object:queue:using:)`) and `publisher(for:)` are called.
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
  ) {
    let kept = SelectorObserver(observer: observer as AnyObject, selector: aSelector, name: aName)
    Self.selectorLock.withLock {
      Self.observers[ObjectIdentifier(self), default: []].removeAll { $0.observer == nil }
      Self.observers[ObjectIdentifier(self), default: []].append(kept)
    }
  }

  /// The observations added with a selector whose observer is still alive.
  public var selectorObservers: [SelectorObserver] {
    Self.selectorLock.withLock {
      (Self.observers[ObjectIdentifier(self)] ?? []).filter { $0.observer != nil }
    }
  }
}
