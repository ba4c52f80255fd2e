import Foundation
import LegibleUI
import Testing

/// `onGeometryChange` and `onScrollVisibilityChange` (iOS 18) as SwiftUI calls them: with the value
/// read from the laid-out view, first when it appears, then when it changes.
@MainActor @Suite struct GeometryChangeTests {
  final class Record {
    var heights: [CGFloat] = []
    var changes: [(CGFloat, CGFloat)] = []
    var visible: [Int: Bool] = [:]
  }

  struct Title: View {
    let record: Record
    var body: some View {
      Text("Pizza of the day")
        .font(.title)
        .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { record.heights.append($0) }
        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in
          record.changes.append((old, new))
        }
    }
  }

  @Test func theValueReadIsTheLaidOutOneAndFollowsTheTextSize() throws {
    let record = Record()
    let small = try realScreen(.iPhoneSE, .large)
    small.host(Title(record: record))
    small.layoutIfNeeded()
    let large = try realScreen(.iPhoneSE, .accessibilityExtraExtraExtraLarge)
    large.host(Title(record: record))
    let title = try #require(large.node(showing: "Pizza of the day"))
    #expect(record.heights.count >= 2)
    #expect(record.heights.last == CGFloat(title.frame.height))
    #expect(try #require(record.heights.first) < record.heights.last!)
    // The first call of the two-value form has the first value twice, and the other value
    // (the width) is read apart from the height.
    let first = try #require(record.changes.first)
    #expect(first.0 == first.1 && first.0 > 0 && first.0 != record.heights.first)
  }

  struct Feed: View {
    let record: Record
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<40, id: \.self) { index in
            Text("Row \(index)")
              .frame(maxWidth: .infinity, minHeight: 60)
              .onScrollVisibilityChange { record.visible[index] = $0 }
          }
        }
      }
    }
  }

  @Test func rowsOnScreenAreVisibleAndRowsBelowItAreNot() throws {
    let record = Record()
    let screen = try realScreen(.iPhoneSE, .large)
    screen.host(Feed(record: record))
    screen.layoutIfNeeded()
    // The SE shows 548 points of the scroll view: rows 0 to 8 (the ninth half hidden at most).
    #expect((0...8).allSatisfy { record.visible[$0] == true })
    #expect((9...39).allSatisfy { record.visible[$0] == false })
  }
}
