import Charts
import Foundation
import Testing

/// Date bins are the thresholds an app marks its axis at: uniform in a calendar unit from the
/// start of the unit, or in seconds from the range's start; a date falls in one bin.
@Suite struct DateBinsTests {
  var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }
  let start = Date(timeIntervalSince1970: 1_700_000_000)  // 22:13:20 UTC

  @Test func threeHourBinsStartAtTheHourAndCoverTheRange() {
    let bins = DateBins(
      unit: .hour, by: 3, range: start...start.addingTimeInterval(10 * 3600), calendar: calendar)
    let hours = bins.thresholds.map { calendar.component(.hour, from: $0) }
    #expect(hours == [22, 1, 4, 7, 10])
    #expect(bins.count == 4)
    #expect(bins.thresholds.last! >= start.addingTimeInterval(10 * 3600))
    #expect(bins.index(for: start.addingTimeInterval(4 * 3600)) == 1)
  }

  @Test func intervalBinsStartAtTheRangesStart() {
    let bins = DateBins(timeInterval: 600, range: start...start.addingTimeInterval(1500))
    #expect(bins.thresholds.first == start && bins.count == 3)
    #expect(bins[0].lowerBound == start && bins[0].upperBound == start.addingTimeInterval(600))
    #expect(
      !bins[0].contains(start.addingTimeInterval(600)) && bins[1].contains(start.addingTimeInterval(600)))
    #expect(bins[2].contains(start.addingTimeInterval(1800)), "the last bin holds its upper bound")
  }

  @Test func absurdAndEmptyInputsGiveFewBinsAndDoNotHang() {
    #expect(DateBins(timeInterval: .infinity, range: start...start).count == 1)
    #expect(DateBins(data: []).isEmpty)
    let century = DateBins(unit: .second, range: start...start.addingTimeInterval(3e9), calendar: calendar)
    #expect(century.thresholds.count <= 10_001)
    #expect(DateBins(range: start...start.addingTimeInterval(86_400), desiredCount: 8).count <= 9)
  }
}
