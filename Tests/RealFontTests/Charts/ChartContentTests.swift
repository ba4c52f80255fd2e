import Foundation
import LegibleUI
import Testing

@testable import Charts

/// What chart content is made of: a plot's marks are the marks written in it; interpolation
/// methods say their names; a clip shape rounds bars; a gradient scale colours series along it.
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

  func marks<C: ChartContent>(@ChartContentBuilder _ content: () -> C) -> [PlottedMark] {
    var marks: [PlottedMark] = []
    collectMarks(content(), into: &marks)
    return marks
  }

  @Test func aClipShapeRoundsABarOrReportsWhatItCannotClip() {
    let bars = marks {
      BarMark(x: .value("Day", "Mon"), y: .value("Pizzas", 12))
        .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
      BarMark(x: .value("Day", "Tue"), y: .value("Pizzas", 18)).clipShape(Capsule())
      BarMark(x: .value("Day", "Wed"), y: .value("Pizzas", 9)).clipShape(Circle())
    }
    #expect(bars[0].cornerRadius == 8)
    #expect(bars[1].cornerRadius > 1000, "a capsule: as round as the bar allows")
    #expect(bars[2].cornerRadius == 0 && bars[2].notApplied == ["clipShape(_:style:)"])
  }

  @Test func symbolsOfShapesAndViewsAreTakenAndReported() {
    let points = marks {
      LineMark(x: .value("Day", 1), y: .value("Pizzas", 12)).symbol(Circle().strokeBorder(lineWidth: 2))
      LineMark(x: .value("Day", 2), y: .value("Pizzas", 18)).symbol { Image(systemName: "star.fill") }
      PointMark(x: .value("Day", 2), y: .value("Pizzas", 18))
        .accessibilityValue("\(18.25, specifier: "%.1f") pizzas")
    }
    #expect(points.map(\.notApplied) == [["symbol(_:)"], ["symbol(symbol:)"], []])
  }

  @Test func aGradientScaleColoursNumericSeriesByValueAndOthersInOrder() throws {
    var configuration = ChartConfiguration()
    configuration.seriesGradient = Gradient(colors: [
      Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1),
    ])
    let counts = marks {
      ForEach([4, 0, 2], id: \.self) { count in
        RectangleMark(x: .value("Week", count), y: .value("Day", "Mon")).foregroundStyle(
          by: .value("Count", count))
      }
    }
    let environment = EnvironmentValues()
    func colors(_ model: ChartModel) -> [String: Double] {
      Dictionary(
        uniqueKeysWithValues: model.legend.map { ($0.name, $0.style._color(in: environment)?.blue ?? -1) })
    }
    let byValue = colors(
      ChartModel(marks: counts, configuration: configuration, locale: Locale(identifier: "en")))
    #expect(byValue == ["0": 0, "2": 0.5, "4": 1], "the smallest count red, the largest blue")
    let days = marks {
      ForEach(["Mon", "Tue", "Wed"], id: \.self) { day in
        BarMark(x: .value("Day", day), y: .value("Pizzas", 3)).foregroundStyle(by: .value("Day", day))
      }
    }
    let inOrder = colors(
      ChartModel(marks: days, configuration: configuration, locale: Locale(identifier: "en")))
    #expect(inOrder == ["Mon": 0, "Tue": 0.5, "Wed": 1])
  }

  @Test func scaleRangesAndLabelsAreWrittenAsSwiftChartsWritesThem() throws {
    let padded = PlotDimensionScaleRange.plotDimension(endPadding: -8)
    #expect(padded.startPadding == 0 && padded.endPadding == -8)
    #expect(PlotDimensionScaleRange.plotDimension(padding: 20).startPadding == 20)
    // Apple's axis label initialisers: a localized title with an anchor, a string, a text.
    let labels: [AxisValueLabel] = [
      AxisValueLabel("Low", anchor: .topLeading), AxisValueLabel(String("High")), AxisValueLabel(Text("Mid")),
    ]
    #expect(labels.count == 3)
  }

  enum Topping: String, Plottable {
    case cheese = "Cheese"
    case basil = "Basil"
  }

  struct Slices: Plottable {
    let count: Int
    var primitivePlottable: Int { count }
    init?(primitivePlottable: Int) { count = primitivePlottable }
  }

  @Test func anEnumOfStringsIsPlottedAsCategoriesOfItsRawValues() {
    #expect(PlotValue(Topping.basil) == .category("Basil"))
    #expect(Topping(primitivePlottable: "Cheese") == .cheese && Topping(primitivePlottable: "Ham") == nil)
    #expect(PlotValue(Slices(primitivePlottable: 8)!) == .number(8))
    #expect(PlotValue(Float(2.5)) == .number(2.5) && PlotValue(UInt8(3)) == .number(3))
  }
}
