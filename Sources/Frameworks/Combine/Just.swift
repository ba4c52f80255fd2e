/// A publisher that delivers one value and finishes.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  /// The value.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) { self.output = output }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(
      subscription: IteratorSubscription(
        CollectionOfOne(output).makeIterator(), ending: .finished, to: subscriber))
  }
}

extension Just: Equatable where Output: Equatable {}

/// A publisher that delivers nothing, and finishes at once unless told not to.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether it finishes at once (else it never ends).
  public let completeImmediately: Bool

  /// An empty publisher.
  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
  /// An empty publisher of the types given.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
    self.completeImmediately = completeImmediately
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}

/// A publisher that fails at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error.
  public let error: Failure

  /// A publisher that fails with `error`.
  public init(error: Failure) { self.error = error }
  /// A publisher of the output type given that fails with `failure`.
  public init(outputType: Output.Type, failure: Failure) { error = failure }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}

extension Fail: Equatable where Failure: Equatable {}

/// A publisher made afresh, by a closure, for each subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  public typealias Output = DeferredPublisher.Output
  public typealias Failure = DeferredPublisher.Failure
  /// Makes the publisher.
  public let createPublisher: () -> DeferredPublisher

  /// A publisher made by `createPublisher` at each subscription.
  public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    createPublisher().receive(subscriber: subscriber)
  }
}

extension Publishers {
  /// A publisher that delivers the elements of a sequence and finishes.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element
    /// The elements.
    public let sequence: Elements

    /// A publisher of `sequence`'s elements.
    public init(sequence: Elements) { self.sequence = sequence }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let subscription = IteratorSubscription(sequence.makeIterator(), ending: .finished, to: subscriber)
      subscriber.receive(subscription: subscription)
      subscription.startIfEmpty()
    }
  }
}

extension Sequence {
  /// A publisher of this sequence's elements.
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Optional {
  /// A publisher of the wrapped value, if there is one, that then finishes.
  public var publisher: Optional<Wrapped>.Publisher { Publisher(self) }

  /// A publisher of an optional's value.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Wrapped
    public typealias Failure = Never
    /// The value, if any.
    public let output: Wrapped?

    /// A publisher of `output`.
    public init(_ output: Wrapped?) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
      let subscription = IteratorSubscription(
        (output.map { [$0] } ?? []).makeIterator(), ending: .finished, to: subscriber)
      subscriber.receive(subscription: subscription)
      subscription.startIfEmpty()
    }
  }
}

extension Result {
  /// A publisher of the result: its value then a finish, or its failure.
  public var publisher: Result<Success, Failure>.Publisher { Publisher(self) }

  /// A publisher of a result.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Success
    /// The result.
    public let result: Result<Success, Failure>

    /// A publisher of `result`.
    public init(_ result: Result<Success, Failure>) { self.result = result }
    /// A publisher of `output`.
    public init(_ output: Success) { result = .success(output) }
    /// A publisher that fails with `failure`.
    public init(_ failure: Failure) { result = .failure(failure) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Success, S.Failure == Failure {
      switch result {
      case .success(let value):
        subscriber.receive(
          subscription: IteratorSubscription(
            CollectionOfOne(value).makeIterator(), ending: .finished, to: subscriber))
      case .failure(let error):
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
      }
    }
  }
}

/// A publisher that eventually delivers one value, or fails: the closure given runs at once, and
/// calls its promise once; every subscriber, early or late, receives that result (a value when it
/// has asked for one, then a finish; a failure at once).
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
  /// Fulfils a future.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let state = Locked<(result: Result<Output, Failure>?, waiting: [Conduit])>((nil, []))

  /// A future whose `attemptToFulfill` runs now and calls its promise when it has the result.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [self] result in fulfil(result) }
  }

  private func fulfil(_ result: Result<Output, Failure>) {
    let waiting = state.withLock { state -> [Conduit] in
      guard state.result == nil else { return [] }
      state.result = result
      defer { state.waiting = [] }
      return state.waiting
    }
    for conduit in waiting { conduit.fulfil(result) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let conduit = Conduit(AnySubscriber(subscriber))
    let known = state.withLock { state -> Result<Output, Failure>? in
      if state.result == nil { state.waiting.append(conduit) }
      return state.result
    }
    subscriber.receive(subscription: conduit)
    if let known { conduit.fulfil(known) }
  }

  /// One subscriber's subscription: delivers the result once it is known and asked for.
  private final class Conduit: Subscription, @unchecked Sendable {
    private let state:
      Locked<(downstream: AnySubscriber<Output, Failure>?, asked: Bool, result: Result<Output, Failure>?)>
    init(_ downstream: AnySubscriber<Output, Failure>) { state = Locked((downstream, false, nil)) }

    func request(_ demand: Subscribers.Demand) {
      guard demand > 0 else { return }
      state.withLock { $0.asked = true }
      deliverIfReady()
    }

    func fulfil(_ result: Result<Output, Failure>) {
      state.withLock { $0.result = result }
      deliverIfReady()
    }

    private func deliverIfReady() {
      let ready = state.withLock { state -> (AnySubscriber<Output, Failure>, Result<Output, Failure>)? in
        guard let downstream = state.downstream, let result = state.result else { return nil }
        if case .success = result, !state.asked { return nil }
        state.downstream = nil
        return (downstream, result)
      }
      guard let (downstream, result) = ready else { return }
      switch result {
      case .success(let value):
        _ = downstream.receive(value)
        downstream.receive(completion: .finished)
      case .failure(let error): downstream.receive(completion: .failure(error))
      }
    }

    func cancel() { state.withLock { $0.downstream = nil } }
  }
}
