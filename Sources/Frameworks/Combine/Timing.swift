// Operators that move events to a scheduler or in time: receive(on:), subscribe(on:), delay,
// debounce, throttle.

extension Publishers {
  /// The upstream's events delivered on a scheduler (values, then the completion, in order).
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Timed(subscriber, scheduler: scheduler, options: options, rule: .receiveOn))
    }
  }

  /// The upstream subscribed to, asked and cancelled on a scheduler.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let upstream = Sent(upstream)
      let timed = Sent(Timed(subscriber, scheduler: scheduler, options: options, rule: .subscribeOn))
      scheduler.schedule(options: options) { upstream.value.subscribe(timed.value) }
    }
  }

  /// Each value delivered later by an interval, on a scheduler.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let tolerance: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
      tolerance: Context.SchedulerTimeType.Stride,
      scheduler: Context, options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        Timed(subscriber, scheduler: scheduler, options: options, rule: .delay(interval, tolerance)))
    }
  }

  /// A value delivered once the upstream has been quiet for an interval: a burst gives its last
  /// value. A value still waiting when the upstream ends is not delivered, as Combine's.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let dueTime: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Timed(subscriber, scheduler: scheduler, options: options, rule: .debounce(dueTime)))
    }
  }

  /// At most one value per interval: the first value at once, then at the end of each interval
  /// the latest (or the first) value received in it.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let latest: Bool

    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        Timed(subscriber, scheduler: scheduler, options: nil, rule: .throttle(interval, latest: latest)))
    }
  }
}

/// The subscription behind the operators that involve a scheduler. Downstream events run on the
/// scheduler one at a time; upstream demand is unlimited for debounce and throttle (they drop
/// values by design) and the subscriber's own otherwise. A value that finds no demand when it is
/// due is dropped, as Combine's timing operators do.
final class Timed<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure
  typealias Stride = Context.SchedulerTimeType.Stride

  enum Rule {
    case receiveOn
    case subscribeOn
    case delay(Stride, Stride)
    case debounce(Stride)
    case throttle(Stride, latest: Bool)
  }

  private struct State {
    var downstream: Downstream?
    var upstream: Subscription?
    var outstanding = Subscribers.Demand.none
    var generation = 0
    var waiting: Input?
    var lastEmission: Context.SchedulerTimeType?
    var windowScheduled = false
  }
  private let state: Locked<State>
  private enum Next {
    case now
    case window(Context.SchedulerTimeType)
    case wait
  }
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let rule: Rule

  init(_ downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?, rule: Rule) {
    state = Locked(State(downstream: downstream))
    self.scheduler = scheduler
    self.options = options
    self.rule = rule
  }

  private var drops: Bool {
    switch rule {
    case .debounce, .throttle: true
    default: false
    }
  }

  func receive(subscription: Subscription) {
    let downstream = state.withLock { state -> Downstream? in
      guard state.upstream == nil, let downstream = state.downstream else { return nil }
      state.upstream = subscription
      return downstream
    }
    guard let downstream else { return subscription.cancel() }
    switch rule {
    case .receiveOn:
      let sent = Sent((downstream, self))
      scheduler.schedule(options: options) { sent.value.0.receive(subscription: sent.value.1) }
    default:
      downstream.receive(subscription: self)
    }
    if drops { subscription.request(.unlimited) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    switch rule {
    case .subscribeOn:
      emit(input)
    case .receiveOn:
      let value = Sent(input)
      scheduler.schedule(options: options) { self.emit(value.value) }
    case .delay(let interval, let tolerance):
      let value = Sent(input)
      scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options)
      {
        self.emit(value.value)
      }
    case .debounce(let dueTime):
      let generation = state.withLock { state -> Int in
        state.generation += 1
        state.waiting = input
        return state.generation
      }
      scheduler.schedule(
        after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options
      ) {
        let value = self.state.withLock { state -> Input? in
          guard state.generation == generation else { return nil }
          defer { state.waiting = nil }
          return state.waiting
        }
        if let value { self.emit(value) }
      }
    case .throttle(let interval, let latest):
      let now = scheduler.now
      let next = state.withLock { state -> Next in
        if let last = state.lastEmission, last.distance(to: now) < interval || state.windowScheduled {
          if latest || state.waiting == nil { state.waiting = input }
          guard !state.windowScheduled else { return .wait }
          state.windowScheduled = true
          return .window(last.advanced(by: interval))
        }
        state.lastEmission = now
        return .now
      }
      switch next {
      case .now:
        let value = Sent(input)
        scheduler.schedule(options: options) { self.emit(value.value) }
      case .window(let due):
        scheduler.schedule(after: due, tolerance: scheduler.minimumTolerance, options: options) {
          let now = self.scheduler.now
          let value = self.state.withLock { state -> Input? in
            state.windowScheduled = false
            state.lastEmission = now
            defer { state.waiting = nil }
            return state.waiting
          }
          if let value { self.emit(value) }
        }
      case .wait: break
      }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let end = { [self] in
      let downstream = state.withLock { state -> Downstream? in
        defer { state = State() }
        return state.downstream
      }
      downstream?.receive(completion: completion)
    }
    let sent = Sent(end)
    switch rule {
    case .delay(let interval, let tolerance):
      scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options)
      {
        sent.value()
      }
    case .debounce:
      state.withLock {
        $0.generation += 1
        $0.waiting = nil
      }
      scheduler.schedule(options: options) { sent.value() }
    case .subscribeOn:
      end()
    default:
      scheduler.schedule(options: options) { sent.value() }
    }
  }

  /// Delivers a value that is due, if the subscriber still wants one.
  private func emit(_ value: Input) {
    let downstream = state.withLock { state -> Downstream? in
      guard let downstream = state.downstream else { return nil }
      if drops {
        guard state.outstanding > 0 else { return nil }
        state.outstanding -= 1
      }
      return downstream
    }
    guard let downstream else { return }
    let more = downstream.receive(value)
    if drops {
      state.withLock { $0.outstanding += more }
    } else if more > 0 {
      request(more)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    let upstream = state.withLock { state -> Subscription? in
      state.outstanding += demand
      return state.upstream
    }
    guard !drops, let upstream else { return }
    if case .subscribeOn = rule {
      let sent = Sent(upstream)
      scheduler.schedule(options: options) { sent.value.request(demand) }
    } else {
      upstream.request(demand)
    }
  }

  func cancel() {
    let upstream = state.withLock { state -> Subscription? in
      defer { state = State() }
      return state.upstream
    }
    guard let upstream else { return }
    if case .subscribeOn = rule {
      let sent = Sent(upstream)
      scheduler.schedule(options: options) { sent.value.cancel() }
    } else {
      upstream.cancel()
    }
  }
}

extension Publisher {
  /// The events delivered on `scheduler`.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// Subscribed to, asked and cancelled on `scheduler`.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// Each event later by `interval`.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler,
      options: options)
  }

  /// The last value of each burst, once `dueTime` has passed without another.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }

  /// At most one value per `interval`: the latest of each interval, or the first.
  public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
    -> Publishers.Throttle<Self, S>
  {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}
