import DynamicType
import Foundation
import LegibleUI
import Testing

import class Legible.Screen

/// A flow layout as teams write it with SwiftUI's `Layout` protocol: rows of subviews at their
/// ideal size, wrapped when the next does not fit, spaced as each pair of subviews prefers.
struct FlowLayout: Layout {
  var spacing: CGFloat? = nil

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = arrange(subviews, in: proposal.width ?? .infinity)
    return CGSize(width: rows.width, height: rows.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let rows = arrange(subviews, in: bounds.width)
    for (index, point) in rows.points.enumerated() {
      subviews[index].place(
        at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), proposal: .unspecified)
    }
  }

  private func arrange(_ subviews: Subviews, in width: CGFloat) -> (
    points: [CGPoint], width: CGFloat, height: CGFloat
  ) {
    var points: [CGPoint] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    var widest: CGFloat = 0
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      let gap =
        index == 0
        ? 0 : spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal)
      if x > 0, x + gap + size.width > width {
        y += rowHeight + (spacing ?? 8)
        x = 0
        rowHeight = 0
      } else if x > 0 {
        x += gap
      }
      points.append(CGPoint(x: x, y: y))
      x += size.width
      rowHeight = max(rowHeight, size.height)
      widest = max(widest, x)
    }
    return (points, widest, y + rowHeight)
  }
}

/// A layout that reads a value its subviews carry.
struct Rank: LayoutValueKey { static let defaultValue = 0 }

/// Stacks its subviews by their rank, lowest on top.
struct RankedColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += size.height
    }
  }
}

@MainActor @Suite struct LayoutProtocolTests {
  @Test func aFlowLayoutWrapsFixedTagsIntoRows() throws {
    let screen = try realScreen()
    screen.host(
      FlowLayout(spacing: 10) {
        ForEach(0..<5, id: \.self) {
          Color.red.frame(width: 100, height: 30).accessibilityIdentifier("tag\($0)")
        }
      }
      .frame(width: 320, alignment: .topLeading)
      .accessibilityIdentifier("flow"))
    let snapshot = screen.snapshot()
    let flow = try #require(snapshot.node("flow")).frame
    let origins = try (0..<5).map { index -> (Double, Double) in
      let frame = try #require(snapshot.node("tag\(index)")).frame
      return (frame.minX - flow.minX, frame.minY - flow.minY)
    }
    let expected: [(Double, Double)] = [(0, 0), (110, 0), (220, 0), (0, 40), (110, 40)]
    for (origin, want) in zip(origins, expected) {
      #expect(abs(origin.0 - want.0) <= 0.5 && abs(origin.1 - want.1) <= 0.5, "\(origin) ≠ \(want)")
    }
  }

  @Test(arguments: [DynamicType.ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
  func aFlowLayoutOfWordsKeepsEveryTagOnScreen(_ category: DynamicType.ContentSizeCategory) throws {
    let screen = try realScreen(.iPhoneSE, category)
    let toppings = ["Basil", "Mozzarella", "Tomato", "Olives", "Mushrooms", "Ham", "Pineapple", "Rocket"]
    screen.host(
      FlowLayout {
        ForEach(toppings, id: \.self) { Text($0).padding(6).background(Capsule().fill(.yellow)) }
      }
      .padding())
    let snapshot = screen.snapshot()
    let tags = toppings.compactMap { name in snapshot.allNodes.first { $0.text?.string == name } }
    #expect(tags.count == toppings.count)
    for tag in tags {
      #expect(tag.frame.maxX <= screen.bounds.maxX, "\(tag.text?.string ?? "") leaves the screen")
      #expect(tag.text?.layout.lineCount == 1)
    }
    let rows = Set(tags.map { Int($0.frame.minY.rounded()) })
    #expect(rows.count >= (category.isAccessibilityCategory ? 4 : 2))
  }

  @Test func aCustomLayoutReadsTheValuesItsSubviewsCarry() throws {
    let screen = try realScreen()
    screen.host(
      RankedColumn {
        Text("Third").layoutValue(key: Rank.self, value: 3)
        Text("First").layoutValue(key: Rank.self, value: 1)
        Text("Second").layoutValue(key: Rank.self, value: 2)
      })
    let snapshot = screen.snapshot()
    let ys = try ["First", "Second", "Third"].map { name in
      try #require(snapshot.allNodes.first { $0.text?.string == name }).frame.minY
    }
    #expect(ys == ys.sorted())
    #expect(ys[0] < ys[1])
  }

  struct Adaptive: View {
    @Environment(\.dynamicTypeSize) private var size
    @State private var taps = 0
    var body: some View {
      let layout = size.isAccessibilitySize ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
      layout {
        Text("Margherita")
        Button("Taps: \(taps)") { taps += 1 }.accessibilityIdentifier("button")
      }
    }
  }

  @Test func anAnyLayoutChangeKeepsTheStateOfWhatItLaysOut() throws {
    let screen = try realScreen()
    screen.host(Adaptive())
    screen.tap(viewWithIdentifier: "button")
    let name = try #require(screen.node(showing: "Margherita")).frame
    let row = try #require(screen.node(showing: "Taps: 1")).frame
    #expect(abs(name.midY - row.midY) <= 1)
    screen.contentSizeCategory = .accessibilityLarge
    let column = try #require(screen.node(showing: "Taps: 1")).frame
    let stackedName = try #require(screen.node(showing: "Margherita")).frame
    #expect(column.minY >= stackedName.maxY)
  }
}
