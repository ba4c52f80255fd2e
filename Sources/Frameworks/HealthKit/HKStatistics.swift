import Foundation

/// What statistics a query works out.
public struct HKStatisticsOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let separateBySource = HKStatisticsOptions(rawValue: 1 << 0)
  public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
  public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
  public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
  public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
  public static let mostRecent = HKStatisticsOptions(rawValue: 1 << 5)
  public static let duration = HKStatisticsOptions(rawValue: 1 << 6)
}

/// The statistics of a type's samples over a span, as HealthKit's `HKStatistics`. A sample that
/// lies partly in the span counts in a sum for the part of it inside, as HealthKit divides a
/// sample between the days of a chart; averages, minimums and maximums take the samples that
/// start in the span. A statistic not asked for, or over no sample, is nil.
public final class HKStatistics: NSObject, @unchecked Sendable {
  /// The type.
  public let quantityType: HKQuantityType
  /// Where the span starts.
  public let startDate: Date
  /// Where it ends.
  public let endDate: Date
  private let sum: HKQuantity?
  private let average: HKQuantity?
  private let minimum: HKQuantity?
  private let maximum: HKQuantity?
  private let mostRecent: HKQuantity?
  private let mostRecentInterval: DateInterval?

  init(
    type: HKQuantityType, start: Date, end: Date, samples: [HKQuantitySample], options: HKStatisticsOptions
  ) {
    quantityType = type
    startDate = start
    endDate = end
    let unit = type.canonicalUnit
    func quantity(_ value: Double?) -> HKQuantity? { value.map { HKQuantity(unit: unit, doubleValue: $0) } }
    var total = 0.0
    var counted = false
    for sample in samples {
      let length = sample.endDate.timeIntervalSince(sample.startDate)
      let inside = min(sample.endDate, end).timeIntervalSince(max(sample.startDate, start))
      let share =
        length > 0 ? max(0, inside) / length : (sample.startDate >= start && sample.startDate < end ? 1 : 0)
      guard share > 0 else { continue }
      total += sample.quantity.doubleValue(for: unit) * share
      counted = true
    }
    let starting = samples.filter { $0.startDate >= start && $0.startDate < end }
    let values = starting.map { $0.quantity.doubleValue(for: unit) }
    sum = options.contains(.cumulativeSum) && counted ? quantity(total) : nil
    average =
      options.contains(.discreteAverage) && !values.isEmpty
      ? quantity(values.reduce(0, +) / Double(values.count)) : nil
    minimum = options.contains(.discreteMin) ? quantity(values.min()) : nil
    maximum = options.contains(.discreteMax) ? quantity(values.max()) : nil
    let latest = starting.max { $0.endDate < $1.endDate }
    mostRecent = options.contains(.mostRecent) ? latest?.quantity : nil
    mostRecentInterval =
      options.contains(.mostRecent) ? latest.map { DateInterval(start: $0.startDate, end: $0.endDate) } : nil
  }

  /// The sum of the samples (`.cumulativeSum`).
  public func sumQuantity() -> HKQuantity? { sum }
  /// Their average (`.discreteAverage`).
  public func averageQuantity() -> HKQuantity? { average }
  /// The smallest (`.discreteMin`).
  public func minimumQuantity() -> HKQuantity? { minimum }
  /// The largest (`.discreteMax`).
  public func maximumQuantity() -> HKQuantity? { maximum }
  /// The latest (`.mostRecent`).
  public func mostRecentQuantity() -> HKQuantity? { mostRecent }
  /// When the latest was recorded.
  public func mostRecentQuantityDateInterval() -> DateInterval? { mostRecentInterval }
  /// The sum from `source` (one source here: this app).
  public func sumQuantity(for source: HKSource) -> HKQuantity? { sum }
  /// The sources: this app, when it saved any sample here.
  public var sources: [HKSource]? { (sum ?? average ?? mostRecent) == nil ? nil : [.default()] }
}

/// One statistic of a type's samples, as HealthKit's `HKStatisticsQuery`. With no sample
/// matching, the handler gets `errorNoData`, as on iOS.
public final class HKStatisticsQuery: HKQuery, @unchecked Sendable {
  private let options: HKStatisticsOptions
  private let completionHandler: @Sendable (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

  public init(
    quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
    completionHandler: @escaping @Sendable (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void
  ) {
    self.options = options
    self.completionHandler = completionHandler
    super.init(objectType: quantityType, predicate: quantitySamplePredicate)
  }

  override func run() {
    let samples = matchingSamples().compactMap { $0 as? HKQuantitySample }
    guard isRunning, let type = objectType as? HKQuantityType else { return }
    guard let first = samples.map(\.startDate).min(), let last = samples.map(\.endDate).max() else {
      completionHandler(self, nil, HKError(.errorNoData, "No data available for the specified predicate."))
      return
    }
    let statistics = HKStatistics(
      type: type, start: first, end: max(last, first.addingTimeInterval(1e-3)), samples: samples,
      options: options)
    completionHandler(self, statistics, nil)
  }
}

/// Statistics of a type's samples in equal spans (a day, a week) from an anchor, as HealthKit's
/// `HKStatisticsCollectionQuery`: `initialResultsHandler` gets them when the query runs, and
/// `statisticsUpdateHandler`, when set, after each save of the type until it is stopped.
public final class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
  /// The statistics worked out.
  public let options: HKStatisticsOptions
  /// Where the spans are counted from.
  public let anchorDate: Date
  /// The length of a span.
  public let intervalComponents: DateComponents
  /// Called with the statistics when the query runs.
  public var initialResultsHandler:
    (@Sendable (HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
  /// Called with the statistics after each save of the type (never unless the app saves).
  public var statisticsUpdateHandler:
    (@Sendable (HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

  public init(
    quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
    anchorDate: Date, intervalComponents: DateComponents
  ) {
    self.options = options
    self.anchorDate = anchorDate
    self.intervalComponents = intervalComponents
    super.init(objectType: quantityType, predicate: quantitySamplePredicate)
  }

  override func run() {
    guard isRunning, let type = objectType as? HKQuantityType else { return }
    let collection = HKStatisticsCollection(
      type: type, samples: matchingSamples().compactMap { $0 as? HKQuantitySample }, options: options,
      anchor: anchorDate, interval: intervalComponents)
    initialResultsHandler?(self, collection, nil)
  }
}

/// The statistics of a collection query, span by span.
public final class HKStatisticsCollection: NSObject, @unchecked Sendable {
  private let type: HKQuantityType
  private let samples: [HKQuantitySample]
  private let options: HKStatisticsOptions
  private let anchor: Date
  private let interval: DateComponents
  private let calendar = Calendar.current

  init(
    type: HKQuantityType, samples: [HKQuantitySample], options: HKStatisticsOptions, anchor: Date,
    interval: DateComponents
  ) {
    self.type = type
    self.samples = samples
    self.options = options
    self.anchor = anchor
    self.interval = interval
  }

  /// The span `index` spans away from the anchor (negative before it).
  private func span(_ index: Int) -> (Date, Date)? {
    var step = DateComponents()
    func scaled(_ value: Int?) -> Int? { value.map { $0 * index } }
    step.year = scaled(interval.year)
    step.month = scaled(interval.month)
    step.weekOfYear = scaled(interval.weekOfYear)
    step.day = scaled(interval.day)
    step.hour = scaled(interval.hour)
    step.minute = scaled(interval.minute)
    step.second = scaled(interval.second)
    guard let start = calendar.date(byAdding: step, to: anchor),
      let end = calendar.date(byAdding: interval, to: start), end > start
    else { return nil }
    return (start, end)
  }

  /// The index of the span holding `date`.
  private func index(of date: Date) -> Int? {
    guard let (_, firstEnd) = span(0) else { return nil }
    var guess = Int((date.timeIntervalSince(anchor) / firstEnd.timeIntervalSince(anchor)).rounded(.down))
    // Calendar spans vary in length (a month, a day across a clock change): step to the one.
    for _ in 0..<64 {
      guard let (start, end) = span(guess) else { return nil }
      if date < start {
        guess -= 1
      } else if date >= end {
        guess += 1
      } else {
        return guess
      }
    }
    return nil
  }

  private func statistics(in index: Int) -> HKStatistics? {
    guard let (start, end) = span(index) else { return nil }
    return HKStatistics(type: type, start: start, end: end, samples: samples, options: options)
  }

  /// The statistics of the span holding `date`.
  public func statistics(for date: Date) -> HKStatistics? { index(of: date).flatMap(statistics(in:)) }

  /// The statistics of every span holding a sample, in order.
  public func statistics() -> [HKStatistics] {
    let indices = Set(samples.compactMap { index(of: $0.startDate) })
    return indices.sorted().compactMap(statistics(in:))
  }

  /// Calls `block` with the statistics of every span from the one holding `startDate` to the one
  /// holding `endDate`, those with no sample included; setting the flag it is given stops.
  public func enumerateStatistics(
    from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    guard let first = index(of: startDate), let last = index(of: endDate), first <= last else { return }
    var stop: ObjCBool = false
    for index in first...min(last, first + 100_000) {
      guard let statistics = statistics(in: index) else { return }
      block(statistics, &stop)
      if stop.boolValue { return }
    }
  }

  /// The sources of its samples: this app, when there are any.
  public func sources() -> Set<HKSource> { samples.isEmpty ? [] : [.default()] }
}
