import Foundation

// Core Foundation's names as Swift code on Apple platforms writes them beside Core Graphics and
// Core Text (`url as CFURL`, `"text" as CFString`, `Unmanaged<CFError>`). Linux's Foundation keeps
// Core Foundation to itself; here each is the Foundation type it bridges to on Apple platforms,
// so the bridging casts apps write are plain coercions.

/// A URL, as Core Foundation's `CFURL` (Foundation's `URL` here).
public typealias CFURL = URL
/// A string, as Core Foundation's `CFString` (Swift's `String` here).
public typealias CFString = String
/// Bytes, as Core Foundation's `CFData` (Foundation's `Data` here).
public typealias CFData = Data
/// A time in seconds, as Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double
/// A count or an index, as Core Foundation's `CFIndex`.
public typealias CFIndex = Int
/// An error domain, as Core Foundation's `CFErrorDomain`.
public typealias CFErrorDomain = CFString

/// An error with a domain, a code and a description, as Core Foundation's `CFError`: what Core
/// Graphics and Core Text functions hand back through an `Unmanaged<CFError>?` argument.
public final class CFError: Error, CustomStringConvertible, @unchecked Sendable {
  /// The error's domain (Core Text's is `com.apple.CoreText.CTFontManagerErrorDomain`).
  public let domain: CFErrorDomain
  /// The error's code within its domain.
  public let code: CFIndex
  /// What went wrong, and what to do.
  public let description: String

  /// An error of `domain` with `code`, saying `description`.
  public init(domain: CFErrorDomain, code: CFIndex, description: String) {
    self.domain = domain
    self.code = code
    self.description = description
  }
}

/// The code of `error`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFErrorGetCode(_ error: CFError!) -> CFIndex { error.code }
/// The domain of `error`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFErrorGetDomain(_ error: CFError!) -> CFErrorDomain! { error.domain }
/// The description of `error`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFErrorCopyDescription(_ error: CFError!) -> CFString! { error.description }
/// What `error` carries: its description.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFErrorCopyUserInfo(_ error: CFError!) -> CFDictionary! {
  [NSLocalizedDescriptionKey: error.description]
}

/// Bit flags, as Core Foundation's `CFOptionFlags`.
public typealias CFOptionFlags = UInt
/// An array, as Core Foundation's `CFArray` (so `list as CFArray` is an upcast).
public typealias CFArray = [Any]

/// Where Core Foundation objects are allocated, as `CFAllocator`; Swift manages memory here, so
/// the only allocator is the default one.
public final class CFAllocator: Sendable {
  private init() {}
}
/// The default allocator (nil, as Core Foundation's is).
public let kCFAllocatorDefault: CFAllocator! = nil

/// A dictionary, as Core Foundation's `CFDictionary` (so `query as CFDictionary` is an upcast).
public typealias CFDictionary = [AnyHashable: Any]
/// Any Core Foundation object, as `CFTypeRef`.
public typealias CFTypeRef = AnyObject
/// A Boolean, as Core Foundation's `CFBoolean`.
public typealias CFBoolean = Bool
/// Core Foundation's true.
public let kCFBooleanTrue: CFBoolean! = true
/// Core Foundation's false.
public let kCFBooleanFalse: CFBoolean! = false
