extension Subscribers {
  /// A subscriber that asks for every value at once and hands each to a closure: what `sink`
  /// makes. Cancelling it (or releasing the `AnyCancellable` it is kept in) ends the subscription
  /// and frees the closures.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible,
    @unchecked Sendable
  {
    private struct State {
      var subscription: Subscription?
      var value: ((Input) -> Void)?
      var completion: ((Subscribers.Completion<Failure>) -> Void)?
      var subscribed = false
    }
    private let state: Locked<State>

    /// The closure that receives values.
    public var receiveValue: (Input) -> Void { state.withLock { $0.value } ?? { _ in } }
    /// The closure that receives the completion.
    public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
      state.withLock { $0.completion } ?? { _ in }
    }

    /// A sink that calls `receiveCompletion` at the end and `receiveValue` with each value.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      state = Locked(State(value: receiveValue, completion: receiveCompletion))
    }

    public var description: String { "Sink" }

    public func receive(subscription: Subscription) {
      let accepted = state.withLock { state -> Bool in
        guard !state.subscribed, state.value != nil else { return false }
        state.subscribed = true
        state.subscription = subscription
        return true
      }
      if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      state.withLock { $0.value }?(value)
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      let action = state.withLock { state -> ((Subscribers.Completion<Failure>) -> Void)? in
        defer { state = State(subscribed: true) }
        return state.completion
      }
      action?(completion)
    }

    public func cancel() {
      let subscription = state.withLock { state -> Subscription? in
        defer { state = State(subscribed: true) }
        return state.subscription
      }
      subscription?.cancel()
    }
  }
}

extension Publisher {
  /// Subscribes with closures for the completion and each value; keep the result for as long as
  /// they should be called.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for each value; keep the result for as long as it should be called.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
