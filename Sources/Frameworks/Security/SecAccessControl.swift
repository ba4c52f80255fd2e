import CoreGraphics
import Foundation

/// How an item may be read, as Security's `SecAccessControl`: when (its accessibility, one of
/// the `kSecAttrAccessible…` values) and what the user must do first (its flags). Kept with an
/// item under `kSecAttrAccessControl`; reading the data of an item whose flags ask for the user
/// needs an authentication nobody can give here (see `SecItemCopyMatching`).
public final class SecAccessControl: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// When the item can be read.
  public let protection: CFString
  /// What the user must do first.
  public let flags: SecAccessControlCreateFlags

  init(protection: CFString, flags: SecAccessControlCreateFlags) {
    self.protection = protection
    self.flags = flags
  }

  /// Whether reading needs the user: any flag but `privateKeyUsage` and the and/or joiners.
  var asksForUser: Bool {
    !flags.subtracting([.privateKeyUsage, .or, .and]).isEmpty
  }

  public static func == (lhs: SecAccessControl, rhs: SecAccessControl) -> Bool {
    lhs.protection == rhs.protection && lhs.flags == rhs.flags
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(protection)
    hasher.combine(flags.rawValue)
  }
  public var description: String { "<SecAccessControl protection: \(protection), flags: \(flags.rawValue)>" }
}

/// What the user must do before an item is read, as Security's `SecAccessControlCreateFlags`,
/// with Apple's bits.
public struct SecAccessControlCreateFlags: OptionSet, Hashable, Sendable {
  public let rawValue: CFOptionFlags
  public init(rawValue: CFOptionFlags) { self.rawValue = rawValue }

  public static let userPresence = Self(rawValue: 1 << 0)
  public static let biometryAny = Self(rawValue: 1 << 1)
  public static let biometryCurrentSet = Self(rawValue: 1 << 3)
  public static let devicePasscode = Self(rawValue: 1 << 4)
  public static let watch = Self(rawValue: 1 << 5)
  public static let companion = Self(rawValue: 1 << 5)
  public static let or = Self(rawValue: 1 << 14)
  public static let and = Self(rawValue: 1 << 15)
  public static let privateKeyUsage = Self(rawValue: 1 << 30)
  public static let applicationPassword = Self(rawValue: 1 << 31)
  @available(*, deprecated, renamed: "biometryAny")
  public static let touchIDAny = biometryAny
  @available(*, deprecated, renamed: "biometryCurrentSet")
  public static let touchIDCurrentSet = biometryCurrentSet
}

/// An access control for items readable `protection` (a `kSecAttrAccessible…` value), after what
/// `flags` ask. Nil, with an error in `error`, when `protection` is not one of those values.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SecAccessControlCreateWithFlags(
  _ allocator: CFAllocator?, _ protection: CFTypeRef, _ flags: SecAccessControlCreateFlags,
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> SecAccessControl? {
  let known = [
    kSecAttrAccessibleWhenUnlocked, kSecAttrAccessibleAfterFirstUnlock, kSecAttrAccessibleAlways,
    kSecAttrAccessibleWhenUnlockedThisDeviceOnly, kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
    kSecAttrAccessibleAlwaysThisDeviceOnly, kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly,
  ]
  guard let protection = protection as? String, known.contains(protection) else {
    let failure = CFError(
      domain: NSOSStatusErrorDomain, code: Int(errSecParam),
      description: "SecAccessControlCreateWithFlags: the protection is not a kSecAttrAccessible value.")
    error?.pointee = Unmanaged.passRetained(failure)
    return nil
  }
  return SecAccessControl(protection: protection, flags: flags)
}
