import Foundation

/// Groups changes to layers, as Core Animation's `CATransaction`. Nothing animates here, so a
/// transaction's changes are made at once and its completion block runs when it is committed
/// (as Core Animation runs it when no animation of the transaction is left); settings are kept
/// for the transaction open.
public final class CATransaction: @unchecked Sendable {
  private struct Settings {
    var disableActions = false
    var duration: CFTimeInterval = 0.25
    var timingFunction: CAMediaTimingFunction?
    var completion: (() -> Void)?
  }
  nonisolated(unsafe) private static var stack: [Settings] = []
  private static let lock = NSLock()

  private static func withTop<T>(_ body: (inout Settings) -> T) -> T {
    lock.withLock {
      if stack.isEmpty { stack.append(Settings()) }
      return body(&stack[stack.count - 1])
    }
  }

  /// Opens a transaction.
  public class func begin() { lock.withLock { stack.append(Settings()) } }
  /// Closes the innermost transaction and runs its completion block.
  public class func commit() {
    let completion = lock.withLock { stack.popLast()?.completion }
    completion?()
  }
  /// Commits what is pending (nothing is pending here).
  public class func flush() {}
  /// Whether property changes animate implicitly.
  public class func disableActions() -> Bool { withTop { $0.disableActions } }
  public class func setDisableActions(_ flag: Bool) { withTop { $0.disableActions = flag } }
  /// The duration of implicit animations.
  public class func animationDuration() -> CFTimeInterval { withTop { $0.duration } }
  public class func setAnimationDuration(_ duration: CFTimeInterval) { withTop { $0.duration = duration } }
  /// The pace of implicit animations.
  public class func animationTimingFunction() -> CAMediaTimingFunction? { withTop { $0.timingFunction } }
  public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    withTop { $0.timingFunction = function }
  }
  /// The block run when the transaction's animations are done (at its commit here).
  public class func completionBlock() -> (() -> Void)? { withTop { $0.completion } }
  public class func setCompletionBlock(_ block: (() -> Void)?) { withTop { $0.completion = block } }
}

/// The current time of Core Animation's clock, in seconds (the system's uptime, as on iOS).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }

/// A timer tied to the display's refresh, as Core Animation's `CADisplayLink`. There is no
/// display refreshing here: a display link is kept with its target, selector and settings and
/// never fires (its target's method is never called).
open class CADisplayLink: NSObject, @unchecked Sendable {
  /// The object told at each refresh.
  public private(set) weak var target: AnyObject?
  /// The method told, by name.
  public let selector: Selector
  /// Whether it is paused.
  open var isPaused = false
  /// The frame rate asked for (0: the display's).
  open var preferredFramesPerSecond = 0
  /// The range of frame rates asked for (iOS 15).
  open var preferredFrameRateRange = CAFrameRateRange.default
  /// The time of the last frame (0: none came).
  open private(set) var timestamp: CFTimeInterval = 0
  /// The time of the next frame.
  open private(set) var targetTimestamp: CFTimeInterval = 0
  /// The time between frames at 60 Hz.
  open var duration: CFTimeInterval { 1.0 / 60 }
  /// Whether it was added to a run loop and not invalidated.
  public private(set) var isScheduled = false

  public init(target: Any, selector sel: Selector) {
    self.target = target as AnyObject
    selector = sel
  }

  /// Adds it to `runloop` (kept: it never fires).
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { isScheduled = true }
  /// Takes it from `runloop`.
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { isScheduled = false }
  /// Stops it for good.
  open func invalidate() { isScheduled = false }
}

/// A range of frame rates, as Core Animation's.
public struct CAFrameRateRange: Hashable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }
  /// The display's own rate.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
