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
              .symbolEffect(.variableColor, options: .speed(3).repeating)
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

  /// A phase animator shows its first phase, as it does before anything triggers it; a scroll
  /// transition leaves views in view as they are.
  @Test func aPhaseAnimatorShowsItsFirstPhaseAndAScrollTransitionItsViewAtRest() throws {
    let screen = try realScreen()
    screen.host(
      ScrollView {
        VStack {
          PhaseAnimator([false, true], trigger: 0) { pulsing in
            Text(pulsing ? "Pulsing" : "Still")
          }
          Text("Badge").phaseAnimator([1.0, 1.5]) { content, scale in
            content.overlay(alignment: .bottom) { Text(scale == 1 ? "first" : "second").font(.caption) }
          }
          Text("Card").scrollTransition { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
          }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.viewAligned))
    #expect(screen.texts.contains("Still") && !screen.texts.contains("Pulsing"))
    #expect(screen.texts.contains("first") && screen.texts.contains("Badge"))
    #expect(screen.texts.contains("Card"))
  }
}
