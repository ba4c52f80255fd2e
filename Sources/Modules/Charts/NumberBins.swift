import Foundation

/// Bins of numbers for a chart, as Swift Charts' `NumberBins`: N thresholds surrounding N − 1
/// bins, each bin the numbers from one threshold up to the next (the last bin holds its upper
/// bound). Apps colour or group their data by bin (`index(for:)`) and mark axes at the thresholds.
///
/// Invariants: the thresholds are in increasing order, with no two equal; there are at most
/// 10,001 of them (an absurd count or size is cut there rather than never ending); a range that
/// is one value gives one bin around it.
public struct NumberBins<Value: Comparable>: _ChartBins {
  /// The numbers that surround the bins.
  public let thresholds: [Value]

  /// N − 1 bins from N `thresholds` (sorted, and made unique).
  public init(thresholds: [Value]) {
    var unique: [Value] = []
    for value in thresholds.sorted() where unique.last.map({ $0 < value }) ?? true { unique.append(value) }
    self.thresholds = unique
  }
}

/// The most bins a set is made of.
private let largestBinCount = 10_000

/// `bins` bins (rounded up), at least one and at most `largestBinCount`: an infinite or absurd
/// count is cut, never converted.
private func binCount(_ bins: Double) -> Int {
  guard bins.isFinite else { return bins > 0 ? largestBinCount : 1 }
  return Int(Swift.min(Double(largestBinCount), Swift.max(1, bins.rounded(.up))))
}

extension NumberBins where Value: BinaryFloatingPoint {
  /// Exactly `count` bins of equal size, from the range's lower bound to its upper bound.
  public init(range: ClosedRange<Value>, count: Int) {
    let count = Swift.min(largestBinCount, Swift.max(1, count))
    let span = range.upperBound - range.lowerBound
    guard span.isFinite, span > 0 else {
      self.init(thresholds: [range.lowerBound, range.lowerBound + 1])
      return
    }
    let step = span / Value(count)
    self.init(
      thresholds: (0...count).map { $0 == count ? range.upperBound : range.lowerBound + Value($0) * step })
  }

  /// Bins `size` wide covering `range`, the first starting at the multiple of `size` at or below
  /// its lower bound.
  public init(size: Value, range: ClosedRange<Value>) {
    guard size.isFinite, size > 0, range.lowerBound.isFinite, range.upperBound.isFinite else {
      self.init(range: range, count: 1)
      return
    }
    let first = (range.lowerBound / size).rounded(.down) * size
    let count = binCount(Double((range.upperBound - first) / size))
    self.init(thresholds: (0...count).map { first + Value($0) * size })
  }

  /// About `desiredCount` bins covering `range`, of a "nice" size (1, 2 or 5 times a power of ten)
  /// no smaller than `minimumStride`.
  public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
    let span = Double(range.upperBound - range.lowerBound)
    let wanted = span / Double(Swift.max(1, desiredCount))
    guard wanted.isFinite, wanted > 0 else {
      self.init(range: range, count: 1)
      return
    }
    let power = pow(10, (log10(wanted)).rounded(.down))
    let nice = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= wanted * 0.999 } ?? 10 * power
    self.init(size: Swift.max(Value(nice), minimumStride), range: range)
  }

  /// About `desiredCount` bins (ten when nil) covering `data`.
  public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
    guard let first = data.min(), let last = data.max() else {
      self.init(thresholds: [])
      return
    }
    self.init(range: first...last, desiredCount: desiredCount ?? 10, minimumStride: minimumStride)
  }
}

extension NumberBins where Value: BinaryInteger {
  /// Exactly `count` bins from the range's lower bound to its upper bound (equal when the range's
  /// length is a multiple of `count`, as Swift Charts expects).
  public init(range: ClosedRange<Value>, count: Int) {
    let count = Swift.min(largestBinCount, Swift.max(1, count))
    let low = Double(range.lowerBound), span = Double(range.upperBound) - low
    guard span > 0 else {
      self.init(thresholds: [range.lowerBound] + [Value(exactly: low + 1)].compactMap { $0 })
      return
    }
    let inner = (1..<count).compactMap {
      Value(exactly: (low + span * Double($0) / Double(count)).rounded(.down))
    }
    self.init(thresholds: [range.lowerBound] + inner + [range.upperBound])
  }

  /// Bins `size` wide covering `range`, the first starting at the multiple of `size` at or below
  /// its lower bound.
  public init(size: Value, range: ClosedRange<Value>) {
    // Worked out in Double, so that no bound near the type's limits overflows; a threshold the
    // type cannot hold is left out.
    let step = Swift.max(1, Double(size))
    let low = Double(range.lowerBound), high = Double(range.upperBound)
    let first = (low / step).rounded(.down) * step
    let count = binCount((high - first) / step)
    self.init(thresholds: (0...count).compactMap { Value(exactly: first + Double($0) * step) })
  }

  /// About `desiredCount` bins covering `range`, of a "nice" whole size (1, 2 or 5 times a power
  /// of ten) no smaller than `minimumStride`.
  public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 1) {
    let wanted = (Double(range.upperBound) - Double(range.lowerBound)) / Double(Swift.max(1, desiredCount))
    let power = wanted > 1 ? pow(10, log10(wanted).rounded(.down)) : 1
    let nice = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= wanted * 0.999 } ?? 10 * power
    let size = Swift.max(nice, Double(minimumStride), 1)
    self.init(
      size: Value(exactly: size.rounded()) ?? Value(clamping: Int(Swift.min(size, 1e15))), range: range)
  }

  /// About `desiredCount` bins (ten when nil) covering `data`.
  public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 1) {
    guard let first = data.min(), let last = data.max() else {
      self.init(thresholds: [])
      return
    }
    self.init(range: first...last, desiredCount: desiredCount ?? 10, minimumStride: minimumStride)
  }
}
