import Drawing
import DynamicType
import Geometry
import Legible
import PangoCairo
import TestFixtures
import Testing
import Typesetting

/// A screen with one button, for tap tests.
@MainActor func buttonScreen(taps: @escaping @MainActor () -> Void) -> (Screen, Button) {
  let button = Button("Add to cart", action: taps)
  let screen = fixedScreen(Stack(.vertical, alignment: .start, [Padding(button, 20), Spacer()]))
  return (screen, button)
}

@MainActor @Suite struct ButtonTouchTests {
  @Test func aTapInsideFiresOnLift() {
    var taps = 0
    let (screen, button) = buttonScreen { taps += 1 }
    let center = button.frameOnScreen.center
    screen.play(TouchScript().press(at: center).hold(0.1))
    #expect(button.isHighlighted)
    #expect(taps == 0)
    screen.play(TouchScript().lift())
    #expect(taps == 1)
    #expect(!button.isHighlighted)
  }

  @Test func aTouchOutsideDoesNothing() {
    var taps = 0
    let (screen, button) = buttonScreen { taps += 1 }
    let frame = button.frameOnScreen
    screen.play(TouchScript().press(frame.maxX + 100, frame.maxY + 100).lift())
    #expect(taps == 0)
  }

  @Test func slidingOutCancelsAndSlidingBackRestores() {
    var taps = 0
    let (screen, button) = buttonScreen { taps += 1 }
    let center = button.frameOnScreen.center
    let far = Point(x: center.x, y: center.y + 300)
    screen.play(TouchScript().press(at: center).move(to: far))
    #expect(!button.isHighlighted)
    screen.play(TouchScript().move(to: center).lift())
    #expect(taps == 1)
    screen.play(TouchScript().press(at: center).move(to: far).lift())
    #expect(taps == 1)
  }

  @Test func aCancelledTouchDoesNotFire() {
    var taps = 0
    let (screen, button) = buttonScreen { taps += 1 }
    screen.play(TouchScript().press(at: button.frameOnScreen.center).hold(0.05).cancel())
    #expect(taps == 0 && !button.isHighlighted)
  }

  @Test func aDisabledButtonDoesNotFire() {
    var taps = 0
    let (screen, button) = buttonScreen { taps += 1 }
    button.isEnabled = false
    screen.play(TouchScript().press(at: button.frameOnScreen.center).lift())
    #expect(taps == 0)
  }
}

@MainActor @Suite struct HitTestingTests {
  @Test func aSmallIconButtonAnswersOn44Points() {
    let button = Button("", style: .body, icon: dot, iconSize: 20)
    button.contentInsets = ScaledInsets(.zero)
    let screen = fixedScreen(Stack(.vertical, alignment: .start, [Padding(button, 40), Spacer()]))
    let frame = button.frameOnScreen
    #expect(frame.width == 20)
    #expect(screen.hitView(at: Point(x: frame.minX - 11, y: frame.midY)) === button)
    #expect(screen.hitView(at: Point(x: frame.minX - 13, y: frame.midY)) !== button)
  }

  @Test func hiddenViewsAndClippedAreasTakeNoTouches() {
    let hidden = Button("Hidden")
    hidden.visibility = .hidden
    let inner = Button("Clipped")
    let clip = View()
    clip.clipsToBounds = true
    clip.addSubview(inner)
    let column = Stack(.vertical, spacing: .fixed(0), alignment: .start, [hidden, clip, Spacer()])
    let screen = fixedScreen(column)
    #expect(screen.hitView(at: Point(x: 5, y: 25)) !== hidden)
    #expect(screen.hitView(at: inner.frameOnScreen.center) === inner)
  }

  @Test func labelsLetTouchesThroughToTheirButton() {
    let (screen, button) = buttonScreen {}
    #expect(screen.hitView(at: button.titleLabel.frameOnScreen.center) === button)
  }

  @Test func presentedViewsAreOnTop() {
    let (screen, button) = buttonScreen {}
    let sheet = ActionSheet(title: nil, actions: [.init("One")])
    screen.present(sheet)
    #expect(screen.hitView(at: button.frameOnScreen.center) === sheet)
  }
}

/// A view with recognizers whose changes are logged.
@MainActor final class GestureLog {
  var events: [String] = []
  func record(_ name: String) -> @MainActor (GestureRecognizer) -> Void {
    { [unowned self] recognizer in self.events.append("\(name).\(recognizer.state.rawValue)") }
  }
}

@MainActor @Suite struct GestureRecognizerTests {
  func setUp(_ recognizers: [GestureRecognizer]) -> Screen {
    let target = Box(200, 200)
    for recognizer in recognizers { target.addGestureRecognizer(recognizer) }
    return fixedScreen(Stack(.vertical, alignment: .start, [target, Spacer()]))
  }

  @Test(arguments: [(0.45, false), (0.5, true), (0.55, true)])
  func aLongPressBeginsOnlyOnceItsDurationIsUp(_ hold: Double, _ begins: Bool) {
    let log = GestureLog()
    let press = LongPressGestureRecognizer(minimumDuration: 0.5, action: log.record("press"))
    let screen = setUp([press])
    screen.play(TouchScript().press(100, 100).hold(hold), startingAt: 10)
    #expect((press.state == .began) == begins)
    screen.play(TouchScript().lift())
    #expect(log.events == (begins ? ["press.began", "press.ended"] : []))
  }

  @Test func aLongPressFailsWhenTheFingerWandersFirst() {
    let press = LongPressGestureRecognizer()
    let screen = setUp([press])
    screen.play(TouchScript().press(100, 100).move(140, 100).hold(1))
    #expect(press.state == .failed)
  }

  @Test func aLongPressFollowsTheFingerOnceBegun() {
    let log = GestureLog()
    let press = LongPressGestureRecognizer(action: log.record("press"))
    let screen = setUp([press])
    screen.play(TouchScript().press(100, 100).hold(0.6).move(180, 100, steps: 2).lift())
    #expect(log.events == ["press.began", "press.changed", "press.changed", "press.ended"])
  }

  @Test func byDefaultALongPressBeatsATap() {
    let log = GestureLog()
    let tap = TapGestureRecognizer(action: log.record("tap"))
    let press = LongPressGestureRecognizer(action: log.record("press"))
    let screen = setUp([tap, press])
    screen.play(TouchScript().press(100, 100).hold(0.7).lift())
    #expect(log.events == ["press.began", "press.ended"])
    #expect(tap.state == .failed)
    log.events = []
    screen.play(TouchScript().press(100, 100).hold(0.1).lift())
    #expect(log.events == ["tap.ended"])
  }

  @Test func aTapThatRequiresTheLongPressToFailWaitsForIt() {
    let log = GestureLog()
    let tap = TapGestureRecognizer(action: log.record("tap"))
    let press = LongPressGestureRecognizer(action: log.record("press"))
    tap.require(toFail: press)
    let screen = setUp([tap, press])
    screen.play(TouchScript().press(100, 100).hold(0.2).lift())
    #expect(log.events == ["tap.ended"])
    log.events = []
    screen.play(TouchScript().press(100, 100).hold(0.6).lift())
    #expect(log.events == ["press.began", "press.ended"])
    #expect(tap.state == .failed)
  }

  @Test func simultaneousRecognizersBothRecognize() {
    let log = GestureLog()
    let press = LongPressGestureRecognizer(action: log.record("press"))
    let pan = PanGestureRecognizer(action: log.record("pan"))
    press.recognizesSimultaneously = { $0 === pan }
    let screen = setUp([press, pan])
    screen.play(TouchScript().press(100, 100).hold(0.6).move(100, 150, steps: 1).lift())
    #expect(log.events == ["press.began", "press.changed", "pan.began", "press.ended", "pan.ended"])
  }

  @Test func withoutPermissionTheSecondRecognizerFails() {
    let log = GestureLog()
    let press = LongPressGestureRecognizer(action: log.record("press"))
    let pan = PanGestureRecognizer(action: log.record("pan"))
    let screen = setUp([press, pan])
    screen.play(TouchScript().press(100, 100).hold(0.6).move(100, 150, steps: 1).lift())
    #expect(log.events == ["press.began", "press.changed", "press.ended"])
    #expect(pan.state == .failed)
  }

  @Test func aPanReportsItsTranslation() {
    let pan = PanGestureRecognizer()
    let screen = setUp([pan])
    screen.play(TouchScript().press(50, 50).move(50, 130, duration: 0.2, steps: 4))
    #expect(pan.state == .changed)
    #expect(pan.translation == Point(x: 0, y: 80))
    #expect(abs(pan.velocity.y - 400) < 1e-6)
    screen.play(TouchScript().lift())
    #expect(pan.state == .ended)
  }

  @Test func cancellationInTheMiddleOfEachGesture() {
    let tap = TapGestureRecognizer()
    let press = LongPressGestureRecognizer()
    let pan = PanGestureRecognizer()
    var screen = setUp([tap])
    screen.play(TouchScript().press(50, 50).cancel())
    #expect(tap.state == .failed)
    screen = setUp([press])
    screen.play(TouchScript().press(50, 50).hold(0.6).cancel())
    #expect(press.state == .cancelled)
    screen = setUp([pan])
    screen.play(TouchScript().press(50, 50).move(50, 120).cancel())
    #expect(pan.state == .cancelled)
  }

  @Test func aPanOnAScrollViewCancelsTheButtonItStartedOn() {
    var taps = 0
    let button = Button("Pepperoni") { taps += 1 }
    let scroll = ScrollView(Stack(.vertical, alignment: .start, [button, Box(10, 2_000)]))
    let screen = fixedScreen(scroll)
    screen.play(
      TouchScript().press(at: button.frameOnScreen.center).move(to: Point(x: 40, y: 5), steps: 3).lift())
    #expect(taps == 0)
    #expect(scroll.contentOffset > 0)
  }
}

@MainActor @Suite struct ScrollingTests {
  @Test func panningScrollsAndClamps() {
    let scroll = ScrollView(Box(10, 1_000))
    let screen = fixedScreen(scroll)
    screen.play(TouchScript().press(100, 500).move(100, 200).lift())
    #expect(scroll.contentOffset == 300)
    screen.play(TouchScript().press(100, 200).move(100, 600).lift())
    #expect(scroll.contentOffset == 0)
    screen.play(TouchScript().press(100, 600).move(100, 0, steps: 10).press(100, 600).move(100, 0).lift())
    #expect(scroll.contentOffset == 1_000 - screen.safeArea.height)
  }

  @Test func aListScrollsByPanAndReportsTheSectionAtTheTop() {
    var reported: [Int] = []
    let list = ListView(sections: (0..<5).map { .init(title: "Section \($0)", rowCount: 30) }) { _, row in
      Label("Row \(row)")
    }
    list.onTopSectionChange = { reported.append($0) }
    let screen = fixedScreen(list)
    screen.play(TouchScript().press(100, 600).move(100, 100, steps: 10).lift())
    #expect(list.contentOffset == 500)
    #expect(list.topSection == 0 && reported.isEmpty)
    // Section 0 is a 44-point header and 30 rows of 22 points: 704 points.
    screen.play(TouchScript().press(100, 600).move(100, 200, steps: 10).lift())
    #expect(list.contentOffset == 900)
    #expect(list.topSection == 1)
    #expect(reported == [1])
    list.scroll(toSection: 3)
    screen.layoutIfNeeded()
    #expect(reported == [1, 3])
  }

  @Test func theFirstVisibleRowStaysFirstThroughEveryCategory() throws {
    let screen = Screen(device: .iPhone6S, typesetter: try PangoTypesetter())
    let list = ListView(sections: [.init(title: "Pizzas", rowCount: 200)]) { _, row in
      Label(
        "Pizza number \(row) with tomato, mozzarella and a long list of toppings", font: .textStyle(.body),
        lines: 0)
    }
    list.rowSpacing = 12
    screen.root = list
    screen.layoutIfNeeded()
    list.scroll(to: 2_000)
    screen.layoutIfNeeded()
    let anchor = list.visibleItems.lowerBound
    for category in ContentSizeCategory.allCases + ContentSizeCategory.allCases.reversed() {
      screen.contentSizeCategory = category
      screen.layoutIfNeeded()
      #expect(list.visibleItems.lowerBound == anchor, "\(category)")
    }
  }

  @Test func aScrollViewKeepsItsTopChildThroughACategoryChange() {
    let rows = (0..<150).map { Label("Row \($0) with some text to wrap around", lines: 0) as View }
    let scroll = ScrollView(Stack(.vertical, spacing: 8, rows))
    let screen = fixedScreen(scroll)
    scroll.scroll(to: 600)
    screen.layoutIfNeeded()
    let top = rows.firstIndex { $0.frame.maxY > scroll.contentOffset }
    for category in [ContentSizeCategory.accessibilityExtraExtraExtraLarge, .extraSmall, .large] {
      screen.contentSizeCategory = category
      screen.layoutIfNeeded()
      #expect(rows.firstIndex { $0.frame.maxY > scroll.contentOffset } == top, "\(category)")
    }
  }
}

@MainActor @Suite struct PresentationTests {
  func setUp() -> (Screen, Button, () -> [String]) {
    var log: [String] = []
    let button = Button("Categories")
    let screen = fixedScreen(Stack(.vertical, alignment: .start, [Padding(button, 20), Spacer()]))
    button.action = { [unowned screen] in
      let sheet = ActionSheet(
        title: "Choose a category",
        actions: ["Pizza", "Combos", "Drinks"].map { name in .init(name) { log.append(name) } }
          + [.init("Cancel", style: .cancel) { log.append("cancel") }])
      screen.present(sheet)
    }
    return (screen, button, { log })
  }

  @Test func aButtonOpensASheetAndAChoiceCallsBackAndDismisses() throws {
    let (screen, button, log) = setUp()
    screen.play(TouchScript().press(at: button.frameOnScreen.center).lift())
    let sheet = try #require(screen.presented.last as? ActionSheet)
    screen.play(TouchScript().press(at: sheet.buttons[1].frameOnScreen.center).lift())
    #expect(log() == ["Combos"])
    #expect(screen.presented.isEmpty)
  }

  @Test func cancelDismisses() throws {
    let (screen, button, log) = setUp()
    screen.play(TouchScript().press(at: button.frameOnScreen.center).lift())
    let sheet = try #require(screen.presented.last as? ActionSheet)
    screen.play(TouchScript().press(at: try #require(sheet.cancelButton).frameOnScreen.center).lift())
    #expect(log() == ["cancel"])
    #expect(screen.presented.isEmpty)
  }

  @Test func aTapOutsideDismisses() throws {
    let (screen, button, log) = setUp()
    screen.play(TouchScript().press(at: button.frameOnScreen.center).lift())
    #expect(screen.presented.count == 1)
    screen.play(TouchScript().press(100, 30).lift())
    #expect(screen.presented.isEmpty)
    #expect(log() == ["cancel"])
  }
}
