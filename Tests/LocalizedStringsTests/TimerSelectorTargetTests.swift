import Foundation
import LocalizedStrings
import Testing

/// A timer made with a target and a selector: it fires on time and counts its firings, since no
/// method can be called by its selector here.
@Suite struct TimerSelectorTargetTests {
  final class Stopwatch {
    var ticks = 0
  }

  @Test func aScheduledTimerFiresAndKeepsItsTargetAndSelector() throws {
    let watch = Stopwatch()
    let timer = Timer.scheduledTimer(
      timeInterval: 0.01, target: watch, selector: Selector("update"), userInfo: nil, repeats: true)
    let deadline = Date().addingTimeInterval(5)
    while (timer.selectorTarget?.firings ?? 0) < 2, Date() < deadline {
      RunLoop.current.run(until: Date().addingTimeInterval(0.02))
    }
    let kept = try #require(timer.selectorTarget)
    #expect(kept.target === watch && kept.selector == Selector("update"))
    #expect(kept.firings >= 2)
    timer.invalidate()
    #expect(timer.selectorTarget == nil)
  }

  @Test func aBlockTimerHasNoSelectorTarget() {
    let timer = Timer(timeInterval: 1, repeats: false) { _ in }
    #expect(timer.selectorTarget == nil)
    timer.invalidate()
  }
}
