import Foundation

/// The value a hash function gives, as CryptoKit's `Digest`: its bytes, in order, compared in
/// full; described as `SHA256 digest: <hex>`.
public protocol Digest: Hashable, Sequence, ContiguousBytes, CustomStringConvertible, Sendable
where Element == UInt8 {
  /// How many bytes a digest has.
  static var byteCount: Int { get }
}

/// A hash function, as CryptoKit's `HashFunction`: fed bytes in any number of updates, finalized
/// once into a digest.
public protocol HashFunction {
  /// The digest it gives.
  associatedtype Digest: CryptoKit.Digest
  /// The size of the blocks it works on.
  static var blockByteCount: Int { get }
  /// A function that has been fed nothing.
  init()
  /// Feeds it `bufferPointer`'s bytes.
  mutating func update(bufferPointer: UnsafeRawBufferPointer)
  /// The digest of every byte fed.
  func finalize() -> Digest
}

extension HashFunction {
  /// How many bytes its digest has.
  public static var byteCount: Int { Digest.byteCount }

  /// Feeds it `data`.
  public mutating func update<D: DataProtocol>(data: D) {
    for region in data.regions { region.withUnsafeBytes { update(bufferPointer: $0) } }
  }

  /// The digest of `data`.
  public static func hash<D: DataProtocol>(data: D) -> Digest {
    var function = Self()
    function.update(data: data)
    return function.finalize()
  }
}

/// A digest's bytes with the behaviour every digest shares.
public protocol _DigestBytes: Digest {
  /// The bytes.
  var bytes: [UInt8] { get }
  /// The name in the description (`SHA256`).
  static var name: String { get }
}

extension _DigestBytes {
  public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }
  public var description: String {
    "\(Self.name) digest: " + bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }
}
