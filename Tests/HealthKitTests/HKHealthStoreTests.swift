import CoreData
import Foundation
import HealthKit
import Testing

/// The Health database as an iPhone simulator with nothing set up answers: data is available,
/// nobody grants access, and queries answer with what the app saved.
@Suite(.serialized) struct HKHealthStoreTests {
  let distance = HKQuantityType(.distanceCycling)

  func ride(_ kilometres: Double, from start: Date, minutes: Double = 60) -> HKQuantitySample {
    HKQuantitySample(
      type: distance, quantity: HKQuantity(unit: .meterUnit(with: .kilo), doubleValue: kilometres),
      start: start,
      end: start.addingTimeInterval(minutes * 60))
  }

  func answer<T: Sendable>(_ work: (@escaping @Sendable (T) -> Void) -> Void) async -> T {
    await withCheckedContinuation { continuation in work { continuation.resume(returning: $0) } }
  }

  @Test func nobodyGrantsAccessSoASaveIsRefusedAsOnANewSimulator() async throws {
    HKHealthStore._answerAuthorizationRequests(allowingSharing: false)
    let store = HKHealthStore()
    #expect(HKHealthStore.isHealthDataAvailable())
    #expect(store.authorizationStatus(for: distance) == .notDetermined)
    await #expect(throws: HKError.self) { try await store.save(ride(12, from: .now)) }
    try await store.requestAuthorization(toShare: [distance], read: [distance])
    #expect(store.authorizationStatus(for: distance) == .sharingDenied)
    do {
      try await store.save(ride(12, from: .now))
      Issue.record("saved without access")
    } catch HKError.errorAuthorizationDenied {
    } catch {
      Issue.record("another error: \(error)")
    }
    let (success, error) = await answer { done in
      store.requestAuthorization(toShare: [], read: []) { done(($0, $1 as? HKError)) }
    }
    #expect(!success && error?.code == .errorInvalidArgument)
  }

  @Test func savedSamplesAnswerQueriesSortedAndAddedUpByDay() async throws {
    HKHealthStore._answerAuthorizationRequests(allowingSharing: true)
    defer { HKHealthStore._answerAuthorizationRequests(allowingSharing: false) }
    let store = HKHealthStore()
    try await store.requestAuthorization(toShare: [distance], read: [distance])
    #expect(store.authorizationStatus(for: distance) == .sharingAuthorized)
    let calendar = Calendar.current
    let monday = calendar.startOfDay(for: Date(timeIntervalSince1970: 1_780_000_000))
    let hour: TimeInterval = 3600
    // 10 km on Monday morning, 6 km across Monday midnight (half each day), 4 km on Wednesday.
    let rides = [
      ride(10, from: monday.addingTimeInterval(8 * hour)),
      ride(6, from: monday.addingTimeInterval(23 * hour), minutes: 120),
      ride(4, from: monday.addingTimeInterval(50 * hour)),
    ]
    try await store.save(rides)
    let week = HKQuery.predicateForSamples(withStart: monday, end: monday.addingTimeInterval(7 * 24 * hour))
    let samples: [HKSample] = await answer { done in
      store.execute(
        HKSampleQuery(
          sampleType: distance, predicate: week, limit: 2,
          sortDescriptors: [NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)]
        ) { _, samples, _ in done(samples ?? []) })
    }
    #expect(samples.map(\.uuid) == [rides[2].uuid, rides[1].uuid], "latest first, two at most")
    let total: Double? = await answer { done in
      store.execute(
        HKStatisticsQuery(quantityType: distance, quantitySamplePredicate: week, options: .cumulativeSum) {
          _, statistics, _ in
          done(statistics?.sumQuantity()?.doubleValue(for: .meterUnit(with: .kilo)))
        })
    }
    #expect(abs((total ?? 0) - 20) < 1e-9)
    let query = HKStatisticsCollectionQuery(
      quantityType: distance, quantitySamplePredicate: nil, options: .cumulativeSum, anchorDate: monday,
      intervalComponents: DateComponents(day: 1))
    let days: [Double] = await answer { done in
      query.initialResultsHandler = { _, collection, _ in
        var days: [Double] = []
        collection?.enumerateStatistics(from: monday, to: monday.addingTimeInterval(3 * 24 * hour)) {
          statistics, _ in
          days.append(statistics.sumQuantity()?.doubleValue(for: .meterUnit(with: .kilo)) ?? 0)
        }
        done(days)
      }
      store.execute(query)
    }
    #expect(days.count == 4)
    #expect(abs(days[0] - 13) < 1e-9 && abs(days[1] - 3) < 1e-9 && days[2] == 4 && days[3] == 0)
    try await store.delete(rides[0])
    let emptyMorning = HKQuery.predicateForSamples(
      withStart: monday, end: monday.addingTimeInterval(12 * hour), options: .strictStartDate)
    let error: HKError? = await answer { done in
      store.execute(
        HKStatisticsQuery(
          quantityType: distance, quantitySamplePredicate: emptyMorning, options: .cumulativeSum
        ) {
          _, _, error in done(error as? HKError)
        })
    }
    #expect(error?.code == .errorNoData)
    for sample in rides.dropFirst() { try await store.delete(sample) }
  }
}
