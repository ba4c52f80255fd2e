// Security's keychain as apps use it to keep a token or a password (`SecItemAdd`,
// `SecItemCopyMatching`, `SecItemUpdate`, `SecItemDelete` over generic and internet passwords),
// under its own name where Apple's is not: a keychain in memory, empty when the process starts,
// as a fresh simulator's is, with iOS's status codes. `SecRandomCopyBytes` gives random bytes from
// the system's generator. An item's access control is kept; reading the data of one that asks for
// the user fails as on a device with no passcode or biometry set up. Shared web credentials fail
// as for an app without the associated-domains entitlement. Certificates, keys and trust are not
// here.
@_exported import CoreGraphics
@_exported import Foundation
