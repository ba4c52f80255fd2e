import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
  /// A point in a dispatch queue's time.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The dispatch time.
    public var dispatchTime: DispatchTime

    /// The point at `time`.
    public init(_ time: DispatchTime) { dispatchTime = time }

    public func distance(to other: Self) -> Stride {
      Stride(
        .nanoseconds(Int(Int64(other.dispatchTime.uptimeNanoseconds) - Int64(dispatchTime.uptimeNanoseconds)))
      )
    }

    public func advanced(by n: Stride) -> Self {
      let nanoseconds = Int64(dispatchTime.uptimeNanoseconds) + Int64(n.magnitude)
      return Self(DispatchTime(uptimeNanoseconds: UInt64(max(1, nanoseconds))))
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }
    public init(from decoder: Decoder) throws {
      dispatchTime = DispatchTime(uptimeNanoseconds: try UInt64(from: decoder))
    }
    public func encode(to encoder: Encoder) throws { try dispatchTime.uptimeNanoseconds.encode(to: encoder) }

    /// A length of a dispatch queue's time, in nanoseconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral,
      Hashable, Codable, Sendable
    {
      /// The length in nanoseconds.
      public var magnitude: Int
      /// The length as a dispatch interval.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// The length of `timeInterval`.
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
        case .milliseconds(let ms): magnitude = ms.multipliedReportingOverflow(by: 1_000_000).partialValue
        case .microseconds(let us): magnitude = us.multipliedReportingOverflow(by: 1000).partialValue
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }
      public init(floatLiteral value: Double) { magnitude = Self.nanoseconds(fromSeconds: value) }
      public init(integerLiteral value: Int) { self.init(.seconds(value)) }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        self.init(.seconds(seconds))
      }

      private static func nanoseconds(fromSeconds seconds: Double) -> Int {
        guard seconds.isFinite else { return seconds > 0 ? .max : .min }
        return Int(max(min(seconds * 1e9, Double(Int.max / 2)), Double(Int.min / 2)))
      }

      public static func seconds(_ s: Int) -> Self { Self(.seconds(s)) }
      public static func seconds(_ s: Double) -> Self { Self(floatLiteral: s) }
      public static func milliseconds(_ ms: Int) -> Self { Self(.milliseconds(ms)) }
      public static func microseconds(_ us: Int) -> Self { Self(.microseconds(us)) }
      public static func nanoseconds(_ ns: Int) -> Self { Self(.nanoseconds(ns)) }

      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Self, rhs: Self) -> Self {
        Self(.nanoseconds(lhs.magnitude &+ rhs.magnitude))
      }
      public static func - (lhs: Self, rhs: Self) -> Self {
        Self(.nanoseconds(lhs.magnitude &- rhs.magnitude))
      }
      public static func * (lhs: Self, rhs: Self) -> Self {
        Self(
          .nanoseconds(
            lhs.magnitude.multipliedReportingOverflow(by: rhs.magnitude / 1_000_000_000).partialValue))
      }
      public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
      public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    }
  }

  /// Options for a closure scheduled on a queue.
  public struct SchedulerOptions {
    /// The quality of service it runs at.
    public var qos: DispatchQoS
    /// Its flags.
    public var flags: DispatchWorkItemFlags
    /// The group it joins.
    public var group: DispatchGroup?

    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let action = Sent(action)
    async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
      action.value()
    }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let action = Sent(action)
    asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
      action.value()
    }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> Cancellable {
    let timer = DispatchSource.makeTimerSource(queue: self)
    let action = Sent(action)
    timer.setEventHandler { action.value() }
    timer.schedule(
      deadline: date.dispatchTime, repeating: .nanoseconds(max(1, interval.magnitude)),
      leeway: .nanoseconds(max(0, tolerance.magnitude)))
    timer.resume()
    let source = Sent(timer)
    return AnyCancellable { source.value.cancel() }
  }
}
