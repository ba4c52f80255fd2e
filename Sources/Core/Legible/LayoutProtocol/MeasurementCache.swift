import Geometry

/// A view's answers to the proposals it was asked since its last change (see the layout protocol
/// in `View.swift`).
///
/// A view is asked few distinct proposals per pass (ideal, minimum, and one or two real offers),
/// so the first four answers are kept inline and found by comparing bit patterns, with no hashing
/// and no allocation; further answers go to a dictionary made only when needed. Nothing is ever
/// evicted: an answer stays until `removeAll()`.
struct MeasurementCache {
  /// A proposal as two machine words: each length's bits, or a NaN pattern for "unspecified"
  /// (proposals hold no NaN lengths; a NaN set directly reads as unspecified, as it does when a
  /// proposal is made).
  private struct Key: Equatable {
    var width: UInt64
    var height: UInt64

    static let unspecified = Double.nan.bitPattern

    init(_ proposal: ProposedSize) {
      func bits(_ length: Double?) -> UInt64 {
        guard let length, !length.isNaN else { return Key.unspecified }
        return length.bitPattern
      }
      width = bits(proposal.width)
      height = bits(proposal.height)
    }
  }

  private struct Entry {
    var key: Key
    var size: Size
  }

  private static let inlineCapacity = 4

  private var count = 0
  private var inline = InlineArray<4, Entry>(
    repeating: Entry(key: Key(.unspecified), size: .zero))
  private var overflow: [ProposedSize: Size] = [:]

  var isEmpty: Bool { count == 0 }

  /// The answer recorded for `proposal`, if any.
  func answer(for proposal: ProposedSize) -> Size? {
    let key = Key(proposal)
    var index = 0
    while index < min(count, Self.inlineCapacity) {
      if inline[index].key == key { return inline[index].size }
      index += 1
    }
    return count > Self.inlineCapacity ? overflow[proposal] : nil
  }

  /// Records an answer for a proposal that has none yet.
  mutating func record(_ size: Size, for proposal: ProposedSize) {
    if count < Self.inlineCapacity {
      inline[count] = Entry(key: Key(proposal), size: size)
    } else {
      overflow[proposal] = size
    }
    count += 1
  }

  mutating func removeAll() {
    if count > Self.inlineCapacity { overflow.removeAll(keepingCapacity: true) }
    count = 0
  }
}
