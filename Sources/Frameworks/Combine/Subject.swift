/// A publisher that code outside it can push values into: `send(_:)` delivers to every
/// subscriber, `send(completion:)` ends every subscription.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Delivers `value` to the subscribers.
  func send(_ value: Output)
  /// Ends the stream for every subscriber, present and future.
  func send(completion: Subscribers.Completion<Failure>)
  /// Gives the subject an upstream subscription (when it is subscribed to a publisher).
  func send(subscription: Subscription)
}

extension Subject where Output == Void {
  /// Delivers the one value of a `Void` stream.
  public func send() { send(()) }
}

/// The subscribers of a subject: one conduit each, with its own demand. A value reaches a conduit
/// that has demand; one that has none does not get it (a passthrough subject keeps nothing).
final class SubjectConduits<Output, Failure: Error>: @unchecked Sendable {
  private struct State {
    var conduits: [Conduit] = []
    var completion: Subscribers.Completion<Failure>?
    var upstream: [Subscription] = []
  }
  private let state = Locked(State())

  /// The completion, once sent.
  var completion: Subscribers.Completion<Failure>? { state.withLock { $0.completion } }

  /// Attaches `subscriber`, or tells it at once that the stream has ended. `initial` is delivered
  /// at its first demand (a current-value subject's value).
  func attach<S: Subscriber>(_ subscriber: S, initial: (() -> Output)?)
  where S.Input == Output, S.Failure == Failure {
    let conduit = Conduit(AnySubscriber(subscriber), owner: self, initial: initial)
    let ended = state.withLock { state -> Subscribers.Completion<Failure>? in
      if let completion = state.completion { return completion }
      state.conduits.append(conduit)
      return nil
    }
    if let ended {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: ended)
    } else {
      subscriber.receive(subscription: conduit)
    }
  }

  func send(_ value: Output) {
    let conduits = state.withLock { $0.completion == nil ? $0.conduits : [] }
    for conduit in conduits { conduit.offer(value) }
  }

  func send(completion: Subscribers.Completion<Failure>) {
    let conduits = state.withLock { state -> [Conduit] in
      guard state.completion == nil else { return [] }
      state.completion = completion
      defer {
        state.conduits = []
        state.upstream = []
      }
      return state.conduits
    }
    for conduit in conduits { conduit.finish(completion) }
  }

  func send(subscription: Subscription) {
    state.withLock { $0.upstream.append(subscription) }
    subscription.request(.unlimited)
  }

  fileprivate func detach(_ conduit: Conduit) {
    state.withLock { $0.conduits.removeAll { $0 === conduit } }
  }

  /// One subscriber's subscription to the subject.
  final class Conduit: Subscription, @unchecked Sendable {
    private struct State {
      var downstream: AnySubscriber<Output, Failure>?
      var demand = Subscribers.Demand.none
      var initial: (() -> Output)?
    }
    private let state: Locked<State>
    private weak var owner: SubjectConduits?

    init(_ downstream: AnySubscriber<Output, Failure>, owner: SubjectConduits, initial: (() -> Output)?) {
      state = Locked(State(downstream: downstream, initial: initial))
      self.owner = owner
    }

    func request(_ demand: Subscribers.Demand) {
      guard demand > 0 else { return }
      let first = state.withLock { state -> (AnySubscriber<Output, Failure>, Output)? in
        state.demand += demand
        guard let initial = state.initial, let downstream = state.downstream else { return nil }
        state.initial = nil
        state.demand -= 1
        return (downstream, initial())
      }
      if let (downstream, value) = first {
        let more = downstream.receive(value)
        state.withLock { $0.demand += more }
      }
    }

    /// Delivers `value` if the subscriber has asked for one.
    func offer(_ value: Output) {
      let downstream = state.withLock { state -> AnySubscriber<Output, Failure>? in
        guard let downstream = state.downstream, state.demand > 0 else { return nil }
        state.initial = nil
        state.demand -= 1
        return downstream
      }
      guard let downstream else { return }
      let more = downstream.receive(value)
      state.withLock { $0.demand += more }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
      let downstream = state.withLock { state -> AnySubscriber<Output, Failure>? in
        defer { state.downstream = nil }
        return state.downstream
      }
      downstream?.receive(completion: completion)
    }

    func cancel() {
      state.withLock { $0.downstream = nil }
      owner?.detach(self)
    }
  }
}

/// A subject that delivers each value sent to the subscribers that asked for one, and keeps no
/// value: a subscriber that comes later gets only what is sent after.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let conduits = SubjectConduits<Output, Failure>()

  /// A subject with no subscriber.
  public init() {}

  public func send(_ input: Output) { conduits.send(input) }
  public func send(completion: Subscribers.Completion<Failure>) { conduits.send(completion: completion) }
  public func send(subscription: Subscription) { conduits.send(subscription: subscription) }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    conduits.attach(subscriber, initial: nil)
  }
}

/// A subject that keeps its latest value: a new subscriber receives it first, and setting `value`
/// sends the new one.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  private let conduits = SubjectConduits<Output, Failure>()
  private let current: Locked<Output>

  /// A subject whose value is `value`.
  public init(_ value: Output) { current = Locked(value) }

  /// The latest value; setting it sends it to the subscribers.
  public var value: Output {
    get { current.withLock { $0 } }
    set { send(newValue) }
  }

  public func send(_ input: Output) {
    guard conduits.completion == nil else { return }
    current.withLock { $0 = input }
    conduits.send(input)
  }
  public func send(completion: Subscribers.Completion<Failure>) { conduits.send(completion: completion) }
  public func send(subscription: Subscription) { conduits.send(subscription: subscription) }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let current = current
    conduits.attach(subscriber) { current.withLock { $0 } }
  }
}
