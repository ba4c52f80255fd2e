/// The subscription behind every operator that turns each upstream event into at most one
/// downstream event (map, filter, removeDuplicates, catch's neighbours…): it stands between one
/// upstream subscription and one subscriber, passes demand up, asks for one more value for each
/// value it drops, and ends both sides when the step says so. A last value (replaceError's) waits
/// for demand like any other.
final class Relay<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
  @unchecked Sendable
{
  typealias Failure = UpstreamFailure
  typealias Output = Downstream.Input

  /// What one upstream value becomes.
  enum Step {
    case emit(Output)
    case skip
    case emitThenFinish(Output)
    case finish
    case fail(Downstream.Failure)
  }

  /// What the upstream completion becomes.
  enum End {
    case complete(Subscribers.Completion<Downstream.Failure>)
    case emitThenFinish(Output)
  }

  /// Calls made on the way, for `handleEvents`.
  struct Hooks {
    var subscription: ((Subscription) -> Void)?
    var cancel: (() -> Void)?
    var request: ((Subscribers.Demand) -> Void)?
  }

  private struct State {
    var downstream: Downstream?
    var upstream: Subscription?
    var outstanding = Subscribers.Demand.none
    var last: Output?
  }
  private let state: Locked<State>
  private let step: (Input) -> Step
  private let end: (Subscribers.Completion<UpstreamFailure>) -> End
  private let hooks: Hooks

  init(
    _ downstream: Downstream, hooks: Hooks = Hooks(), step: @escaping (Input) -> Step,
    end: @escaping (Subscribers.Completion<UpstreamFailure>) -> End
  ) {
    state = Locked(State(downstream: downstream))
    self.step = step
    self.end = end
    self.hooks = hooks
  }

  func receive(subscription: Subscription) {
    let downstream = state.withLock { state -> Downstream? in
      guard state.upstream == nil, let downstream = state.downstream else { return nil }
      state.upstream = subscription
      return downstream
    }
    guard let downstream else { return subscription.cancel() }
    hooks.subscription?(subscription)
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let downstream = state.withLock({ $0.downstream }) else { return .none }
    switch step(input) {
    case .skip:
      return .max(1)
    case .emit(let value):
      state.withLock { $0.outstanding -= 1 }
      let more = downstream.receive(value)
      state.withLock { $0.outstanding += more }
      return more
    case .emitThenFinish(let value):
      cancelUpstream()
      _ = downstream.receive(value)
      downstream.receive(completion: .finished)
    case .finish:
      cancelUpstream()
      downstream.receive(completion: .finished)
    case .fail(let error):
      cancelUpstream()
      downstream.receive(completion: .failure(error))
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    guard state.withLock({ $0.downstream }) != nil else { return }
    switch end(completion) {
    case .complete(let completion):
      let downstream = state.withLock { state -> Downstream? in
        defer { state = State() }
        return state.downstream
      }
      downstream?.receive(completion: completion)
    case .emitThenFinish(let value):
      state.withLock { $0.last = value }
      deliverLast()
    }
  }

  func request(_ demand: Subscribers.Demand) {
    hooks.request?(demand)
    let upstream = state.withLock { state -> Subscription? in
      state.outstanding += demand
      return state.upstream
    }
    upstream?.request(demand)
    deliverLast()
  }

  func cancel() {
    hooks.cancel?()
    let upstream = state.withLock { state -> Subscription? in
      defer { state = State() }
      return state.upstream
    }
    upstream?.cancel()
  }

  /// Ends the upstream side, keeping the subscriber for the events that follow.
  private func cancelUpstream() {
    let upstream = state.withLock { state -> Subscription? in
      defer { state = State() }
      return state.upstream
    }
    upstream?.cancel()
  }

  private func deliverLast() {
    let ready = state.withLock { state -> (Downstream, Output)? in
      guard let last = state.last, state.outstanding > 0, let downstream = state.downstream else {
        return nil
      }
      state = State()
      return (downstream, last)
    }
    guard let (downstream, value) = ready else { return }
    _ = downstream.receive(value)
    downstream.receive(completion: .finished)
  }
}
