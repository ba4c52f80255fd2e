import Foundation

/// Where and when a closure runs: what `receive(on:)`, `debounce`, `throttle` and `delay` are
/// given. `DispatchQueue`, `RunLoop`, `OperationQueue` and `ImmediateScheduler` are schedulers.
public protocol Scheduler<SchedulerTimeType> {
  /// A point in the scheduler's time.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// Options for a scheduled closure.
  associatedtype SchedulerOptions

  /// Now, in the scheduler's time.
  var now: SchedulerTimeType { get }
  /// The least tolerance the scheduler allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as it can.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date` or soon after.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void)
  /// Runs `action` at `date` and every `interval` after, until the result is cancelled.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> Cancellable
}

extension Scheduler {
  /// Runs `action` as soon as it can.
  public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
  /// Runs `action` at `date` or soon after.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }
  /// Runs `action` at `date`, within `tolerance`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }
  /// Runs `action` at `date` and every `interval` after.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> Cancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
  }
  /// Runs `action` at `date` and every `interval` after, within `tolerance`.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }
}

/// A length of time a scheduler understands, made from seconds and their fractions.
public protocol SchedulerTimeIntervalConvertible {
  static func seconds(_ s: Int) -> Self
  static func seconds(_ s: Double) -> Self
  static func milliseconds(_ ms: Int) -> Self
  static func microseconds(_ us: Int) -> Self
  static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler that runs every closure at once, on the calling thread; its time does not advance.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The scheduler.
  public static let shared = ImmediateScheduler()

  /// The scheduler's time: a count that never moves.
  public struct SchedulerTimeType: Strideable, Sendable {
    public typealias Stride = Int
    public func distance(to other: Self) -> Int { 0 }
    public func advanced(by n: Int) -> Self { self }
  }
  public typealias SchedulerOptions = Never

  public var now: SchedulerTimeType { SchedulerTimeType() }
  public var minimumTolerance: Int { 0 }

  public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
  public func schedule(
    after date: SchedulerTimeType, tolerance: Int, options: Never?, _ action: @escaping () -> Void
  ) {
    action()
  }
  public func schedule(
    after date: SchedulerTimeType, interval: Int, tolerance: Int, options: Never?,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    action()
    return AnyCancellable {}
  }
}

extension Int: SchedulerTimeIntervalConvertible {
  public static func seconds(_ s: Int) -> Int { s }
  public static func seconds(_ s: Double) -> Int { Int(s) }
  public static func milliseconds(_ ms: Int) -> Int { ms / 1000 }
  public static func microseconds(_ us: Int) -> Int { us / 1_000_000 }
  public static func nanoseconds(_ ns: Int) -> Int { ns / 1_000_000_000 }
}
