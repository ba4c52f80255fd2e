// Operators over several publishers: merge, combineLatest, zip, flatMap, switchToLatest, append
// and prepend.

extension Publishers {
  /// The values of several publishers of one type, as they come; finishes when all have.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let publishers: [Upstream]

    public init(_ upstream: Upstream...) { publishers = upstream }
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let funnel = Funnel<Output, Failure, S>(subscriber)
      for index in publishers.indices { funnel.open(index) }
      funnel.start()
      for (index, publisher) in publishers.enumerated() {
        publisher.subscribe(funnel.subscriber(index) { $0 })
      }
      funnel.close()
    }

    /// These publishers and `other`.
    public func merge(with other: Upstream) -> MergeMany<Upstream> { MergeMany(publishers + [other]) }
  }

  /// The values of two publishers of one type, as they come.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher()).receive(subscriber: subscriber)
    }
  }

  /// The latest value of each of several publishers, delivered whenever one of them changes once
  /// each has delivered; finishes when all have, fails when one does.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Latest<Failure, S>.combine(
        [a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher()], to: subscriber
      ) { ($0[0] as! A.Output, $0[1] as! B.Output) }
    }
  }

  /// The latest values of three publishers.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Latest<Failure, S>.combine(
        [
          a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
          c.map { $0 as Any }.eraseToAnyPublisher(),
        ], to: subscriber
      ) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }
    }
  }

  /// The latest values of four publishers.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C
    public let d: D

    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Latest<Failure, S>.combine(
        [
          a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(),
          c.map { $0 as Any }.eraseToAnyPublisher(), d.map { $0 as Any }.eraseToAnyPublisher(),
        ], to: subscriber
      ) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output) }
    }
  }

  /// Pairs of values, the nth of one with the nth of the other; finishes when either has and its
  /// values are used up.
  public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let funnel = Funnel<Output, Failure, S>(subscriber)
      let pending = Locked<(left: [A.Output], right: [B.Output])>(([], []))
      funnel.open(0)
      funnel.open(1)
      funnel.start()
      a.subscribe(
        funnel.subscriber(0) { (value: A.Output) -> Output? in
          pending.withLock { pending in
            guard !pending.right.isEmpty else {
              pending.left.append(value)
              return nil
            }
            return (value, pending.right.removeFirst())
          }
        })
      b.subscribe(
        funnel.subscriber(1) { (value: B.Output) -> Output? in
          pending.withLock { pending in
            guard !pending.left.isEmpty else {
              pending.right.append(value)
              return nil
            }
            return (pending.left.removeFirst(), value)
          }
        })
      funnel.close()
    }
  }

  /// The values of the publishers a closure makes from each upstream value, as they come; at
  /// most `maxPublishers` at a time.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let maxPublishers: Subscribers.Demand
    public let transform: (Upstream.Output) -> NewPublisher

    public init(
      upstream: Upstream, maxPublishers: Subscribers.Demand,
      transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let funnel = Funnel<Output, Failure, S>(subscriber)
      let transform = transform
      let next = Locked(1)
      let outerID = 0
      let maxPublishers = maxPublishers
      let outer = Locked<Subscription?>(nil)
      funnel.open(outerID)
      funnel.start()
      upstream.subscribe(
        AnySubscriber(
          receiveSubscription: { subscription in
            guard funnel.setUpstream(subscription) else { return subscription.cancel() }
            outer.withLock { $0 = subscription }
            subscription.request(maxPublishers)
          },
          receiveValue: { value in
            let id = next.withLock { next -> Int in
              defer { next += 1 }
              return next
            }
            funnel.open(id)
            transform(value).subscribe(
              AnySubscriber(
                funnel.subscriber(id) { $0 },
                onEnd: {
                  if maxPublishers != .unlimited { outer.withLock { $0 }?.request(.max(1)) }
                }))
            return .none
          },
          receiveCompletion: { completion in
            switch completion {
            case .finished:
              funnel.close(outerID)
            case .failure(let error): funnel.fail(error)
            }
          }))
    }
  }

  /// The values of the latest publisher an upstream of publishers delivered: each new one
  /// replaces (cancels) the one before.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where Upstream.Output == P, P.Failure == Upstream.Failure {
    public typealias Output = P.Output
    public typealias Failure = P.Failure
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let funnel = Funnel<Output, Failure, S>(subscriber)
      let current = Locked(0)
      funnel.open(0)
      funnel.start()
      upstream.subscribe(
        AnySubscriber(
          receiveSubscription: { subscription in
            guard funnel.setUpstream(subscription) else { return subscription.cancel() }
            subscription.request(.unlimited)
          },
          receiveValue: { publisher in
            let (previous, id) = current.withLock { current -> (Int, Int) in
              defer { current += 1 }
              return (current, current + 1)
            }
            if previous > 0 { funnel.cancelSource(previous) }
            funnel.open(id)
            publisher.subscribe(
              funnel.subscriber(id) { value in current.withLock { $0 } == id ? value : nil })
            return .none
          },
          receiveCompletion: { completion in
            switch completion {
            case .finished:
              funnel.close(0)
            case .failure(let error): funnel.fail(error)
            }
          }))
    }
  }

  /// The values of one publisher, then those of another once the first has finished.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
    public typealias Output = Prefix.Output
    public typealias Failure = Prefix.Failure
    public let prefix: Prefix
    public let suffix: Suffix

    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let suffix = suffix
      let chain = Chain<Output, Failure, S>(
        subscriber, onFailure: { _ in nil }, onFinish: { { suffix.subscribe($0) } })
      prefix.subscribe(chain.first)
    }
  }
}

/// combineLatest's state: the latest value of each source, delivered together once each has one.
enum Latest<Failure: Error, Downstream: Subscriber> where Downstream.Failure == Failure {
  static func combine(
    _ sources: [AnyPublisher<Any, Failure>], to subscriber: Downstream,
    _ make: @escaping ([Any]) -> Downstream.Input
  ) {
    let funnel = Funnel<Downstream.Input, Failure, Downstream>(subscriber)
    let latest = Locked([Any?](repeating: nil, count: sources.count))
    for index in sources.indices { funnel.open(index) }
    funnel.start()
    for (index, source) in sources.enumerated() {
      source.subscribe(
        funnel.subscriber(index) { (value: Any) -> Downstream.Input? in
          let all = latest.withLock { latest -> [Any]? in
            latest[index] = value
            let present = latest.compactMap { $0 }
            return present.count == latest.count ? present : nil
          }
          guard let all else { return nil }
          funnel.replaceWaiting(with: make(all))
          return nil
        })
    }
    funnel.close()
  }
}

extension AnySubscriber {
  /// `subscriber`, with `onEnd` called after its completion.
  init(_ subscriber: AnySubscriber<Input, Failure>, onEnd: @escaping () -> Void) {
    self.init(
      receiveSubscription: subscriber.receive(subscription:), receiveValue: subscriber.receive(_:),
      receiveCompletion: {
        subscriber.receive(completion: $0)
        onEnd()
      })
  }
}

extension Publisher {
  /// This publisher's values and `other`'s, as they come.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }

  /// This publisher's values and those of `b` and `c`, as they come.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C)
    -> Publishers.MergeMany<AnyPublisher<Output, Failure>>
  where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
    Publishers.MergeMany(eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher())
  }

  /// The latest of this publisher's values and `other`'s, together.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }

  /// The latest values together, turned by `transform`.
  public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure
  {
    Publishers.CombineLatest(self, other).map(transform)
  }

  /// The latest of this publisher's values and those of `b` and `c`, together.
  public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C)
    -> Publishers.CombineLatest3<Self, B, C>
  where B.Failure == Failure, C.Failure == Failure {
    Publishers.CombineLatest3(self, b, c)
  }

  /// The latest values of the three, turned by `transform`.
  public func combineLatest<B: Publisher, C: Publisher, T>(
    _ b: B, _ c: C, _ transform: @escaping (Output, B.Output, C.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, B, C>, T>
  where B.Failure == Failure, C.Failure == Failure {
    Publishers.CombineLatest3(self, b, c).map(transform)
  }

  /// The latest of this publisher's values and those of `b`, `c` and `d`, together.
  public func combineLatest<B: Publisher, C: Publisher, D: Publisher>(_ b: B, _ c: C, _ d: D)
    -> Publishers.CombineLatest4<Self, B, C, D>
  where B.Failure == Failure, C.Failure == Failure, D.Failure == Failure {
    Publishers.CombineLatest4(self, b, c, d)
  }

  /// The nth value of this publisher with the nth of `other`.
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
    Publishers.Zip(self, other)
  }

  /// The values of the publishers `transform` makes from each value.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }

  /// `values` before this publisher's.
  public func prepend(_ values: Output...)
    -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self>
  {
    Publishers.Concatenate(prefix: Publishers.Sequence(sequence: values), suffix: self)
  }

  /// `values` after this publisher's.
  public func append(_ values: Output...)
    -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>>
  {
    Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: values))
  }

  /// `publisher`'s values before this publisher's.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }

  /// `publisher`'s values after this publisher's.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }
}

extension Publisher where Failure == Never {
  /// The values of the publishers `transform` makes from each value (which may fail).
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(
      upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// The values of the latest publisher this one delivered.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}
