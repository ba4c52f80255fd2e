import Charts
import SwiftUI

struct DailySales: Identifiable {
  let day: Date
  let crust: String
  let pizzas: Int
  var id: String { "\(day.timeIntervalSince1970)-\(crust)" }

  static let week: [DailySales] = {
    let monday = Calendar.current.date(from: DateComponents(year: 2026, month: 11, day: 30))!
    let thin = [18, 22, 15, 27, 41, 52, 36]
    let deep = [6, 9, 7, 11, 19, 24, 13]
    return (0..<7).flatMap { offset in
      let day = Calendar.current.date(byAdding: .day, value: offset, to: monday)!
      return [
        DailySales(day: day, crust: "Thin", pizzas: thin[offset]),
        DailySales(day: day, crust: "Deep", pizzas: deep[offset]),
      ]
    }
  }()
}

struct SalesChart: View {
  var sales: [DailySales]

  private var average: Double {
    let days = Set(sales.map(\.day)).count
    return Double(sales.reduce(0) { $0 + $1.pizzas }) / Double(max(days, 1))
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Pizzas this week")
        .font(.headline)
      Text("\(sales.reduce(0) { $0 + $1.pizzas }) sold")
        .font(.subheadline)
        .foregroundStyle(.secondary)
      Chart {
        ForEach(sales) { sale in
          BarMark(
            x: .value("Day", sale.day, unit: .day),
            y: .value("Pizzas", sale.pizzas)
          )
          .foregroundStyle(by: .value("Crust", sale.crust))
        }
        RuleMark(y: .value("Average", average))
          .foregroundStyle(.gray)
          .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
          .annotation(position: .top, alignment: .leading) {
            Text("Average")
              .font(.caption)
              .foregroundStyle(.secondary)
          }
      }
      .chartForegroundStyleScale(["Thin": Color.orange, "Deep": Color.brown])
      .chartXAxis {
        AxisMarks(values: .stride(by: .day)) { _ in
          AxisValueLabel(format: .dateTime.weekday(.abbreviated))
        }
      }
      .frame(height: 240)
    }
    .padding()
  }
}

struct CrustShare: View {
  var sales: [DailySales]

  var body: some View {
    Chart(Dictionary(grouping: sales, by: \.crust).sorted { $0.key > $1.key }, id: \.key) { crust, days in
      SectorMark(
        angle: .value("Pizzas", days.reduce(0) { $0 + $1.pizzas }),
        innerRadius: .ratio(0.6),
        angularInset: 2
      )
      .foregroundStyle(by: .value("Crust", crust))
    }
    .chartForegroundStyleScale(["Thin": Color.orange, "Deep": Color.brown])
    .frame(height: 200)
    .padding()
  }
}

#Preview("Week") {
  ScrollView {
    SalesChart(sales: DailySales.week)
    CrustShare(sales: DailySales.week)
  }
}
