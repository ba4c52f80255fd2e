import Foundation

/// What a key-value observation is told, as Foundation's `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
  /// The old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
  /// A call at once, with the value as it is.
  public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
  /// A call before each change as well as after.
  public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// The kind of a change observed, as Foundation's `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1, insertion, removal, replacement
}

/// A change observed, as Foundation's `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
  /// The kind of change.
  public let kind: NSKeyValueChange
  /// The value after it, when `.new` was asked for.
  public let newValue: Value?
  /// The value before it, when `.old` was asked for.
  public let oldValue: Value?
  /// The indexes changed in a collection.
  public let indexes: IndexSet?
  /// Whether this call comes before the change (`.prior`).
  public let isPrior: Bool
}

/// An observation made by `observe(_:options:changeHandler:)`, as Foundation's: it lasts until
/// it is invalidated or released.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
  /// Whether it still observes.
  public private(set) var isValid = true
  /// Ends the observation.
  public func invalidate() { isValid = false }
}

/// Key-value observing, as Foundation gives every `NSObject` on Apple platforms. Linux has no
/// Objective-C runtime to see a property's setter called, so only the `.initial` call is made
/// (at once, with the value as it is); later changes are not told. The README lists this.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  /// Observes the value at `keyPath`: with `.initial`, `changeHandler` is called at once with
  /// the value as it is (as the new value when `.new` is asked for).
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    if options.contains(.initial) {
      let value = self[keyPath: keyPath]
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? value : nil, oldValue: nil, indexes: nil,
          isPrior: false))
    }
    return NSKeyValueObservation()
  }
}
