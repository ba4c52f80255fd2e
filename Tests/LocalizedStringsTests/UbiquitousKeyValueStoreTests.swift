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

  @Test func literalsArraysAndDictionariesAreSetAsAppsWriteThem() {
    let store = NSUbiquitousKeyValueStore()
    store.set(0, forKey: "rides")
    store.set(7, forKey: "streak")
    store.set([false, true], forKey: "icons")
    store.set(["unit": "km"], forKey: "settings")
    #expect(store.longLong(forKey: "streak") == 7 && store.double(forKey: "streak") == 7)
    #expect(store.object(forKey: "rides") as? Int64 == 0)
    #expect(store.array(forKey: "icons") as? [Bool] == [false, true])
    #expect(store.dictionary(forKey: "settings")?["unit"] as? String == "km")
  }
}
