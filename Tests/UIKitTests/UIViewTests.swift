import Foundation
import Testing
import UIKit

/// A UIKit view keeps what apps set on it and finds its subviews by tag, as UIKit does.
@MainActor @Suite struct UIViewTests {
  @Test func aViewFindsItselfOrASubviewByTag() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    let title = UIView()
    let badge = UIView()
    title.tag = 7
    badge.tag = 7
    let row = UIView()
    row.addSubview(title)
    card.addSubview(row)
    card.addSubview(badge)
    #expect(card.viewWithTag(7) === title, "depth first, in order")
    #expect(card.viewWithTag(0) === card, "a view's own tag counts")
    #expect(card.viewWithTag(3) == nil)
    card.isOpaque = false
    card.overrideUserInterfaceStyle = .dark
    #expect(!card.isOpaque && card.overrideUserInterfaceStyle == .dark && card.transform == .identity)
  }

  @Test func viewsAndControllersAreObjectsAnAppsNSObjectExtensionReaches() {
    let label = UILabel().configured { $0.text = "Saved" }
    #expect(label.text == "Saved")
    #expect(UIViewController().configured { $0.title = "Rides" }.title == "Rides")
  }
}

/// An app's extension of every `NSObject`, as apps write one (`Then`, `apply`).
protocol Configurable {}
extension NSObject: Configurable {}
extension Configurable where Self: AnyObject {
  func configured(_ block: (Self) -> Void) -> Self {
    block(self)
    return self
  }
}
