/// The link between a publisher and one subscriber: the subscriber asks for values through it and
/// cancels it when it wants no more.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// Subscriptions Combine provides.
public enum Subscriptions {
  /// A subscription that delivers nothing and that cancelling does nothing to: for a publisher
  /// that completes at once.
  public static var empty: Subscription { EmptySubscription() }
}

/// The empty subscription.
struct EmptySubscription: Subscription {
  let combineIdentifier = CombineIdentifier()
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}

/// Something that can be cancelled; cancelling frees what it holds.
public protocol Cancellable {
  /// Stops the work and frees what it holds. Cancelling twice does nothing more.
  func cancel()
}

extension Cancellable {
  /// Keeps this cancellable in `collection` (as an `AnyCancellable`) for as long as it is there.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }

  /// Keeps this cancellable in `set` (as an `AnyCancellable`) for as long as it is there.
  public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}

/// A cancellable that cancels itself when it is released: keep it (in a property or with
/// `store(in:)`) for as long as the subscription should live.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private let action: Locked<(() -> Void)?>

  /// Calls `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) { action = Locked(cancel) }

  /// Cancels `canceller` when cancelled or released.
  public init<C: Cancellable>(_ canceller: C) { action = Locked({ canceller.cancel() }) }

  public func cancel() {
    let pending = action.withLock { action -> (() -> Void)? in
      defer { action = nil }
      return action
    }
    pending?()
  }

  deinit { cancel() }

  /// Keeps this cancellable in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Keeps this cancellable in `set`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A unique identity for a subscriber or subscription, used to tell streams apart.
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
  private static let counter = Locked<UInt64>(0)
  private let value: UInt64

  /// A new identity, different from every other.
  public init() {
    value = Self.counter.withLock {
      $0 += 1
      return $0
    }
  }

  /// The identity of `object`.
  public init(_ object: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(object))) }

  public var description: String { "0x\(String(value, radix: 16))" }
}

/// Something with a Combine identity.
public protocol CustomCombineIdentifierConvertible {
  /// Its identity.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
