import DynamicType
import Foundation
import LegibleUI
import Testing

import struct Legible.TouchScript

/// Preferences flow up as in SwiftUI: a reader sees the key's default reduced with every value
/// set below it, in order; a `.preference` hides what its content set; a value a geometry reader
/// sets at layout reaches the state above it, and the screen follows.
@MainActor @Suite struct PreferenceTests {
  struct TotalKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
  }

  struct Basket: View {
    let prices: [Int]
    @State private var total = -1

    var body: some View {
      VStack {
        ForEach(prices, id: \.self) { price in
          Text("\(price) €").preference(key: TotalKey.self, value: price)
        }
        Text("Total \(total) €")
      }
      .onPreferenceChange(TotalKey.self) { total = $0 }
    }
  }

  @Test func aReaderSeesTheValuesSetBelowItReduced() throws {
    let screen = try realScreen()
    screen.host(Basket(prices: [4, 7, 12]))
    screen.layoutIfNeeded()
    #expect(screen.texts.contains("Total 23 €"), "\(screen.texts)")
  }

  @Test func aReaderActsAgainWhenAValueBelowItGoes() throws {
    let screen = try realScreen()
    let controller = screen.host(Basket(prices: [4, 7, 12]))
    controller.rootView = Basket(prices: [4, 7])
    screen.layoutIfNeeded()
    #expect(screen.texts.contains("Total 11 €"), "\(screen.texts)")
  }

  struct Hidden: View {
    @State private var total = -1
    var body: some View {
      VStack {
        VStack {
          Text("a").preference(key: TotalKey.self, value: 5)
          Text("b").preference(key: TotalKey.self, value: 6)
        }
        .preference(key: TotalKey.self, value: 100)
        Text("c").transformPreference(TotalKey.self) { $0 += 1 }
        Text("Seen \(total)")
      }
      .onPreferenceChange(TotalKey.self) { total = $0 }
    }
  }

  @Test func aPreferenceHidesItsContentsAndATransformRewritesThem() throws {
    let screen = try realScreen()
    screen.host(Hidden())
    screen.layoutIfNeeded()
    // 100 from the outer `.preference` (hiding 5 and 6), then the default 0 rewritten to 1.
    #expect(screen.texts.contains("Seen 101"), "\(screen.texts)")
  }

  struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
  }

  /// The pattern apps use to size a sheet or a pager to its content: the content's height is
  /// measured in a background geometry reader and kept in state.
  struct Measured: View {
    @State private var height: CGFloat = 0
    var body: some View {
      VStack(alignment: .leading) {
        Text("Deliveries are made between noon and ten in the evening, every day of the week.")
          .background(
            GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.height) })
        Text("Measured \(Int(height))")
      }
      .onPreferenceChange(HeightKey.self) { height = $0 }
    }
  }

  @Test func aHeightMeasuredAtLayoutReachesTheStateAboveAndGrowsWithTheTextSize() throws {
    func measured(_ category: ContentSizeCategory) throws -> Int? {
      let screen = try realScreen(.iPhoneSE, category)
      screen.host(Measured())
      screen.layoutIfNeeded()
      screen.layoutIfNeeded()
      let line = screen.texts.first { $0.hasPrefix("Measured ") }
      return line.flatMap { Int($0.dropFirst("Measured ".count)) }
    }
    let large = try #require(try measured(.large))
    let ax5 = try #require(try measured(.accessibilityExtraExtraExtraLarge))
    #expect(large > 20, "two or three lines of body text")
    #expect(ax5 > large * 2, "\(large) at L, \(ax5) at AX5")
  }

  struct Badged: View {
    var body: some View {
      Text("Inbox")
        .preference(key: TotalKey.self, value: 3)
        .overlayPreferenceValue(TotalKey.self, alignment: .topTrailing) { count in
          Text("\(count) new")
        }
    }
  }

  @Test func anOverlayIsMadeFromTheContentsValue() throws {
    let screen = try realScreen()
    screen.host(Badged())
    screen.layoutIfNeeded()
    #expect(screen.texts.contains("3 new"), "\(screen.texts)")
  }
}

/// `allowsHitTesting(false)`: a tap passes through to what lies below, and nothing inside counts
/// as a control the audit judges.
@MainActor @Suite struct AllowsHitTestingTests {
  struct Layered: View {
    @State private var taps = "none"
    var body: some View {
      ZStack {
        Button("Below") { taps = "below" }.frame(width: 200, height: 80)
        Button("Above") { taps = "above" }.frame(width: 200, height: 80).allowsHitTesting(false)
      }
      .accessibilityIdentifier("stack")
      Text("Tapped \(taps)")
    }
  }

  @Test func aTapPassesThroughToWhatLiesBelow() throws {
    let screen = try realScreen()
    screen.host(VStack { Layered() })
    screen.layoutIfNeeded()
    let centre = try #require(screen.node(showing: "Above")).frame.center
    screen.play(TouchScript().press(at: centre).lift())
    #expect(screen.texts.contains("Tapped below"), "\(screen.texts)")
    let above = try #require(screen.node(showing: "Above"))
    #expect(
      screen.snapshot().allNodes.filter { $0.isInteractive && $0.frame.contains(above.frame.center) }.count
        == 1)
  }
}
