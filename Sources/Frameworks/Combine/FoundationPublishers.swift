import Foundation

extension Timer {
  /// A publisher of the date, every `interval` seconds, on `runLoop` (the main run loop's are
  /// delivered on the main queue); it starts when connected (`autoconnect()` connects it at the
  /// first subscription).
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// A publisher of the date at a fixed interval, which runs while it is connected.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never
    /// Seconds between two dates.
    public let interval: TimeInterval
    /// How late a date may be.
    public let tolerance: TimeInterval?
    /// Where it runs.
    public let runLoop: RunLoop
    /// In which mode.
    public let mode: RunLoop.Mode
    /// Options.
    public let options: RunLoop.SchedulerOptions?
    private let subject = PassthroughSubject<Date, Never>()
    private let running = Locked<Cancellable?>(nil)

    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = max(interval, 0.001)
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    public func connect() -> Cancellable {
      let subject = subject
      let timer = runLoop.schedule(
        after: runLoop.now.advanced(by: .seconds(interval)), interval: .seconds(interval),
        tolerance: .seconds(tolerance ?? 0), options: options
      ) { subject.send(Date()) }
      running.withLock { $0 = timer }
      return AnyCancellable { [weak self] in
        timer.cancel()
        self?.running.withLock { $0 = nil }
      }
    }
  }
}

/// A publisher that delivers nothing until it is connected: a timer, or a shared upstream.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts it; cancel the result to stop.
  func connect() -> Cancellable
}

extension ConnectablePublisher {
  /// This publisher, connected at its first subscription and stopped after its last cancels.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
  /// A connectable publisher connected when first subscribed to and disconnected when no one is.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The connectable publisher.
    public final let upstream: Upstream
    private let state = Locked<(count: Int, connection: Cancellable?)>((0, nil))

    public init(upstream: Upstream) { self.upstream = upstream }

    /// Each subscription keeps the publisher (and so its connection) until it is cancelled.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        Relay(
          subscriber, hooks: .init(cancel: { self.release() }), step: { .emit($0) },
          end: { .complete($0) }))
      let connect = state.withLock { state -> Bool in
        state.count += 1
        return state.connection == nil
      }
      if connect {
        let connection = upstream.connect()
        state.withLock { $0.connection = connection }
      }
    }

    private func release() {
      let connection = state.withLock { state -> Cancellable? in
        state.count -= 1
        guard state.count <= 0 else { return nil }
        defer { state.connection = nil }
        return state.connection
      }
      connection?.cancel()
    }
  }
}

extension NotificationCenter {
  /// A publisher of the notifications named `name` (from `object`, when given).
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher
  {
    Publisher(center: self, name: name, object: object)
  }

  /// A publisher of the notifications of one name.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never
    /// The centre.
    public let center: NotificationCenter
    /// The name.
    public let name: Notification.Name
    /// The object whose notifications are wanted, if only one's.
    public let object: AnyObject?

    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
      let subject = PassthroughSubject<Notification, Never>()
      let observer = center.addObserver(forName: name, object: object, queue: nil) { subject.send($0) }
      let center = Sent(center)
      let token = Sent(observer)
      subject.subscribe(
        Relay(
          subscriber, hooks: .init(cancel: { center.value.removeObserver(token.value) }), step: { .emit($0) },
          end: { .complete($0) }))
    }
  }
}

extension Publisher where Failure == Never {
  /// The values as an asynchronous sequence: `for await value in publisher.values`.
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
  /// The values as an asynchronous sequence that throws the failure.
  public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// A publisher's values as an asynchronous sequence; it asks for one value at a time.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  public typealias Element = P.Output
  private let publisher: P

  public init(_ publisher: P) { self.publisher = publisher }

  public func makeAsyncIterator() -> Iterator { Iterator(publisher) }

  /// Waits for each value.
  public struct Iterator: AsyncIteratorProtocol {
    private let inner: AsyncBridge<P.Output, Never>
    init(_ publisher: P) {
      inner = AsyncBridge()
      publisher.subscribe(inner)
    }
    public mutating func next() async -> P.Output? { try? await inner.next() }
  }
}

/// A publisher's values as an asynchronous sequence that throws its failure.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  public typealias Element = P.Output
  private let publisher: P

  public init(_ publisher: P) { self.publisher = publisher }

  public func makeAsyncIterator() -> Iterator { Iterator(publisher) }

  /// Waits for each value; throws the failure.
  public struct Iterator: AsyncIteratorProtocol {
    private let inner: AsyncBridge<P.Output, P.Failure>
    init(_ publisher: P) {
      inner = AsyncBridge()
      publisher.subscribe(inner)
    }
    public mutating func next() async throws -> P.Output? { try await inner.next() }
  }
}

/// A subscriber that hands one value at a time to an awaiting task.
final class AsyncBridge<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  private struct State {
    var subscription: Subscription?
    var buffer: [Input] = []
    var end: Subscribers.Completion<Failure>?
    var waiter: CheckedContinuation<Sent<Input?>, Error>?
  }
  private let state = Locked(State())
  private enum Now {
    case value(Input)
    case end(Subscribers.Completion<Failure>)
    case wait(Subscription?)
  }

  func receive(subscription: Subscription) {
    state.withLock { $0.subscription = subscription }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let waiter = state.withLock { state -> CheckedContinuation<Sent<Input?>, Error>? in
      guard let waiter = state.waiter else {
        state.buffer.append(input)
        return nil
      }
      state.waiter = nil
      return waiter
    }
    waiter?.resume(returning: Sent(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let waiter = state.withLock { state -> CheckedContinuation<Sent<Input?>, Error>? in
      state.end = completion
      defer { state.waiter = nil }
      return state.waiter
    }
    guard let waiter else { return }
    switch completion {
    case .finished: waiter.resume(returning: Sent(nil))
    case .failure(let error): waiter.resume(throwing: error)
    }
  }

  func next() async throws -> Input? {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Sent<Input?>, Error>) in
        let now = state.withLock { state -> Now in
          if !state.buffer.isEmpty { return .value(state.buffer.removeFirst()) }
          if let end = state.end { return .end(end) }
          state.waiter = continuation
          return .wait(state.subscription)
        }
        switch now {
        case .value(let value): continuation.resume(returning: Sent(value))
        case .end(.finished): continuation.resume(returning: Sent(nil))
        case .end(.failure(let error)): continuation.resume(throwing: error)
        case .wait(let subscription): subscription?.request(.max(1))
        }
      }
    } onCancel: {
      let (subscription, waiter) = state.withLock { state in
        defer {
          state.subscription = nil
          state.waiter = nil
          state.end = .finished
        }
        return (state.subscription, state.waiter)
      }
      subscription?.cancel()
      waiter?.resume(returning: Sent(nil))
    }.value
  }
}
