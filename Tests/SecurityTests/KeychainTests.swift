import Foundation
import Security
import Testing

/// The keychain as apps keep a token in it: add, find, update and delete by class, account and
/// service, with iOS's status codes; each test uses a service of its own.
@Suite struct KeychainTests {
  let service = "app.tests.\(UUID().uuidString)"

  func query(_ account: String) -> [String: Any] {
    [
      kSecClass as String: kSecClassGenericPassword as String, kSecAttrService as String: service,
      kSecAttrAccount as String: account,
    ]
  }

  @Test func aTokenIsKeptAndFound() {
    var add = query("token")
    add[kSecValueData as String] = Data("secret".utf8)
    #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
    var find = query("token")
    find[kSecReturnData as String] = kCFBooleanTrue!
    find[kSecMatchLimit as String] = kSecMatchLimitOne
    var result: AnyObject?
    #expect(SecItemCopyMatching(find as CFDictionary, &result) == errSecSuccess)
    #expect(result as? Data == Data("secret".utf8))
    // Another account of the same service is not it.
    #expect(SecItemCopyMatching(query("other") as CFDictionary, &result) == errSecItemNotFound)
  }

  @Test func theSameAccountTwiceIsADuplicate() {
    var add = query("user")
    add[kSecValueData as String] = Data("1".utf8)
    #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
    #expect(SecItemAdd(add as CFDictionary, nil) == errSecDuplicateItem)
    #expect(SecCopyErrorMessageString(errSecDuplicateItem, nil)?.contains("already exists") == true)
  }

  @Test func attributesAndDataComeTogetherWhenBothAreAsked() throws {
    var add: [CFString: Any] = [:]
    add[kSecClass] = kSecClassGenericPassword
    add[kSecAttrService] = service
    add[kSecAttrLabel] = "credentials"
    add[kSecAttrAccount] = "ann@example.com"
    add[kSecValueData] = Data("pa55".utf8)
    #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
    var find: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrLabel: "credentials"]
    find[kSecAttrService] = service
    find[kSecReturnAttributes] = kCFBooleanTrue
    find[kSecReturnData] = kCFBooleanTrue
    var result: AnyObject?
    #expect(SecItemCopyMatching(find as CFDictionary, &result) == errSecSuccess)
    let found = try #require(result as? [CFString: Any])
    #expect(found[kSecAttrAccount] as? String == "ann@example.com")
    #expect(found[kSecValueData] as? Data == Data("pa55".utf8))
  }

  @Test func anUpdateChangesTheDataAndADeleteRemovesTheItem() {
    var add = query("token")
    add[kSecValueData as String] = Data("old".utf8)
    #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
    let change = [kSecValueData as String: Data("new".utf8)]
    #expect(SecItemUpdate(query("token") as CFDictionary, change as CFDictionary) == errSecSuccess)
    var find = query("token")
    find[kSecReturnData as String] = true
    var result: AnyObject?
    #expect(SecItemCopyMatching(find as CFDictionary, &result) == errSecSuccess)
    #expect(result as? Data == Data("new".utf8))
    #expect(SecItemUpdate(query("nobody") as CFDictionary, change as CFDictionary) == errSecItemNotFound)
    #expect(SecItemDelete(query("token") as CFDictionary) == errSecSuccess)
    #expect(SecItemDelete(query("token") as CFDictionary) == errSecItemNotFound)
  }

  @Test func aQueryWithoutAClassOrWithDataThatIsNotDataIsRefused() {
    #expect(SecItemAdd([kSecAttrAccount as String: "a"] as CFDictionary, nil) == errSecParam)
    var add = query("a")
    add[kSecValueData as String] = "not data"
    #expect(SecItemAdd(add as CFDictionary, nil) == errSecParam)
  }

  @Test func randomBytesAreGiven() {
    var bytes = [UInt8](repeating: 0, count: 64)
    #expect(SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes) == errSecSuccess)
    #expect(bytes.contains { $0 != 0 })
  }
}
