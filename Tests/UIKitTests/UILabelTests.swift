import Foundation
import Testing
import UIKit

/// A UIKit label measures its text as UIKit sizes one: on one line unless it has more, wrapped
/// in the width it is offered, 17 pt system text by default.
@MainActor @Suite struct UILabelTests {
  let text = "Ride saved to Apple Health as a cycling distance of twelve kilometres"

  @Test func aLabelIsOneLineOfSeventeenPointTextUntilItHasMoreLines() {
    let label = UILabel()
    #expect(
      label.font.pointSize == 17 && label.numberOfLines == 1 && label.lineBreakMode == .byTruncatingTail)
    #expect(label.intrinsicContentSize == .zero, "no text, no size")
    label.text = text
    let line = label.intrinsicContentSize
    #expect(abs(line.height - label.font.lineHeight) < 0.01)
    #expect(label.sizeThatFits(CGSize(width: 100, height: 1000)) == line, "one line ignores the width")
    label.numberOfLines = 0
    let wrapped = label.sizeThatFits(CGSize(width: 100, height: 1000))
    #expect(wrapped.width <= 100 && wrapped.height >= 3 * label.font.lineHeight - 0.01)
    label.numberOfLines = 2
    #expect(
      abs(label.sizeThatFits(CGSize(width: 100, height: 1000)).height - 2 * label.font.lineHeight) < 0.01)
    label.preferredMaxLayoutWidth = 100
    #expect(label.intrinsicContentSize == label.sizeThatFits(CGSize(width: 100, height: 1000)))
    label.attributedText = NSAttributedString(string: "Saved")
    #expect(label.text == "Saved")
  }

  final class SheetGuard: UIAdaptivePresentationControllerDelegate {
    var attempts = 0
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      attempts += 1
    }
  }

  @Test func aPresentedControllerHasAPresentationAndAChildItsParent() {
    let root = UIViewController()
    let sheet = UIViewController()
    let content = UIViewController()
    sheet.addChild(content)
    #expect(content.parent === sheet && sheet.children.count == 1)
    #expect(sheet.presentationController == nil, "not presented")
    root.present(sheet, animated: false)
    let presentation = content.parent?.presentationController
    let delegate = SheetGuard()
    presentation?.delegate = delegate
    #expect(
      presentation?.presentingViewController === root && presentation?.presentedViewController === sheet)
    #expect(presentation?.delegate?.presentationControllerShouldDismiss(presentation!) == true)
    root.dismiss(animated: false)
    #expect(sheet.presentationController == nil)
    content.removeFromParent()
    #expect(content.parent == nil && sheet.children.isEmpty)
    #expect(UITableView.appearance().sectionHeaderTopPadding == UITableView.automaticDimension)
  }
}

/// Containers make the controllers they hold their children, so a controller finds the tab bar
/// and navigation controllers it is in; background tasks are kept until ended.
@MainActor @Suite struct ControllerContainmentTests {
  @Test func aControllerFindsTheContainersItIsIn() {
    let ride = UIViewController()
    let stack = UINavigationController(rootViewController: UIViewController())
    stack.pushViewController(ride, animated: false)
    let tabs = UITabBarController()
    tabs.viewControllers = [stack, UIViewController()]
    #expect(ride.navigationController === stack && ride.tabBarController === tabs)
    ride.tabBarController?.tabBar.isHidden = true
    #expect(tabs.tabBar.isHidden)
    stack.popViewController(animated: false)
    #expect(ride.parent == nil && ride.navigationController == nil)
    tabs.viewControllers = []
    #expect(stack.tabBarController == nil)
    let task = UIApplication.shared.beginBackgroundTask()
    #expect(task != .invalid && UIApplication.shared.backgroundTasks.keys.contains(task))
    UIApplication.shared.endBackgroundTask(task)
    #expect(!UIApplication.shared.backgroundTasks.keys.contains(task))
  }
}
