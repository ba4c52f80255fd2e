/// Delivers the values of an iterator to one subscriber as it asks for them, then a completion:
/// the subscription of `Just`, `Publishers.Sequence` and `Future`. Values are delivered on the
/// thread that asked for them; a request made while delivering adds to the demand.
final class IteratorSubscription<Iterator: IteratorProtocol, Downstream: Subscriber>: Subscription,
  @unchecked Sendable
where Downstream.Input == Iterator.Element {
  private struct State {
    var iterator: Iterator?
    /// The next element, taken from the iterator ahead of demand so that an empty stream is
    /// known at once (an iterator of reference semantics must not be asked twice).
    var next: Iterator.Element?
    var downstream: Downstream?
    var demand = Subscribers.Demand.none
    var delivering = false
  }
  private let state: Locked<State>
  private enum Step {
    case value(Downstream, Iterator.Element)
    case end(Downstream)
    case stop
  }
  private let completion: Subscribers.Completion<Downstream.Failure>

  init(
    _ iterator: Iterator, ending completion: Subscribers.Completion<Downstream.Failure>,
    to downstream: Downstream
  ) {
    var iterator = iterator
    let first = iterator.next()
    state = Locked(State(iterator: first == nil ? nil : iterator, next: first, downstream: downstream))
    self.completion = completion
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    let start = state.withLock { state -> Bool in
      state.demand += demand
      guard !state.delivering, state.downstream != nil else { return false }
      state.delivering = true
      return true
    }
    guard start else { return }
    while true {
      let step = state.withLock { state -> Step in
        guard let downstream = state.downstream else { return .stop }
        guard let value = state.next else {
          state.downstream = nil
          return .end(downstream)
        }
        guard state.demand > 0 else {
          state.delivering = false
          return .stop
        }
        state.next = state.iterator?.next()
        state.demand -= 1
        return .value(downstream, value)
      }
      switch step {
      case .stop: return
      case .end(let downstream):
        downstream.receive(completion: completion)
        return
      case .value(let downstream, let value):
        let more = downstream.receive(value)
        state.withLock { $0.demand += more }
      }
    }
  }

  /// Ends at once when there is nothing to deliver (so an empty stream completes without demand).
  func startIfEmpty() {
    let downstream = state.withLock { state -> Downstream? in
      guard state.next == nil, let downstream = state.downstream else { return nil }
      state.downstream = nil
      return downstream
    }
    downstream?.receive(completion: completion)
  }

  func cancel() { state.withLock { $0 = State() } }
}
