import Foundation

/// iCloud's key-value store, as Foundation's `NSUbiquitousKeyValueStore`, which Linux's
/// Foundation lacks. Signed out of iCloud, as on a simulator with nothing set up, the store keeps
/// values on the device only (in memory here, one store per process, starting empty so that pictures
/// do not depend on the last run): what is set reads back, nothing arrives from other devices,
/// and `didChangeExternallyNotification` is never posted.
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
  /// The app's store.
  public static let `default` = NSUbiquitousKeyValueStore()
  /// Posted when values change on another device (never here, signed out).
  public static let didChangeExternallyNotification = Notification.Name(
    "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

  private let lock = NSLock()
  private var values: [String: Any] = [:]

  /// The value under `key`.
  open func object(forKey key: String) -> Any? { lock.withLock { values[key] } }
  /// Sets the value under `key` (nil removes it).
  open func set(_ value: Any?, forKey key: String) {
    lock.withLock { values[key] = value }
  }
  /// Removes the value under `key`.
  open func removeObject(forKey key: String) { _ = lock.withLock { values.removeValue(forKey: key) } }
  /// The string under `key`.
  open func string(forKey key: String) -> String? { object(forKey: key) as? String }
  /// The array under `key`.
  open func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }
  /// The dictionary under `key`.
  open func dictionary(forKey key: String) -> [String: Any]? { object(forKey: key) as? [String: Any] }
  /// The data under `key`.
  open func data(forKey key: String) -> Data? { object(forKey: key) as? Data }
  /// The number under `key` (0 when none).
  open func longLong(forKey key: String) -> Int64 { number(forKey: key).map { Int64($0) } ?? 0 }
  /// The number under `key` (0 when none).
  open func double(forKey key: String) -> Double { number(forKey: key) ?? 0 }
  /// The truth value under `key` (false when none).
  open func bool(forKey key: String) -> Bool {
    object(forKey: key) as? Bool ?? ((number(forKey: key) ?? 0) != 0)
  }
  /// Sets a string.
  open func set(_ value: String?, forKey key: String) { set(value as Any?, forKey: key) }
  /// Sets data.
  open func set(_ value: Data?, forKey key: String) { set(value as Any?, forKey: key) }
  /// Sets an array.
  open func set(_ value: [Any]?, forKey key: String) { set(value as Any?, forKey: key) }
  /// Sets a dictionary.
  open func set(_ value: [String: Any]?, forKey key: String) { set(value as Any?, forKey: key) }
  /// Sets a number.
  open func set(_ value: Int64, forKey key: String) { set(value as Any?, forKey: key) }
  /// Sets a number written as a whole-number literal (`set(0, forKey:)`), kept as `Int64`:
  /// without it, the literal could be either of the number types.
  open func set(_ value: Int, forKey key: String) { set(Int64(value) as Any?, forKey: key) }
  /// Sets a number.
  open func set(_ value: Double, forKey key: String) { set(value as Any?, forKey: key) }
  /// Sets a truth value.
  open func set(_ value: Bool, forKey key: String) { set(value as Any?, forKey: key) }
  /// Every value, by key.
  open var dictionaryRepresentation: [String: Any] { lock.withLock { values } }
  /// Writes the values out: true, as the device keeps them.
  @discardableResult open func synchronize() -> Bool { true }

  private func number(forKey key: String) -> Double? {
    switch object(forKey: key) {
    case let value as Double: value
    case let value as Int64: Double(value)
    case let value as Int: Double(value)
    case let value as Bool: value ? 1 : 0
    default: nil
    }
  }
}

/// The key of a change notification's reason (one of the `NSUbiquitousKeyValueStore…Change`
/// values), as Foundation names it. No change notification is posted here.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The key of a change notification's changed keys, as Foundation names it.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
/// A change made on another device.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUbiquitousKeyValueStoreServerChange = 0
/// The first download from iCloud.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
/// The app went over its iCloud quota.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
/// The iCloud account changed.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUbiquitousKeyValueStoreAccountChange = 3
