import Foundation
import LegibleUI
import Testing

@testable import Charts

/// What chart content is made of: a plot's marks are the marks written in it, and interpolation
/// methods say their names.
@MainActor @Suite struct ChartContentTests {
  @Test func aPlotGivesTheMarksWrittenInIt() {
    let plot = Plot {
      LineMark(x: .value("Day", 1), y: .value("Pizzas", 12))
      LineMark(x: .value("Day", 2), y: .value("Pizzas", 18))
      PointMark(x: .value("Day", 2), y: .value("Pizzas", 18))
    }
    var marks: [PlottedMark] = []
    collectMarks(plot, into: &marks)
    #expect(marks.count == 3)
  }

  @Test func interpolationMethodsSayTheirNames() {
    let methods: [InterpolationMethod] = [
      .linear, .monotone, .catmullRom, .cardinal, .stepStart, .stepCenter, .stepEnd,
    ]
    #expect(
      methods.map(\.description) == [
        "linear", "monotone", "catmullRom", "cardinal", "stepStart", "stepCenter", "stepEnd",
      ])
    #expect(InterpolationMethod.monotone != .catmullRom)
  }
}
