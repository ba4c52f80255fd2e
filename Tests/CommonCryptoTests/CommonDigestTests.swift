import CommonCrypto
import Foundation
import Testing

/// CommonCrypto's digests, called as C code calls them, give the published test vectors.
@Suite struct CommonDigestTests {
  func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

  @Test func theDigestsOfABCAreTheStandardsVectors() {
    let data = Data("abc".utf8)
    var sha256 = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
    var sha1 = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
    _ = data.withUnsafeBytes { CC_SHA256($0.baseAddress, CC_LONG(data.count), &sha256) }
    _ = data.withUnsafeBytes { CC_SHA1($0.baseAddress, CC_LONG(data.count), &sha1) }
    #expect(hex(sha256) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(hex(sha1) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    var empty = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
    CC_SHA256(nil, 0, &empty)
    #expect(hex(empty) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(CC_SHA512(nil, 0, nil) == nil)
  }
}
