import Foundation

/// A view whose content is made for moments of a schedule, as SwiftUI's `TimelineView` (a clock, a
/// countdown): a screen is laid out and judged at one moment, so the content is made once, for
/// the moment the view is first made, and again whenever the view is updated.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  /// What the content is made from.
  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  let content: (Context) -> Content

  /// A view made by `content` for the moments of `schedule`.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  public var body: some View {
    content(Context(date: moment(at: Date()), cadence: schedule.cadence))
  }

  /// The schedule's latest moment not after `now` (the first, when all are to come); its moments
  /// are read no further than the first after `now`, and at most a thousand.
  private func moment(at now: Date) -> Date {
    var moment: Date?
    for (index, date) in schedule.entries(from: now, mode: .normal).enumerated() {
      if date <= now { moment = date } else { moment = moment ?? date }
      if date > now || index >= 1000 { break }
    }
    return moment ?? now
  }
}

/// What a timeline view's content is made from, as SwiftUI's `TimelineViewDefaultContext`.
public struct TimelineViewDefaultContext {
  /// How often the content is asked for.
  public enum Cadence: Comparable, Sendable {
    /// As often as the screen refreshes.
    case live
    /// Every second.
    case seconds
    /// Every minute.
    case minutes
  }
  /// The moment the content is for.
  public let date: Date
  /// How often it is asked for.
  public let cadence: Cadence
}

/// When a timeline view's content changes, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
  /// The moments.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The moments from `startDate` on.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

extension TimelineSchedule {
  var cadence: TimelineViewDefaultContext.Cadence {
    if self is EveryMinuteTimelineSchedule { return .minutes }
    if let periodic = self as? PeriodicTimelineSchedule {
      return periodic.interval >= 60 ? .minutes : periodic.interval >= 1 ? .seconds : .live
    }
    return .live
  }
}

/// How often a schedule is asked for moments, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Sendable {
  /// As the schedule says.
  case normal
  /// Seldom (the device is dimmed).
  case lowFrequency
}

/// Moments at a fixed interval from a start, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let start: Date
  let interval: TimeInterval

  /// Moments every `interval` seconds from `startDate`.
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = interval.isFinite && interval > 0 ? interval : 1
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
    // The moment in effect at `startDate`, then the next ones (enough for a screen at rest).
    let elapsed = max(0, startDate.timeIntervalSince(start))
    let first = start.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
    return (0..<4).map { first.addingTimeInterval(Double($0) * interval) }
  }
}

/// Moments at the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// The schedule.
  public init() {}
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
    PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 60)
      .entries(from: startDate, mode: mode)
  }
}

/// Moments given one by one, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries
  /// The moments `dates`.
  public init(_ dates: Entries) { self.dates = dates }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// Moments as often as an animation asks, as SwiftUI's `AnimationTimelineSchedule`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool
  /// The schedule, at most every `minimumInterval` seconds.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
    [startDate]
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Moments every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// Moments at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Moments as often as the screen refreshes.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// Moments as often as the screen refreshes, at most every `minimumInterval` seconds.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule {
  /// Moments given one by one.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}
