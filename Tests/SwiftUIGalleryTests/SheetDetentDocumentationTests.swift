import PangoCairo
import SwiftUI
import Testing

import class Legible.Screen
import struct Legible.Traits

/// A sheet written as Apple's documentation of `presentationDetents(_:selection:)` shows it, with
/// `import SwiftUI` as on iOS: it opens at the selected height, and moving it (its grabber)
/// writes the selection, which the sheet's content reads.
@MainActor @Suite struct SheetDetentDocumentationTests {
  struct ContentView: View {
    @State private var showSettings = false
    @State private var settingsDetent = PresentationDetent.medium

    var body: some View {
      Button("View Settings") {
        showSettings = true
      }
      .accessibilityIdentifier("open")
      .sheet(isPresented: $showSettings) {
        Text(settingsDetent == .large ? "Settings, full height" : "Settings")
          .presentationDetents([.medium, .large], selection: $settingsDetent)
      }
    }
  }

  /// The texts of what is presented over `screen`.
  private func presentedTexts(_ screen: Screen) -> [String] {
    screen.layoutIfNeeded()
    return screen.snapshot().allNodes.filter { $0.layer == 1 }.compactMap(\.text?.string)
  }

  @Test func theSheetOpensAtTheSelectionAndItsGrabberWritesIt() throws {
    let screen = Screen(
      device: .iPhone15, traits: Traits(contentSizeCategory: .large), typesetter: try PangoTypesetter())
    screen.host(ContentView())
    screen.layoutIfNeeded()
    #expect(screen.tap(viewWithIdentifier: "open"))
    #expect(presentedTexts(screen) == ["Settings"])
    #expect(screen.location.steps.last?.detent == nil)
    #expect(screen.tap(viewWithIdentifier: "sheet-grabber"))
    #expect(presentedTexts(screen) == ["Settings, full height"])
    #expect(screen.location.steps.last?.detent == "large")
  }
}
