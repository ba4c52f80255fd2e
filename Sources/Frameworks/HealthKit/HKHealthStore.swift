import Foundation

/// The way into the Health database, as HealthKit's `HKHealthStore`, answered as an iPhone
/// simulator with nothing set up answers:
///
/// - Health data is available (`isHealthDataAvailable()`), and the database starts empty each
///   run, so that pictures do not depend on the last one.
/// - Nobody is there to answer the permission sheet: `requestAuthorization` completes (success
///   means the request was handled, as on iOS) as if the user turned nothing on, so each type
///   asked for sharing becomes `.sharingDenied` and saving it fails with
///   `errorAuthorizationDenied`. Tests of an app's own code may answer otherwise
///   (`_answerAuthorizationRequests(allowingSharing:)`).
/// - As on iOS, whether reading was allowed is never told: queries answer with the samples the
///   app saved itself that match, which is everything here.
///
/// All stores of a process share one database, as on a device.
public final class HKHealthStore: NSObject, @unchecked Sendable {
  public override init() { super.init() }

  /// Whether the device has Health data: true, as an iPhone (iPads before iPadOS 17 have none).
  public class func isHealthDataAvailable() -> Bool { true }

  /// Whether the app may save samples of `type`.
  public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus {
    HealthDatabase.shared.withLock { $0.status[type] ?? .notDetermined }
  }

  /// Asks the user to let the app save `typesToShare` and read `typesToRead`, then calls
  /// `completion` on a background queue (see the type's documentation for the answer given).
  public func requestAuthorization(
    toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
    completion: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    let share = typesToShare ?? []
    guard !share.isEmpty || !(typesToRead ?? []).isEmpty else {
      DispatchQueue.global().async {
        completion(false, HKError(.errorInvalidArgument, "Authorization requested for no data types"))
      }
      return
    }
    HealthDatabase.shared.withLock { database in
      for type in share where database.status[type] == nil {
        database.status[type] = database.allowsSharing ? .sharingAuthorized : .sharingDenied
      }
    }
    DispatchQueue.global().async { completion(true, nil) }
  }

  /// `requestAuthorization(toShare:read:completion:)`, awaited.
  public func requestAuthorization(
    toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>
  )
    async throws
  {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      requestAuthorization(toShare: typesToShare, read: typesToRead) { _, error in
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
      }
    }
  }

  /// Whether asking for `typesToShare` and `typesToRead` would show the permission sheet.
  public func getRequestStatusForAuthorization(
    toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>,
    completion: @escaping @Sendable (HKAuthorizationRequestStatus, (any Error)?) -> Void
  ) {
    let asked = HealthDatabase.shared.withLock { database in
      typesToShare.allSatisfy { database.status[$0] != nil }
    }
    DispatchQueue.global().async { completion(asked ? .unnecessary : .shouldRequest, nil) }
  }

  /// Saves `object` when the app may share its type, then calls `completion` on a background
  /// queue.
  public func save(
    _ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    save([object], withCompletion: completion)
  }

  /// Saves `objects` (all or none), then calls `completion` on a background queue.
  public func save(
    _ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    let failure = HealthDatabase.shared.save(objects)
    DispatchQueue.global().async { completion(failure == nil, failure) }
  }

  /// `save(_:withCompletion:)`, awaited.
  public func save(_ object: HKObject) async throws {
    if let failure = HealthDatabase.shared.save([object]) { throw failure }
  }

  /// `save(_:withCompletion:)` of several objects, awaited.
  public func save(_ objects: [HKObject]) async throws {
    if let failure = HealthDatabase.shared.save(objects) { throw failure }
  }

  /// Deletes `object`, which the app saved.
  public func delete(
    _ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    delete([object], withCompletion: completion)
  }

  /// Deletes `objects`, which the app saved.
  public func delete(
    _ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    let failure = HealthDatabase.shared.delete(objects)
    DispatchQueue.global().async { completion(failure == nil, failure) }
  }

  /// `delete(_:withCompletion:)`, awaited.
  public func delete(_ object: HKObject) async throws {
    if let failure = HealthDatabase.shared.delete([object]) { throw failure }
  }

  /// Runs `query` on a background queue; its handler is called with what the database holds.
  public func execute(_ query: HKQuery) {
    query.store = self
    query.isRunning = true
    DispatchQueue.global().async { query.run() }
  }

  /// Stops `query`: a long-running query (an observer, a statistics collection) is told nothing more.
  public func stop(_ query: HKQuery) { query.isRunning = false }

  /// Asks to be woken when samples of `type` change (kept: nothing wakes an app here).
  public func enableBackgroundDelivery(
    for type: HKObjectType, frequency: HKUpdateFrequency,
    withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    DispatchQueue.global().async { completion(true, nil) }
  }

  /// Stops waking the app for every type.
  public func disableAllBackgroundDelivery(
    withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    DispatchQueue.global().async { completion(true, nil) }
  }

  /// The units the user prefers for `quantityTypes`: each type's own unit (the Health app's
  /// settings are not here).
  public func preferredUnits(
    for quantityTypes: Set<HKQuantityType>,
    completion: @escaping @Sendable ([HKQuantityType: HKUnit], (any Error)?) -> Void
  ) {
    let units = Dictionary(uniqueKeysWithValues: quantityTypes.map { ($0, $0.canonicalUnit) })
    DispatchQueue.global().async { completion(units, nil) }
  }

  /// The user's date of birth: none is set on a new simulator.
  public func dateOfBirthComponents() throws -> DateComponents {
    throw HKError(.errorNoData, "No date of birth is set in Health")
  }

  /// Answers the permission sheet for the requests that follow, in this process: `true` as a
  /// user who turns every type on, `false` (the default) as one who turns nothing on. For tests
  /// of an app's own code, which cannot tap the sheet here.
  public static func _answerAuthorizationRequests(allowingSharing: Bool) {
    HealthDatabase.shared.withLock {
      $0.allowsSharing = allowingSharing
      $0.status = [:]
    }
  }
}

/// Whether an app may save a type's samples.
public enum HKAuthorizationStatus: Int, Sendable {
  case notDetermined = 0, sharingDenied, sharingAuthorized
}

/// Whether a request for authorization would show the sheet.
public enum HKAuthorizationRequestStatus: Int, Sendable {
  case unknown = 0, shouldRequest, unnecessary
}

/// How often an app is woken for new samples.
public enum HKUpdateFrequency: Int, Sendable {
  case immediate = 1, hourly, daily, weekly
}

/// The Health database of the process: the samples saved and the authorization answers.
final class HealthDatabase: @unchecked Sendable {
  static let shared = HealthDatabase()

  struct State {
    var samples: [HKSample] = []
    var status: [HKObjectType: HKAuthorizationStatus] = [:]
    var allowsSharing = false
    var observers: [ObjectIdentifier: HKObserverQuery] = [:]
  }

  private let lock = NSLock()
  private var state = State()

  func withLock<T>(_ body: (inout State) -> T) -> T { lock.withLock { body(&state) } }

  /// Saves `objects`, or says why none was saved.
  func save(_ objects: [HKObject]) -> HKError? {
    let (failure, observers): (HKError?, [HKObserverQuery]) = withLock { database in
      for case let sample as HKSample in objects {
        switch database.status[sample.sampleType] ?? .notDetermined {
        case .sharingAuthorized: continue
        case .sharingDenied:
          return (
            HKError(
              .errorAuthorizationDenied, "Authorization to share \(sample.sampleType.identifier) is denied"),
            []
          )
        case .notDetermined:
          return (
            HKError(
              .errorAuthorizationNotDetermined,
              "Authorization to share \(sample.sampleType.identifier) is not determined"), []
          )
        }
      }
      database.samples += objects.compactMap { $0 as? HKSample }
      let types = Set(objects.compactMap { ($0 as? HKSample)?.sampleType })
      return (nil, database.observers.values.filter { $0.sampleType.map(types.contains) ?? false })
    }
    for observer in observers { observer.tell() }
    return failure
  }

  /// Deletes `objects`, or says why none was deleted.
  func delete(_ objects: [HKObject]) -> HKError? {
    withLock { database in
      let ids = Set(objects.map(\.uuid))
      guard ids.isSubset(of: Set(database.samples.map(\.uuid))) else {
        return HKError(.errorInvalidArgument, "An object to delete is not in Health")
      }
      database.samples.removeAll { ids.contains($0.uuid) }
      return nil
    }
  }

  /// The samples of `type` matching `predicate`.
  func samples(of type: HKSampleType, matching predicate: NSPredicate?) -> [HKSample] {
    withLock { $0.samples }.filter { $0.sampleType == type && (predicate?.evaluate(with: $0) ?? true) }
  }
}
