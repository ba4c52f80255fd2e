/// The values one bin of a chart stands for, as Swift Charts' `ChartBinRange`: from its lower
/// bound up to its upper bound, which only the last bin of a set includes.
///
/// Invariants: `lowerBound <= upperBound`; `contains(_:)` excludes the upper bound unless the bin
/// is the last (`isClosed`).
public struct ChartBinRange<Bound: Comparable>: RangeExpression {
  /// Where the bin starts.
  public let lowerBound: Bound
  /// Where the bin ends.
  public let upperBound: Bound
  /// Whether the bin holds its upper bound: the last bin of a set does.
  let isClosed: Bool

  init(_ lowerBound: Bound, _ upperBound: Bound, closed: Bool) {
    self.lowerBound = Swift.min(lowerBound, upperBound)
    self.upperBound = Swift.max(lowerBound, upperBound)
    isClosed = closed
  }

  /// Whether `value` falls in the bin.
  public func contains(_ value: Bound) -> Bool {
    value >= lowerBound && (value < upperBound || (isClosed && value == upperBound))
  }

  /// The positions of `collection` the bin covers.
  public func relative<C: Collection>(to collection: C) -> Range<Bound> where C.Index == Bound {
    lowerBound..<(isClosed ? collection.index(after: upperBound) : upperBound)
  }
}

extension ChartBinRange: Equatable where Bound: Equatable {}
extension ChartBinRange: Hashable where Bound: Hashable {}
extension ChartBinRange: Sendable where Bound: Sendable {}

/// What the two kinds of bins (`DateBins`, `NumberBins`) share: thresholds, and the bin each
/// value falls in.
public protocol _ChartBins: RandomAccessCollection where Index == Int, Element == ChartBinRange<Value> {
  /// The values binned.
  associatedtype Value: Comparable
  /// The values that surround the bins, in increasing order.
  var thresholds: [Value] { get }
}

extension _ChartBins {
  public var startIndex: Int { 0 }
  public var endIndex: Int { Swift.max(0, thresholds.count - 1) }

  /// The bin at `position`: the values from its threshold up to the next.
  public subscript(position: Int) -> ChartBinRange<Value> {
    ChartBinRange(thresholds[position], thresholds[position + 1], closed: position == endIndex - 1)
  }

  /// The bin holding `value`: the last bin for a value at or past the last threshold, the first
  /// for one before the first.
  public func index(for value: Value) -> Int {
    guard count > 0 else { return 0 }
    let after = thresholds.firstIndex { $0 > value } ?? thresholds.count
    return Swift.min(count - 1, Swift.max(0, after - 1))
  }
}
