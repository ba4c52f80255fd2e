/// A publisher whose type is hidden: what `eraseToAnyPublisher()` makes, so that an API can
/// promise its output and failure without naming the chain of operators behind it.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  private let subscribeHandler: (AnySubscriber<Output, Failure>) -> Void

  /// Hides `publisher`'s type.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      self = erased
      return
    }
    subscribeHandler = { publisher.receive(subscriber: $0) }
  }

  public var description: String { "AnyPublisher" }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribeHandler(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// This publisher with its type hidden.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// The publishers that operators make.
public enum Publishers {}
