import DynamicType
import LegibleUI
import Testing
import Typesetting

import class Legible.Screen
import struct Legible.Traits

/// A view that changes state it reads at every update would be evaluated without end: the graph
/// stops after a bounded number of passes, keeps the screen as it stood, and names the view on
/// the screen, once; views that settle are not named.
@MainActor @Suite struct UpdateLoopTests {
  /// Writes its own state in its body, as SwiftUI warns against.
  struct Counting: View {
    @State private var count = 0
    var body: some View {
      count += 1
      return Text("Evaluated \(count)")
    }
  }

  /// Changes its state each time it appears, and appears again because of it.
  struct Flickering: View {
    @State private var flag = false
    var body: some View {
      Group {
        if flag {
          Text("On").onAppear { flag = false }
        } else {
          Text("Off").onAppear { flag = true }
        }
      }
    }
  }

  /// Writes state once, as a preview's `onAppear` commonly does: it settles.
  struct Loading: View {
    @State private var loaded = false
    var body: some View {
      Text(loaded ? "Loaded" : "Loading").onAppear { loaded = true }
    }
  }

  func screen() -> Screen {
    Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .large), typesetter: FixedAdvanceTypesetter())
  }

  @Test func aBodyWritingItsOwnStateIsStoppedAndNamed() {
    let screen = screen()
    let controller = screen.host(Counting())
    screen.layoutIfNeeded()
    #expect(controller.evaluatedBodyCount <= 101)
    #expect(screen.unsettledViews.map(\.name) == ["Counting"])
    #expect(screen.unsettledViews.first?.passes == 100)
    // Another update stops again, and the view is still named once.
    screen.contentSizeCategory = .accessibilityLarge
    screen.layoutIfNeeded()
    #expect(controller.evaluatedBodyCount <= 202 + 2)
    #expect(screen.unsettledViews.count == 1)
  }

  @Test func anActionThatUndoesItselfAtEveryAppearanceIsStopped() {
    let screen = screen()
    screen.host(Flickering())
    screen.layoutIfNeeded()
    #expect(screen.unsettledViews.count == 1)
    #expect(!screen.snapshot().allNodes.compactMap(\.text?.string).isEmpty)
  }

  @Test func aViewThatSettlesIsNotNamed() {
    let screen = screen()
    screen.host(Loading())
    screen.layoutIfNeeded()
    #expect(screen.snapshot().allNodes.compactMap(\.text?.string) == ["Loaded"])
    #expect(screen.unsettledViews.isEmpty)
  }
}
