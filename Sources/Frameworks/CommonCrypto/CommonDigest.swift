// swift-format-ignore-file: AlwaysUseLowerCamelCase
// CommonCrypto's digests, as C code and Swift code written for Apple platforms call them
// (`CC_SHA256(data, length, &digest)`), computed by CryptoKit's hash functions. MD5 and the
// HMAC functions are not here: a file that calls them is left out, naming them. (The cipher,
// `CCCrypt`, is in CommonCryptor.swift.)

import CryptoKit
import Foundation

/// A length, as CommonCrypto's `CC_LONG`.
public typealias CC_LONG = UInt32

/// The bytes of a SHA-1 digest.
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20
/// The bytes of a SHA-224 digest.
public let CC_SHA224_DIGEST_LENGTH: Int32 = 28
/// The bytes of a SHA-256 digest.
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
/// The bytes of a SHA-384 digest.
public let CC_SHA384_DIGEST_LENGTH: Int32 = 48
/// The bytes of a SHA-512 digest.
public let CC_SHA512_DIGEST_LENGTH: Int32 = 64

/// Hashes `len` bytes at `data` with `hash` into `md`, which holds the digest's bytes; returns
/// `md` (nil when it is nil, as CommonCrypto does).
private func digest<H: HashFunction>(
  _ hash: H.Type, _ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?
) -> UnsafeMutablePointer<UInt8>? {
  guard let md else { return nil }
  var hasher = H()
  if let data, len > 0 { hasher.update(bufferPointer: UnsafeRawBufferPointer(start: data, count: Int(len))) }
  let bytes = Array(hasher.finalize())
  for (index, byte) in bytes.enumerated() { md[index] = byte }
  return md
}

/// The SHA-1 digest of `len` bytes at `data`, written to `md` (20 bytes).
@discardableResult
public func CC_SHA1(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?)
  -> UnsafeMutablePointer<UInt8>?
{
  digest(Insecure.SHA1.self, data, len, md)
}

/// The SHA-256 digest of `len` bytes at `data`, written to `md` (32 bytes).
@discardableResult
public func CC_SHA256(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?)
  -> UnsafeMutablePointer<UInt8>?
{
  digest(SHA256.self, data, len, md)
}

/// The SHA-384 digest of `len` bytes at `data`, written to `md` (48 bytes).
@discardableResult
public func CC_SHA384(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?)
  -> UnsafeMutablePointer<UInt8>?
{
  digest(SHA384.self, data, len, md)
}

/// The SHA-512 digest of `len` bytes at `data`, written to `md` (64 bytes).
@discardableResult
public func CC_SHA512(_ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?)
  -> UnsafeMutablePointer<UInt8>?
{
  digest(SHA512.self, data, len, md)
}
