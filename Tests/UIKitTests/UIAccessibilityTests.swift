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

/// An activity indicator keeps its style and whether it spins.
@MainActor @Suite("UIActivityIndicatorView") struct UIActivityIndicatorViewTests {
  @Test func itKeepsItsStyleAndWhetherItSpins() {
    let indicator = UIActivityIndicatorView(style: .large)
    #expect(indicator.style == .large && !indicator.isAnimating)
    indicator.startAnimating()
    #expect(indicator.isAnimating)
    indicator.stopAnimating()
    #expect(!indicator.isAnimating && UIActivityIndicatorView().style == .medium)
  }
}
