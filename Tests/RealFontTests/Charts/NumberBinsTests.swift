import Foundation
import Testing

@testable import Charts

/// Number bins as Swift Charts makes them: thresholds around bins, the last bin holding its upper
/// bound, and absurd inputs giving few bins rather than a crash or a hang.
@Suite struct NumberBinsTests {
  @Test func anExactCountOfBinsSpansTheRange() {
    let bins = NumberBins(range: 0.0...10.0, count: 4)
    #expect(bins.thresholds == [0, 2.5, 5, 7.5, 10])
    #expect(bins.count == 4)
    #expect(bins.index(for: 2.4) == 0 && bins.index(for: 2.5) == 1 && bins.index(for: 10) == 3)
    #expect(bins[3].contains(10) && !bins[0].contains(2.5))
    // Out of the range: the first and the last bin.
    #expect(bins.index(for: -5) == 0 && bins.index(for: 99) == 3)
    let whole = NumberBins(range: 0...12, count: 3)
    #expect(whole.thresholds == [0, 4, 8, 12])
  }

  @Test func binsOfASizeStartAtAMultipleOfIt() {
    #expect(NumberBins(size: 5.0, range: 3.0...17.0).thresholds == [0, 5, 10, 15, 20])
    #expect(NumberBins(size: 10, range: -15...25).thresholds == [-20, -10, 0, 10, 20, 30])
  }

  @Test func aDesiredCountGivesNiceSizes() {
    let bins = NumberBins(data: [0.3, 7.7, 12.1, 48.0], desiredCount: 5)
    // 48 / 5 is 9.6: bins of 10, from 0 to 50.
    #expect(bins.thresholds == [0, 10, 20, 30, 40, 50])
    #expect(NumberBins(range: 0...100, desiredCount: 4, minimumStride: 50).thresholds == [0, 50, 100])
    #expect(NumberBins<Double>(data: []).isEmpty)
  }

  @Test func absurdInputsGiveFewBinsAndNeverTrap() {
    #expect(NumberBins(range: 0.0...Double.infinity, count: 3).count <= 1)
    #expect(NumberBins(size: 1e-300, range: 0.0...1e300).count <= 10_000)
    #expect(NumberBins(range: Int.min...Int.max, count: 3).count == 3)
    #expect(NumberBins(range: Int.max...Int.max, count: 3).count <= 1)
    #expect(NumberBins(size: 1, range: Int.min...Int.max).count <= 10_000)
    #expect(NumberBins(range: 5.0...5.0, count: 0).count == 1)
    #expect(NumberBins(thresholds: [3, 1, 2, 2]).thresholds == [1, 2, 3])
  }
}
