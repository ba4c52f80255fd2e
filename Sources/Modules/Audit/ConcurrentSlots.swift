import Foundation

/// Results of parallel work (`DispatchQueue.concurrentPerform`), one slot per index, each written
/// by the thread that works on that index and read when all are done.
public final class ConcurrentSlots<Value>: @unchecked Sendable {
  private var slots: [Value]
  private let lock = NSLock()

  /// `count` slots, each holding `initial`.
  public init(count: Int, initial: Value) { slots = Array(repeating: initial, count: count) }

  /// The value in slot `index`; reading and writing are safe from any thread.
  public subscript(index: Int) -> Value {
    get { lock.withLock { slots[index] } }
    set { lock.withLock { slots[index] = newValue } }
  }

  /// Every slot, in order.
  public var values: [Value] { lock.withLock { slots } }
}
