import Foundation

/// A recognizer of touches on a view, as UIKit's: its targets and actions, delegate, state and
/// settings are kept. No touch is delivered here (a UIKit view is shown as a placeholder, see
/// `UIView`), so a recognizer stays `.possible` and never calls its actions.
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
  /// Where a recognizer is in recognizing.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// Recognized (a discrete gesture's end).
    public static let recognized = State.ended
  }

  /// Where it is: `.possible`, as no touch comes.
  open internal(set) var state = State.possible
  /// Asked whether it may recognize.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether it recognizes.
  open var isEnabled = true
  /// The view it is attached to.
  open internal(set) weak var view: UIView?
  /// Whether touches it recognizes are cancelled in its view.
  open var cancelsTouchesInView = true
  /// Whether touches wait until it fails.
  open var delaysTouchesBegan = false
  /// Whether touches end only after it fails.
  open var delaysTouchesEnded = true
  /// An identifier for debugging.
  open var name: String?
  /// The target-action pairs, in the order added.
  public private(set) var targets: [(target: AnyObject?, action: Selector)] = []

  /// A recognizer calling `action` on `target`.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let action { addTarget(target as Any, action: action) }
  }

  /// Adds a target and action.
  open func addTarget(_ target: Any, action: Selector) {
    targets.append((target as AnyObject, action))
  }

  /// Removes `target`'s `action` (every action when nil; every target when `target` is nil).
  open func removeTarget(_ target: Any?, action: Selector?) {
    targets.removeAll { pair in
      (target == nil || pair.target === (target.map { $0 as AnyObject }))
        && (action == nil || pair.action == action)
    }
  }

  /// Makes it wait until `otherGestureRecognizer` fails (kept).
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

  /// Where the gesture is in `view`: the origin, as no touch comes.
  open func location(in view: UIView?) -> CGPoint { .zero }

  /// The touches it follows: none.
  open var numberOfTouches: Int { 0 }
}

/// Asked by a recognizer whether it may recognize, as UIKit's. Every method has UIKit's default
/// answer.
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}

/// A tap, as UIKit's.
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps needed.
  open var numberOfTapsRequired = 1
  /// Fingers needed.
  open var numberOfTouchesRequired = 1
}

/// A press held, as UIKit's.
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// Seconds the press must last.
  open var minimumPressDuration: TimeInterval = 0.5
  /// Points the finger may move.
  open var allowableMovement: CGFloat = 10
  /// Taps before the press.
  open var numberOfTapsRequired = 0
  /// Fingers needed.
  open var numberOfTouchesRequired = 1
}

/// A drag, as UIKit's.
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Fingers needed at least.
  open var minimumNumberOfTouches = 1
  /// Fingers allowed at most.
  open var maximumNumberOfTouches = Int.max
  private var translation = CGPoint.zero

  /// How far the drag went in `view`: what was set, as no touch comes.
  open func translation(in view: UIView?) -> CGPoint { translation }
  /// Sets how far the drag went.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
  /// How fast the drag goes in `view`: still.
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A drag from an edge of the screen, as UIKit's.
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges it starts from.
  open var edges: UIRectEdge = []
}

/// A swipe, as UIKit's.
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// Directions of a swipe.
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }
  /// The directions it recognizes.
  open var direction = Direction.right
  /// Fingers needed.
  open var numberOfTouchesRequired = 1
}

/// A pinch, as UIKit's.
@preconcurrency @MainActor open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale of the pinch (1: none).
  open var scale: CGFloat = 1
  /// How fast the scale changes.
  open var velocity: CGFloat { 0 }
}

/// A rotation, as UIKit's.
@preconcurrency @MainActor open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The rotation in radians.
  open var rotation: CGFloat = 0
  /// How fast it turns.
  open var velocity: CGFloat { 0 }
}

/// Edges of a rectangle, as UIKit's.
public struct UIRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension UIView {
  /// Attaches `gestureRecognizer`.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view = self
    recognizers.append(gestureRecognizer)
  }
  /// Detaches `gestureRecognizer`.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    recognizers.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
  }
  /// The recognizers attached.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { recognizers.isEmpty ? nil : recognizers }
    set {
      for recognizer in recognizers { recognizer.view = nil }
      recognizers = []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }
}
