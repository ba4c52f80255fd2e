import Accessibility
import Foundation
import Testing

/// Audio Graphs' chart descriptors keep what an app gives them, describe values with the app's
/// own closures, and copy into descriptors of their own.
@Suite struct ChartDescriptorTests {
  func weekOfSales() -> AXChartDescriptor {
    let days = AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: ["Mon", "Tue", "Wed"])
    let pizzas = AXNumericDataAxisDescriptor(
      title: "Pizzas", range: 0...60, gridlinePositions: [0, 20, 40, 60]
    ) { "\(Int($0)) pizzas" }
    let series = AXDataSeriesDescriptor(
      name: "Sales", isContinuous: false,
      dataPoints: [
        AXDataPoint(x: "Mon", y: 12), AXDataPoint(x: "Tue", y: 18, label: "busy"),
        AXDataPoint(x: "Wed", y: 9, additionalValues: [.category("rain")]),
      ])
    return AXChartDescriptor(
      title: "Pizzas sold", summary: "Tuesday sold the most", xAxis: days, yAxis: pizzas,
      additionalAxes: [AXCategoricalDataAxisDescriptor(title: "Weather", categoryOrder: ["sun", "rain"])],
      series: [series])
  }

  @Test func aDescriptorKeepsItsAxesSeriesAndPoints() throws {
    let chart = weekOfSales()
    #expect(chart.title == "Pizzas sold" && chart.summary == "Tuesday sold the most")
    let days = try #require(chart.xAxis as? AXCategoricalDataAxisDescriptor)
    #expect(days.categoryOrder == ["Mon", "Tue", "Wed"])
    #expect(chart.yAxis?.range == 0...60 && chart.yAxis?.gridlinePositions.count == 4)
    #expect(chart.additionalAxes.map(\.title) == ["Weather"])
    let points = chart.series[0].dataPoints
    #expect(points.map { $0.xValue.category } == ["Mon", "Tue", "Wed"])
    #expect(points.map { $0.yValue?.number } == [12, 18, 9])
    #expect(points[1].label == "busy" && points[0].label == nil)
    #expect(points[2].additionalValues == [AXDataPointValue(category: "rain")])
    #expect(chart.contentDirection == .leftToRight && chart.series[0].isContinuous == false)
  }

  @Test func aNumericAxisSaysValuesWithTheAppsClosure() {
    let chart = weekOfSales()
    #expect(chart.yAxis?.valueDescription(for: 18) == "18 pizzas")
    let hours = AXNumericDataAxisDescriptor(
      attributedTitle: NSAttributedString(string: "Hours"), range: 0...24, gridlinePositions: []
    ) { String(format: "%.1f h", $0) }
    #expect(hours.title == "Hours" && hours.valueDescription(for: 2.25) == "2.2 h")
    #expect(hours.scaleType == .linear)
  }

  @Test func aCopyIsADescriptorOfItsOwn() throws {
    let chart = weekOfSales()
    chart.contentDirection = .rightToLeft
    let copy = try #require(chart.copy() as? AXChartDescriptor)
    copy.title = "Another"
    copy.series[0].dataPoints[0].label = "changed"
    #expect(chart.title == "Pizzas sold" && chart.series[0].dataPoints[0].label == nil)
    #expect(copy.contentDirection == .rightToLeft)
    #expect(copy.yAxis?.valueDescription(for: 1) == "1 pizzas")
  }

  @Test func numericPointsAndAttributedNamesReadAsTheirValues() {
    let point = AXDataPoint(x: 3.5, y: nil, additionalValues: [.number(2)])
    #expect(point.xValue.number == 3.5 && point.xValue.category == nil && point.yValue == nil)
    #expect(point.additionalValues.first?.number == 2)
    let series = AXDataSeriesDescriptor(
      attributedName: NSAttributedString(string: "Heart rate"), isContinuous: true, dataPoints: [point])
    #expect(series.name == "Heart rate" && series.attributedName?.string == "Heart rate")
  }
}
