import Foundation

/// Bins of dates for a chart, as Swift Charts' `DateBins`: N thresholds surrounding N − 1 bins,
/// each bin the dates from one threshold up to the next. Apps mark their axes at the thresholds
/// (`AxisMarks(values: bins.thresholds)`) and group their data by bin (`index(for:)`).
///
/// Invariants: the thresholds are in increasing order, with no two equal; uniform bins start at
/// the range's lower bound (for calendar units, at the start of the unit holding it) and the last
/// threshold is at or past its upper bound; a range that is one instant gives one bin.
public struct DateBins: _ChartBins, Sendable {
  /// The dates that surround the bins.
  public let thresholds: [Date]

  /// N − 1 bins from N `thresholds` (sorted, and made unique).
  public init(thresholds: [Date]) {
    self.thresholds = Array(Set(thresholds)).sorted()
  }

  /// Bins of `stride` `unit`s (three hours) covering `range`, from the start of the unit that holds
  /// its lower bound.
  public init(
    unit: Calendar.Component, by stride: Int = 1, range: ClosedRange<Date>,
    calendar: Calendar = .autoupdatingCurrent
  ) {
    let step = Swift.max(1, stride)
    var date = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
    var thresholds = [date]
    // At most 10,000 bins: an absurd range or unit is cut there rather than never ending.
    while date < range.upperBound || thresholds.count < 2, thresholds.count <= 10_000 {
      guard let next = calendar.date(byAdding: unit, value: step, to: date), next > date else { break }
      date = next
      thresholds.append(date)
    }
    self.init(thresholds: thresholds)
  }

  /// Bins of `timeInterval` seconds covering `range`, the first starting at its lower bound.
  public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
    let span = range.upperBound.timeIntervalSince(range.lowerBound)
    let step = timeInterval.isFinite && timeInterval > 0 ? timeInterval : Swift.max(span, 1)
    let count = Swift.min(10_000, Swift.max(1, Int((span / step).rounded(.up))))
    self.init(thresholds: (0...count).map { range.lowerBound.addingTimeInterval(Double($0) * step) })
  }

  /// About `desiredCount` bins covering `range`, of a calendar unit (a second, a minute, an hour,
  /// a day, a month or a year, or a stride of one) chosen so that there are not many more.
  public init(range: ClosedRange<Date>, desiredCount: Int = 10, calendar: Calendar = .autoupdatingCurrent) {
    let span = Swift.max(1, range.upperBound.timeIntervalSince(range.lowerBound))
    let wanted = span / Double(Swift.max(1, desiredCount))
    let steps: [(Calendar.Component, Int, TimeInterval)] = [
      (.second, 1, 1), (.second, 5, 5), (.second, 15, 15), (.second, 30, 30), (.minute, 1, 60),
      (.minute, 5, 300),
      (.minute, 15, 900), (.minute, 30, 1800), (.hour, 1, 3600), (.hour, 3, 10_800), (.hour, 6, 21_600),
      (.hour, 12, 43_200), (.day, 1, 86_400), (.day, 7, 604_800), (.month, 1, 2_629_746),
      (.month, 3, 7_889_238),
      (.year, 1, 31_556_952),
    ]
    let chosen =
      steps.first { $0.2 >= wanted } ?? (.year, Swift.max(1, Int((wanted / 31_556_952).rounded(.up))), 0)
    self.init(unit: chosen.0, by: chosen.1, range: range, calendar: calendar)
  }

  /// About `desiredCount` bins (ten when nil) covering `data`.
  public init(data: [Date], desiredCount: Int? = nil, calendar: Calendar = .autoupdatingCurrent) {
    guard let first = data.min(), let last = data.max() else {
      self.init(thresholds: [])
      return
    }
    self.init(range: first...last, desiredCount: desiredCount ?? 10, calendar: calendar)
  }
}
