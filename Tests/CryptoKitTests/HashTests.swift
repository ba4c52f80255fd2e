import CryptoKit
import Foundation
import Testing

/// The hash functions give the digests of the standard's test vectors, whether the bytes come at
/// once or in pieces of any size; digests read as bytes and as hex, as apps print them.
@Suite struct HashTests {
  func hex(_ digest: some Digest) -> String { digest.map { String(format: "%02x", $0) }.joined() }

  @Test func sha256GivesTheStandardsDigests() {
    #expect(
      hex(SHA256.hash(data: Data("abc".utf8)))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      hex(SHA256.hash(data: Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    let twoBlocks = Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
    #expect(
      hex(SHA256.hash(data: twoBlocks)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(SHA256.byteCount == 32)
    #expect(SHA256.hash(data: Data("abc".utf8)).description.hasPrefix("SHA256 digest: ba7816bf"))
  }

  @Test func piecesOfAnySizeGiveTheSameDigest() {
    let million = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)
    var function = SHA256()
    var index = 0
    var size = 1
    while index < million.count {
      let end = min(million.count, index + size)
      function.update(data: million[index..<end])
      index = end
      size = size % 97 + 13
    }
    #expect(hex(function.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    #expect(function.finalize() == SHA256.hash(data: million))
  }

  @Test func sha384Sha512AndSha1GiveTheStandardsDigests() {
    let abc = Data("abc".utf8)
    #expect(
      hex(SHA512.hash(data: abc))
        == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
    )
    #expect(
      hex(SHA384.hash(data: abc))
        == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
    #expect(hex(Insecure.SHA1.hash(data: abc)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    let twoBlocks = Data(
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
        .utf8)
    #expect(
      hex(SHA512.hash(data: twoBlocks))
        == "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909"
    )
  }
}
