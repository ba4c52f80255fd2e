import Geometry

/// A view's answers to the proposals it was asked since its last change (see the layout protocol
/// in `View.swift`).
///
/// A view is asked few distinct proposals per pass (ideal, minimum, and one or two real offers),
/// so the first four answers are kept inline, compared one by one, with no hashing and no
/// allocation; further answers go to a dictionary made only when needed. Nothing is ever evicted:
/// an answer stays until `removeAll()`.
struct MeasurementCache {
  private typealias Entry = (proposal: ProposedSize, size: Size)
  private static let inlineCapacity = 4

  private var count = 0
  private var inline = InlineArray<4, Entry>(repeating: (.unspecified, .zero))
  private var overflow: [ProposedSize: Size] = [:]

  var isEmpty: Bool { count == 0 }

  /// The answer recorded for `proposal`, if any.
  func answer(for proposal: ProposedSize) -> Size? {
    var index = 0
    while index < min(count, Self.inlineCapacity) {
      if inline[index].proposal == proposal { return inline[index].size }
      index += 1
    }
    return count > Self.inlineCapacity ? overflow[proposal] : nil
  }

  /// Records an answer for a proposal that has none yet.
  mutating func record(_ size: Size, for proposal: ProposedSize) {
    if count < Self.inlineCapacity {
      inline[count] = (proposal, size)
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
