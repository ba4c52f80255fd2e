import Foundation

/// `NSSortDescriptor(key:ascending:)` where Foundation has no key-value coding: the key (a
/// property name, or a key path such as `folder.name`) is read from each managed object as
/// Core Data reads it. A fetch sorts with every descriptor, by key or by Swift key path
/// (`NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)`), nothing before any value.
extension NSSortDescriptor {
  /// A descriptor that orders objects by the value at `key`.
  public convenience init(key: String?, ascending: Bool) {
    self.init(keyPath: \NSManagedObject.[_sortKey: ManagedSortKey(key ?? "self")], ascending: ascending)
  }

  /// A descriptor that orders objects by the value at `keyPath`, which need not be
  /// `Comparable` (an optional attribute, as `\Item.timestamp` in Xcode's template).
  public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
    self.init(keyPath: \NSManagedObject.[_sortKeyPath: keyPath], ascending: ascending)
  }

  /// How `a` and `b` order by this descriptor.
  func compareManaged(_ a: NSManagedObject, to b: NSManagedObject) -> ComparisonResult {
    let result =
      PredicateValue.order(Self.value(of: a, at: keyPath), Self.value(of: b, at: keyPath), [], nilFirst: true)
      ?? .orderedSame
    guard !ascending else { return result }
    switch result {
    case .orderedAscending: return .orderedDescending
    case .orderedDescending: return .orderedAscending
    case .orderedSame: return .orderedSame
    }
  }

  private static func value(of object: NSManagedObject, at keyPath: AnyKeyPath) -> Any? {
    let value = object[keyPath: keyPath]
    if let keyed = value as? ManagedSortKey.Value { return keyed.value }
    return value.flatMap { ManagedValue.unwrapped($0) }
  }
}

/// A key a string-keyed sort descriptor reads (a key path's argument, so that Foundation's
/// descriptor keeps it).
public struct ManagedSortKey: Hashable, Sendable {
  let parts: [String]
  init(_ key: String) { parts = key.split(separator: ".").map(String.init) }

  /// The value read, comparable only so that Foundation accepts the key path.
  public struct Value: Comparable, @unchecked Sendable {
    let value: Any?
    public static func < (lhs: Value, rhs: Value) -> Bool {
      PredicateValue.order(lhs.value, rhs.value, [], nilFirst: true) == .orderedAscending
    }
    public static func == (lhs: Value, rhs: Value) -> Bool {
      PredicateValue.order(lhs.value, rhs.value, [], nilFirst: true) == .orderedSame
    }
  }
}

extension NSManagedObject {
  /// The value at a sort descriptor's key.
  public subscript(_sortKey key: ManagedSortKey) -> ManagedSortKey.Value {
    ManagedSortKey.Value(value: PredicateValue.follow(key.parts, from: self))
  }

  /// The value at a sort descriptor's Swift key path.
  public subscript(_sortKeyPath keyPath: AnyKeyPath) -> ManagedSortKey.Value {
    ManagedSortKey.Value(value: self[keyPath: keyPath].flatMap { ManagedValue.unwrapped($0) })
  }

  /// The value at the key path `keyPath` (`folder.name`).
  public func value(forKeyPath keyPath: String) -> Any? {
    PredicateValue.follow(keyPath.split(separator: ".").map(String.init), from: self)
  }
}
