import Foundation

/// What manages a presented controller, as UIKit's `UIPresentationController`: it names the
/// controllers on either side and keeps its delegate. Presented controllers are not drawn here
/// (SwiftUI's sheets are the SwiftUI layer's), so no swipe ever asks the delegate anything.
@preconcurrency @MainActor open class UIPresentationController {
  /// The controller presented.
  public unowned let presentedViewController: UIViewController
  /// The controller presenting it.
  public private(set) weak var presentingViewController: UIViewController?
  /// Told about a swipe to dismiss and a change of size class (kept: neither happens here).
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  public init(presentedViewController: UIViewController, presenting: UIViewController?) {
    self.presentedViewController = presentedViewController
    presentingViewController = presenting
  }
}

/// What a presentation tells about a swipe to dismiss it, as UIKit's protocol. Every method is
/// optional.
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Whether a swipe may dismiss the presented controller.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  /// A swipe to dismiss was refused (`isModalInPresentation`).
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  /// A swipe to dismiss is starting.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// A swipe dismissed the presented controller.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  {
    true
  }
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
