import DynamicType
import LegibleUI
import Testing
import Typesetting

import struct Legible.Device
import class Legible.Screen
import struct Legible.Traits

/// `statusBarHidden`: on a phone whose top inset is the status bar alone, hiding the bar gives its
/// 20 points to the content, as iOS does; a phone with a sensor housing keeps its inset.
@MainActor @Suite struct StatusBarTests {
  func screen(_ device: Device) -> Screen {
    Screen(device: device, traits: Traits(contentSizeCategory: .large), typesetter: FixedAdvanceTypesetter())
  }

  /// The top of the text "Top" on `screen`.
  func top(of screen: Screen) throws -> Double {
    screen.layoutIfNeeded()
    return try #require(screen.snapshot().allNodes.first { $0.text?.string == "Top" }).frame.minY
  }

  struct Page: View {
    @State var hidden = true
    var body: some View {
      VStack(spacing: 0) {
        Text("Top")
        Button("Toggle") { hidden.toggle() }.accessibilityIdentifier("toggle")
        Spacer()
      }
      .statusBarHidden(hidden)
    }
  }

  @Test func hidingTheStatusBarOnAnSEGivesItsHeightToTheContent() throws {
    let screen = screen(.iPhoneSE)
    screen.host(Page())
    #expect(try top(of: screen) == 0)
    #expect(screen.statusBarHidden)
    // Shown again: the content starts under the bar.
    #expect(screen.tap(viewWithIdentifier: "toggle"))
    #expect(try top(of: screen) == 20)
    #expect(!screen.statusBarHidden)
  }

  @Test func aPhoneWithASensorHousingKeepsItsTopInset() throws {
    let screen = screen(.iPhone15)
    screen.host(Page())
    #expect(try top(of: screen) == 59)
    #expect(screen.safeAreaInsets.top == 59)
  }

  @Test func aScreenThatDoesNotAskKeepsTheBar() throws {
    let screen = screen(.iPhoneSE)
    screen.host(
      VStack(spacing: 0) {
        Text("Top")
        Spacer()
      })
    #expect(try top(of: screen) == 20)
  }

  @Test func theSnapshotRecordsTheInsetsTheContentWasLaidOutWith() {
    // What the audit's safe-area check judges against.
    let screen = screen(.iPhoneSE)
    screen.host(Text("Top").statusBarHidden())
    screen.layoutIfNeeded()
    #expect(screen.snapshot().device.safeAreaInsets.top == 0)
    #expect(screen.snapshot().device.name == Device.iPhoneSE.name)
  }
}
