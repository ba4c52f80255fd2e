import Audit
import DynamicType
import Foundation
import LegibleUI
import PangoCairo
import Testing

import class Legible.Screen
import struct Legible.SnapshotNode

@testable import Charts

/// Swift Charts' charts as an iPhone shows them: marks on scales, axes and legends of text that
/// grows with the text size, drawn with real fonts.
@MainActor @Suite struct ChartTests {
  struct Sale: Identifiable {
    let id: String
    let pizzas: Int
    var weekday: String { id }
  }

  static let week = [
    Sale(id: "Mon", pizzas: 12), Sale(id: "Tue", pizzas: 18), Sale(id: "Wed", pizzas: 9),
    Sale(id: "Thu", pizzas: 22), Sale(id: "Fri", pizzas: 41), Sale(id: "Sat", pizzas: 57),
    Sale(id: "Sun", pizzas: 35),
  ]

  struct WeekChart: View {
    var body: some View {
      Chart(ChartTests.week) { sale in
        BarMark(x: .value("Day", sale.weekday), y: .value("Pizzas", sale.pizzas))
      }
      .frame(height: 220)
      .padding()
    }
  }

  func labels(_ screen: Screen) -> [SnapshotNode] {
    screen.snapshot().allNodes.filter { $0.text != nil }
  }

  @Test func categoriesStandUnderTheirBarsAndRoundNumbersBesideThePlot() throws {
    let screen = try realScreen()
    screen.host(WeekChart())
    let texts = labels(screen)
    let days = texts.filter { ChartTests.week.map(\.id).contains($0.text?.string ?? "") }
    #expect(days.map { $0.text?.string } == ChartTests.week.map(\.id))
    // In the order of the data, left to right, on one row below the plot.
    #expect(zip(days, days.dropFirst()).allSatisfy { $0.frame.midX < $1.frame.midX })
    #expect(Set(days.map(\.frame.minY)).count == 1)
    // The y axis: zero to a round value above the largest (57), every 10, on the trailing side.
    let values = texts.compactMap { node in Int(node.text?.string ?? "").map { (node, $0) } }
    #expect(values.map(\.1) == [0, 10, 20, 30, 40, 50, 60])
    #expect(values.allSatisfy { $0.0.frame.minX > days.last!.frame.midX })
    // Going up: 0 at the bottom.
    #expect(zip(values, values.dropFirst()).allSatisfy { $0.0.frame.midY > $1.0.frame.midY })
    // Caption 2 at L: 11 points.
    #expect(days.first?.text?.pointSize == 11)
  }

  @Test func axisLabelsGrowWithTheTextSizeAndCollidingOnesAreLeftOut() throws {
    let large = try realScreen(.iPhoneSE, .large)
    large.host(WeekChart())
    let huge = try realScreen(.iPhoneSE, .accessibilityExtraExtraExtraLarge)
    huge.host(WeekChart())
    let small = labels(large).filter { $0.text?.string == "Mon" }
    let big = labels(huge).filter { $0.text?.string == "Mon" }
    #expect(try #require(big.first).text!.pointSize > 2 * (try #require(small.first).text!.pointSize))
    // At AX5 on the SE, seven day names do not fit under the plot: some are not drawn, and those
    // drawn do not overlap.
    let days = labels(huge).filter { ChartTests.week.map(\.id).contains($0.text?.string ?? "") }
    #expect(days.count < 7 && days.count >= 2)
    #expect(zip(days, days.dropFirst()).allSatisfy { $0.frame.maxX <= $1.frame.minX })
    if let directory = ProcessInfo.processInfo.environment["LEGIBLE_ARTIFACTS"] {
      for (name, screen) in [("L", large), ("AX5", huge)] {
        let bitmap = try Renderer(typesetter: try PangoTypesetter()).bitmap(
          screen.snapshot().drawingOperations, canvas: screen.device.size, scale: 2)
        try Data(try PNGCodec.encode(bitmap)).write(
          to: URL(fileURLWithPath: directory).appendingPathComponent("chart-week-\(name).png"))
      }
    }
  }
}

/// Marks by series: stacked, coloured in the style scale's order, named in the legend.
@MainActor @Suite struct ChartSeriesTests {
  struct Orders: View {
    var body: some View {
      Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Orders", 10)).foregroundStyle(by: .value("Size", "Small"))
        BarMark(x: .value("Day", "Mon"), y: .value("Orders", 5)).foregroundStyle(by: .value("Size", "Large"))
        BarMark(x: .value("Day", "Tue"), y: .value("Orders", 4)).foregroundStyle(by: .value("Size", "Small"))
      }
      .frame(height: 200)
    }
  }

  func boxes(_ layer: PlotLayer) -> [(Double, Double)] {
    layer.items.compactMap { item in
      if case .box(_, let y, _) = item { return (min(y.from, y.to), max(y.from, y.to)) }
      return nil
    }
  }

  @Test func barsAtOnePlaceStackInTheOrderWritten() throws {
    let model = ChartModel(
      marks: ChartSeriesTests.marks(), configuration: ChartConfiguration(),
      locale: Locale(identifier: "en_US"))
    // 15 at Monday: the domain is 0 to 16 (a round value), small from 0 to 10, large on top of it.
    #expect(model.layers.count == 2)
    let small = boxes(model.layers[0])
    let large = boxes(model.layers[1])
    #expect(small.count == 2 && large.count == 1)
    #expect(abs(small[0].0 - 0) < 1e-9 && abs(small[0].1 - 10.0 / 16) < 1e-9)
    #expect(abs(large[0].0 - 10.0 / 16) < 1e-9 && abs(large[0].1 - 15.0 / 16) < 1e-9)
    // Blue, then green, as Swift Charts colours its first series.
    #expect(model.legend.map(\.name) == ["Small", "Large"])
    let colours = model.legend.map { $0.style._color(in: EnvironmentValues()) }
    #expect(
      colours == [Color.blue._color(in: EnvironmentValues()), Color.green._color(in: EnvironmentValues())])
  }

  static func marks() -> [PlottedMark] {
    var marks: [PlottedMark] = []
    collectMarks(
      _ChartContentList(parts: [
        BarMark(x: .value("Day", "Mon"), y: .value("Orders", 10)).foregroundStyle(
          by: .value("Size", "Small")),
        BarMark(x: .value("Day", "Mon"), y: .value("Orders", 5)).foregroundStyle(by: .value("Size", "Large")),
        BarMark(x: .value("Day", "Tue"), y: .value("Orders", 4)).foregroundStyle(by: .value("Size", "Small")),
      ]), into: &marks)
    return marks
  }

  @Test func theStyleScaleNamesEachSeriesColour() throws {
    var configuration = ChartConfiguration()
    configuration.seriesStyles = [("Large", AnyShapeStyle(Color.orange))]
    let model = ChartModel(
      marks: Self.marks(), configuration: configuration, locale: Locale(identifier: "en_US"))
    let colours = model.legend.map { $0.style._color(in: EnvironmentValues()) }
    // Small has no style of the app's: the first default colour; Large is orange.
    #expect(
      colours == [Color.blue._color(in: EnvironmentValues()), Color.orange._color(in: EnvironmentValues())])
  }

  @Test func aRangeOfStylesColoursTheSeriesInTheOrderTheyAppear() throws {
    var configuration = ChartConfiguration()
    configuration.seriesRange = [AnyShapeStyle(Color.red), AnyShapeStyle(Color.green)]
    let model = ChartModel(
      marks: Self.marks(), configuration: configuration, locale: Locale(identifier: "en_US"))
    let colours = model.legend.map { $0.style._color(in: EnvironmentValues()) }
    #expect(
      colours == [Color.red._color(in: EnvironmentValues()), Color.green._color(in: EnvironmentValues())])
  }

  @Test func theLegendSitsBelowTheAxisAndGrowsWithTheText() throws {
    for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(Orders())
      let nodes = screen.snapshot().allNodes
      let legend = try #require(nodes.first { $0.text?.string == "Large" })
      let day = try #require(nodes.first { $0.text?.string == "Mon" })
      #expect(legend.frame.minY >= day.frame.maxY)
      // Within the chart's 200 points, the plot giving up the room.
      let texts = nodes.filter { $0.text != nil }
      #expect(texts.map(\.frame.maxY).max()! - texts.map(\.frame.minY).min()! <= 201)
      #expect(legend.text?.pointSize == TextStyle.caption2.pointSize(at: category))
    }
  }
}

/// Dates, horizontal bars, pies, hidden axes and what is not applied.
@MainActor @Suite struct ChartKindsTests {
  static func month(_ month: Int) -> Date {
    var components = DateComponents()
    (components.year, components.month, components.day) = (2026, month, 10)
    return Calendar.current.date(from: components)!
  }

  struct Deliveries: View {
    var body: some View {
      Chart(1..<7, id: \.self) { month in
        LineMark(
          x: .value("Month", ChartKindsTests.month(month), unit: .month), y: .value("Deliveries", month * 3))
      }
      .environment(\.locale, Locale(identifier: "en_US"))
      .frame(height: 200)
    }
  }

  @Test func aDateAxisIsLabelledByMonth() throws {
    let screen = try realScreen(.iPhone15)
    screen.host(Deliveries())
    let texts = screen.texts
    for name in ["Jan", "Feb", "Mar", "Apr", "May", "Jun"] {
      #expect(texts.contains(name), "\(name) in \(texts)")
    }
  }

  struct Toppings: View {
    var body: some View {
      Chart {
        BarMark(x: .value("Votes", 30), y: .value("Topping", "Basil"))
        BarMark(x: .value("Votes", 12), y: .value("Topping", "Olives"))
      }
      .frame(height: 160)
    }
  }

  @Test func numbersAcrossAndCategoriesDownMakeHorizontalBarsFirstOnTop() throws {
    let screen = try realScreen()
    screen.host(Toppings())
    let nodes = screen.snapshot().allNodes
    let basil = try #require(nodes.first { $0.text?.string == "Basil" })
    let olives = try #require(nodes.first { $0.text?.string == "Olives" })
    #expect(basil.frame.midY < olives.frame.midY)
    // The numbers run along the bottom.
    let zero = try #require(nodes.first { $0.text?.string == "0" })
    #expect(zero.frame.minY > olives.frame.maxY)
  }

  @Test func sectorsShareTheTurnAndAPieHasNoAxes() throws {
    var marks: [PlottedMark] = []
    collectMarks(
      _ChartContentList(parts: [
        SectorMark(angle: .value("Share", 1)).foregroundStyle(by: .value("Crust", "Thin")),
        SectorMark(angle: .value("Share", 1)).foregroundStyle(by: .value("Crust", "Deep")),
        SectorMark(angle: .value("Share", 2), innerRadius: .ratio(0.6)).foregroundStyle(
          by: .value("Crust", "Stuffed")),
      ]), into: &marks)
    let model = ChartModel(
      marks: marks, configuration: ChartConfiguration(), locale: Locale(identifier: "en_US"))
    #expect(model.isPie && model.xTicks.isEmpty && model.yTicks.isEmpty)
    let sectors = model.layers.flatMap(\.items).compactMap { item -> (Double, Double, Double)? in
      if case .sector(let start, let end, let inner, _, _) = item { return (start, end, inner) }
      return nil
    }
    #expect(sectors.map(\.0) == [0, 0.25, 0.5] && sectors.map(\.1) == [0.25, 0.5, 1])
    #expect(sectors[2].2 == 0.6)
    #expect(model.legend.map(\.name) == ["Thin", "Deep", "Stuffed"])
  }

  @Test func hiddenAxesShowNoLabelsAndScrollingIsReported() throws {
    let screen = try realScreen()
    screen.host(
      ChartTests.WeekChart().chartXAxis(.hidden).chartYAxis(.hidden).chartScrollableAxes(.horizontal))
    let nodes = screen.snapshot().allNodes
    #expect(!nodes.contains { $0.text != nil })
    #expect(nodes.contains { $0.notApplied.contains("chartScrollableAxes(_:)") })
  }

  @Test func aScaleRangeAndShiftedAxisMarksAreReported() throws {
    let screen = try realScreen()
    screen.host(
      ChartTests.WeekChart().chartYScale(range: 10...100).chartXAxis { AxisMarks().offset(x: 4) })
    let reported = Set(screen.snapshot().allNodes.flatMap(\.notApplied))
    #expect(reported.isSuperset(of: ["chartYScale(range:)", "offset(x:y:) on axis marks"]))
    // The labels are still drawn, in place.
    #expect(screen.texts.contains("Mon"))
  }

  @Test func defaultMarksLabelTheirValuesInTheFormatGiven() throws {
    let screen = try realScreen()
    screen.host(
      ChartTests.WeekChart().chartYAxis {
        AxisMarks(
          format: FloatingPointFormatStyle<Double>.Percent().precision(.fractionLength(0)),
          values: .stride(by: 25))
      })
    let labels = screen.snapshot().allNodes.compactMap(\.text?.string).filter { $0.hasSuffix("%") }
    // The orders, 0 to 50 and more, as percentages.
    #expect(Array(labels.prefix(3)) == ["0%", "2,500%", "5,000%"])
  }

  @Test func anAxisOfTheAppsOwnLabelsItsValuesInItsFormat() throws {
    let screen = try realScreen()
    screen.host(
      ChartTests.WeekChart().chartYAxis {
        AxisMarks(position: .leading, values: [0, 25, 50]) { value in
          AxisGridLine()
          AxisValueLabel { Text("\(value.as(Int.self) ?? -1) pies") }
        }
      })
    let nodes = screen.snapshot().allNodes
    let labels = nodes.compactMap(\.text?.string).filter { $0.hasSuffix("pies") }
    #expect(labels == ["0 pies", "25 pies", "50 pies"])
    // On the leading side: left of the first day's label.
    let mon = try #require(nodes.first { $0.text?.string == "Mon" })
    #expect(nodes.first { $0.text?.string == "25 pies" }.map { $0.frame.maxX <= mon.frame.minX } == true)
  }
}

/// Labels in the language laid out: dates formatted in the screen's locale.
@MainActor @Suite struct ChartLanguageTests {
  struct Week: View {
    static let monday = Calendar(identifier: .gregorian).date(
      from: DateComponents(year: 2026, month: 11, day: 30))!
    var body: some View {
      Chart(0..<7, id: \.self) { offset in
        BarMark(
          x: .value(
            "Day", Calendar(identifier: .gregorian).date(byAdding: .day, value: offset, to: Week.monday)!,
            unit: .day),
          y: .value("Pizzas", [18, 22, 15, 27, 41, 52, 36][offset]))
      }
      .chartXAxis {
        AxisMarks(values: .stride(by: .day)) { _ in AxisValueLabel(format: .dateTime.weekday(.abbreviated)) }
      }
      .frame(height: 240)
      .padding()
    }
  }

  @Test(arguments: [("en", "Mon"), ("ru", "пн"), ("hi", "सोम"), ("zh", "周一")])
  func weekdaysAreNamedInTheScreensLanguage(_ language: String, _ monday: String) throws {
    for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(Week().environment(\.locale, Locale(identifier: language)))
      let texts = screen.texts
      // (Russian names a weekday on its own with a capital, as the language's stand-alone form.)
      #expect(texts.contains { $0.lowercased() == monday.lowercased() }, "\(texts)")
      // No two labels drawn over each other, whatever the language's widths.
      let labels = screen.snapshot().allNodes.filter { $0.text != nil }
      for (index, a) in labels.enumerated() {
        for b in labels.dropFirst(index + 1) where a.frame.intersection(b.frame).map({ !$0.isEmpty }) ?? false
        {
          Issue.record("\(a.text!.string) overlaps \(b.text!.string)")
        }
      }
      if let directory = ProcessInfo.processInfo.environment["LEGIBLE_ARTIFACTS"] {
        let bitmap = try Renderer(typesetter: try PangoTypesetter()).bitmap(
          screen.snapshot().drawingOperations, canvas: screen.device.size, scale: 2)
        try Data(try PNGCodec.encode(bitmap)).write(
          to: URL(fileURLWithPath: directory).appendingPathComponent(
            "chart-week-\(language)-\(category.rawValue).png"))
      }
    }
  }
}

/// `chartOverlay` with its proxy, as apps mark a selected value.
@MainActor @Suite struct ChartProxyTests {
  /// A value made from a geometry proxy outside any actor, as SwiftUI allows (a table's bounds,
  /// a plot's frame).
  struct PlotBox {
    let frame: CGRect
    init(_ geometry: GeometryProxy, _ anchor: Anchor<CGRect>) { frame = geometry[anchor] }
  }

  struct Marked: View {
    var body: some View {
      Chart(ChartTests.week) { sale in
        BarMark(x: .value("Day", sale.weekday), y: .value("Pizzas", sale.pizzas))
      }
      .chartOverlay { proxy in
        GeometryReader { geometry in
          let plot = PlotBox(geometry, proxy.plotAreaFrame).frame
          let x = plot.minX + (proxy.position(forX: "Sat") ?? -1000)
          let y = plot.minY + (proxy.position(forY: 57) ?? -1000)
          VStack(alignment: .leading) {
            // Where Saturday's bar stands at 57, in the overlay's space.
            Text(verbatim: "\(Int(x.rounded())),\(Int(y.rounded()))").accessibilityIdentifier("marker")
            Text(proxy.value(atX: proxy.position(forX: "Thu") ?? -1, as: String.self) ?? "none")
              .accessibilityIdentifier("lookup")
          }
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
          .accessibilityIdentifier("overlay")
        }
      }
      .frame(height: 220)
    }
  }

  @Test func theProxyPlacesValuesInThePlotAndFindsThemBack() throws {
    let screen = try realScreen()
    screen.host(Marked())
    // The overlay is made again once the chart is laid out and its plot known.
    screen.layoutIfNeeded()
    let snapshot = screen.snapshot()
    let marker = try #require(snapshot.allNodes.first { $0.identifier == "marker" }?.text?.string)
    let numbers = marker.split(separator: ",").compactMap { Double($0) }
    let overlay = try #require(snapshot.allNodes.first { $0.identifier == "overlay" })
    let saturday = try #require(snapshot.allNodes.first { $0.text?.string == "Sat" })
    // Over Saturday's bar (its label's middle), at 57 of the axis's 60, near the plot's top.
    #expect(abs(overlay.frame.minX + numbers[0] - saturday.frame.midX) <= 1)
    let sixty = try #require(snapshot.allNodes.first { $0.text?.string == "60" })
    let zero = try #require(snapshot.allNodes.first { $0.text?.string == "0" })
    let expected = zero.frame.midY + (sixty.frame.midY - zero.frame.midY) * 57 / 60
    #expect(abs(overlay.frame.minY + numbers[1] - expected) <= 1)
    #expect(snapshot.allNodes.contains { $0.identifier == "lookup" && $0.text?.string == "Thu" })
  }

  /// A clear area over the plot that takes taps, as apps select a value under the finger.
  struct Tappable: View {
    @State private var tapped = "none"
    var body: some View {
      Chart(ChartTests.week) { sale in
        BarMark(x: .value("Day", sale.weekday), y: .value("Pizzas", sale.pizzas))
      }
      .chartOverlay { _ in
        Rectangle().fill(.clear).contentShape(Rectangle())
          .gesture(SpatialTapGesture().onEnded { tapped = "\(Int($0.location.x))" })
      }
      .frame(height: 220)
    }
  }

  @Test func anOverlayOverThePlotLiesThereByDesignAndIsNoOverlap() throws {
    let screen = try realScreen()
    screen.host(Tappable())
    screen.layoutIfNeeded()
    var options = AuditOptions()
    options.checks = [.overlap]
    let configuration = AuditConfiguration(category: .large, device: .iPhoneSE)
    let findings = AuditRunner.audit(screen, configuration: configuration, options: options).findings
    #expect(findings.isEmpty, "\(findings.map(\.summary))")
    #expect(screen.texts.contains("Sat"), "the axis labels are still there, under the overlay")
  }

  @Test func aRectangleAtAPointSpansItsRangeAndAreasInASeriesAreOneArea() throws {
    var marks: [PlottedMark] = []
    collectMarks(
      _ChartContentList(parts: [
        AreaMark(
          x: .value("Hour", 0), yStart: .value("T", 10), yEnd: .value("T", 14), series: .value("S", "Mask")),
        AreaMark(
          x: .value("Hour", 1), yStart: .value("T", 10), yEnd: .value("T", 16), series: .value("S", "Mask")),
        RectangleMark(x: .value("Hour", 1), yStart: .value("T", 10), yEnd: .value("T", 12), width: .fixed(4)),
      ]), into: &marks)
    #expect(marks.count == 3)
    #expect(marks[0].lineSeries == marks[1].lineSeries && marks[0].lineSeries != nil)
    guard case .fixed(let width) = marks[2].width.kind else {
      Issue.record("not a fixed width")
      return
    }
    #expect(width == 4)
    let model = ChartModel(
      marks: marks, configuration: ChartConfiguration(), locale: Locale(identifier: "en_US"))
    let items = model.layers.flatMap(\.items)
    let areas = items.filter { if case .area = $0 { true } else { false } }
    let boxes = items.compactMap { item -> PlotSpan? in if case .box(_, let y, _) = item { y } else { nil } }
    #expect(areas.count == 1, "one area for the series")
    let box = try #require(boxes.first)
    #expect(abs(abs(box.to - box.from) - 2.0 / 16) < 0.05, "from 10 to 12 of a 0 to 16 domain: \(box)")
  }
}
