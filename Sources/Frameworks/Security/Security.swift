// Security's keychain as apps use it to keep a token or a password (`SecItemAdd`,
// `SecItemCopyMatching`, `SecItemUpdate`, `SecItemDelete` over generic and internet passwords),
// under its own name where Apple's is not: a keychain in memory, empty when the process starts,
// as a fresh simulator's is, with iOS's status codes. `SecRandomCopyBytes` gives random bytes from
// the system's generator. Certificates, keys, trust and access control are not here.
@_exported import CoreGraphics
@_exported import Foundation
