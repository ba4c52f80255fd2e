import Foundation

/// Darwin's `os_unfair_lock`: a lock that is a plain value, used through a pointer to it
/// (`os_unfair_lock_lock(&lock)`), as code written for Apple platforms keeps one in a property or
/// in memory it allocates. Here each address in use has a mutex of its own, found by address, so
/// that two locks never share one; a lock must not be moved while held, as on Darwin.
public struct os_unfair_lock: Sendable {
  /// Darwin's only field; zero for a lock that is not held.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var _os_unfair_lock_opaque: UInt32
  /// A lock that is not held.
  public init() { _os_unfair_lock_opaque = 0 }
  /// A lock with the opaque value `_os_unfair_lock_opaque`.
  public init(_os_unfair_lock_opaque: UInt32) { self._os_unfair_lock_opaque = _os_unfair_lock_opaque }
}

/// A pointer to a lock, as Darwin names it.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

/// The mutexes of the locks in use, by address.
private enum UnfairLocks {
  static let table = NSLock()
  nonisolated(unsafe) static var mutexes: [UnsafeMutableRawPointer: NSLock] = [:]

  static func mutex(for lock: os_unfair_lock_t) -> NSLock {
    table.withLock {
      let key = UnsafeMutableRawPointer(lock)
      if let mutex = mutexes[key] { return mutex }
      let mutex = NSLock()
      mutexes[key] = mutex
      return mutex
    }
  }
}

/// Takes `lock`, waiting while another thread holds it.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
  UnfairLocks.mutex(for: lock).lock()
  lock.pointee._os_unfair_lock_opaque = 1
}

/// Takes `lock` if no thread holds it; says whether it did.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
  guard UnfairLocks.mutex(for: lock).try() else { return false }
  lock.pointee._os_unfair_lock_opaque = 1
  return true
}

/// Gives `lock` back.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
  lock.pointee._os_unfair_lock_opaque = 0
  UnfairLocks.mutex(for: lock).unlock()
}

/// Checks that the calling thread holds `lock` (a check only: nothing is enforced here).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {}

/// Checks that the calling thread does not hold `lock` (a check only: nothing is enforced here).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {}
