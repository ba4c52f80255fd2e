import Foundation

/// Something that takes part in the responder chain. An `NSObject`, as UIKit's, so that an app's
/// extension of `NSObject` (`extension NSObject: Then {}`) reaches every view and controller.
@preconcurrency @MainActor open class UIResponder: NSObject {
  public override init() {}
  /// Whether it is the first responder (never here).
  open var isFirstResponder: Bool { false }
  /// Asks to become the first responder.
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  /// Gives up being the first responder.
  @discardableResult open func resignFirstResponder() -> Bool { true }
}

/// The keyboard's notifications and the keys of their user info, as UIKit puts them on
/// `UIResponder`. No keyboard rises here, so none is ever posted.
extension UIResponder {
  nonisolated public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  nonisolated public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  nonisolated public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  nonisolated public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// A UIKit view: its frame, colours and subviews are kept, but UIKit's drawing is not here, so a
/// view of this kind is shown by the SwiftUI layer as a placeholder of the size it is given (and
/// reported), never drawn.
@preconcurrency @MainActor open class UIView: UIResponder {
  /// Its frame in its superview (its layer's too).
  open var frame: CGRect {
    didSet { layer.frame = frame }
  }
  /// Its Core Animation layer, which keeps its frame and what the app sets on it (corners, border,
  /// shadow); it is not drawn here.
  public let layer = CALayer()
  /// Its bounds.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// Its centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// Its background colour.
  open var backgroundColor: UIColor?
  /// Its tint.
  open var tintColor: UIColor!
  /// Its opacity.
  open var alpha: CGFloat = 1
  /// Whether it is hidden.
  open var isHidden = false
  /// Whether it clips its subviews.
  open var clipsToBounds = false
  /// Whether it takes touches.
  open var isUserInteractionEnabled = true
  /// Whether it takes more than one finger at once (kept).
  open var isMultipleTouchEnabled = false
  /// Whether a touch on it keeps others from other views (kept).
  open var isExclusiveTouch = false
  /// How its content fits.
  open var contentMode: ContentMode = .scaleToFill
  /// Its subviews.
  open private(set) var subviews: [UIView] = []
  /// Its superview.
  open private(set) weak var superview: UIView?
  /// Whether it uses Auto Layout's constraints for its frame.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// How it grows with its superview (kept: a view an app hands SwiftUI through a representable
  /// is sized by the representable's layout here, as it fills its superview on iOS).
  open var autoresizingMask: AutoresizingMask = []
  /// Whether it fills its bounds with opaque content (kept).
  open var isOpaque = true
  /// A number that names it among its superview's subviews (`viewWithTag(_:)`).
  open var tag = 0
  /// Its transform (kept: a UIKit view is not drawn here).
  open var transform = CGAffineTransform.identity
  /// Points to pixels (the screen's scale).
  open var contentScaleFactor: CGFloat = 2
  /// Its light or dark appearance, overriding its superview's (kept).
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  /// Whether it mirrors in a right-to-left layout (kept).
  open var semanticContentAttribute = UISemanticContentAttribute.unspecified
  /// Its accessibility label.
  open var accessibilityLabel: String?
  /// Its identifier for UI tests.
  open var accessibilityIdentifier: String?
  /// Whether assistive technologies see it as one element.
  open var isAccessibilityElement = false
  /// Its traits.
  open var traitCollection: UITraitCollection { .current }

  /// The view whose tag is `tag`: itself or the first of its subviews, depth first.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// A view with `frame`.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
    layer.frame = frame
    layer.name = String(describing: type(of: self))
  }
  /// A view with an empty frame.
  public convenience override init() { self.init(frame: .zero) }

  /// Adds `view` on top of the others.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }
  /// Takes the view out of its superview.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
  /// The size it would like for `size` (its own when it has no intrinsic size).
  open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
  /// Its natural size (none).
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
  /// Says it needs layout.
  open func setNeedsLayout() {}
  /// Lays out now.
  open func layoutIfNeeded() {}
  /// Draws the view and its subviews into the current image context at `rect`: a placeholder
  /// there, as UIKit's views are not drawn here (reported as `unrendered-content` where the image
  /// is shown). True when there was a context to draw into.
  @discardableResult
  open func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
    guard let context = UIGraphicsGetCurrentContext() else { return false }
    if !isHidden {
      context._drawImage(source: "layer:\(String(describing: type(of: self)))", in: rect, alpha: alpha)
    }
    return true
  }
  /// Says it needs drawing.
  open func setNeedsDisplay() {}
  /// Takes the size it would like for its bounds (`sizeThatFits`), keeping its origin.
  open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }
  /// Ends editing in the view and below it: no text is being edited here, so no field resigns,
  /// and the answer is false.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool { false }

  /// The value of a dimension a view does not have.
  public static let noIntrinsicMetric: CGFloat = -1

  // Auto Layout, kept as set (see `NSLayoutConstraint`: nothing is solved here).

  /// The constraints it holds.
  open private(set) var constraints: [NSLayoutConstraint] = []
  /// Its layout guides.
  open private(set) var layoutGuides: [UILayoutGuide] = []
  /// The gesture recognizers attached (`addGestureRecognizer(_:)`).
  var recognizers: [UIGestureRecognizer] = []
  /// Its margins.
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// Its margins, by reading direction.
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  /// Whether its margins take its superview's.
  open var preservesSuperviewLayoutMargins = false
  /// How far the bars and the screen's edges cover it (none: a UIKit view here is inside SwiftUI's
  /// placeholder, which the safe area does not reach).
  open var safeAreaInsets: UIEdgeInsets { .zero }
  private var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  private var resistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

  /// Holds `constraint`.
  open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
  /// Holds `constraints`.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }
  /// Lets go of `constraint`.
  open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
  /// Lets go of `constraints`.
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    self.constraints.removeAll { held in constraints.contains { $0 === held } }
  }
  /// Adds a layout guide.
  open func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView = self
    layoutGuides.append(guide)
  }
  /// Removes a layout guide.
  open func removeLayoutGuide(_ guide: UILayoutGuide) { layoutGuides.removeAll { $0 === guide } }
  /// How much it resists growing along `axis` (250 unless set).
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    hugging[axis] ?? .defaultLow
  }
  /// Sets how much it resists growing along `axis`.
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    hugging[axis] = priority
  }
  /// How much it resists shrinking along `axis` (750 unless set).
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    resistance[axis] ?? .defaultHigh
  }
  /// Sets how much it resists shrinking along `axis`.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    resistance[axis] = priority
  }

  /// How content fits a view.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
  }

  /// The sides and sizes of a view that follow its superview's, as UIKit's.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  private static let proxy = UIView()
  /// The proxy whose settings every view of the class would take (kept, not applied: UIKit's
  /// views are not drawn here). Each class with settings of its own has its own proxy.
  open class func appearance() -> UIView { proxy }

  /// Whether changes animate (kept: changes apply at once here).
  public private(set) static var areAnimationsEnabled = true
  /// Turns animations on or off.
  public static func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }
  /// Runs `actions` without animation (at once, as every change here).
  public static func performWithoutAnimation(_ actions: () -> Void) { actions() }

  /// Runs `animations` (at once: there is no time here) and then `completion`.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }
}

/// A window.
@preconcurrency @MainActor open class UIWindow: UIView {
  /// Its root controller.
  open var rootViewController: UIViewController?
  /// The scene it shows in.
  open var windowScene: UIWindowScene?

  /// A window in `windowScene`.
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: .zero)
    self.windowScene = windowScene
  }
  /// Whether it is the key window.
  open var isKeyWindow: Bool { false }
  /// Makes it key and visible.
  open func makeKeyAndVisible() {}
}

/// A UIKit view controller: kept as UIKit keeps it (its view, its presented controller), never
/// drawn here: the SwiftUI layer shows a placeholder of the size it is given.
@preconcurrency @MainActor open class UIViewController: UIResponder {
  /// Its view (made on first use).
  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        viewDidLoad()
      }
      return loadedView
    }
    set { loadedView = newValue }
  }
  private var loadedView: UIView?
  /// Its title.
  open var title: String?
  /// The controller it presents.
  open private(set) var presentedViewController: UIViewController?
  /// The controller presenting it.
  open private(set) weak var presentingViewController: UIViewController?
  /// Its traits.
  open var traitCollection: UITraitCollection { .current }
  /// Insets it adds to the safe area its view gets (kept: a representable's view is drawn as a
  /// placeholder here).
  open var additionalSafeAreaInsets = UIEdgeInsets.zero

  public override init() { super.init() }
  /// A controller from a nib (none are loaded here).
  public convenience init(nibName: String?, bundle: Bundle?) { self.init() }

  /// Makes its view.
  open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }
  /// Called after its view is made.
  open func viewDidLoad() {}
  /// Called before its view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after its view appears.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before its view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after its view disappears.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Presents `controller` (kept as presented; not drawn).
  open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = controller
    controller.presentingViewController = self
    controller.presentation = UIPresentationController(presentedViewController: controller, presenting: self)
    completion?()
  }

  /// What manages its presentation while it is presented, else nil.
  open var presentationController: UIPresentationController? { presentation }
  private var presentation: UIPresentationController?

  /// The controller it is a child of.
  open private(set) weak var parent: UIViewController?
  /// Its child controllers, in order.
  open private(set) var children: [UIViewController] = []
  /// Makes `child` its child (taken from its parent first).
  open func addChild(_ child: UIViewController) {
    child.removeFromParent()
    children.append(child)
    child.parent = self
  }
  /// Leaves its parent.
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
  /// Called before it moves to `parent` (nil: away from its parent).
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after it moved to `parent`.
  open func didMove(toParent parent: UIViewController?) {}

  /// How it is presented (kept: presented controllers are not drawn here).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// How its presentation moves (kept).
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// Whether a swipe may not dismiss it (kept).
  open var isModalInPresentation = false

  /// Where a popover it presents points (a phone shows it as a sheet; kept).
  open var popoverPresentationController: UIPopoverPresentationController? {
    if popover == nil { popover = UIPopoverPresentationController() }
    return popover
  }
  private var popover: UIPopoverPresentationController?

  /// Dismisses what it presents.
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    presentedViewController?.presentingViewController = nil
    presentedViewController?.presentation = nil
    presentedViewController = nil
    completion?()
  }
}

/// How a controller is presented, as UIKit's.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext,
    popover
  case none = -1
  case automatic = -2
}

/// How a presentation moves, as UIKit's.
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// Where a popover points.
@preconcurrency @MainActor open class UIPopoverPresentationController {
  open var sourceView: UIView?
  open var sourceRect = CGRect.zero
  open var barButtonItem: AnyObject?
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// The directions of a popover's arrow.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1)
  public static let down = UIPopoverArrowDirection(rawValue: 2)
  public static let left = UIPopoverArrowDirection(rawValue: 4)
  public static let right = UIPopoverArrowDirection(rawValue: 8)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// The share sheet: it keeps the items it was given; it is never shown here.
@preconcurrency @MainActor open class UIActivityViewController: UIViewController {
  /// The items to share.
  public let activityItems: [Any]
  /// Called when the sheet closes.
  open var completionWithItemsHandler: ((ActivityType?, Bool, [Any]?, Error?) -> Void)?
  /// Activities not offered.
  open var excludedActivityTypes: [ActivityType]?

  public init(activityItems: [Any], applicationActivities: [Any]?) {
    self.activityItems = activityItems
    super.init()
  }

  /// A kind of activity.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
  }
}

/// UIKit's spacing between views.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// UIKit's insets.
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// How a view lays out in a right-to-left language, as UIKit's.
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
