import Charts
import Foundation
import LegibleUI
import Testing

/// Charts written as shipped apps write them (each shape of call below is one seen in an app's
/// code), drawn at L and AX5 on the small iPhone SE: they build, and their labels are there.
@MainActor @Suite struct ChartsAsAppsWriteThemTests {
  struct Gain: Identifiable {
    let year: Int
    let gain: Double
    var id: Int { year }
  }

  struct Gains: View {
    let rows = [Gain(year: 2023, gain: 1200), Gain(year: 2024, gain: -300), Gain(year: 2025, gain: 2500)]
    @State private var selectedYear: Int?
    var body: some View {
      Chart(rows, id: \.year) { row in
        BarMark(x: .value("Year", String(row.year)), y: .value("Gain", row.gain))
          .foregroundStyle(row.gain >= 0 ? Color.green : .red)
          .opacity(selectedYear == nil || selectedYear == row.year ? 1 : 0.4)
      }
      .frame(height: 240)
      .chartYAxis {
        AxisMarks(position: .leading)
      }
    }
  }

  struct Sample: Hashable {
    let timestamp: Date
    let value: Int
  }

  struct Memory: View {
    let samples = (0..<20).map {
      Sample(timestamp: Date(timeIntervalSince1970: 1_760_000_000 + Double($0)), value: $0 * 3 % 17)
    }
    var body: some View {
      Chart(samples, id: \.self) { sample in
        LineMark(x: .value("", sample.timestamp, unit: .second), y: .value("", sample.value))
          .interpolationMethod(.catmullRom)
          .foregroundStyle(Color.blue.gradient)
        AreaMark(x: .value("", sample.timestamp, unit: .second), y: .value("", sample.value))
          .foregroundStyle(
            LinearGradient(colors: [.blue.opacity(0.4), .clear], startPoint: .top, endPoint: .bottom))
      }
      .chartXAxis(.hidden)
      .chartYScale(domain: 0...20)
      .frame(height: 120)
    }
  }

  struct Summary: Identifiable {
    let title: String
    let hours: Double
    let color: Color
    var id: String { title }
  }

  struct Durations: View {
    let summaries = [
      Summary(title: "Reading", hours: 3.5, color: .orange),
      Summary(title: "Writing", hours: 1.25, color: .purple),
    ]
    var body: some View {
      VStack {
        Chart(summaries) { summary in
          SectorMark(angle: .value("Duration", summary.hours), innerRadius: .ratio(0.6), angularInset: 2)
            .foregroundStyle(summary.color)
        }
        .frame(height: 200)
        Chart(summaries) { summary in
          BarMark(x: .value("Duration", summary.hours), y: .value("Category", summary.title))
            .foregroundStyle(summary.color)
            .annotation(position: .trailing) { Text(summary.hours, format: .number).font(.caption) }
        }
        .frame(height: 200)
      }
    }
  }

  struct Entries: View {
    let months = Calendar.current.shortMonthSymbols
    let counts = [3, 5, 2, 8, 13, 7, 4, 9, 11, 6, 2, 1]
    var body: some View {
      Chart(0..<12, id: \.self) { m in
        BarMark(x: .value("Month", months[m]), y: .value("Entries", counts[m]))
          .foregroundStyle(Color.accentColor.gradient).cornerRadius(3)
        RuleMark(y: .value("Goal", 10))
          .foregroundStyle(.red)
          .annotation(position: .top, alignment: .trailing) { Text("Goal").font(.caption2) }
      }
      .chartXScale(domain: .automatic(includesZero: false))
      .chartLegend(.hidden)
      .frame(height: 140)
    }
  }

  @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func theyDrawWithTheirLabels(_ category: ContentSizeCategory) throws {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(Gains())
    #expect(screen.texts.contains("2023") && screen.texts.contains("2025"))
    screen.host(Memory())
    // The domain written, from 0; at AX5 every third value is labelled, so that none overlap.
    #expect(screen.texts.first == "0" && screen.texts.count >= 2)
    screen.host(Durations())
    #expect(screen.texts.contains("Reading") && screen.texts.contains("3.5"))
    screen.host(Entries())
    #expect(screen.texts.contains("Goal") && screen.texts.contains(Calendar.current.shortMonthSymbols[0]))
  }

  /// An axis whose labels are chosen by the value's place (`if value.index < value.count - 1`):
  /// every label but the last is drawn.
  struct EveryLabelButTheLast: View {
    let rows = [Gain(year: 2023, gain: 1200), Gain(year: 2024, gain: -300), Gain(year: 2025, gain: 2500)]
    var body: some View {
      Chart(rows, id: \.year) { row in
        BarMark(x: .value("Year", String(row.year)), y: .value("Gain", row.gain))
      }
      .frame(height: 240)
      .chartXAxis {
        AxisMarks { value in
          if value.index < value.count - 1 {
            AxisValueLabel()
          }
          AxisTick()
        }
      }
    }
  }

  @Test func anAxisLabelUnderAnIfIsDrawnWhereItsConditionHolds() throws {
    let screen = try realScreen()
    screen.host(EveryLabelButTheLast())
    #expect(screen.texts.contains("2023") && screen.texts.contains("2024"))
    #expect(!screen.texts.contains("2025"), "\(screen.texts)")
  }

  @Test func aMaskedMarkIsDrawnWholeAndReported() throws {
    let screen = try realScreen()
    screen.host(
      Chart {
        BarMark(x: .value("Year", "2023"), y: .value("Gain", 3))
          .mask { BarMark(x: .value("Year", "2023"), yStart: .value("Gain", 0), yEnd: .value("Gain", 1)) }
      }
      .frame(height: 200))
    #expect(screen.notAppliedFindings().contains { $0.message.contains("mask(content:)") })
  }

  /// Night-time bands over a temperature area in two series, with a marker rectangle at a time:
  /// the shapes of call a weather card writes.
  @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func rangedAreasInSeriesAndRectanglesAtAPointDraw(_ category: ContentSizeCategory) throws {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let hours = (0..<6).map { start.addingTimeInterval(Double($0) * 3600) }
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(
      Chart {
        ForEach(hours, id: \.self) { hour in
          AreaMark(
            x: .value("Hour", hour), yStart: .value("Temperature", 10), yEnd: .value("Temperature", 14),
            series: .value("Series", "Temperature"))
        }
        RectangleMark(
          x: .value("Date", hours[2]), yStart: .value("Temperature", 10), yEnd: .value("Temperature", 12),
          width: .fixed(4)
        )
        .foregroundStyle(.indigo)
        RectangleMark(
          xStart: .value("Hour", hours[3]), xEnd: .value("Hour", hours[5]), y: .value("Temperature", 11))
      }
      .frame(height: 200))
    // The temperature axis is labelled: the chart was laid out whole.
    #expect(screen.texts.contains { Double($0) != nil }, "\(screen.texts)")
  }

  /// Marks under an `if` inside a `ForEach`, with a `let` before them, as a weather card writes
  /// them: drawn where the condition holds.
  struct MarkedNights: View {
    let hours = (0..<4).map { Date(timeIntervalSince1970: 1_700_000_000 + Double($0) * 3600) }
    var body: some View {
      Chart {
        ForEach(hours, id: \.self) { hour in
          BarMark(x: .value("Hour", hour), y: .value("Temperature", 12))
          if hour != hours.first! {
            let date = hour
            RuleMark(x: .value("Hour", date)).annotation(position: .top) { Text("Mark") }
          }
        }
      }
      .frame(height: 200)
    }
  }

  @Test func marksUnderAnIfInAForEachAreDrawnWhereItHolds() throws {
    let screen = try realScreen()
    screen.host(MarkedNights())
    #expect(screen.texts.filter { $0 == "Mark" }.count == 3, "\(screen.texts)")
  }
}
