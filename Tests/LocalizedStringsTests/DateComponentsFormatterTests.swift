import Foundation
import LocalizedStrings
import Testing

/// `DateComponentsFormatter`, which Linux's Foundation lacks, writes amounts of time as iOS does
/// in English, in each of its styles; importing it takes the place of Foundation's.
@Suite struct DateComponentsFormatterTests {
  func written(_ seconds: TimeInterval, _ style: DateComponentsFormatter.UnitsStyle) -> String? {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = style
    return formatter.string(from: seconds)
  }

  @Test func eachStyleWritesAnHourTwoMinutesAndThreeSeconds() {
    #expect(written(3723, .positional) == "1:02:03")
    #expect(written(3723, .abbreviated) == "1h 2m 3s")
    #expect(written(3723, .short) == "1 hr, 2 min, 3 sec")
    #expect(written(3723, .full) == "1 hour, 2 minutes, 3 seconds")
    #expect(written(3723, .brief) == "1hr 2min 3sec")
    #expect(written(3723, .spellOut) == "one hour, two minutes, three seconds")
    #expect(written(5, .positional) == "0:05")
    #expect(written(3600, .full) == "1 hour")
  }

  @Test func componentsAreWrittenInTheAllowedUnits() {
    let formatter = DateComponentsFormatter()
    formatter.allowedUnits = [.day, .month, .year]
    formatter.unitsStyle = .abbreviated
    #expect(formatter.string(from: DateComponents(day: 3)) == "3d")
    formatter.unitsStyle = .full
    #expect(formatter.string(from: DateComponents(year: 1, day: 2)) == "1 year, 2 days")
    // Hours are carried into days when only days are allowed.
    formatter.allowedUnits = [.day]
    #expect(formatter.string(from: DateComponents(hour: 48)) == "2 days")
  }

  @Test func aLimitOnUnitsMayMakeItApproximate() {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = .full
    formatter.maximumUnitCount = 1
    formatter.includesApproximationPhrase = true
    formatter.includesTimeRemainingPhrase = true
    #expect(formatter.string(from: 3723) == "About 1 hour remaining")
    #expect(formatter.string(from: .infinity) == nil)
  }
}
