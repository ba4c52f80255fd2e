import DynamicType
import LegibleUI
import Testing

import class Legible.Screen

/// Modifiers that only animate (symbol effects, zoom transitions, a split view's column widths on
/// an iPhone) leave the screen as it is drawn at rest: the same frames with them and without.
@MainActor @Suite struct AnimationOnlyModifiersTests {
  struct Row: View {
    let animated: Bool
    @Namespace private var namespace
    var body: some View {
      NavigationStack {
        VStack {
          if animated {
            Image(systemName: "bell").symbolEffect(.bounce.up.byLayer, value: 3)
            Label("Alerts", systemImage: "bell.fill").contentTransition(.symbolEffect(.replace))
              .symbolEffect(.pulse, options: .repeat(2).speed(1.5))
            Text("Sunrise").matchedTransitionSource(id: "sun", in: namespace)
              .navigationTransition(.zoom(sourceID: "sun", in: namespace))
              .navigationSplitViewColumnWidth(min: 200, ideal: 280)
          } else {
            Image(systemName: "bell")
            Label("Alerts", systemImage: "bell.fill")
            Text("Sunrise")
          }
        }
      }
    }
  }

  @Test func theyLeaveTheScreenAsItIsAtRest() throws {
    for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      let plain = try realScreen(.iPhoneSE, category)
      plain.host(Row(animated: false))
      let animated = try realScreen(.iPhoneSE, category)
      animated.host(Row(animated: true))
      let frames = { (screen: Screen) in
        screen.snapshot().allNodes.filter { $0.text != nil || $0.image != nil }.map(\.frame)
      }
      #expect(frames(plain) == frames(animated))
      #expect(animated.texts.contains("Sunrise"))
    }
    #expect(#bundle == Bundle.main)
  }
}
