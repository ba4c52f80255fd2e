/// Something that receives a publisher's values: first a subscription, through which it asks for
/// values (its demand), then at most as many values as it asked for, then at most one completion.
/// A publisher calls it one event at a time.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// What it receives.
  associatedtype Input
  /// How what it receives can fail.
  associatedtype Failure: Error

  /// Receives the subscription to ask for values through, once.
  func receive(subscription: Subscription)
  /// Receives a value; returns how many more values it wants on top of those it asked for.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Receives the end: finished, or a failure. Nothing comes after it.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Receives the value of a publisher of `Void`.
  public func receive() -> Subscribers.Demand { receive(()) }
}

/// The subscribers Combine provides, and the values subscribers deal in.
public enum Subscribers {}

extension Subscribers {
  /// How a publisher ended.
  public enum Completion<Failure: Error> {
    /// It delivered everything it had.
    case finished
    /// It stopped with an error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
  /// The completion with its failure turned by `transform`.
  func mapFailure<F: Error>(_ transform: (Failure) -> F) -> Subscribers.Completion<F> {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(transform(error))
    }
  }
}

extension Subscribers {
  /// How many values a subscriber asks for: a number, or without limit. Adding to `unlimited`
  /// leaves it unlimited; a count never goes below zero.
  public struct Demand: Equatable, Comparable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// The count, or nil when unlimited.
    public let max: Int?

    private init(count: Int?) { max = count }

    /// As many values as the publisher has.
    public static let unlimited = Demand(count: nil)
    /// No value.
    public static let none = Demand(count: 0)

    /// At most `value` values (a negative count stops the program, as Combine's does).
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "A demand cannot be negative")
      return Demand(count: value)
    }

    public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.max, let b = rhs.max else { return .unlimited }
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .unlimited : Demand(count: sum)
    }
    public static func + (lhs: Demand, rhs: Int) -> Demand {
      guard let a = lhs.max else { return .unlimited }
      let (sum, overflow) = a.addingReportingOverflow(rhs)
      return overflow ? (rhs > 0 ? .unlimited : .none) : Demand(count: Swift.max(0, sum))
    }
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.max else { return .unlimited }
      guard let b = rhs.max else { return .none }
      return Demand(count: Swift.max(0, a - b))
    }
    public static func - (lhs: Demand, rhs: Int) -> Demand { lhs + (-rhs) }
    public static func * (lhs: Demand, rhs: Int) -> Demand {
      guard let a = lhs.max else { return .unlimited }
      let (product, overflow) = a.multipliedReportingOverflow(by: Swift.max(0, rhs))
      return overflow ? .unlimited : Demand(count: product)
    }
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
    public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.max, rhs.max) {
      case (nil, _): false
      case (_, nil): true
      case (let a?, let b?): a < b
      }
    }
    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
    public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.max != rhs }
    public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
    public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }
    public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }
    public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }
    public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
    public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
  }
}
