// CryptoKit's hash functions as apps use them (a Sign in with Apple nonce hashed with SHA-256,
// a cache key, a checksum), under its own name where Apple's is not: SHA-256, SHA-384, SHA-512
// and, under `Insecure`, SHA-1, computed here in Swift and checked against the standard's test
// vectors. Keys, signatures, key agreement and ciphers (`SymmetricKey`, `HMAC`, `AES`, `P256`…)
// are not here.
@_exported import Foundation
