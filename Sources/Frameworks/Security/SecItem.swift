import CoreGraphics
import Foundation

/// A result code of Security's functions, as `OSStatus`.
public typealias OSStatus = Int32

/// No error.
public let errSecSuccess: OSStatus = 0
/// An argument is not valid (a query without a class, data that is not `Data`).
public let errSecParam: OSStatus = -50
/// An item with the same account and service (or server) is already in the keychain.
public let errSecDuplicateItem: OSStatus = -25299
/// No item matches the query.
public let errSecItemNotFound: OSStatus = -25300

// The keys and values of a keychain query, with Apple's raw values.
public let kSecClass: CFString = "class"
public let kSecClassGenericPassword: CFString = "genp"
public let kSecClassInternetPassword: CFString = "inet"
public let kSecAttrAccount: CFString = "acct"
public let kSecAttrService: CFString = "svce"
public let kSecAttrServer: CFString = "srvr"
public let kSecAttrProtocol: CFString = "ptcl"
public let kSecAttrPort: CFString = "port"
public let kSecAttrPath: CFString = "path"
public let kSecAttrLabel: CFString = "labl"
public let kSecAttrGeneric: CFString = "gena"
public let kSecAttrComment: CFString = "icmt"
public let kSecAttrDescription: CFString = "desc"
public let kSecAttrAccessGroup: CFString = "agrp"
public let kSecAttrSynchronizable: CFString = "sync"
public let kSecAttrAccessible: CFString = "pdmn"
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
public let kSecAttrCreationDate: CFString = "cdat"
public let kSecAttrModificationDate: CFString = "mdat"
public let kSecValueData: CFString = "v_Data"
public let kSecReturnData: CFString = "r_Data"
public let kSecReturnAttributes: CFString = "r_Attributes"
public let kSecMatchLimit: CFString = "m_Limit"
public let kSecMatchLimitOne: CFString = "m_LimitOne"
public let kSecMatchLimitAll: CFString = "m_LimitAll"
public let kSecUseDataProtectionKeychain: CFString = "nleg"

/// Adds the item `attributes` describe (its class, account, service or server, and its
/// `kSecValueData`) to the keychain. `errSecDuplicateItem` when one with the same key is there;
/// `result`, when given, receives what `kSecReturnData`/`kSecReturnAttributes` ask for.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
  Keychain.shared.add(attributes, result: result)
}

/// Finds the items matching `query` (every attribute it gives, its class among them) and gives
/// what it asks for through `result`: the data, the attributes (with the data under
/// `kSecValueData` when both are asked), one item or, with `kSecMatchLimitAll`, a list.
/// `errSecItemNotFound` when none matches.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?)
  -> OSStatus
{
  Keychain.shared.copyMatching(query, result: result)
}

/// Sets `attributesToUpdate` on every item matching `query`; `errSecItemNotFound` when none does,
/// `errSecDuplicateItem` when the change would give two items the same key.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
  Keychain.shared.update(query, with: attributesToUpdate)
}

/// Deletes every item matching `query`; `errSecItemNotFound` when none does.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecItemDelete(_ query: CFDictionary) -> OSStatus { Keychain.shared.delete(query) }

/// What `status` means, as iOS says it.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
  switch status {
  case errSecSuccess: "No error."
  case errSecParam: "One or more parameters passed to a function were not valid."
  case errSecDuplicateItem: "The specified item already exists in the keychain."
  case errSecItemNotFound: "The specified item could not be found in the keychain."
  default: "OSStatus \(status)"
  }
}

/// A source of random bytes, as Security's `SecRandomRef`.
public typealias SecRandomRef = OpaquePointer
/// The default source: the system's generator.
nonisolated(unsafe) public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `bytes` with `count` random bytes from the system's generator.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32
{
  var generator = SystemRandomNumberGenerator()
  for index in 0..<max(0, count) {
    bytes.storeBytes(of: generator.next() as UInt8, toByteOffset: index, as: UInt8.self)
  }
  return errSecSuccess
}
