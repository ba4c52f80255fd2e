import Combine
import Foundation

/// A subscriber that records what it receives and asks for values as a test says.
final class Recorder<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  private let lock = NSLock()
  private var _values: [Input] = []
  private var _completion: Subscribers.Completion<Failure>?
  private(set) var subscription: Subscription?
  private let initial: Subscribers.Demand
  private let perValue: Subscribers.Demand

  /// A recorder that asks for `initial` values at first and `perValue` more after each.
  init(initial: Subscribers.Demand = .unlimited, perValue: Subscribers.Demand = .none) {
    self.initial = initial
    self.perValue = perValue
  }

  var values: [Input] { lock.withLock { _values } }
  var completion: Subscribers.Completion<Failure>? { lock.withLock { _completion } }
  var finished: Bool {
    if case .finished = completion { return true }
    return false
  }
  var failure: Failure? {
    if case .failure(let error) = completion { return error }
    return nil
  }

  func receive(subscription: Subscription) {
    self.subscription = subscription
    subscription.request(initial)
  }
  func receive(_ input: Input) -> Subscribers.Demand {
    lock.withLock { _values.append(input) }
    return perValue
  }
  func receive(completion: Subscribers.Completion<Failure>) {
    lock.withLock {
      precondition(_completion == nil, "completed twice")
      _completion = completion
    }
  }
}

/// Values a closure on another queue collects.
final class Collected<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var _values: [Value] = []
  var values: [Value] { lock.withLock { _values } }
  func append(_ value: Value) { lock.withLock { _values.append(value) } }
}

/// Waits (yielding to the main queue) until `condition` holds or `seconds` pass: long enough for a
/// main queue busy with other suites' screens, and returning as soon as the condition holds.
@MainActor func waitUntil(within seconds: Double = 120, _ condition: () -> Bool) async {
  let deadline = Date(timeIntervalSinceNow: seconds)
  while !condition(), Date() < deadline {
    try? await Task.sleep(nanoseconds: 5_000_000)
  }
}

struct TestError: Error, Equatable {
  let code: Int
}
