/// A cache that holds at most `capacity` worth of entries and forgets the least recently used ones
/// first, approximately: entries live in two generations; a lookup that hits the old generation
/// moves the entry to the new one; when the new generation holds half the capacity, the old one is
/// dropped.
///
/// Each entry costs 1 unless its insert says otherwise (an image's cost can be its bytes, so that
/// the capacity bounds memory). Lookups and inserts are O(1). Not thread-safe: the owner
/// serialises access.
public struct BoundedCache<Key: Hashable, Value> {
  /// The most total cost the cache holds (at least 2).
  public let capacity: Int
  private var recent: [Key: (value: Value, cost: Int)] = [:]
  private var recentCost = 0
  private var older: [Key: (value: Value, cost: Int)] = [:]

  /// An empty cache that holds up to `capacity` worth of entries (at least 2).
  public init(capacity: Int) {
    self.capacity = max(2, capacity)
  }

  /// The number of entries held.
  public var count: Int { recent.count + older.count }

  /// The value for `key`, or nil when the cache does not hold it; a hit keeps the entry longer.
  public mutating func value(for key: Key) -> Value? {
    if let entry = recent[key] { return entry.value }
    guard let entry = older.removeValue(forKey: key) else { return nil }
    insert(entry.value, for: key, cost: entry.cost)
    return entry.value
  }

  /// Adds or replaces an entry. An entry whose cost is more than half the capacity is not kept.
  public mutating func insert(_ value: Value, for key: Key, cost: Int = 1) {
    let cost = max(1, cost)
    guard cost <= capacity / 2 else { return }
    if recentCost + cost > capacity / 2 {
      // The next generation will likely hold about as many: room for them at once, instead of
      // growing (and hashing every entry again) a dozen times on the way.
      let held = recent.count
      older = recent
      recent = Dictionary(minimumCapacity: held)
      recentCost = 0
    }
    if let replaced = recent.updateValue((value, cost), forKey: key) { recentCost -= replaced.cost }
    recentCost += cost
  }

  /// Forgets every entry.
  public mutating func removeAll() {
    recent = [:]
    older = [:]
    recentCost = 0
  }
}
