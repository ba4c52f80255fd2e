import Foundation

extension Publishers {
  /// One subscription to an upstream publisher, its elements sent through a subject to every
  /// subscriber, as Combine's `Multicast`: nothing is requested upstream until `connect()`, and
  /// cancelling the connection ends the upstream subscription.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher,
    @unchecked Sendable
  where SubjectType.Output == Upstream.Output, SubjectType.Failure == Upstream.Failure {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher shared.
    public let upstream: Upstream
    /// Makes the subject, once, at the first subscription or connection.
    public let createSubject: () -> SubjectType
    private let made = Locked<SubjectType?>(nil)

    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    private var subject: SubjectType {
      made.withLock { subject in
        if let subject { return subject }
        let new = createSubject()
        subject = new
        return new
      }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      subject.subscribe(subscriber)
    }

    public func connect() -> Cancellable { upstream.subscribe(subject) }
  }

  /// An upstream publisher shared by all its subscribers, as Combine's `Share`: the first
  /// subscriber subscribes it once, later ones receive what it sends from then on, and it is
  /// cancelled when the last subscriber cancels. Two shares are equal only when they are the same.
  public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher shared.
    public let upstream: Upstream
    private let shared: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

    public init(upstream: Upstream) {
      self.upstream = upstream
      shared = Autoconnect(upstream: Multicast(upstream: upstream) { PassthroughSubject() })
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      shared.receive(subscriber: subscriber)
    }

    public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
  }

  /// A publisher that never fails made connectable, as Combine's `MakeConnectable`.
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

    public init(upstream: Upstream) { inner = Multicast(upstream: upstream) { PassthroughSubject() } }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      inner.receive(subscriber: subscriber)
    }

    public func connect() -> Cancellable { inner.connect() }
  }
}

extension Publisher {
  /// This publisher shared: one subscription upstream for every subscriber (see `Publishers.Share`).
  public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }

  /// This publisher's elements sent through `subject` once connected.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self) { subject }
  }

  /// This publisher's elements sent through a subject `createSubject` makes, once connected.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
  where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }
}

extension Publisher where Failure == Never {
  /// This publisher made connectable: it sends nothing until `connect()`.
  public func makeConnectable() -> Publishers.MakeConnectable<Self> {
    Publishers.MakeConnectable(upstream: self)
  }
}
