import DynamicType
import LegibleUI
import Testing
import Typesetting

import class Legible.Screen
import struct Legible.Traits

/// Content made by a closure after the body that gave it (the rows of a `ForEach`, a
/// `GeometryReader`'s content, a sheet's) reads the state of the view around it: a change to that
/// state makes the content again, as in SwiftUI.
@MainActor @Suite struct ClosureReadTests {
  struct Rows: View {
    @State private var marked = false
    var body: some View {
      VStack {
        Button("Mark") { marked = true }.accessibilityIdentifier("mark")
        ForEach(0..<2, id: \.self) { index in
          Text(marked ? "Marked \(index)" : "Row \(index)")
        }
        GeometryReader { _ in
          Text(marked ? "Measured, marked" : "Measured")
        }
      }
    }
  }

  @Test func rowsAndMeasuredContentFollowTheStateAroundThem() {
    let screen = Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .large), typesetter: FixedAdvanceTypesetter())
    screen.host(Rows())
    screen.layoutIfNeeded()
    #expect(screen.snapshot().allNodes.compactMap(\.text?.string) == ["Mark", "Row 0", "Row 1", "Measured"])
    #expect(screen.tap(viewWithIdentifier: "mark"))
    screen.layoutIfNeeded()
    #expect(
      screen.snapshot().allNodes.compactMap(\.text?.string) == [
        "Mark", "Marked 0", "Marked 1", "Measured, marked",
      ])
  }
}
