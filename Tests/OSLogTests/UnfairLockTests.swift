import Dispatch
import Foundation
import LocalizedStrings
import Testing

/// Darwin's unfair lock, as code that imports only Foundation uses it: a value in memory taken
/// and given back through a pointer, excluding other threads, each lock apart from the others.
@Suite struct UnfairLockTests {
  /// A counter guarded by a lock kept in memory it allocates, as libraries written for Apple
  /// platforms keep one.
  final class Counter: @unchecked Sendable {
    private let lock: UnsafeMutablePointer<os_unfair_lock> = {
      let pointer = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
      pointer.initialize(to: os_unfair_lock())
      return pointer
    }()
    private(set) var value = 0
    deinit { lock.deallocate() }
    func increment() {
      os_unfair_lock_lock(lock)
      value += 1
      os_unfair_lock_unlock(lock)
    }
    func withHeld<T>(_ work: () -> T) -> T {
      os_unfair_lock_lock(lock)
      defer { os_unfair_lock_unlock(lock) }
      return work()
    }
    var pointer: os_unfair_lock_t { lock }
  }

  @Test func aLockExcludesOtherThreads() {
    let counter = Counter()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<2_000 { counter.increment() }
    }
    #expect(counter.value == 16_000)
  }

  @Test func tryLockFailsWhileHeldAndLocksAreApart() {
    let first = Counter()
    let second = Counter()
    let taken = first.withHeld {
      // Another thread cannot take a lock held here; a second lock is free.
      let other = DispatchQueue(label: "other")
      let held = other.sync { os_unfair_lock_trylock(first.pointer) }
      let free = other.sync {
        let got = os_unfair_lock_trylock(second.pointer)
        if got { os_unfair_lock_unlock(second.pointer) }
        return got
      }
      return (held, free)
    }
    #expect(taken.0 == false && taken.1 == true)
    #expect(os_unfair_lock_trylock(first.pointer))
    os_unfair_lock_unlock(first.pointer)
  }
}
