import DynamicType
import LegibleUI
import Testing

import class Legible.Screen

/// `ScrollViewReader` scrolls its scroll view to a view by id, at the anchor asked for, as
/// SwiftUI's does: ids from `ForEach` and from `.id(_:)`.
@MainActor @Suite struct ScrollViewReaderTests {
  struct Rows: View {
    var body: some View {
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          HStack {
            Button("Jump") { proxy.scrollTo(25, anchor: .top) }.accessibilityIdentifier("jump")
            Button("End") { proxy.scrollTo("end") }.accessibilityIdentifier("end")
            Button("Middle") { proxy.scrollTo(20, anchor: .center) }.accessibilityIdentifier("middle")
            Button("Nowhere") { proxy.scrollTo("no such row") }.accessibilityIdentifier("nowhere")
          }
          ScrollView {
            VStack(spacing: 0) {
              ForEach(0..<50, id: \.self) { index in
                Text("Row \(index)").frame(height: 44).accessibilityIdentifier("row-\(index)")
              }
              Text("The end").frame(height: 44).id("end").accessibilityIdentifier("last")
            }
          }
          .accessibilityIdentifier("rows")
        }
      }
    }
  }

  func top(of identifier: String, in screen: Screen) throws -> Double {
    let snapshot = screen.snapshot()
    let row = try #require(snapshot.node(identifier))
    let rows = try #require(snapshot.node("rows"))
    return row.frame.minY - rows.frame.minY
  }

  @Test func aRowIsScrolledToItsAnchorAtLAndAX5() throws {
    try scrolls(at: .large)
    try scrolls(at: .accessibilityExtraExtraExtraLarge)
  }

  func scrolls(at category: DynamicType.ContentSizeCategory) throws {
    let screen = try realScreen(.iPhoneSE, category)
    screen.host(Rows())
    screen.layoutIfNeeded()
    #expect(try top(of: "row-0", in: screen) == 0)

    #expect(screen.tap(viewWithIdentifier: "jump"))
    #expect(abs(try top(of: "row-25", in: screen)) < 0.5, "row 25 at the top")

    #expect(screen.tap(viewWithIdentifier: "middle"))
    let visible = try #require(screen.snapshot().node("rows")).frame.height
    #expect(abs(try top(of: "row-20", in: screen) + 22 - visible / 2) < 0.5, "row 20 centred")

    // Without an anchor, as little as shows the whole view: the last row at the bottom.
    #expect(screen.tap(viewWithIdentifier: "end"))
    #expect(abs(try top(of: "last", in: screen) + 44 - visible) < 0.5)

    // An id nothing has scrolls nothing.
    let before = try top(of: "last", in: screen)
    #expect(screen.tap(viewWithIdentifier: "nowhere"))
    #expect(try top(of: "last", in: screen) == before)
  }
}
