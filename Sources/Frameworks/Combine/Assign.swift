extension Subscribers {
  /// A subscriber that writes each value to a property of an object (which it keeps until the
  /// stream ends or it is cancelled): what `assign(to:on:)` makes.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible,
    @unchecked Sendable
  {
    public typealias Failure = Never
    private let state: Locked<(root: Root?, subscription: Subscription?)>
    /// Where values go.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>

    /// The object written to, until the stream ends.
    public var object: Root? { state.withLock { $0.root } }

    /// A subscriber that writes to `object[keyPath: keyPath]`.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      state = Locked((object, nil))
      self.keyPath = keyPath
    }

    public var description: String { "Assign \(Root.self)." }

    public func receive(subscription: Subscription) {
      let accepted = state.withLock { state -> Bool in
        guard state.root != nil, state.subscription == nil else { return false }
        state.subscription = subscription
        return true
      }
      if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      if let root = state.withLock({ $0.root }) { root[keyPath: keyPath] = value }
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) { state.withLock { $0 = (nil, nil) } }

    public func cancel() {
      let subscription = state.withLock { state -> Subscription? in
        defer { state = (nil, nil) }
        return state.subscription
      }
      subscription?.cancel()
    }
  }
}

extension Publisher where Failure == Never {
  /// Writes each value to `object[keyPath: keyPath]`, keeping `object` until cancelled (a cycle
  /// when `object` keeps the result: prefer `assign(to:)` on a `@Published` property).
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }

  /// Writes each value to the `@Published` property whose publisher is given (`&$name`); the
  /// subscription lives as long as the property's object.
  public func assign(to published: inout Published<Output>.Publisher) {
    published.attach(self)
  }
}
