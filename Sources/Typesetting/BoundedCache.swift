/// A cache that holds at most `capacity` entries and forgets the least recently used ones first,
/// approximately: entries live in two generations; a lookup that hits the old generation moves the
/// entry to the new one; when the new generation is half full, the old one is dropped.
///
/// Lookups and inserts are O(1). Not thread-safe: the owner serialises access.
public struct BoundedCache<Key: Hashable, Value> {
  public let capacity: Int
  private var recent: [Key: Value] = [:]
  private var older: [Key: Value] = [:]

  public init(capacity: Int) {
    self.capacity = max(2, capacity)
  }

  public var count: Int { recent.count + older.count }

  public mutating func value(for key: Key) -> Value? {
    if let value = recent[key] { return value }
    guard let value = older.removeValue(forKey: key) else { return nil }
    insert(value, for: key)
    return value
  }

  public mutating func insert(_ value: Value, for key: Key) {
    if recent.count >= capacity / 2 {
      older = recent
      recent = [:]
      recent.reserveCapacity(capacity / 2)
    }
    recent[key] = value
  }

  public mutating func removeAll() {
    recent = [:]
    older = [:]
  }
}
