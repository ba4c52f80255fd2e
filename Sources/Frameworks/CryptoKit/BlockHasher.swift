import Foundation

/// Buffers bytes into blocks of `size` and pads the last as SHA-1 and SHA-2 do (a one bit, zeros,
/// the length in bits, big-endian, in the last `lengthBytes`).
struct BlockBuffer: Sendable {
  let size: Int
  let lengthBytes: Int
  private(set) var pending: [UInt8] = []
  private(set) var count: UInt64 = 0

  init(size: Int, lengthBytes: Int) {
    self.size = size
    self.lengthBytes = lengthBytes
  }

  /// Adds `bytes`; calls `block` with each full block.
  mutating func add(_ bytes: UnsafeRawBufferPointer, _ block: ([UInt8]) -> Void) {
    count &+= UInt64(bytes.count)
    var index = 0
    if !pending.isEmpty {
      let taken = min(size - pending.count, bytes.count)
      pending += bytes[0..<taken]
      index = taken
      guard pending.count == size else { return }
      block(pending)
      pending = []
    }
    while bytes.count - index >= size {
      block(Array(bytes[index..<index + size]))
      index += size
    }
    pending += bytes[index...]
  }

  /// The padded last block or two.
  func padded() -> [[UInt8]] {
    var tail = pending + [0x80]
    while tail.count % size != size - lengthBytes { tail.append(0) }
    tail += [UInt8](repeating: 0, count: lengthBytes - 8)
    let bits = count &* 8
    tail += (0..<8).reversed().map { UInt8(truncatingIfNeeded: bits >> (UInt64($0) * 8)) }
    return stride(from: 0, to: tail.count, by: size).map { Array(tail[$0..<$0 + size]) }
  }
}

/// A compression function of the SHA family: the words of its state, the size of its blocks and
/// of the length that ends the padding, and how a block changes the state.
protocol BlockCompression {
  associatedtype Word: FixedWidthInteger & UnsignedInteger & Sendable
  static var blockSize: Int { get }
  static var lengthBytes: Int { get }
  static func compress(_ state: inout [Word], _ block: [UInt8])
}

/// A hash in progress: the state `C` compresses blocks into, and the bytes not yet a block.
struct BlockHasher<C: BlockCompression>: Sendable {
  var state: [C.Word]
  var buffer = BlockBuffer(size: C.blockSize, lengthBytes: C.lengthBytes)

  init(state: [C.Word]) { self.state = state }

  mutating func update(_ bytes: UnsafeRawBufferPointer) {
    var state = self.state
    buffer.add(bytes) { C.compress(&state, $0) }
    self.state = state
  }

  /// The state after the padded last blocks, big-endian.
  func finished() -> [UInt8] {
    var state = self.state
    for block in buffer.padded() { C.compress(&state, block) }
    let bytes = C.Word.bitWidth / 8
    return state.flatMap { word in (0..<bytes).reversed().map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) }
    }
  }
}
