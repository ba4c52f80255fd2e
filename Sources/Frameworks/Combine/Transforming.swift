// Operators that turn each value into another (or none): map, tryMap, compactMap, scan,
// replaceNil, and the ones that only watch (handleEvents).

extension Publishers {
  /// Each value turned by a closure.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribe(Relay(subscriber, step: { .emit(transform($0)) }, end: { .complete($0) }))
    }
  }

  /// Each value turned by a closure that may throw; a throw ends the stream with that error.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error
    public let upstream: Upstream
    public let transform: (Upstream.Output) throws -> Output

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
      let transform = transform
      upstream.subscribe(
        Relay(
          subscriber,
          step: { value in
            do { return .emit(try transform(value)) } catch { return .fail(error) }
          }, end: { .complete($0.mapFailure { $0 as any Error }) }))
    }
  }

  /// Each value turned by a closure, with the nils left out.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output?

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribe(
        Relay(subscriber, step: { transform($0).map { .emit($0) } ?? .skip }, end: { .complete($0) }))
    }
  }

  /// Each value folded into an accumulator, which is delivered each time.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let initialResult: Output
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let accumulator = Locked(initialResult)
      let next = nextPartialResult
      upstream.subscribe(
        Relay(
          subscriber,
          step: { value in
            .emit(
              accumulator.withLock {
                $0 = next($0, value)
                return $0
              })
          }, end: { .complete($0) }))
    }
  }

  /// The upstream, with closures called at each of its events.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public var receiveSubscription: ((Subscription) -> Void)?
    public var receiveOutput: ((Output) -> Void)?
    public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    public var receiveCancel: (() -> Void)?
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    public init(
      upstream: Upstream, receiveSubscription: ((Subscription) -> Void)? = nil,
      receiveOutput: ((Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil,
      receiveRequest: ((Subscribers.Demand) -> Void)?
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let output = receiveOutput
      let completion = receiveCompletion
      upstream.subscribe(
        Relay(
          subscriber,
          hooks: .init(subscription: receiveSubscription, cancel: receiveCancel, request: receiveRequest),
          step: { value in
            output?(value)
            return .emit(value)
          },
          end: { end in
            completion?(end)
            return .complete(end)
          }))
    }
  }
}

extension Publisher {
  /// Each value turned by `transform`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// The value at `keyPath` of each value.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self) { $0[keyPath: keyPath] }
  }

  /// The values at two key paths of each value.
  public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>)
    -> Publishers.Map<Self, (T0, T1)>
  {
    Publishers.Map(upstream: self) { ($0[keyPath: keyPath0], $0[keyPath: keyPath1]) }
  }

  /// Each value turned by `transform`, which may throw to end the stream.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }

  /// Each value turned by `transform`, nils left out.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// The running result of folding each value into `initialResult`.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<
      Self, T
    >
  {
    Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Each nil replaced by `output`.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    Publishers.Map(upstream: self) { $0 ?? output }
  }

  /// The stream unchanged, with closures called at its events (for logging and side effects).
  public func handleEvents(
    receiveSubscription: ((Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
  }
}
