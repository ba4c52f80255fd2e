import Foundation
import Selectors

/// A timer's target and selector, as Foundation's `Timer(timeInterval:target:selector:userInfo:repeats:)`
/// names them. The target is held strongly while the timer is valid, as Foundation holds it.
public struct TimerSelectorTarget: @unchecked Sendable {
  /// The object the selector names a method of.
  public let target: AnyObject
  /// The method, by name.
  public let selector: Selector
  /// How many times the timer fired; each time, the method could not be called.
  public fileprivate(set) var firings = 0
}

extension Timer {
  private static let targetLock = NSLock()
  nonisolated(unsafe) private static var targets: [ObjectIdentifier: TimerSelectorTarget] = [:]

  /// A timer that sends `aSelector` to `aTarget` every `interval` (or once), as on Apple
  /// platforms. Linux has no Objective-C runtime to call a method by its selector: the timer is
  /// made and fires on time, and each firing is counted in `selectorTarget` instead of calling
  /// the method. Timers made with a block (`scheduledTimer(withTimeInterval:repeats:block:)`)
  /// and `Timer.publish` call their code.
  public convenience init(
    timeInterval interval: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
    repeats: Bool
  ) {
    self.init(timeInterval: interval, repeats: repeats) { timer in
      let id = ObjectIdentifier(timer)
      Timer.targetLock.withLock {
        Timer.targets[id]?.firings += 1
        if !timer.isValid { Timer.targets[id] = nil }
      }
    }
    let kept = TimerSelectorTarget(target: aTarget as AnyObject, selector: aSelector)
    Self.targetLock.withLock { Self.targets[ObjectIdentifier(self)] = kept }
  }

  /// `init(timeInterval:target:selector:userInfo:repeats:)`, scheduled on the current run loop.
  public class func scheduledTimer(
    timeInterval interval: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
    repeats: Bool
  ) -> Timer {
    let timer = Timer(
      timeInterval: interval, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: repeats)
    RunLoop.current.add(timer, forMode: .default)
    return timer
  }

  /// The target and selector the timer was made with, and how often it fired; nil for a timer
  /// made with a block, and once the timer is invalid (invalidated, or a one-shot timer fired).
  public var selectorTarget: TimerSelectorTarget? {
    Self.targetLock.withLock {
      guard isValid else {
        Self.targets[ObjectIdentifier(self)] = nil
        return nil
      }
      return Self.targets[ObjectIdentifier(self)]
    }
  }
}
