// Operators that let some values through: filter, removeDuplicates, dropFirst, first, prefix,
// ignoreOutput.

extension Publishers {
  /// The values a predicate accepts.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let isIncluded: (Output) -> Bool

    public init(upstream: Upstream, isIncluded: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let isIncluded = isIncluded
      upstream.subscribe(
        Relay(subscriber, step: { isIncluded($0) ? .emit($0) : .skip }, end: { .complete($0) }))
    }
  }

  /// Each value unless it equals (by a predicate) the one delivered before it.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Output, Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let previous = Locked<Output?>(nil)
      let predicate = predicate
      upstream.subscribe(
        Relay(
          subscriber,
          step: { value in
            let last = previous.withLock { last -> Output? in
              defer { last = value }
              return last
            }
            if let last, predicate(last, value) { return .skip }
            return .emit(value)
          }, end: { .complete($0) }))
    }
  }

  /// The values after the first `count`.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let count: Int

    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let left = Locked(max(0, count))
      upstream.subscribe(
        Relay(
          subscriber,
          step: { value in
            left.withLock { left in
              guard left > 0 else { return .emit(value) }
              left -= 1
              return .skip
            }
          }, end: { .complete($0) }))
    }
  }

  /// The values while (or until) a predicate holds, or the first `count` values; then a finish.
  public struct Prefix<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let maxLength: Int

    public init(upstream: Upstream, maxLength: Int) {
      self.upstream = upstream
      self.maxLength = maxLength
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let left = Locked(max(0, maxLength))
      upstream.subscribe(
        Relay(
          subscriber,
          step: { value in
            left.withLock { left in
              guard left > 0 else { return .finish }
              left -= 1
              return left == 0 ? .emitThenFinish(value) : .emit(value)
            }
          }, end: { .complete($0) }))
    }
  }

  /// The first value a predicate accepts, then a finish.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      upstream.subscribe(
        Relay(subscriber, step: { predicate($0) ? .emitThenFinish($0) : .skip }, end: { .complete($0) }))
    }
  }

  /// No value, only the completion.
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    public typealias Output = Never
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Never, S.Failure == Failure {
      upstream.subscribe(
        Relay<Upstream.Output, Failure, S>(subscriber, step: { _ in .skip }, end: { .complete($0) }))
    }
  }
}

extension Publisher {
  /// The values `isIncluded` accepts.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Each value unless `predicate` says it repeats the one delivered before.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// The values after the first `count`.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// The first `maxLength` values.
  public func prefix(_ maxLength: Int) -> Publishers.Prefix<Self> {
    Publishers.Prefix(upstream: self, maxLength: maxLength)
  }

  /// The first value, then a finish.
  public func first() -> Publishers.Prefix<Self> { Publishers.Prefix(upstream: self, maxLength: 1) }

  /// The first value `predicate` accepts, then a finish.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// Only the completion.
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> { Publishers.IgnoreOutput(upstream: self) }
}

extension Publisher where Output: Equatable {
  /// Each value unless it equals the one delivered before.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}
