import Foundation

extension UserDefaults {
  /// Sets the default `key` to `value` (nil removes it), as key-value coding does on Apple's
  /// platforms, where apps call it on `UserDefaults.standard` (Linux's Foundation has no
  /// key-value coding).
  public func setValue(_ value: Any?, forKey key: String) {
    if let value { set(value, forKey: key) } else { removeObject(forKey: key) }
  }

  /// The default `key`'s value, as key-value coding reads it.
  public func value(forKey key: String) -> Any? { object(forKey: key) }
}
