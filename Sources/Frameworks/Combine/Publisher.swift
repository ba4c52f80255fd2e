/// Something that delivers values over time to subscribers, and at most one completion: a finish
/// or a failure. A publisher delivers nothing until a subscriber asks for values (its demand), and
/// never more than it asked for.
public protocol Publisher<Output, Failure> {
  /// What the publisher delivers.
  associatedtype Output
  /// How it can fail (`Never` when it cannot).
  associatedtype Failure: Error

  /// Attaches `subscriber`: the publisher gives it a subscription, then values as it asks for them.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber` to this publisher.
  public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }

  /// Attaches `subject`, which then republishes what this publisher delivers; cancel the result
  /// to detach it.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let relay = SubjectRelay(subject)
    receive(subscriber: relay)
    return AnyCancellable(relay)
  }
}

/// Feeds what a publisher delivers into a subject.
final class SubjectRelay<S: Subject>: Subscriber, Cancellable, @unchecked Sendable {
  typealias Input = S.Output
  typealias Failure = S.Failure
  private let state = Locked<(subject: S?, subscription: Subscription?)>((nil, nil))

  init(_ subject: S) { state.withLock { $0.subject = subject } }

  func receive(subscription: Subscription) {
    guard
      let subject = state.withLock({ state -> S? in
        guard state.subject != nil, state.subscription == nil else { return nil }
        state.subscription = subscription
        return state.subject
      })
    else { return subscription.cancel() }
    subject.send(subscription: subscription)
    subscription.request(.unlimited)
  }

  func receive(_ input: S.Output) -> Subscribers.Demand {
    state.withLock { $0.subject }?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<S.Failure>) {
    let subject = state.withLock { state -> S? in
      defer { state = (nil, nil) }
      return state.subject
    }
    subject?.send(completion: completion)
  }

  func cancel() {
    let subscription = state.withLock { state -> Subscription? in
      defer { state = (nil, nil) }
      return state.subscription
    }
    subscription?.cancel()
  }
}
