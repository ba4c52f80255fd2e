import Foundation

extension RunLoop: Scheduler {
  /// A point in a run loop's time: a date.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The date.
    public var date: Date

    /// The point at `date`.
    public init(_ date: Date) { self.date = date }

    public func distance(to other: Self) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    public func advanced(by n: Stride) -> Self { Self(date.addingTimeInterval(n.magnitude)) }

    /// A length of a run loop's time, in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral,
      Hashable, Codable, Sendable
    {
      /// The length in seconds.
      public var magnitude: TimeInterval
      /// The length in seconds.
      public var timeInterval: TimeInterval { magnitude }

      /// A length of `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
      public init(floatLiteral value: Double) { magnitude = value }
      public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
      }

      public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
      public static func seconds(_ s: Double) -> Self { Self(s) }
      public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1e3) }
      public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1e6) }
      public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1e9) }

      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
      public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
      public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
      public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    }
  }

  /// Options for a closure scheduled on a run loop (none are defined).
  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// The main run loop runs what is scheduled on it through the main queue, which it drains as it
  /// runs (and so does the main actor); another run loop through a timer in its common modes.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    schedule(after: now, tolerance: 0, options: options, action)
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let action = Sent(action)
    if self === RunLoop.main {
      let delay = max(0, date.date.timeIntervalSinceNow)
      if delay == 0 {
        DispatchQueue.main.async { action.value() }
      } else {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { action.value() }
      }
      return
    }
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.value() }
    add(timer, forMode: .common)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> Cancellable {
    if self === RunLoop.main {
      return DispatchQueue.main.schedule(
        after: .init(.now() + max(0, date.date.timeIntervalSinceNow)), interval: .seconds(interval.magnitude),
        tolerance: .seconds(tolerance.magnitude), options: nil, action)
    }
    let action = Sent(action)
    let timer = Timer(fire: date.date, interval: max(interval.magnitude, 0.0001), repeats: true) { _ in
      action.value()
    }
    timer.tolerance = tolerance.magnitude
    add(timer, forMode: .common)
    let sent = Sent(timer)
    return AnyCancellable { sent.value.invalidate() }
  }
}

extension OperationQueue: Scheduler {
  public typealias SchedulerTimeType = RunLoop.SchedulerTimeType
  public typealias SchedulerOptions = RunLoop.SchedulerOptions

  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let action = Sent(action)
    addOperation { action.value() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let action = Sent(action)
    let queue = Sent(self)
    DispatchQueue.global().asyncAfter(deadline: .now() + max(0, date.date.timeIntervalSinceNow)) {
      queue.value.addOperation { action.value() }
    }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> Cancellable {
    let action = Sent(action)
    let queue = Sent(self)
    return DispatchQueue.global().schedule(
      after: .init(.now() + max(0, date.date.timeIntervalSinceNow)), interval: .seconds(interval.magnitude),
      tolerance: .seconds(tolerance.magnitude), options: nil
    ) { queue.value.addOperation { action.value() } }
  }
}
