import Foundation

/// UIKit's navigation stack, as apps walk it to find the controller on top: its controllers,
/// pushes and pops are kept. It is not drawn here (see `UIViewController`).
@preconcurrency @MainActor open class UINavigationController: UIViewController {
  /// Its controllers, the root first: its children.
  open var viewControllers: [UIViewController] = [] {
    didSet { adopt(viewControllers, replacing: oldValue) }
  }
  /// The controller on top of the stack.
  open var topViewController: UIViewController? { viewControllers.last }
  /// What shows: the controller it presents, else the top one.
  open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
  /// Whether the bar is hidden.
  open var isNavigationBarHidden = false
  /// Its bar.
  public let navigationBar = UINavigationBar()
  /// The recognizer of the swipe from the leading edge that goes back (kept: no touch comes).
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }
  private let popGesture = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)

  /// A stack of `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init()
    viewControllers = [rootViewController]
  }
  /// An empty stack.
  public override init() { super.init() }

  /// Pushes `viewController`.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewControllers.append(viewController)
  }
  /// Pops the top controller (never the root); returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    viewControllers.count > 1 ? viewControllers.removeLast() : nil
  }
  /// Pops down to the root; returns what was popped.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard viewControllers.count > 1 else { return [] }
    let popped = Array(viewControllers.dropFirst())
    viewControllers = [viewControllers[0]]
    return popped
  }
  /// Replaces the stack.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    self.viewControllers = viewControllers
  }
  /// Hides or shows the bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

/// UIKit's tab container, as apps walk it: its controllers and the selected one are kept; it is
/// not drawn here.
@preconcurrency @MainActor open class UITabBarController: UIViewController {
  /// Its controllers, one per tab.
  open var viewControllers: [UIViewController]? {
    didSet {
      adopt(viewControllers ?? [], replacing: oldValue ?? [])
      if selectedIndex >= (viewControllers?.count ?? 0) { selectedIndex = 0 }
    }
  }
  /// The index of the selected tab.
  open var selectedIndex = 0
  /// The selected tab's controller.
  open var selectedViewController: UIViewController? {
    get { viewControllers.flatMap { selectedIndex < $0.count ? $0[selectedIndex] : nil } }
    set {
      if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) {
        selectedIndex = index
      }
    }
  }
  /// Its bar.
  public let tabBar = UITabBar()
  /// Sets its controllers.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    self.viewControllers = viewControllers
  }
}

extension UIViewController {
  /// The tab bar controller it is in (the nearest above it), if any.
  public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
  /// The navigation controller it is in (the nearest above it), if any.
  public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

  private func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
    var controller = parent
    while let current = controller {
      if let found = current as? Container { return found }
      controller = current.parent
    }
    return nil
  }

  /// Makes `controllers` its children in place of those of `old` no longer among them.
  fileprivate func adopt(_ controllers: [UIViewController], replacing old: [UIViewController]) {
    for gone in old where !controllers.contains(where: { $0 === gone }) && gone.parent === self {
      gone.removeFromParent()
    }
    for controller in controllers where controller.parent !== self { addChild(controller) }
  }
}
