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
/// Reading the item needs the user to authenticate, and the query said not to ask.
public let errSecInteractionNotAllowed: OSStatus = -25308
/// The user could not be authenticated (no passcode or biometry is set up to answer).
public let errSecAuthFailed: OSStatus = -25293
/// A required entitlement is missing (shared web credentials need associated domains).
public let errSecMissingEntitlement: OSStatus = -34018

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
public let kSecAttrAccessibleAlways: CFString = "dk"
public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"
public let kSecAttrAccessControl: CFString = "accc"
public let kSecAttrSecurityDomain: CFString = "sdmn"
public let kSecAttrAuthenticationType: CFString = "atyp"
public let kSecAttrSynchronizableAny: CFString = "syna"
public let kSecAttrType: CFString = "type"
public let kSecAttrCreator: CFString = "crtr"
public let kSecAttrIsInvisible: CFString = "invi"
public let kSecAttrIsNegative: CFString = "nega"
public let kSecReturnRef: CFString = "r_Ref"
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
public let kSecValueRef: CFString = "v_Ref"
public let kSecValuePersistentRef: CFString = "v_PersistentRef"
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
public let kSecUseAuthenticationUIAllow: CFString = "u_AuthUIA"
public let kSecUseAuthenticationUIFail: CFString = "u_AuthUIF"
public let kSecUseAuthenticationUISkip: CFString = "u_AuthUIS"
public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
public let kSecUseNoAuthenticationUI: CFString = "u_NoAuthUI"
public let kSecUseItemList: CFString = "u_ItemList"
public let kSecUseKeychain: CFString = "u_Keychain"

// The internet password's authentication types, with Apple's raw values.
public let kSecAttrAuthenticationTypeNTLM: CFString = "ntlm"
public let kSecAttrAuthenticationTypeMSN: CFString = "msna"
public let kSecAttrAuthenticationTypeDPA: CFString = "dpaa"
public let kSecAttrAuthenticationTypeRPA: CFString = "rpaa"
public let kSecAttrAuthenticationTypeHTTPBasic: CFString = "http"
public let kSecAttrAuthenticationTypeHTTPDigest: CFString = "httd"
public let kSecAttrAuthenticationTypeHTMLForm: CFString = "form"
public let kSecAttrAuthenticationTypeDefault: CFString = "dflt"

// The internet password's protocols, with Apple's raw values.
public let kSecAttrProtocolFTP: CFString = "ftp "
public let kSecAttrProtocolFTPAccount: CFString = "ftpa"
public let kSecAttrProtocolHTTP: CFString = "http"
public let kSecAttrProtocolIRC: CFString = "irc "
public let kSecAttrProtocolNNTP: CFString = "nntp"
public let kSecAttrProtocolPOP3: CFString = "pop3"
public let kSecAttrProtocolSMTP: CFString = "smtp"
public let kSecAttrProtocolSOCKS: CFString = "sox "
public let kSecAttrProtocolIMAP: CFString = "imap"
public let kSecAttrProtocolLDAP: CFString = "ldap"
public let kSecAttrProtocolAppleTalk: CFString = "atlk"
public let kSecAttrProtocolAFP: CFString = "afp "
public let kSecAttrProtocolTelnet: CFString = "teln"
public let kSecAttrProtocolSSH: CFString = "ssh "
public let kSecAttrProtocolFTPS: CFString = "ftps"
public let kSecAttrProtocolHTTPS: CFString = "htps"
public let kSecAttrProtocolHTTPProxy: CFString = "htpx"
public let kSecAttrProtocolHTTPSProxy: CFString = "htsx"
public let kSecAttrProtocolFTPProxy: CFString = "ftpx"
public let kSecAttrProtocolSMB: CFString = "smb "
public let kSecAttrProtocolRTSP: CFString = "rtsp"
public let kSecAttrProtocolRTSPProxy: CFString = "rtsx"
public let kSecAttrProtocolDAAP: CFString = "daap"
public let kSecAttrProtocolEPPC: CFString = "eppc"
public let kSecAttrProtocolIPP: CFString = "ipp "
public let kSecAttrProtocolNNTPS: CFString = "ntps"
public let kSecAttrProtocolLDAPS: CFString = "ldps"
public let kSecAttrProtocolTelnetS: CFString = "tels"
public let kSecAttrProtocolIMAPS: CFString = "imps"
public let kSecAttrProtocolIRCS: CFString = "ircs"
public let kSecAttrProtocolPOP3S: CFString = "pops"

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
  case errSecInteractionNotAllowed: "User interaction is not allowed."
  case errSecAuthFailed: "The user name or passphrase you entered is not correct."
  case errSecMissingEntitlement: "A required entitlement isn't present."
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
