import DynamicType
import LegibleUI
import Testing
import Typesetting

import class Legible.Screen
import struct Legible.Traits

/// Dynamic properties are found in a view's stored properties, those of a property of your own
/// made of them included, and bound before each evaluation of its body.
@MainActor @Suite struct DynamicPropertyTests {
  /// A property of your own made of dynamic properties, as SwiftUI allows.
  struct TextSizeReading: DynamicProperty {
    @Environment(\.dynamicTypeSize) var size
    var isLarge: Bool { size.isAccessibilitySize }
  }

  struct Title: View {
    let title: String
    var reading = TextSizeReading()
    @ScaledMetric var gap = 10.0
    var body: some View { Text("\(title) \(reading.isLarge ? "large" : "regular") \(Int(gap))") }
  }

  func texts(_ screen: Screen) -> [String] {
    screen.layoutIfNeeded()
    return screen.snapshot().allNodes.compactMap(\.text?.string)
  }

  @Test func aPropertyMadeOfDynamicPropertiesIsBoundAndFollowsTheTextSize() {
    let screen = Screen(
      device: .iPhoneSE, traits: Traits(contentSizeCategory: .large), typesetter: FixedAdvanceTypesetter())
    let controller = screen.host(Title(title: "Menu"))
    #expect(texts(screen) == ["Menu regular 10"])
    let before = controller.evaluatedBodyCount
    screen.contentSizeCategory = .accessibilityLarge
    #expect(texts(screen).first?.hasPrefix("Menu large ") == true)
    // The scaled gap grew with the text.
    let gap = texts(screen).first?.split(separator: " ").last.flatMap { Int($0) } ?? 0
    #expect(gap > 10)
    #expect(controller.evaluatedBodyCount - before == 1)
  }
}
