/// A subscriber whose type is hidden: it forwards each event to the subscriber (or closures) it
/// was made from.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  public let combineIdentifier: CombineIdentifier
  private let subscriptionHandler: (Subscription) -> Void
  private let valueHandler: (Input) -> Subscribers.Demand
  private let completionHandler: (Subscribers.Completion<Failure>) -> Void

  /// Forwards to `subscriber`.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    if let erased = subscriber as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    combineIdentifier = subscriber.combineIdentifier
    subscriptionHandler = subscriber.receive(subscription:)
    valueHandler = subscriber.receive(_:)
    completionHandler = subscriber.receive(completion:)
  }

  /// Forwards to `subject`: a subscriber that republishes what it receives.
  public init<S: Subject>(_ subject: S) where S.Output == Input, S.Failure == Failure {
    combineIdentifier = CombineIdentifier()
    subscriptionHandler = { subscription in
      subject.send(subscription: subscription)
      subscription.request(.unlimited)
    }
    valueHandler = { value in
      subject.send(value)
      return .none
    }
    completionHandler = { subject.send(completion: $0) }
  }

  /// Calls the closures given; a missing one ignores its event (and a missing value closure asks
  /// for no more).
  public init(
    receiveSubscription: ((Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    subscriptionHandler = receiveSubscription ?? { _ in }
    valueHandler = receiveValue ?? { _ in .none }
    completionHandler = receiveCompletion ?? { _ in }
  }

  public var description: String { "Anonymous AnySubscriber" }

  public func receive(subscription: Subscription) { subscriptionHandler(subscription) }
  public func receive(_ value: Input) -> Subscribers.Demand { valueHandler(value) }
  public func receive(completion: Subscribers.Completion<Failure>) { completionHandler(completion) }
}
