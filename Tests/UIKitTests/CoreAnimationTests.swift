import Foundation
import QuartzCore
import Testing

/// Core Animation as layers use it here: transforms compose as Core Animation's, animations are
/// kept by key and never run, transactions complete at once, display links never fire.
@MainActor @Suite struct CoreAnimationTests {
  @Test func transformsComposeAsCoreAnimations() {
    let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let moved = CATransform3DTranslate(turn, 10, 0, 0)
    // A point at the origin, moved 10 along x then turned a quarter: at (0, 10).
    #expect(abs(moved.m41) < 1e-9 && abs(moved.m42 - 10) < 1e-9)
    let back = CATransform3DConcat(turn, CATransform3DMakeRotation(-.pi / 2, 0, 0, 1))
    #expect(abs(back.m11 - 1) < 1e-9 && abs(back.m12) < 1e-9, "a quarter turn and back is no turn")
    let layer = CALayer()
    layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
    #expect(CATransform3DIsAffine(layer.transform) && layer.affineTransform().d == 3)
  }

  @Test func animationsAreKeptByKeyAndTheLayerShowsItsModel() {
    let ring = CAShapeLayer()
    ring.strokeEnd = 0.25
    let fill = CABasicAnimation(keyPath: "strokeEnd")
    fill.fromValue = 0
    fill.toValue = 1
    ring.add(fill, forKey: "fill")
    ring.add(CABasicAnimation(keyPath: "opacity"), forKey: "fill")
    #expect(ring.animationKeys() == ["fill"])
    #expect((ring.animation(forKey: "fill") as? CABasicAnimation)?.keyPath == "opacity")
    #expect(ring.presentation()?.strokeEnd == 0.25)
    ring.removeAllAnimations()
    #expect(ring.animationKeys() == nil)
    let spring = CASpringAnimation(keyPath: "position")
    #expect(spring.settlingDuration > 0 && spring.settlingDuration.isFinite)
  }

  @Test func aTransactionCompletesWhenCommittedAndADisplayLinkNeverFires() {
    var completed = false
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    CATransaction.setCompletionBlock { completed = true }
    #expect(CATransaction.disableActions())
    CATransaction.commit()
    #expect(completed)
    final class Clock {}
    let clock = Clock()
    let link = CADisplayLink(target: clock, selector: Selector("tick"))
    link.add(to: .main, forMode: .common)
    RunLoop.main.run(until: Date().addingTimeInterval(0.05))
    #expect(link.isScheduled && link.timestamp == 0)
    link.invalidate()
    #expect(!link.isScheduled && CACurrentMediaTime() > 0)
  }
}
