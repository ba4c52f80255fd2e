import Foundation

/// Hash functions kept for compatibility, not security, as CryptoKit's `Insecure`.
public enum Insecure {
  /// SHA-1, as CryptoKit's `Insecure.SHA1` (FIPS 180-4).
  public struct SHA1: HashFunction, Sendable {
    public static let blockByteCount = 64
    private var engine = BlockHasher<SHA1Compression>(
      state: [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0])

    public init() {}

    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { engine.update(bufferPointer) }
    public func finalize() -> SHA1Digest { SHA1Digest(bytes: engine.finished()) }
  }

  /// SHA-1's compression over 32-bit words.
  enum SHA1Compression: BlockCompression {
    static let blockSize = 64
    static let lengthBytes = 8

    private static func rotl(_ x: UInt32, _ n: UInt32) -> UInt32 { (x << n) | (x >> (32 - n)) }

    static func compress(_ state: inout [UInt32], _ block: [UInt8]) {
      var w = [UInt32](repeating: 0, count: 80)
      for t in 0..<16 { w[t] = block[t * 4..<t * 4 + 4].reduce(0) { $0 << 8 | UInt32($1) } }
      for t in 16..<80 { w[t] = rotl(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1) }
      var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
      for t in 0..<80 {
        let (f, k): (UInt32, UInt32) =
          switch t {
          case 0..<20: ((b & c) | (~b & d), 0x5a82_7999)
          case 20..<40: (b ^ c ^ d, 0x6ed9_eba1)
          case 40..<60: ((b & c) | (b & d) | (c & d), 0x8f1b_bcdc)
          default: (b ^ c ^ d, 0xca62_c1d6)
          }
        let temp = rotl(a, 5) &+ f &+ e &+ k &+ w[t]
        (e, d, c, b, a) = (d, c, rotl(b, 30), a, temp)
      }
      for (index, value) in [a, b, c, d, e].enumerated() { state[index] &+= value }
    }
  }

  /// A SHA-1 digest.
  public struct SHA1Digest: _DigestBytes {
    public static let byteCount = 20
    public static let name = "SHA1"
    public let bytes: [UInt8]
  }
}
