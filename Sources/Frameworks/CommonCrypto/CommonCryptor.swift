// swift-format-ignore-file: AlwaysUseLowerCamelCase
// CommonCrypto's one-shot cipher, `CCCrypt`, as C code and Swift code written for Apple platforms
// call it: AES with a 128-, 192- or 256-bit key, in CBC mode (the default, with a zero vector when
// none is given) or ECB mode, with or without PKCS #7 padding, implemented here after FIPS 197.
// The other algorithms (DES, 3DES, CAST, RC4, RC2, Blowfish) answer `kCCUnimplemented`, and the
// incremental `CCCryptor` functions are not here: a file that calls them is left out, naming them.

import Foundation

/// What a cipher call returns, as CommonCrypto's `CCCryptorStatus`.
public typealias CCCryptorStatus = Int32
/// Encrypting or decrypting, as CommonCrypto's `CCOperation`.
public typealias CCOperation = UInt32
/// A cipher, as CommonCrypto's `CCAlgorithm`.
public typealias CCAlgorithm = UInt32
/// A cipher's options, as CommonCrypto's `CCOptions`.
public typealias CCOptions = UInt32

// Operations, algorithms, options and sizes: constants of C enumerations, which Swift imports
// as `Int`.
public let kCCEncrypt = 0
public let kCCDecrypt = 1
public let kCCAlgorithmAES = 0
public let kCCAlgorithmAES128 = 0
public let kCCAlgorithmDES = 1
public let kCCAlgorithm3DES = 2
public let kCCAlgorithmCAST = 3
public let kCCAlgorithmRC4 = 4
public let kCCAlgorithmRC2 = 5
public let kCCAlgorithmBlowfish = 6
public let kCCOptionPKCS7Padding = 1
public let kCCOptionECBMode = 2
public let kCCKeySizeAES128 = 16
public let kCCKeySizeAES192 = 24
public let kCCKeySizeAES256 = 32
public let kCCBlockSizeAES128 = 16

// Statuses.
public let kCCSuccess = 0
public let kCCParamError = -4300
public let kCCBufferTooSmall = -4301
public let kCCMemoryFailure = -4302
public let kCCAlignmentError = -4303
public let kCCDecodeError = -4304
public let kCCUnimplemented = -4305
public let kCCKeySizeError = -4310

/// Encrypts or decrypts `dataInLength` bytes at `dataIn` with `key` (and `iv`, the first block's
/// vector in CBC mode, zeros when nil) into `dataOut`, which holds `dataOutAvailable` bytes;
/// `dataOutMoved` receives the bytes written, or those needed when the buffer is too small. AES
/// only; the input must be whole blocks unless `kCCOptionPKCS7Padding` is set, and decrypted
/// padding must be sound (`kCCDecodeError` otherwise).
public func CCCrypt(
  _ op: CCOperation, _ alg: CCAlgorithm, _ options: CCOptions, _ key: UnsafeRawPointer!, _ keyLength: Int,
  _ iv: UnsafeRawPointer!, _ dataIn: UnsafeRawPointer!, _ dataInLength: Int,
  _ dataOut: UnsafeMutableRawPointer!,
  _ dataOutAvailable: Int, _ dataOutMoved: UnsafeMutablePointer<Int>!
) -> CCCryptorStatus {
  guard alg == CCAlgorithm(kCCAlgorithmAES) else { return CCCryptorStatus(kCCUnimplemented) }
  guard op == CCOperation(kCCEncrypt) || op == CCOperation(kCCDecrypt), dataInLength >= 0 else {
    return CCCryptorStatus(kCCParamError)
  }
  guard let key, [16, 24, 32].contains(keyLength) else { return CCCryptorStatus(kCCKeySizeError) }
  let cipher = AESCipher(key: Array(UnsafeRawBufferPointer(start: key, count: keyLength)))
  let input = dataIn.map { Array(UnsafeRawBufferPointer(start: $0, count: dataInLength)) } ?? []
  guard input.count == dataInLength else { return CCCryptorStatus(kCCParamError) }
  let vector =
    iv.map { Array(UnsafeRawBufferPointer(start: $0, count: 16)) } ?? Array(repeating: 0, count: 16)
  let padded = options & CCOptions(kCCOptionPKCS7Padding) != 0
  let chained = options & CCOptions(kCCOptionECBMode) == 0
  let output: [UInt8]
  if op == CCOperation(kCCEncrypt) {
    var plain = input
    if padded {
      let pad = 16 - plain.count % 16
      plain += Array(repeating: UInt8(pad), count: pad)
    }
    guard plain.count % 16 == 0 else { return CCCryptorStatus(kCCAlignmentError) }
    output = cipher.encrypt(plain, vector: chained ? vector : nil)
  } else {
    guard input.count % 16 == 0 else { return CCCryptorStatus(kCCAlignmentError) }
    var plain = cipher.decrypt(input, vector: chained ? vector : nil)
    if padded {
      guard let pad = plain.last, (1...16).contains(pad), Int(pad) <= plain.count,
        plain.suffix(Int(pad)).allSatisfy({ $0 == pad })
      else { return CCCryptorStatus(kCCDecodeError) }
      plain.removeLast(Int(pad))
    }
    output = plain
  }
  dataOutMoved?.pointee = output.count
  guard output.count <= dataOutAvailable else { return CCCryptorStatus(kCCBufferTooSmall) }
  guard let dataOut else { return output.isEmpty ? 0 : CCCryptorStatus(kCCParamError) }
  output.withUnsafeBytes { dataOut.copyMemory(from: $0.baseAddress!, byteCount: output.count) }
  return CCCryptorStatus(kCCSuccess)
}

/// AES (FIPS 197) on 16-byte blocks, with the round keys of one key. The state is held as the
/// standard holds it: column by column, byte `row + 4 × column`.
struct AESCipher {
  private let roundKeys: [UInt8]
  private let rounds: Int

  init(key: [UInt8]) {
    let words = key.count / 4
    rounds = words + 6
    var expanded = key
    var constant: UInt8 = 1
    for index in words..<4 * (rounds + 1) {
      var word = Array(expanded[(index - 1) * 4..<index * 4])
      if index % words == 0 {
        word = [word[1], word[2], word[3], word[0]].map { Self.substitution[Int($0)] }
        word[0] ^= constant
        constant = Self.double(constant)
      } else if words > 6, index % words == 4 {
        word = word.map { Self.substitution[Int($0)] }
      }
      for byte in 0..<4 { expanded.append(expanded[(index - words) * 4 + byte] ^ word[byte]) }
    }
    roundKeys = expanded
  }

  /// `blocks` encrypted block by block, each first combined with the last ciphertext (from
  /// `vector`) in CBC mode; independently without a vector (ECB).
  func encrypt(_ blocks: [UInt8], vector: [UInt8]?) -> [UInt8] {
    var output: [UInt8] = []
    var previous = vector
    for start in stride(from: 0, to: blocks.count, by: 16) {
      var state = Array(blocks[start..<start + 16])
      if let previous { for index in 0..<16 { state[index] ^= previous[index] } }
      encryptBlock(&state)
      if previous != nil { previous = state }
      output += state
    }
    return output
  }

  /// `blocks` decrypted, the inverse of `encrypt`.
  func decrypt(_ blocks: [UInt8], vector: [UInt8]?) -> [UInt8] {
    var output: [UInt8] = []
    var previous = vector
    for start in stride(from: 0, to: blocks.count, by: 16) {
      let cipherBlock = Array(blocks[start..<start + 16])
      var state = cipherBlock
      decryptBlock(&state)
      if let previous { for index in 0..<16 { state[index] ^= previous[index] } }
      if previous != nil { previous = cipherBlock }
      output += state
    }
    return output
  }

  func encryptBlock(_ state: inout [UInt8]) {
    addRoundKey(&state, 0)
    for round in 1...rounds {
      state = state.map { Self.substitution[Int($0)] }
      shiftRows(&state, by: 1)
      if round < rounds { mixColumns(&state, [2, 3, 1, 1]) }
      addRoundKey(&state, round)
    }
  }

  func decryptBlock(_ state: inout [UInt8]) {
    addRoundKey(&state, rounds)
    for round in stride(from: rounds - 1, through: 0, by: -1) {
      shiftRows(&state, by: 3)
      state = state.map { Self.inverseSubstitution[Int($0)] }
      addRoundKey(&state, round)
      if round > 0 { mixColumns(&state, [14, 11, 13, 9]) }
    }
  }

  private func addRoundKey(_ state: inout [UInt8], _ round: Int) {
    for index in 0..<16 { state[index] ^= roundKeys[round * 16 + index] }
  }

  /// Row `r` turned left by `r × step` places (1: the cipher's shift; 3: its inverse).
  private func shiftRows(_ state: inout [UInt8], by step: Int) {
    let old = state
    for row in 1..<4 {
      for column in 0..<4 { state[row + 4 * column] = old[row + 4 * ((column + row * step) % 4)] }
    }
  }

  /// Each column multiplied by the circulant matrix whose first row is `row` (2 3 1 1 for the
  /// cipher, 14 11 13 9 for its inverse).
  private func mixColumns(_ state: inout [UInt8], _ row: [UInt8]) {
    for column in 0..<4 {
      let a = Array(state[4 * column..<4 * column + 4])
      for out in 0..<4 {
        var value: UInt8 = 0
        for index in 0..<4 { value ^= Self.multiply(row[(index - out + 4) % 4], a[index]) }
        state[4 * column + out] = value
      }
    }
  }

  /// `value` × 2 in AES's field.
  static func double(_ value: UInt8) -> UInt8 { (value << 1) ^ (value & 0x80 != 0 ? 0x1b : 0) }

  /// `a` × `b` in AES's field.
  static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
    var (a, b, product): (UInt8, UInt8, UInt8) = (a, b, 0)
    while b != 0 {
      if b & 1 != 0 { product ^= a }
      a = double(a)
      b >>= 1
    }
    return product
  }

  /// The S-box, worked out as the standard defines it: each byte's inverse in the field, through
  /// the affine transformation.
  static let substitution: [UInt8] = (0..<256).map { value in
    let byte = UInt8(value)
    let inverse = byte == 0 ? 0 : (1...255).map(UInt8.init).first { multiply(byte, $0) == 1 } ?? 0
    func turned(_ count: UInt8) -> UInt8 { (inverse << count) | (inverse >> (8 - count)) }
    return inverse ^ turned(1) ^ turned(2) ^ turned(3) ^ turned(4) ^ 0x63
  }

  static let inverseSubstitution: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256)
    for (index, value) in substitution.enumerated() { table[Int(value)] = UInt8(index) }
    return table
  }()
}
