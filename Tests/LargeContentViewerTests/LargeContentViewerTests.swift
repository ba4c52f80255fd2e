import Drawing
import DynamicType
import Foundation
import Geometry
import LargeContentViewer
import Legible
import TestFixtures
import Testing
import Typesetting

@MainActor @Suite struct EnabledStatusTests {
  @Test(arguments: ContentSizeCategory.allCases)
  func enabledExactlyAtTheAccessibilitySizes(_ category: ContentSizeCategory) {
    let tabs = TabScreen(category)
    #expect(tabs.interaction.isEnabled == category.isAccessibilityCategory)
    tabs.screen.play(TouchScript().press(at: tabs.center(of: 1)).hold(0.7))
    #expect((tabs.interaction.hud != nil) == category.isAccessibilityCategory)
    #expect((tabs.screen.presented.count == 1) == category.isAccessibilityCategory)
  }

  @Test func observersAreToldOncePerFlip() {
    let tabs = TabScreen(.large)
    var flips: [Bool] = []
    tabs.interaction.onEnabledChange { flips.append($0) }
    for category in ContentSizeCategory.allCases + ContentSizeCategory.allCases.reversed() {
      tabs.screen.contentSizeCategory = category
      tabs.screen.layoutIfNeeded()
    }
    #expect(flips == [true, false])
  }

  @Test func theBarItselfStaysAtItsCap() {
    let tabs = TabScreen(.accessibilityExtraExtraExtraLarge)
    #expect(tabs.bar.traits.contentSizeCategory == .large)
    #expect(tabs.interaction.isEnabled)
  }
}

@MainActor @Suite struct GestureTests {
  @Test(arguments: 0..<4)
  func pressHoldLiftOnATabShowsItAndSelectsIt(_ tab: Int) throws {
    let tabs = TabScreen(.accessibilityExtraLarge)
    var selected: [Int] = []
    tabs.bar.onSelect = { selected.append($0) }
    tabs.screen.play(TouchScript().press(at: tabs.center(of: tab)).hold(0.45))
    #expect(tabs.interaction.hud == nil)
    tabs.screen.play(TouchScript().hold(0.1))
    let hud = try #require(tabs.interaction.hud)
    #expect(hud.item.title == tabs.bar.itemViews[tab].item.title)
    #expect(selected.isEmpty)
    tabs.screen.play(TouchScript().lift())
    #expect(selected == [tab])
    #expect(tabs.interaction.hud == nil && tabs.screen.presented.isEmpty)
  }

  /// The view keeps its viewer: a caller that throws away what `addLargeContentViewer()` returns
  /// still gets a viewer that appears.
  @Test func aViewerWhoseResultWasDiscardedStillAppears() throws {
    let bar = TabBar(items: ["Menu", "Combos", "Cart", "Profile"].map { TabBar.Item(title: $0, icon: icon) })
    bar.addLargeContentViewer()
    let screen = Screen(
      device: .iPhone6S, traits: Traits(contentSizeCategory: .accessibilityExtraLarge),
      typesetter: FixedAdvanceTypesetter())
    screen.root = Stack(.vertical, spacing: .fixed(0), [ScrollView(Label("Content", lines: 0)), bar])
    screen.layoutIfNeeded()
    #expect(bar.interactions.count == 1)
    screen.play(TouchScript().press(at: bar.itemViews[1].frameOnScreen.center).hold(0.6))
    #expect(screen.snapshot().node("large-content-viewer") != nil)
    screen.play(TouchScript().lift())
  }

  @Test func slidingAcrossFourItemsActivatesOnlyTheOneUnderTheLift() {
    let tabs = TabScreen(.accessibilityExtraLarge)
    var selected: [Int] = []
    var shown: [String] = []
    tabs.bar.onSelect = { selected.append($0) }
    tabs.screen.play(TouchScript().press(at: tabs.center(of: 0)).hold(0.6))
    for tab in 1...3 {
      tabs.screen.play(TouchScript().move(to: tabs.center(of: tab), steps: 4))
      shown.append(tabs.interaction.currentItem?.title ?? "-")
    }
    tabs.screen.play(TouchScript().move(to: tabs.center(of: 2), steps: 4).lift())
    #expect(shown == ["Combos", "Cart", "Profile"])
    #expect(selected == [2])
  }

  @Test func aCancellationDoesNothing() {
    let tabs = TabScreen(.accessibilityExtraLarge)
    var selected: [Int] = []
    tabs.bar.onSelect = { selected.append($0) }
    tabs.screen.play(TouchScript().press(at: tabs.center(of: 3)).hold(0.7).cancel())
    #expect(selected.isEmpty)
    #expect(tabs.screen.presented.isEmpty)
  }

  @Test func aQuickTapStillSwitchesTabs() {
    let tabs = TabScreen(.accessibilityExtraLarge)
    tabs.screen.play(TouchScript().press(at: tabs.center(of: 2)).hold(0.1).lift())
    #expect(tabs.bar.selectedIndex == 2)
    #expect(tabs.screen.presented.isEmpty)
  }

  @Test func liftingOffTheBarDoesNothing() {
    let tabs = TabScreen(.accessibilityExtraLarge)
    var selected: [Int] = []
    tabs.bar.onSelect = { selected.append($0) }
    tabs.screen.play(TouchScript().press(at: tabs.center(of: 1)).hold(0.6).move(to: Point(x: 100, y: 200)))
    #expect(tabs.interaction.hud == nil)
    tabs.screen.play(TouchScript().lift())
    #expect(selected.isEmpty)
  }
}

/// A bar of buttons with gaps between them.
@MainActor @Suite struct GapTests {
  @Test func betweenItemsThePanelHidesButTheGestureGoesOn() throws {
    var taps: [String] = []
    let buttons = ["Share", "Save", "Delete"].map { name in
      let button = Button("", icon: icon, iconSize: 24) { taps.append(name) }
      button.accessibilityLabel = name
      button.showsLargeContentViewer = true
      button.minimumHitSize = 0
      return button
    }
    let bar = Stack(.horizontal, spacing: .fixed(60), alignment: .center, buttons)
    bar.contentSizeRange = ContentSizeRange(maximum: .large)
    let interaction = bar.addLargeContentViewer()
    let screen = fixedScreen(
      Stack(.vertical, alignment: .start, [Spacer(), Padding(bar, 20)]), .accessibilityLarge)
    let first = buttons[0].frameOnScreen
    let second = buttons[1].frameOnScreen
    let gap = Point(x: (first.maxX + second.minX) / 2, y: first.midY)
    screen.play(TouchScript().press(at: first.center).hold(0.6))
    #expect(interaction.currentItem?.title == "Share")
    screen.play(TouchScript().move(to: gap))
    #expect(interaction.hud == nil)
    #expect(interaction.gestureRecognizer.state == .changed)
    screen.play(TouchScript().move(to: second.center))
    #expect(try #require(interaction.hud).item.title == "Save")
    screen.play(TouchScript().move(to: gap).lift())
    #expect(taps.isEmpty)
  }
}

/// A bar that draws three segments itself, with no view per segment.
@MainActor final class SegmentBar: View, LargeContentViewerDelegate {
  let titles = ["Small", "Medium", "Large"]
  var selected = 0
  override func sizeThatFits(_ proposal: ProposedSize, context: LayoutContext) -> Size {
    Size(width: proposal.width ?? 300, height: 32)
  }
  func segment(at point: Point) -> Int? {
    guard bounds.contains(point) else { return nil }
    return min(2, Int(point.x / (bounds.width / 3)))
  }
  func largeContentViewer(_ interaction: LargeContentViewerInteraction, itemAt point: Point)
    -> LargeContentItem?
  {
    segment(at: point).map { LargeContentItem(title: titles[$0], identifier: "segment-\($0)") }
  }
  func largeContentViewer(
    _ interaction: LargeContentViewerInteraction, didEndOn item: LargeContentItem, at point: Point
  ) {
    if let index = segment(at: point) { selected = index }
  }
}

@MainActor @Suite struct DelegateTests {
  @Test func aCustomBarServesItsDrawnSegments() {
    let bar = SegmentBar()
    bar.contentSizeRange = ContentSizeRange(maximum: .large)
    let interaction = bar.addLargeContentViewer(delegate: bar)
    let screen = fixedScreen(Stack(.vertical, [Padding(bar, 16), Spacer()]), .accessibilityMedium)
    let frame = bar.frameOnScreen
    screen.play(TouchScript().press(frame.minX + frame.width * 0.2, frame.midY).hold(0.6))
    #expect(interaction.currentItem?.identifier == "segment-0")
    screen.play(TouchScript().move(frame.minX + frame.width * 0.9, frame.midY).lift())
    #expect(bar.selected == 2)
  }

  @Test func theDelegateCanPlaceThePanel() throws {
    final class TopHalf: LargeContentViewerDelegate {
      func largeContentViewerRegion(_ interaction: LargeContentViewerInteraction) -> Rect? {
        Rect(x: 0, y: 0, width: 375, height: 300)
      }
    }
    let delegate = TopHalf()
    let tabs = TabScreen(.accessibilityMedium)
    tabs.interaction.delegate = delegate
    tabs.screen.play(TouchScript().press(at: tabs.center(of: 0)).hold(0.6))
    let panel = try #require(tabs.screen.snapshot().node("large-content-viewer")?.children.first)
    #expect(panel.frame.midY == 150)
  }
}

@MainActor @Suite struct BackButtonTests {
  struct Setup {
    let screen: Screen
    let bar: NavigationBar
    let history: LongPressGestureRecognizer
    let interaction: LargeContentViewerInteraction
  }

  func setUp(_ category: ContentSizeCategory, log: @escaping @MainActor (String) -> Void) -> Setup {
    let bar = NavigationBar(title: "Margherita", backTitle: "Menu", chevron: icon) { log("back") }
    let history = LongPressGestureRecognizer(minimumDuration: 0.5) { recognizer in
      if recognizer.state == .began { log("history") }
    }
    bar.backButton!.addGestureRecognizer(history)
    let interaction = bar.addLargeContentViewer()
    interaction.coordinate(with: history, baseDuration: 0.5)
    let screen = fixedScreen(Stack(.vertical, [bar, Spacer()]), category)
    return Setup(screen: screen, bar: bar, history: history, interaction: interaction)
  }

  @Test func liftingWhileThePanelShowsGoesBack() {
    var log: [String] = []
    let setup = setUp(.accessibilityExtraLarge) { log.append($0) }
    setup.screen.play(TouchScript().press(at: setup.bar.backButton!.frameOnScreen.center).hold(0.8))
    #expect(setup.interaction.currentItem?.title == "Menu")
    setup.screen.play(TouchScript().lift())
    #expect(log == ["back"])
  }

  @Test func holdingLongerShowsTheHistory() {
    var log: [String] = []
    let setup = setUp(.accessibilityExtraLarge) { log.append($0) }
    setup.screen.play(TouchScript().press(at: setup.bar.backButton!.frameOnScreen.center).hold(1.6))
    #expect(log == ["history"])
    #expect(setup.interaction.hud == nil)
    setup.screen.play(TouchScript().lift())
    #expect(log == ["history"])
  }

  @Test func theHistoryPressKeepsItsUsualDurationWhenTheViewerIsOff() {
    var log: [String] = []
    let setup = setUp(.large) { log.append($0) }
    #expect(setup.history.minimumDuration == 0.5)
    setup.screen.play(TouchScript().press(at: setup.bar.backButton!.frameOnScreen.center).hold(0.6).lift())
    #expect(log == ["history"])
  }

  @Test func theLengthenedDurationFollowsTheFlips() {
    let setup = setUp(.large) { _ in }
    for (category, duration) in [
      (ContentSizeCategory.accessibilityMedium, 1.5), (.extraExtraExtraLarge, 0.5),
      (.accessibilityExtraExtraExtraLarge, 1.5),
    ] {
      setup.screen.contentSizeCategory = category
      setup.screen.layoutIfNeeded()
      #expect(setup.history.minimumDuration == duration)
    }
  }
}

/// Random timelines: whatever the finger does, the viewer activates at most one item per gesture,
/// never while disabled, and only the item under the finger when it lifts.
@MainActor @Suite struct RandomTimelineTests {
  final class Recorder: LargeContentViewerDelegate {
    var activations: [(item: String?, point: Point)] = []
    func largeContentViewer(
      _ interaction: LargeContentViewerInteraction, didEndOn item: LargeContentItem, at point: Point
    ) {
      activations.append((item.title, point))
      interaction.performDefaultAction(for: item, at: point)
    }
  }

  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return state >> 33
    }
    mutating func unit() -> Double { Double(next() % 10_000) / 10_000 }
  }

  @Test(arguments: 0..<40)
  func atMostOneActivationOfTheItemUnderTheLift(_ seed: Int) {
    var random = Generator(state: UInt64(seed) &* 2654435761 &+ 1)
    let category = ContentSizeCategory.allCases[Int(random.next() % 12)]
    let tabs = TabScreen(category)
    let recorder = Recorder()
    tabs.interaction.delegate = recorder
    let barFrame = tabs.bar.frameOnScreen
    func randomPoint() -> Point {
      random.unit() < 0.8
        ? Point(
          x: barFrame.minX + random.unit() * barFrame.width,
          y: barFrame.minY + random.unit() * barFrame.height)
        : Point(x: random.unit() * 375, y: random.unit() * 667)
    }
    for _ in 0..<6 {
      var script = TouchScript().press(at: randomPoint())
      var last = Point.zero
      for _ in 0..<Int(random.next() % 6) {
        if random.unit() < 0.5 {
          script = script.hold(random.unit() * 0.8)
        } else {
          last = randomPoint()
          script = script.move(to: last, steps: 3)
        }
      }
      let cancels = random.unit() < 0.15
      script = cancels ? script.cancel() : script.lift()
      let before = recorder.activations.count
      tabs.screen.play(script)
      let made = recorder.activations.count - before
      #expect(made <= 1)
      if !tabs.interaction.isEnabled || cancels { #expect(made == 0) }
      if made == 1, let activation = recorder.activations.last {
        let under = tabs.bar.itemViews.first {
          $0.frameOnScreen.contains(activation.point.offsetBy(dx: barFrame.minX, dy: barFrame.minY))
        }
        #expect(activation.item == under?.item.title)
      }
      #expect(tabs.screen.presented.isEmpty)
    }
  }
}

@MainActor func fixedScreen(_ root: View, _ category: ContentSizeCategory) -> Screen {
  let screen = Screen(
    device: .iPhone6S, traits: Traits(contentSizeCategory: category), typesetter: FixedAdvanceTypesetter())
  screen.root = root
  screen.layoutIfNeeded()
  return screen
}
