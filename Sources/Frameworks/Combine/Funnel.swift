/// Many upstream subscriptions feeding one subscriber (merge, combineLatest, zip, flatMap,
/// switchToLatest). Each source is asked for every value; what reaches the subscriber waits in a
/// queue until it has demand, so no value is lost and none is delivered unasked. The stream ends
/// when every source has finished and no more will come, or at the first failure, which cancels
/// the rest.
final class Funnel<Output, Failure: Error, Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Input == Output, Downstream.Failure == Failure {
  private struct State {
    var downstream: Downstream?
    var sources: [Int: Subscription] = [:]
    var open = Set<Int>()
    var closed = false
    var queue: [Output] = []
    var outstanding = Subscribers.Demand.none
    var draining = false
    var ended: Subscribers.Completion<Failure>?
    var upstream: Subscription?
  }
  private let state: Locked<State>
  private enum Step {
    case value(Downstream, Output)
    case end(Downstream, Subscribers.Completion<Failure>)
    case stop
  }

  init(_ downstream: Downstream) { state = Locked(State(downstream: downstream)) }

  /// Gives the subscriber its subscription; call once, before any source delivers.
  func start() {
    guard let downstream = state.withLock({ $0.downstream }) else { return }
    downstream.receive(subscription: self)
  }

  /// Registers source `id` as one that will deliver until it completes.
  func open(_ id: Int) { _ = state.withLock { $0.open.insert(id) } }

  /// Says that no source beyond those opened will come; `outer`, the source that opened them
  /// (flatMap's upstream), is done.
  func close(_ outer: Int? = nil) {
    state.withLock { state in
      state.closed = true
      if let outer {
        state.open.remove(outer)
        state.upstream = nil
      }
    }
    drain()
  }

  /// An outer subscription (flatMap's and switchToLatest's upstream) cancelled with the rest.
  func setUpstream(_ subscription: Subscription) -> Bool {
    state.withLock { state in
      guard state.downstream != nil else { return false }
      state.upstream = subscription
      return true
    }
  }

  /// A subscriber for source `id`: it hands each value to `transform`, which says what, if
  /// anything, goes to the queue.
  func subscriber<Input>(_ id: Int, _ transform: @escaping (Input) -> Output?) -> AnySubscriber<
    Input, Failure
  > {
    AnySubscriber(
      receiveSubscription: { [self] subscription in
        let accepted = state.withLock { state -> Bool in
          guard state.downstream != nil, state.open.contains(id) else { return false }
          state.sources[id] = subscription
          return true
        }
        if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
      },
      receiveValue: { [self] value in
        if let output = transform(value) { enqueue(output) }
        return .none
      },
      receiveCompletion: { [self] completion in sourceEnded(id, completion) })
  }

  /// Stops source `id` (switchToLatest's previous inner publisher).
  func cancelSource(_ id: Int) {
    let subscription = state.withLock { state -> Subscription? in
      state.open.remove(id)
      return state.sources.removeValue(forKey: id)
    }
    subscription?.cancel()
  }

  /// Whether source `id` is still delivering.
  func isOpen(_ id: Int) -> Bool { state.withLock { $0.open.contains(id) } }

  func enqueue(_ value: Output) {
    state.withLock { state in
      guard state.downstream != nil else { return }
      state.queue.append(value)
    }
    drain()
  }

  /// Replaces what waits with `value` (combineLatest: only the latest combination matters).
  func replaceWaiting(with value: Output) {
    state.withLock { state in
      guard state.downstream != nil else { return }
      state.queue = [value]
    }
    drain()
  }

  private func sourceEnded(_ id: Int, _ completion: Subscribers.Completion<Failure>) {
    let others = state.withLock { state -> [Subscription] in
      state.open.remove(id)
      state.sources[id] = nil
      guard case .failure = completion, state.ended == nil else { return [] }
      state.ended = completion
      state.queue = []
      defer {
        state.sources = [:]
        state.upstream = nil
      }
      return Array(state.sources.values) + (state.upstream.map { [$0] } ?? [])
    }
    for other in others { other.cancel() }
    drain()
  }

  /// Fails the stream from outside the sources (the outer stream of flatMap failed).
  func fail(_ error: Failure) {
    let others = state.withLock { state -> [Subscription] in
      guard state.ended == nil else { return [] }
      state.ended = .failure(error)
      state.queue = []
      defer { state.sources = [:] }
      return Array(state.sources.values)
    }
    for other in others { other.cancel() }
    drain()
  }

  /// Delivers what waits while there is demand, then the end when it is due; one thread at a time.
  private func drain() {
    let start = state.withLock { state -> Bool in
      guard !state.draining else { return false }
      state.draining = true
      return true
    }
    guard start else { return }
    while true {
      let step = state.withLock { state -> Step in
        guard let downstream = state.downstream else {
          state.draining = false
          return .stop
        }
        if let ended = state.ended {
          state = State()
          return .end(downstream, ended)
        }
        if !state.queue.isEmpty, state.outstanding > 0 {
          state.outstanding -= 1
          return .value(downstream, state.queue.removeFirst())
        }
        if state.queue.isEmpty, state.closed, state.open.isEmpty {
          state = State()
          return .end(downstream, .finished)
        }
        state.draining = false
        return .stop
      }
      switch step {
      case .stop: return
      case .end(let downstream, let completion):
        downstream.receive(completion: completion)
        return
      case .value(let downstream, let value):
        let more = downstream.receive(value)
        state.withLock { $0.outstanding += more }
      }
    }
  }

  func request(_ demand: Subscribers.Demand) {
    state.withLock { $0.outstanding += demand }
    drain()
  }

  func cancel() {
    let all = state.withLock { state -> [Subscription] in
      defer { state = State() }
      return Array(state.sources.values) + (state.upstream.map { [$0] } ?? [])
    }
    for subscription in all { subscription.cancel() }
  }
}
