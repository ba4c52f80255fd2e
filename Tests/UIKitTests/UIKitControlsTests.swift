import Foundation
import Testing
import UIKit

/// The UIKit controls and Auto Layout a representable's code uses: kept as set, and what runs
/// code (a button's actions, an alert's handlers) runs it.
@MainActor @Suite struct UIKitControlsTests {
  @Test func aButtonRunsTheActionsAddedForTheEventSent() {
    var taps: [String] = []
    let button = UIButton(
      type: .system, primaryAction: UIAction(title: "Order") { _ in taps.append("primary") })
    button.addAction(UIAction { _ in taps.append("up") }, for: .touchUpInside)
    button.addAction(UIAction { _ in taps.append("changed") }, for: .valueChanged)
    button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
    #expect(taps == ["primary", "up"])
    #expect(button.currentTitle == "Order" && button.buttonType == .system)
    button.isEnabled = false
    button.setTitle("Sold out", for: .disabled)
    button.sendActions(for: .touchUpInside)
    #expect(taps.count == 2, "a disabled button runs nothing")
    #expect(button.currentTitle == "Sold out" && button.title(for: .highlighted) == "Order")
  }

  @Test func anAlertKeepsItsActionsAndATapRunsTheHandlerAndDismisses() {
    let host = UIViewController()
    var chosen: String?
    let alert = UIAlertController(title: "No connection", message: "Try again", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    let retry = UIAlertAction(title: "Retry", style: .default) { chosen = $0.title }
    alert.addAction(retry)
    alert.addTextField { $0.placeholder = "Email" }
    host.present(alert, animated: true)
    #expect(host.presentedViewController === alert)
    #expect(
      alert.actions.map(\.title) == ["Cancel", "Retry"] && alert.textFields?.first?.placeholder == "Email")
    alert._tap(retry)
    #expect(chosen == "Retry")
    #expect(host.presentedViewController == nil)
  }

  @Test func constraintsAreKeptWithTheirItemsAndActivation() {
    let map = UIView()
    let button = UIView()
    map.addSubview(button)
    let top = button.topAnchor.constraint(equalTo: map.layoutMarginsGuide.topAnchor, constant: 60)
    let width = button.widthAnchor.constraint(equalToConstant: 44)
    NSLayoutConstraint.activate([top, width])
    #expect(top.isActive && width.isActive)
    #expect(top.firstItem === button && top.firstAttribute == .top && top.constant == 60)
    #expect(top.secondItem === map.layoutMarginsGuide, "the same guide each time it is asked")
    #expect(map.layoutMarginsGuide.owningView === map)
    #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
    NSLayoutConstraint.deactivate([top])
    #expect(!top.isActive)
    button.setContentHuggingPriority(.required, for: .horizontal)
    #expect(button.contentHuggingPriority(for: .horizontal) == .required)
    #expect(button.contentHuggingPriority(for: .vertical) == .defaultLow)
  }
}

/// The container controllers apps walk to find the one on top, and item providers.
@MainActor @Suite struct UIKitContainersTests {
  @Test func theControllerOnTopIsFoundThroughTabsStacksAndPresentations() {
    let list = UIViewController()
    let detail = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    navigation.pushViewController(detail, animated: true)
    let tabs = UITabBarController()
    tabs.viewControllers = [UIViewController(), navigation]
    tabs.selectedViewController = navigation
    #expect(tabs.selectedIndex == 1)
    #expect((tabs.selectedViewController as? UINavigationController)?.visibleViewController === detail)
    let alert = UIAlertController(title: nil, message: "Saved", preferredStyle: .alert)
    navigation.present(alert, animated: true)
    #expect(navigation.visibleViewController === alert)
    #expect(navigation.popViewController(animated: true) === detail)
    #expect(navigation.popViewController(animated: true) == nil, "the root stays")
  }

  @Test func anItemProviderHandsOutWhatItWasMadeWith() async {
    let image = UIImage(systemName: "star")!
    let provider = NSItemProvider(object: image)
    #expect(provider.canLoadObject(ofClass: UIImage.self))
    #expect(!NSItemProvider().canLoadObject(ofClass: UIImage.self))
    let loaded: Bool = await withCheckedContinuation { done in
      provider.loadObject(ofClass: UIImage.self) { object, error in
        done.resume(returning: (object as? UIImage)?.source == .symbol("star") && error == nil)
      }
    }
    #expect(loaded)
  }
}

/// Target-action without the Objective-C runtime: selectors are names, kept and recorded.
@MainActor @Suite struct UIKitTargetActionTests {
  @Test func dismissingTheKeyboardIsRecordedAndFindsNoResponder() {
    let before = UIApplication.shared.sentActions.count
    #expect(
      !UIApplication.shared.sendAction(#"UIResponder.resignFirstResponder"#, to: nil, from: nil, for: nil))
    #expect(
      UIApplication.shared.sentActions.dropFirst(before).map(\.name) == ["UIResponder.resignFirstResponder"])
  }

  @Test func targetsAndBarButtonsKeepTheirActions() {
    let button = UIButton(type: .system)
    let owner = UIView()
    button.addTarget(owner, action: Selector("tapped(_:)"), for: .touchUpInside)
    #expect(button.actions(forTarget: owner, forControlEvent: .touchUpInside) == ["tapped(_:)"])
    #expect(button.actions(forTarget: owner, forControlEvent: .valueChanged) == nil)
    UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
    #expect(UIBarButtonItem.appearance().titleTextAttributes(for: .normal)?.count == 1)
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: owner, action: Selector("done"))
    #expect(done.systemItem == .done && done.action?.name == "done")
  }
}
