import CoreGraphics
import Foundation

/// How an animation's pace changes over its duration, as Core Animation's.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
  /// The function's name, when it is one of Core Animation's.
  public let name: CAMediaTimingFunctionName?
  /// Its two control points, for a function made of them.
  public let controlPoints: (Float, Float, Float, Float)?

  public init(name: CAMediaTimingFunctionName) {
    self.name = name
    controlPoints = nil
  }

  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    name = nil
    controlPoints = (c1x, c1y, c2x, c2y)
  }
}

/// Core Animation's timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = Self(rawValue: "linear")
  public static let easeIn = Self(rawValue: "easeIn")
  public static let easeOut = Self(rawValue: "easeOut")
  public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
  public static let `default` = Self(rawValue: "default")
}

/// What an animation leaves shown before it starts and after it ends.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let removed = Self(rawValue: "removed")
  public static let forwards = Self(rawValue: "forwards")
  public static let backwards = Self(rawValue: "backwards")
  public static let both = Self(rawValue: "both")
}

/// Told when an animation starts and stops (never here: animations do not run).
public protocol CAAnimationDelegate: AnyObject {
  func animationDidStart(_ anim: CAAnimation)
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of a layer, as Core Animation's `CAAnimation`: its timing and settings are kept.
/// Nothing is drawn over time here, so an animation added to a layer never runs, its delegate
/// is never told, and the layer shows its model values.
open class CAAnimation: NSObject, @unchecked Sendable {
  /// How long one pass takes, in seconds (0: Core Animation's default, a quarter second).
  open var duration: CFTimeInterval = 0
  /// When it starts, in the layer's time.
  open var beginTime: CFTimeInterval = 0
  /// Its pace.
  open var timingFunction: CAMediaTimingFunction?
  /// How many times it repeats.
  open var repeatCount: Float = 0
  /// How long it repeats, in seconds.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether it plays backwards after each pass.
  open var autoreverses = false
  /// What it leaves shown outside its time.
  open var fillMode: CAMediaTimingFillMode = .removed
  /// Whether it leaves the layer when done.
  open var isRemovedOnCompletion = true
  /// Its speed relative to its layer's time.
  open var speed: Float = 1
  /// Told when it starts and stops (never here). Held strongly, as Core Animation holds it.
  open var delegate: (any CAAnimationDelegate)?

  public override init() {}
}

/// An animation of one of a layer's properties, by key path (`"opacity"`, `"transform.rotation"`).
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
  /// The property animated.
  open var keyPath: String?
  /// Whether values add to the property's own.
  open var isAdditive = false
  /// Whether each repeat starts from where the last ended.
  open var isCumulative = false

  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation from one value to another.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?
}

/// An animation through several values.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
  open var values: [Any]?
  open var keyTimes: [NSNumber]?
  open var timingFunctions: [CAMediaTimingFunction]?
  open var path: CGPath?
}

/// An animation that moves as a spring settles.
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  open var initialVelocity: CGFloat = 0
  /// How long the spring takes to settle, in seconds, from its mass, stiffness and damping (the
  /// time its motion falls under a thousandth of where it started, as Core Animation reckons it).
  open var settlingDuration: CFTimeInterval {
    let omega = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    guard omega > 0, zeta > 0 else { return .infinity }
    return Double(log(1000) / (zeta * omega))
  }
}

/// Several animations run together.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
  open var animations: [CAAnimation]?
}

/// A change of a layer's contents shown as a transition (a fade, a push).
open class CATransition: CAAnimation, @unchecked Sendable {
  open var type: CATransitionType = .fade
  open var subtype: CATransitionSubtype?
}

/// The kinds of transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fade = Self(rawValue: "fade")
  public static let moveIn = Self(rawValue: "moveIn")
  public static let push = Self(rawValue: "push")
  public static let reveal = Self(rawValue: "reveal")
}

/// The directions of a transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fromRight = Self(rawValue: "fromRight")
  public static let fromLeft = Self(rawValue: "fromLeft")
  public static let fromTop = Self(rawValue: "fromTop")
  public static let fromBottom = Self(rawValue: "fromBottom")
}
