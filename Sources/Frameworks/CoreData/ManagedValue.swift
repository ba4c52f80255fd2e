import Foundation

/// How a managed object's kept values become the types its properties declare, and back: an
/// `Int64` attribute read as `NSNumber?` or `Int`, a to-many relationship (kept as an array of
/// objects) read as `NSSet?`, `NSOrderedSet?`, `Set<Item>` or `[Item]`, nothing read as nil, or
/// as zero, false or empty for a property declared without an optional.
enum ManagedValue {
  /// `raw` as `T`, or nil when it cannot be one.
  static func cast<T>(_ raw: Any?, to type: T.Type) -> T? {
    if let optional = T.self as? any ManagedOptional.Type {
      guard let raw, !(raw is NSNull) else { return optional.noValue as? T }
      guard let value = convert(raw, to: optional.wrapped) else { return nil }
      return optional.wrapping(value) as? T
    }
    if let raw, !(raw is NSNull), let value = convert(raw, to: T.self) as? T { return value }
    return empty(T.self) as? T
  }

  /// `raw` as a value of `type`.
  static func convert(_ raw: Any, to type: Any.Type) -> Any? {
    if let value = exactly(raw, type) { return value }
    if let many = raw as? [NSManagedObject], let collection = collection(of: many, as: type) {
      return collection
    }
    if let number = number(raw) { return numeric(number, as: type) }
    return nil
  }

  private static func exactly<U>(_ raw: Any, _ type: U.Type) -> Any? { raw as? U }

  /// `raw` as a number, when it is one.
  static func number(_ raw: Any) -> NSNumber? {
    switch raw {
    case let value as NSNumber: value
    case let value as Bool: NSNumber(value: value)
    case let value as Int: NSNumber(value: value)
    case let value as Int16: NSNumber(value: value)
    case let value as Int32: NSNumber(value: value)
    case let value as Int64: NSNumber(value: value)
    case let value as Double: NSNumber(value: value)
    case let value as Float: NSNumber(value: value)
    case let value as Decimal: NSDecimalNumber(decimal: value)
    default: nil
    }
  }

  /// `objects` as the collection `type`: `NSSet`, `NSOrderedSet`, a `Set` or an array.
  private static func collection(of objects: [NSManagedObject], as type: Any.Type) -> Any? {
    if type == NSSet.self || type == NSMutableSet.self { return NSMutableSet(array: objects) }
    if type == NSOrderedSet.self || type == NSMutableOrderedSet.self {
      return NSMutableOrderedSet(array: objects)
    }
    return (type as? any ManagedCollection.Type)?.init(managedObjects: objects)
  }

  /// `number` as a value of the numeric `type`.
  private static func numeric(_ number: NSNumber, as type: Any.Type) -> Any? {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(Int.self): number.intValue
    case ObjectIdentifier(Int16.self): number.int16Value
    case ObjectIdentifier(Int32.self): number.int32Value
    case ObjectIdentifier(Int64.self): number.int64Value
    case ObjectIdentifier(Double.self): number.doubleValue
    case ObjectIdentifier(Float.self): number.floatValue
    case ObjectIdentifier(Bool.self): number.boolValue
    case ObjectIdentifier(Decimal.self): number.decimalValue
    case ObjectIdentifier(NSNumber.self): number
    case ObjectIdentifier(NSDecimalNumber.self): NSDecimalNumber(decimal: number.decimalValue)
    default: nil
    }
  }

  /// What a property declared without an optional reads when it has no value.
  private static func empty(_ type: Any.Type) -> Any? {
    if let number = numeric(NSNumber(value: 0), as: type) { return number }
    if let collection = collection(of: [], as: type) { return collection }
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(String.self): return ""
    case ObjectIdentifier(Data.self): return Data()
    case ObjectIdentifier(Date.self): return Date(timeIntervalSinceReferenceDate: 0)
    case ObjectIdentifier(UUID.self): return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    default: return nil
    }
  }

  /// `value` unwrapped from any optional (nil for none).
  static func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    if let optional = value as? any ManagedOptional { return optional.unwrappedValue }
    return value
  }

  /// `value` as kept: nil and `NSNull` as nothing, sets of objects as arrays.
  static func stored(_ value: Any?) -> Any? {
    guard let value = unwrapped(value), !(value is NSNull) else { return nil }
    if value is NSSet || value is NSOrderedSet || value is any ManagedCollection { return objects(in: value) }
    return value
  }

  /// The objects `value` holds: one object, an array, a set, an `NSSet` or an `NSOrderedSet`.
  static func objects(in value: Any?) -> [NSManagedObject] {
    // The array first: asking whether an array is an object bridges it to an NSArray, a copy.
    switch unwrapped(value) {
    case let many as [NSManagedObject]: many
    case let object as NSManagedObject: [object]
    case let set as NSOrderedSet: set.array.compactMap { $0 as? NSManagedObject }
    case let set as NSSet: set.allObjects.compactMap { $0 as? NSManagedObject }
    case let collection as any ManagedCollection: collection.managedObjects
    default: []
    }
  }

  /// Whether two kept values are the same (objects by identity).
  static func same(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a as NSManagedObject, let b as NSManagedObject): return a === b
    case (let a as [NSManagedObject], let b as [NSManagedObject]):
      return a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
    case (let a as AnyHashable, let b as AnyHashable): return a == b
    default: return false
    }
  }
}

/// An optional, seen without its type.
protocol ManagedOptional {
  static var wrapped: Any.Type { get }
  static var noValue: Self { get }
  static func wrapping(_ value: Any) -> Self?
  var unwrappedValue: Any? { get }
}

extension Optional: ManagedOptional {
  static var wrapped: Any.Type { Wrapped.self }
  static var noValue: Optional { nil }
  static func wrapping(_ value: Any) -> Optional? { (value as? Wrapped).map { Optional($0) } }
  var unwrappedValue: Any? { self.flatMap { ManagedValue.unwrapped($0) } }
}

/// A collection a to-many relationship can be read as.
protocol ManagedCollection {
  init(managedObjects: [NSManagedObject])
  var managedObjects: [NSManagedObject] { get }
}

extension Set: ManagedCollection where Element: NSManagedObject {
  init(managedObjects: [NSManagedObject]) { self.init(managedObjects.compactMap { $0 as? Element }) }
  var managedObjects: [NSManagedObject] { Array(self) }
}

extension Array: ManagedCollection where Element: NSManagedObject {
  init(managedObjects: [NSManagedObject]) { self.init(managedObjects.compactMap { $0 as? Element }) }
  var managedObjects: [NSManagedObject] { self }
}

/// `set ?? []`, as apps write it to loop over a to-many relationship (`for item in
/// folder.items ?? []`): on Apple platforms `NSSet` is an array literal; here the literal's
/// objects make the set.
public func ?? (set: NSSet?, empty: @autoclosure () throws -> [Any]) rethrows -> NSSet {
  if let set { return set }
  return NSSet(array: try empty())
}

/// `set ?? []` for an ordered relationship.
public func ?? (set: NSOrderedSet?, empty: @autoclosure () throws -> [Any]) rethrows -> NSOrderedSet {
  if let set { return set }
  return NSOrderedSet(array: try empty())
}
