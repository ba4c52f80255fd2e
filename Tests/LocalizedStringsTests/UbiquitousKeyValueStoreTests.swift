import Foundation
import LocalizedStrings
import Testing

/// iCloud's key-value store signed out: what is set reads back, typed as set, and removing
/// forgets it.
@Suite struct UbiquitousKeyValueStoreTests {
  @Test func valuesReadBackAsTheyWereSet() {
    let store = NSUbiquitousKeyValueStore()
    store.set("Lisbon", forKey: "city")
    store.set(true, forKey: "seeded")
    store.set(Int64(42), forKey: "count")
    store.set(2.5, forKey: "zoom")
    #expect(store.string(forKey: "city") == "Lisbon")
    #expect(store.bool(forKey: "seeded"))
    #expect(store.longLong(forKey: "count") == 42)
    #expect(store.double(forKey: "count") == 42)
    #expect(store.double(forKey: "zoom") == 2.5)
    #expect(store.synchronize())
    store.removeObject(forKey: "city")
    #expect(store.string(forKey: "city") == nil)
    #expect(!store.bool(forKey: "missing") && store.longLong(forKey: "missing") == 0)
    #expect(store.dictionaryRepresentation.keys.sorted() == ["count", "seeded", "zoom"])
  }
}
