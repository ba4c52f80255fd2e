import CoreData
import Foundation

/// A question to the Health database, as HealthKit's `HKQuery`, run by
/// `HKHealthStore.execute(_:)` on a background queue.
public class HKQuery: NSObject, @unchecked Sendable {
  /// The type asked about.
  public let objectType: HKObjectType?
  /// Which samples count.
  public let predicate: NSPredicate?
  /// The type asked about, as a sample type.
  public var sampleType: HKSampleType? { objectType as? HKSampleType }

  weak var store: HKHealthStore?
  private let lock = NSLock()
  private var running = false
  /// Whether the query runs (until stopped).
  var isRunning: Bool {
    get { lock.withLock { running } }
    set { lock.withLock { running = newValue } }
  }

  init(objectType: HKObjectType?, predicate: NSPredicate?) {
    self.objectType = objectType
    self.predicate = predicate
  }

  /// Answers the query.
  func run() {}

  /// The samples of the query's type matching its predicate.
  func matchingSamples() -> [HKSample] {
    guard let sampleType else { return [] }
    return HealthDatabase.shared.samples(of: sampleType, matching: predicate)
  }
}

/// Which of a span's samples a predicate takes.
public struct HKQueryOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Samples that start in the span.
  public static let strictStartDate = HKQueryOptions(rawValue: 1)
  /// Samples that end in the span.
  public static let strictEndDate = HKQueryOptions(rawValue: 2)
}

extension HKQuery {
  /// Samples in the span from `startDate` to `endDate` (either open when nil): by default those
  /// that overlap it, with `.strictStartDate` those that start in it, with `.strictEndDate`
  /// those that end in it.
  public class func predicateForSamples(
    withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []
  )
    -> NSPredicate
  {
    NSPredicate { object, _ in
      guard let sample = object as? HKSample else { return false }
      if let startDate {
        let inSpan =
          options.contains(.strictStartDate)
          ? sample.startDate >= startDate : sample.endDate > startDate || sample.startDate >= startDate
        guard inSpan else { return false }
      }
      if let endDate {
        let inSpan = options.contains(.strictEndDate) ? sample.endDate <= endDate : sample.startDate < endDate
        guard inSpan else { return false }
      }
      return true
    }
  }

  /// Workouts of `workoutActivityType`.
  public class func predicateForWorkouts(with workoutActivityType: HKWorkoutActivityType) -> NSPredicate {
    NSPredicate { object, _ in (object as? HKWorkout)?.workoutActivityType == workoutActivityType }
  }

  /// Objects saved by `source` (this app saves every one here).
  public class func predicateForObjects(from source: HKSource) -> NSPredicate {
    NSPredicate { object, _ in
      (object as? HKObject)?.sourceRevision.source.bundleIdentifier == source.bundleIdentifier
    }
  }

  /// Objects with the metadata key `key`.
  public class func predicateForObjects(withMetadataKey key: String) -> NSPredicate {
    NSPredicate { object, _ in (object as? HKObject)?.metadata?[key] != nil }
  }
}

/// The samples of a type that match, as HealthKit's `HKSampleQuery`: sorted by the descriptors
/// given (by start or end date), at most `limit` (0: all).
public final class HKSampleQuery: HKQuery, @unchecked Sendable {
  /// The most samples returned (`HKObjectQueryNoLimit`: all).
  public let limit: Int
  /// How the samples are sorted.
  public let sortDescriptors: [NSSortDescriptor]?
  private let resultsHandler: @Sendable (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

  public init(
    sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
    resultsHandler: @escaping @Sendable (HKSampleQuery, [HKSample]?, (any Error)?) -> Void
  ) {
    self.limit = limit
    self.sortDescriptors = sortDescriptors
    self.resultsHandler = resultsHandler
    super.init(objectType: sampleType, predicate: predicate)
  }

  override func run() {
    var samples = matchingSamples()
    let startKey = NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: true).keyPath
    let endKey = NSSortDescriptor(key: HKSampleSortIdentifierEndDate, ascending: true).keyPath
    for descriptor in (sortDescriptors ?? []).reversed() {
      let date: ((HKSample) -> Date)? =
        descriptor.keyPath == startKey
        ? { $0.startDate } : descriptor.keyPath == endKey ? { $0.endDate } : nil
      guard let date else { continue }
      // A stable sort, so that earlier descriptors decide first.
      samples = samples.enumerated().sorted { a, b in
        let (x, y) = (date(a.element), date(b.element))
        if x != y { return descriptor.ascending ? x < y : x > y }
        return a.offset < b.offset
      }.map(\.element)
    }
    if limit > 0 { samples = Array(samples.prefix(limit)) }
    guard isRunning else { return }
    resultsHandler(self, samples, nil)
  }
}

/// Tells the app when samples of a type are saved, as HealthKit's `HKObserverQuery`: its
/// handler is called once the query runs and after each save of the type, until it is stopped.
public final class HKObserverQuery: HKQuery, @unchecked Sendable {
  private let updateHandler: @Sendable (HKObserverQuery, @escaping @Sendable () -> Void, (any Error)?) -> Void

  public init(
    sampleType: HKSampleType, predicate: NSPredicate?,
    updateHandler: @escaping @Sendable (HKObserverQuery, @escaping @Sendable () -> Void, (any Error)?) -> Void
  ) {
    self.updateHandler = updateHandler
    super.init(objectType: sampleType, predicate: predicate)
  }

  override func run() {
    HealthDatabase.shared.withLock { $0.observers[ObjectIdentifier(self)] = self }
    tell()
  }

  func tell() {
    guard isRunning else {
      HealthDatabase.shared.withLock { $0.observers[ObjectIdentifier(self)] = nil }
      return
    }
    updateHandler(self, {}, nil)
  }
}
