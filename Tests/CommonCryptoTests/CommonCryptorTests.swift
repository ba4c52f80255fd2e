import CommonCrypto
import Foundation
import Testing

/// `CCCrypt` with AES, against the standards' own examples (FIPS 197 appendix C, NIST SP 800-38A),
/// called as apps call it.
@Suite struct CommonCryptorTests {
  static func bytes(_ hex: String) -> Data {
    var data = Data()
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      data.append(UInt8(hex[index..<next], radix: 16)!)
      index = next
    }
    return data
  }

  /// `CCCrypt` as an app calls it, with room for a block more than the input.
  static func crypt(
    _ operation: Int, _ options: Int, key: Data, iv: Data? = nil, _ input: Data
  ) -> (status: CCCryptorStatus, output: Data) {
    var output = Data(count: input.count + kCCBlockSizeAES128)
    let available = output.count
    var moved = 0
    let status = output.withUnsafeMutableBytes { out in
      input.withUnsafeBytes { inBytes in
        key.withUnsafeBytes { keyBytes in
          if let iv {
            return iv.withUnsafeBytes { ivBytes in
              CCCrypt(
                CCOperation(operation), CCAlgorithm(kCCAlgorithmAES), CCOptions(options),
                keyBytes.baseAddress,
                key.count, ivBytes.baseAddress, inBytes.baseAddress, input.count, out.baseAddress, available,
                &moved)
            }
          }
          return CCCrypt(
            CCOperation(operation), CCAlgorithm(kCCAlgorithmAES), CCOptions(options), keyBytes.baseAddress,
            key.count,
            nil, inBytes.baseAddress, input.count, out.baseAddress, available, &moved)
        }
      }
    }
    return (status, output.prefix(moved))
  }

  @Test(arguments: [
    ("000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"),
    ("000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"),
    ("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "8ea2b7ca516745bfeafc49904b496089"),
  ])
  func aBlockIsEnciphered(asTheStandardsExampleSays key: String, cipher: String) {
    let plain = Self.bytes("00112233445566778899aabbccddeeff")
    let encrypted = Self.crypt(kCCEncrypt, kCCOptionECBMode, key: Self.bytes(key), plain)
    #expect(encrypted.status == kCCSuccess)
    #expect(encrypted.output == Self.bytes(cipher))
    let decrypted = Self.crypt(kCCDecrypt, kCCOptionECBMode, key: Self.bytes(key), encrypted.output)
    #expect(decrypted.output == plain)
  }

  @Test func cbcChainsTheBlocksFromTheVector() {
    let key = Self.bytes("2b7e151628aed2a6abf7158809cf4f3c")
    let iv = Self.bytes("000102030405060708090a0b0c0d0e0f")
    let plain = Self.bytes("6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51")
    let encrypted = Self.crypt(kCCEncrypt, 0, key: key, iv: iv, plain)
    #expect(
      encrypted.output == Self.bytes("7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2"))
    #expect(Self.crypt(kCCDecrypt, 0, key: key, iv: iv, encrypted.output).output == plain)
  }

  @Test func paddingFillsTheLastBlockAndIsCheckedWhenDecrypted() {
    let key = Self.bytes("2b7e151628aed2a6abf7158809cf4f3c")
    let message = Data("Legible".utf8)
    let encrypted = Self.crypt(kCCEncrypt, kCCOptionPKCS7Padding, key: key, message)
    #expect(encrypted.output.count == 16)
    #expect(Self.crypt(kCCDecrypt, kCCOptionPKCS7Padding, key: key, encrypted.output).output == message)
    // The wrong key leaves padding that does not check out (or, once in 256, a wrong message).
    let wrong = Self.crypt(
      kCCDecrypt, kCCOptionPKCS7Padding, key: Self.bytes("00" + String(repeating: "11", count: 15)),
      encrypted.output)
    #expect(wrong.status == CCCryptorStatus(kCCDecodeError) || wrong.output != message)
  }

  @Test func badInputIsAStatusNotACrash() {
    let key = Self.bytes("2b7e151628aed2a6abf7158809cf4f3c")
    #expect(Self.crypt(kCCEncrypt, kCCOptionECBMode, key: key, Data([1, 2, 3])).status == kCCAlignmentError)
    #expect(Self.crypt(kCCEncrypt, 0, key: Data([1, 2, 3]), Data(count: 16)).status == kCCKeySizeError)
    var moved = 0
    let tooSmall = key.withUnsafeBytes { keyBytes in
      Data(count: 32).withUnsafeBytes { input in
        CCCrypt(
          CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), 0, keyBytes.baseAddress, 16, nil,
          input.baseAddress, 32,
          nil, 16, &moved)
      }
    }
    #expect(tooSmall == kCCBufferTooSmall)
    #expect(moved == 32)
    let des = CCCrypt(
      CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmDES), 0, nil, 8, nil, nil, 0, nil, 0, &moved)
    #expect(des == kCCUnimplemented)
  }
}
