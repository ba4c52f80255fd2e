import CoreGraphics
import Foundation

/// The keychain Security's functions work on: items in memory for the life of the process, each
/// a class and its attributes, with its data. Matching and uniqueness are iOS's: a query matches
/// an item when every attribute it names is equal; an item's key is its class with its account
/// and service (a generic password) or account, server, protocol, port and path (an internet
/// password), and its access group and synchronizable flag.
///
/// Invariant: no two items share a key.
public final class Keychain: @unchecked Sendable {
  /// The process's keychain, which `SecItemAdd` and the other functions use.
  public static let shared = Keychain()

  private var items: [[String: AnyHashable]] = []
  private let lock = NSLock()

  /// An empty keychain.
  public init() {}

  /// How many items it holds.
  public var count: Int { lock.withLock { items.count } }

  /// Removes every item.
  public func removeAll() { lock.withLock { items = [] } }

  private static let controlKeys: Set<String> = [
    kSecReturnData, kSecReturnAttributes, kSecMatchLimit, kSecUseDataProtectionKeychain, kSecReturnRef,
    kSecReturnPersistentRef, kSecUseAuthenticationContext, kSecUseAuthenticationUI, kSecUseOperationPrompt,
    kSecUseNoAuthenticationUI,
  ]
  private static let keyAttributes: [String: [String]] = [
    kSecClassGenericPassword: [kSecAttrAccount, kSecAttrService],
    kSecClassInternetPassword: [
      kSecAttrAccount, kSecAttrServer, kSecAttrProtocol, kSecAttrPort, kSecAttrPath,
    ],
  ]

  /// A query's attributes by name (string keys, hashable values); nil when one is not.
  private static func attributes(_ query: CFDictionary) -> [String: AnyHashable]? {
    var result: [String: AnyHashable] = [:]
    for (key, value) in query {
      guard let name = key.base as? String else { return nil }
      guard !controlKeys.contains(name) else { continue }
      guard let value = hashable(value) else { return nil }
      result[name] = value
    }
    return result
  }

  private static func hashable(_ value: Any) -> AnyHashable? {
    if let data = value as? Data { return data }
    if let string = value as? String { return string }
    if let bool = value as? Bool { return bool }
    if let number = value as? Int { return number }
    if let date = value as? Date { return date }
    return value as? AnyHashable
  }

  private static func key(of item: [String: AnyHashable]) -> [AnyHashable] {
    let itemClass = item[kSecClass] as? String ?? ""
    let names =
      [kSecClass] + (keyAttributes[itemClass] ?? []) + [kSecAttrAccessGroup, kSecAttrSynchronizable]
    return names.map { item[$0] ?? AnyHashable("") }
  }

  private static func matches(_ item: [String: AnyHashable], _ query: [String: AnyHashable]) -> Bool {
    query.allSatisfy { name, value in
      name == kSecValueData || item[name] == value
        || (name == kSecAttrSynchronizable && value == AnyHashable(kSecAttrSynchronizableAny))
    }
  }

  private static func asksForUser(_ item: [String: AnyHashable]) -> Bool {
    (item[kSecAttrAccessControl]?.base as? SecAccessControl)?.asksForUser == true
  }

  private static func isTrue(_ value: Any?) -> Bool { (value as? Bool) == true || (value as? Int) == 1 }

  /// What a query asks to be given for `item`: its data, its attributes, or both in one dictionary.
  private static func returned(_ item: [String: AnyHashable], for query: CFDictionary) -> Any? {
    let wantsData = isTrue(query[kSecReturnData])
    let wantsAttributes = isTrue(query[kSecReturnAttributes])
    if wantsAttributes {
      var attributes: [String: Any] = item.filter { $0.key != kSecValueData }.mapValues { $0.base }
      if wantsData { attributes[kSecValueData] = item[kSecValueData]?.base }
      return attributes
    }
    return wantsData ? item[kSecValueData]?.base : nil
  }

  func add(_ attributes: CFDictionary, result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard var item = Self.attributes(attributes), item[kSecClass] is String else { return errSecParam }
    if let data = item[kSecValueData], !(data.base is Data) { return errSecParam }
    return lock.withLock {
      let key = Self.key(of: item)
      guard !items.contains(where: { Self.key(of: $0) == key }) else { return errSecDuplicateItem }
      let now = Date()
      item[kSecAttrCreationDate] = now
      item[kSecAttrModificationDate] = now
      items.append(item)
      if let result, let given = Self.returned(item, for: attributes) { result.pointee = given as AnyObject }
      return errSecSuccess
    }
  }

  func copyMatching(_ query: CFDictionary, result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard let wanted = Self.attributes(query), wanted[kSecClass] is String else { return errSecParam }
    return lock.withLock {
      var found = items.filter { Self.matches($0, wanted) }
      // An item whose access control asks for the user gives its data only after an
      // authentication nobody here can give: the query's choice of interface decides the failure.
      if Self.isTrue(query[kSecReturnData]), found.contains(where: Self.asksForUser) {
        let interface = query[kSecUseAuthenticationUI] as? String
        if interface == kSecUseAuthenticationUISkip {
          found.removeAll(where: Self.asksForUser)
        } else if interface == kSecUseAuthenticationUIFail || Self.isTrue(query[kSecUseNoAuthenticationUI]) {
          return errSecInteractionNotAllowed
        } else {
          return errSecAuthFailed
        }
      }
      guard let first = found.first else { return errSecItemNotFound }
      guard let result else { return errSecSuccess }
      if query[kSecMatchLimit] as? String == kSecMatchLimitAll {
        let all = found.compactMap { Self.returned($0, for: query) }
        result.pointee = all as AnyObject
      } else if let given = Self.returned(first, for: query) {
        result.pointee = given as AnyObject
      }
      return errSecSuccess
    }
  }

  func update(_ query: CFDictionary, with changes: CFDictionary) -> OSStatus {
    guard let wanted = Self.attributes(query), let changes = Self.attributes(changes),
      wanted[kSecClass] is String
    else { return errSecParam }
    if let data = changes[kSecValueData], !(data.base is Data) { return errSecParam }
    return lock.withLock {
      var updated = items
      var changed = 0
      for index in updated.indices where Self.matches(updated[index], wanted) {
        updated[index].merge(changes) { $1 }
        updated[index][kSecAttrModificationDate] = Date()
        changed += 1
      }
      guard changed > 0 else { return errSecItemNotFound }
      guard Set(updated.map(Self.key)).count == updated.count else { return errSecDuplicateItem }
      items = updated
      return errSecSuccess
    }
  }

  func delete(_ query: CFDictionary) -> OSStatus {
    guard let wanted = Self.attributes(query), wanted[kSecClass] is String else { return errSecParam }
    return lock.withLock {
      let before = items.count
      items.removeAll { Self.matches($0, wanted) }
      return items.count == before ? errSecItemNotFound : errSecSuccess
    }
  }
}
