import LegibleUI
import Testing
import UIKit

import class Legible.Screen

/// A disclosure group titled with a string value shows it as it is, as SwiftUI does.
@MainActor @Suite(.serialized) struct DisclosureGroupTitleTests {
  struct Chapters: View {
    let book: String
    @State private var open = true
    var body: some View {
      DisclosureGroup(book, isExpanded: $open) { Text("Chapter 1") }
    }
  }

  @Test func aStringTitleIsShownAsItIs() throws {
    let screen = try realScreen()
    screen.host(Chapters(book: "Genesis"))
    #expect(screen.texts.prefix(2) == ["Genesis", "Chapter 1"])
    #expect(RunLoop.Mode.tracking.rawValue == "UITrackingRunLoopMode")
  }
}
