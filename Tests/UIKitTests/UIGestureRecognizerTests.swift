import Foundation
import Testing
import UIKit

/// Gesture recognizers as a UIKit view keeps them: attached, configured, asked through their
/// delegate's defaults, and never recognizing, as no touch comes.
@MainActor @Suite struct UIGestureRecognizerTests {
  final class Swiper: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
  }

  @Test func recognizersAreAttachedConfiguredAndNeverRecognize() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.gestureRecognizers == nil)
    let tap = UITapGestureRecognizer(target: view, action: Selector("Card.tapped"))
    tap.numberOfTapsRequired = 2
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(tap)
    view.addGestureRecognizer(pan)
    #expect(view.gestureRecognizers?.count == 2 && tap.view === view)
    #expect(tap.targets.map(\.action) == [Selector("Card.tapped")] && tap.state == .possible)
    pan.setTranslation(CGPoint(x: 12, y: 0), in: view)
    #expect(pan.translation(in: view) == CGPoint(x: 12, y: 0) && pan.velocity(in: view) == .zero)
    view.removeGestureRecognizer(tap)
    #expect(view.gestureRecognizers?.count == 1 && tap.view == nil)
    tap.removeTarget(nil, action: nil)
    #expect(tap.targets.isEmpty)
  }

  @Test func aDelegateAnswersWithUIKitsDefaultsWhereItSaysNothing() {
    let swiper = Swiper()
    let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    edge.edges = .left
    edge.delegate = swiper
    #expect(edge.delegate?.gestureRecognizerShouldBegin(edge) == false)
    #expect(edge.delegate?.gestureRecognizer(edge, shouldRecognizeSimultaneouslyWith: edge) == false)
    #expect(UINavigationController().interactivePopGestureRecognizer != nil)
  }
}
