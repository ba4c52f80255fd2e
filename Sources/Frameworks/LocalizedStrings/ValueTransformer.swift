import Foundation

/// A transformer's registered name, as Foundation's.
public struct NSValueTransformerName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let negateBooleanTransformerName = NSValueTransformerName("NSNegateBoolean")
  public static let isNilTransformerName = NSValueTransformerName("NSIsNil")
  public static let isNotNilTransformerName = NSValueTransformerName("NSIsNotNil")
  public static let unarchiveFromDataTransformerName = NSValueTransformerName("NSUnarchiveFromData")
  public static let keyedUnarchiveFromDataTransformerName = NSValueTransformerName("NSKeyedUnarchiveFromData")
  public static let secureUnarchiveFromDataTransformerName = NSValueTransformerName(
    "NSSecureUnarchiveFromData")
}

/// Turns a value into another and, where it allows, back, as Foundation's `ValueTransformer`
/// (which Linux's Foundation lacks): Core Data stores a transformable attribute through one,
/// registered by name. Foundation's named transformers are registered: negating a Boolean,
/// testing for nil, and unarchiving from data with secure coding.
open class ValueTransformer: NSObject, @unchecked Sendable {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var registered: [NSValueTransformerName: ValueTransformer] = [
    .negateBooleanTransformerName: NegateBooleanTransformer(),
    .isNilTransformerName: IsNilTransformer(negated: false),
    .isNotNilTransformerName: IsNilTransformer(negated: true),
    .secureUnarchiveFromDataTransformerName: NSSecureUnarchiveFromDataTransformer(),
  ]

  /// The registered transformer this one stands for, when made by `init?(forName:)`.
  private var registeredTransformer: ValueTransformer?

  public override init() {}

  /// Registers `transformer` under `name` (nil takes the name away).
  open class func setValueTransformer(_ transformer: ValueTransformer?, forName name: NSValueTransformerName)
  {
    lock.withLock { registered[name] = transformer }
  }

  /// The transformer registered under `name`: an object that transforms as it does (on Apple
  /// platforms this is the registered object itself, which a Swift initializer cannot return).
  public convenience init?(forName name: NSValueTransformerName) {
    guard let found = Self.lock.withLock({ Self.registered[name] }) else { return nil }
    self.init()
    registeredTransformer = found
  }

  /// The names registered.
  open class func valueTransformerNames() -> [NSValueTransformerName] {
    lock.withLock { Array(registered.keys) }
  }

  /// The class of what it makes.
  open class func transformedValueClass() -> AnyClass { NSObject.self }
  /// Whether it can turn a value back.
  open class func allowsReverseTransformation() -> Bool { false }
  /// `value` transformed (the value itself by default).
  open func transformedValue(_ value: Any?) -> Any? {
    registeredTransformer.map { $0.transformedValue(value) } ?? value
  }
  /// `value` turned back (by default the transformation again, when reversible; nil otherwise).
  open func reverseTransformedValue(_ value: Any?) -> Any? {
    if let registeredTransformer { return registeredTransformer.reverseTransformedValue(value) }
    return type(of: self).allowsReverseTransformation() ? transformedValue(value) : nil
  }
}

/// Turns an object into data with a keyed archiver and back with secure coding, as Foundation's;
/// a subclass names the classes it accepts.
open class NSSecureUnarchiveFromDataTransformer: ValueTransformer, @unchecked Sendable {
  /// The classes it unarchives (Foundation's value classes by default).
  open class var allowedTopLevelClasses: [AnyClass] {
    [
      NSArray.self, NSDictionary.self, NSSet.self, NSString.self, NSNumber.self, NSDate.self, NSData.self,
      NSURL.self,
      NSUUID.self, NSNull.self,
    ]
  }
  open override class func allowsReverseTransformation() -> Bool { true }
  open override class func transformedValueClass() -> AnyClass { NSData.self }

  /// The data `value` unarchives to as one of the allowed classes (what Core Data reads back).
  open override func transformedValue(_ value: Any?) -> Any? {
    guard let data = value as? Data ?? (value as? NSData).map({ Data($0) }) else { return nil }
    return try? NSKeyedUnarchiver.unarchivedObject(
      ofClasses: type(of: self).allowedTopLevelClasses, from: data)
  }

  /// `value` archived as data (what Core Data stores).
  open override func reverseTransformedValue(_ value: Any?) -> Any? {
    guard let value else { return nil }
    return try? NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: true)
  }
}

private final class NegateBooleanTransformer: ValueTransformer, @unchecked Sendable {
  override class func allowsReverseTransformation() -> Bool { true }
  override class func transformedValueClass() -> AnyClass { NSNumber.self }
  override func transformedValue(_ value: Any?) -> Any? {
    NSNumber(value: !((value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false))
  }
}

private final class IsNilTransformer: ValueTransformer, @unchecked Sendable {
  let negated: Bool
  init(negated: Bool) { self.negated = negated }
  override class func transformedValueClass() -> AnyClass { NSNumber.self }
  override func transformedValue(_ value: Any?) -> Any? { NSNumber(value: (value == nil) != negated) }
}
