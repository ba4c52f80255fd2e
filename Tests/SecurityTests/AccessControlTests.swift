import Foundation
import Security
import Testing

/// Access control and shared web credentials as iOS answers an app with no passcode, no biometry
/// and no associated domains set up.
@Suite struct AccessControlTests {
  let service = "app.tests.\(UUID().uuidString)"

  @Test func anItemThatAsksForTheUserCannotBeReadWithoutThem() throws {
    var error: Unmanaged<CFError>?
    let control = try #require(
      SecAccessControlCreateWithFlags(
        kCFAllocatorDefault, kSecAttrAccessibleWhenUnlocked as CFTypeRef, .userPresence, &error))
    let item: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
      kSecAttrAccount as String: "pin", kSecAttrAccessControl as String: control,
      kSecValueData as String: Data("1234".utf8),
    ]
    #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)

    func read(_ interface: CFString?) -> OSStatus {
      var query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
        kSecAttrAccount as String: "pin", kSecReturnData as String: true,
      ]
      query[kSecUseAuthenticationUI as String] = interface
      var result: AnyObject?
      return SecItemCopyMatching(query as CFDictionary, &result)
    }
    #expect(read(kSecUseAuthenticationUIFail) == errSecInteractionNotAllowed)
    #expect(read(kSecUseAuthenticationUISkip) == errSecItemNotFound)
    #expect(read(nil) == errSecAuthFailed)

    // Its attributes need no authentication.
    let attributes: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
      kSecAttrAccount as String: "pin", kSecReturnAttributes as String: true,
    ]
    var found: AnyObject?
    #expect(SecItemCopyMatching(attributes as CFDictionary, &found) == errSecSuccess)
    #expect((found as? [String: Any])?[kSecAttrAccessControl as String] as? SecAccessControl == control)
  }

  @Test func anUnknownProtectionIsAnError() {
    var error: Unmanaged<CFError>?
    let control = SecAccessControlCreateWithFlags(nil, "sometimes" as CFTypeRef, [], &error)
    #expect(control == nil)
    let failure = error?.takeRetainedValue()
    #expect(failure.map(CFErrorGetCode) == Int(errSecParam))
  }

  @Test func aSynchronizableAnyQueryFindsBothKinds() {
    for (account, synchronizable) in [("a", true), ("b", false)] {
      let item: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
        kSecAttrAccount as String: account, kSecAttrSynchronizable as String: synchronizable,
        kSecValueData as String: Data(account.utf8),
      ]
      #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
    }
    let query: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
      kSecAttrSynchronizable as String: kSecAttrSynchronizableAny, kSecReturnAttributes as String: true,
      kSecMatchLimit as String: kSecMatchLimitAll,
    ]
    var result: AnyObject?
    #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
    #expect((result as? [Any])?.count == 2)
  }

  @Test func sharedWebCredentialsNeedAnEntitlementAndPasswordsFollowApplesForm() async throws {
    let code: Int? = await withCheckedContinuation { continuation in
      SecRequestSharedWebCredential("example.com", nil) { credentials, error in
        continuation.resume(returning: credentials == nil ? error.map(CFErrorGetCode) : 0)
      }
    }
    #expect(code == Int(errSecMissingEntitlement))
    let password = try #require(SecCreateSharedWebCredentialPassword())
    let groups = password.split(separator: "-")
    #expect(groups.count == 4 && groups.allSatisfy { $0.count == 3 })
    let sets = ["abcdefghkmnopqrstuvwxy", "ABCDEFGHJKLMNPQRSTUVWXYZ", "3456789"]
    #expect(sets.allSatisfy { set in password.contains(where: set.contains) })
    #expect(password.allSatisfy { $0 == "-" || sets.joined().contains($0) })
  }
}
