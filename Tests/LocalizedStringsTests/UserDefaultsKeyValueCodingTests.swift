import Foundation
import LocalizedStrings
import Testing

/// `UserDefaults` read and written by key-value coding, as apps write a flag.
@Suite struct UserDefaultsKeyValueCodingTests {
  @Test func aValueSetByKeyIsReadBackAndNilRemovesIt() {
    let defaults = UserDefaults(suiteName: "legible.kvc.\(UUID().uuidString)")!
    defaults.setValue(true, forKey: "isZoneCreated")
    #expect(defaults.bool(forKey: "isZoneCreated"))
    #expect(defaults.value(forKey: "isZoneCreated") as? Bool == true)
    defaults.setValue(nil, forKey: "isZoneCreated")
    #expect(defaults.object(forKey: "isZoneCreated") == nil)
  }
}
