// Operators on a stream's failure: mapError, setFailureType, replaceError, catch, retry,
// assertNoFailure.

extension Publishers {
  /// The upstream with its failure turned by a closure.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    public typealias Output = Upstream.Output
    public let upstream: Upstream
    public let transform: (Upstream.Failure) -> Failure

    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribe(Relay(subscriber, step: { .emit($0) }, end: { .complete($0.mapFailure(transform)) }))
    }
  }

  /// A publisher that cannot fail, given a failure type (so that it can be combined with ones
  /// that can).
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    public typealias Output = Upstream.Output
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        Relay<Output, Never, S>(subscriber, step: { .emit($0) }, end: { _ in .complete(.finished) }))
    }
  }

  /// The upstream, with a failure replaced by one last value and a finish.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never
    public let upstream: Upstream
    public let output: Output

    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
      let output = output
      upstream.subscribe(
        Relay(
          subscriber, step: { .emit($0) },
          end: { end in
            if case .failure = end { return .emitThenFinish(output) }
            return .complete(.finished)
          }))
    }
  }

  /// The upstream, and on failure the publisher a closure makes from the error, in its place.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where NewPublisher.Output == Upstream.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = NewPublisher.Failure
    public let upstream: Upstream
    public let handler: (Upstream.Failure) -> NewPublisher

    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let handler = handler
      let chain = Chain<Output, Upstream.Failure, S>(
        subscriber,
        onFailure: { error in
          { handler(error).subscribe($0) }
        })
      upstream.subscribe(chain.first)
    }
  }

  /// The upstream subscribed to again, up to a number of times, when it fails.
  public struct Retry<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let retries: Int?

    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let upstream = upstream
      let left = Locked(retries)
      let chain = Chain<Output, Failure, S>(
        subscriber, retrying: true,
        onFailure: { error in
          let again = left.withLock { left -> Bool in
            guard let count = left else { return true }
            guard count > 0 else { return false }
            left = count - 1
            return true
          }
          guard again else { return nil }
          return { upstream.subscribe($0) }
        })
      upstream.subscribe(chain.first)
    }
  }
}

/// One subscriber fed by a first publisher and, when that fails, by another the failure chooses
/// (catch, retry): the demand the subscriber asked for and did not get passes to the next.
final class Chain<Output, FirstFailure: Error, Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Input == Output {
  typealias Next = (AnySubscriber<Output, Downstream.Failure>) -> Void
  private struct State {
    var downstream: Downstream?
    var current: Subscription?
    var outstanding = Subscribers.Demand.none
    var announced = false
  }
  private let state: Locked<State>
  private let onFailure: (FirstFailure) -> Next?
  private let onFinish: (() -> Next?)?
  private let retrying: Bool

  init(
    _ downstream: Downstream, retrying: Bool = false, onFailure: @escaping (FirstFailure) -> Next?,
    onFinish: (() -> Next?)? = nil
  ) {
    state = Locked(State(downstream: downstream))
    self.retrying = retrying
    self.onFailure = onFailure
    self.onFinish = onFinish
  }

  /// The subscriber to the first publisher.
  var first: AnySubscriber<Output, FirstFailure> {
    AnySubscriber(
      receiveSubscription: { [self] in attach($0) }, receiveValue: { [self] in forward($0) },
      receiveCompletion: { [self] completion in
        switch completion {
        case .finished:
          if let next = onFinish?() {
            state.withLock { $0.current = nil }
            next(later)
          } else {
            finish(.finished)
          }
        case .failure(let error):
          state.withLock { $0.current = nil }
          if let next = onFailure(error) {
            // A retry subscribes the same way again, so that its next failure is judged too.
            next(retrying ? (first as? AnySubscriber<Output, Downstream.Failure>) ?? later : later)
          } else if let same = error as? Downstream.Failure {
            finish(.failure(same))
          } else {
            finish(.finished)
          }
        }
      })
  }

  /// The subscriber to a publisher that takes over.
  private var later: AnySubscriber<Output, Downstream.Failure> {
    AnySubscriber(
      receiveSubscription: { [self] in attach($0) }, receiveValue: { [self] in forward($0) },
      receiveCompletion: { [self] in finish($0) })
  }

  private func attach(_ subscription: Subscription) {
    let (announce, demand, downstream) = state.withLock { state -> (Bool, Subscribers.Demand, Downstream?) in
      guard state.downstream != nil else { return (false, .none, nil) }
      state.current = subscription
      defer { state.announced = true }
      return (!state.announced, state.outstanding, state.downstream)
    }
    guard let downstream else { return subscription.cancel() }
    if announce { downstream.receive(subscription: self) }
    if demand > 0 { subscription.request(demand) }
  }

  private func forward(_ value: Output) -> Subscribers.Demand {
    guard
      let downstream = state.withLock({ state -> Downstream? in
        state.outstanding -= 1
        return state.downstream
      })
    else { return .none }
    let more = downstream.receive(value)
    state.withLock { $0.outstanding += more }
    return more
  }

  private func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    let downstream = state.withLock { state -> Downstream? in
      defer { state = State() }
      return state.downstream
    }
    downstream?.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    let current = state.withLock { state -> Subscription? in
      state.outstanding += demand
      return state.current
    }
    current?.request(demand)
  }

  func cancel() {
    let current = state.withLock { state -> Subscription? in
      defer { state = State() }
      return state.current
    }
    current?.cancel()
  }
}

extension Publisher {
  /// The failure turned by `transform`.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
    Publishers.MapError(upstream: self, transform: transform)
  }

  /// On failure, one last `output` and a finish.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }

  /// On failure, the publisher `handler` makes from the error, in this one's place.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
  where P.Output == Output {
    Publishers.Catch(upstream: self, handler: handler)
  }

  /// On failure, this publisher subscribed to again, up to `retries` times.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }

  /// The stream, stopping the program if it fails (a failure it was sure could not happen).
  public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line)
    -> Publishers.MapError<Self, Never>
  {
    Publishers.MapError(upstream: self) { error in
      fatalError("\(prefix)\(prefix.isEmpty ? "" : ": ")unexpected failure \(error)", file: file, line: line)
    }
  }
}

extension Publisher where Failure == Never {
  /// This publisher, given the failure type `failureType`.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
    Publishers.SetFailureType(upstream: self)
  }
}
