import Audit
import DynamicType
import LegibleUI
import Testing

/// A gauge is drawn as iOS draws its default (linear capacity) style: the label above a bar as
/// wide as offered, filled up to the value, the bounds at the bar's ends and the current value
/// under it, all of it growing with the text size; other styles are drawn so and reported.
@MainActor @Suite struct GaugeTests {
  struct Battery: View {
    var level = 0.25
    var body: some View {
      Gauge(value: level, in: 0...1) {
        Text("Battery")
      } currentValueLabel: {
        Text("\(Int(level * 100)) percent")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
      .padding()
    }
  }

  @Test(arguments: [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func theLabelsStandAroundABarFilledUpToTheValue(_ category: DynamicType.ContentSizeCategory) throws {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(Battery())
    let label = try #require(screen.node(showing: "Battery")?.frame)
    let minimum = try #require(screen.node(showing: "0")?.frame)
    let maximum = try #require(screen.node(showing: "100")?.frame)
    let current = try #require(screen.node(showing: "25 percent")?.frame)
    #expect(label.maxY <= minimum.minY, "the label above the bar")
    #expect(minimum.maxX < maximum.minX - 100, "the bounds at the bar's ends")
    #expect(current.minY >= minimum.maxY - 1, "the value under the bar")
    // The bar's fill: the tint's extent in the row, a quarter of the track between the bounds.
    let track = maximum.minX - 8 - (minimum.maxX + 8)
    let picture = screen.snapshot()
    let fills = picture.allNodes.filter { $0.shape != nil && abs($0.frame.height - 6) < 0.5 }
    let widths = fills.map(\.frame.width).sorted()
    #expect(widths.count == 2, "\(widths)")
    #expect(abs((widths.last ?? 0) - track) < 1, "the track spans between the bounds")
    #expect(abs((widths.first ?? 0) - track / 4) < 1, "filled to a quarter")
  }

  @Test func theLabelsGrowWithTheTextSize() throws {
    func height(_ category: ContentSizeCategory) throws -> Double {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(Battery())
      return try #require(screen.node(showing: "25 percent")?.frame.height)
    }
    #expect(try height(.accessibilityExtraExtraExtraLarge) > 2.5 * height(.large))
  }

  @Test func aStyleOtherThanTheBarIsReported() throws {
    func findings(_ view: some View) throws -> [Finding] {
      let screen = try realScreen()
      screen.host(view)
      return screen.notAppliedFindings()
    }
    #expect(try findings(Battery().gaugeStyle(.linearCapacity)).isEmpty)
    let circular = try findings(Battery().gaugeStyle(.accessoryCircular))
    #expect(!circular.isEmpty)
    #expect(circular.allSatisfy { $0.message.contains("gaugeStyle(_:)") })
  }
}
