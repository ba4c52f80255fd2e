import Foundation

/// A value behind a lock: every read and write of it goes through `withLock`, which is never held
/// while a subscriber's code runs (a subscriber may call back into the same publisher).
final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  init(_ value: Value) { self.value = value }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

/// A value moved across threads by a scheduler; the publisher's rules (one event at a time to a
/// subscriber) keep its use serial.
struct Sent<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
