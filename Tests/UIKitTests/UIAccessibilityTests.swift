import Foundation
import Testing
import UIKit

/// The system's accessibility settings as the screen laid out has them, and announcements
/// recorded.
@MainActor @Suite("UIAccessibility") struct UIAccessibilityTests {
  @Test func boldTextFollowsTheTraitsAndAssistiveTechnologiesAreOff() {
    #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibilityIsGuidedAccessEnabled())
    #expect(UIAccessibility.isBoldTextEnabled == (UITraitCollection.current.legibilityWeight == .bold))
    UIAccessibility.post(notification: .announcement, argument: "Order placed")
    #expect(UIAccessibility.posted.last?.1 == "Order placed")
  }

  @Test func aControllerKeepsHowItIsPresented() {
    let controller = UIViewController()
    #expect(controller.modalPresentationStyle == .automatic)
    controller.modalPresentationStyle = .popover
    controller.popoverPresentationController?.sourceView = UIView()
    #expect(controller.modalPresentationStyle == .popover)
  }
}
