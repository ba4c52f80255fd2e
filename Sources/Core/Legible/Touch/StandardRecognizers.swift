import Geometry

/// A tap: the finger lifts within `maximumDuration` of pressing and without moving more than
/// `allowableMovement` points. Discrete: recognized (`ended`) when the finger lifts. By default a
/// tap recognizer on a container does not take touches that start on a control inside it (the
/// button answers the tap), as in UIKit.
@MainActor public final class TapGestureRecognizer: GestureRecognizer {
  /// How far, in points, a finger may move before the touch is no longer a tap.
  public var allowableMovement = 10.0
  /// How long, in seconds, a touch may last and still be a tap.
  public var maximumDuration = 0.75
  /// Whether a touch on a control (a button) is left to the control.
  public var ignoresTouchesOnControls = true

  /// Fails the tap when the finger moves too far.
  public override func touchMoved(_ event: TouchEvent) {
    if state == .possible, event.location.distance(to: startLocation) > allowableMovement {
      transition(to: .failed)
    }
  }

  /// Recognises the tap when the finger lifts soon enough, close enough to where it went down.
  public override func touchEnded(_ event: TouchEvent) {
    guard state == .possible else { return }
    transition(to: event.time - startTime <= maximumDuration ? .ended : .failed)
  }

  public override func timeAdvanced(to time: Double) {
    if state == .possible, time - startTime > maximumDuration { transition(to: .failed) }
  }
}

/// A press held for at least `minimumDuration` seconds (0.5 by default) without moving more than
/// `allowableMovement` points first. Continuous: `began` when the time is up, `changed` as the
/// finger moves (any distance), `ended` when it lifts.
@MainActor public final class LongPressGestureRecognizer: GestureRecognizer {
  /// How long, in seconds, the finger must stay down.
  public var minimumDuration: Double
  /// How far, in points, the finger may move before the press fails.
  public var allowableMovement = 10.0

  /// A press recognised after `minimumDuration` seconds.
  public init(minimumDuration: Double = 0.5, action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
    self.minimumDuration = minimumDuration.isFinite && minimumDuration >= 0 ? minimumDuration : 0.5
    super.init(action: action)
  }

  public override func timeAdvanced(to time: Double) {
    if state == .possible, time - startTime >= minimumDuration { transition(to: .began) }
  }

  /// Fails the press if the finger moves too far before it is recognised; reports moves after.
  public override func touchMoved(_ event: TouchEvent) {
    switch state {
    case .possible:
      if event.location.distance(to: startLocation) > allowableMovement { transition(to: .failed) }
    case .began, .changed:
      transition(to: .changed)
    default: break
    }
  }

  /// Ends the press (or fails it, if it was not recognised yet).
  public override func touchEnded(_ event: TouchEvent) {
    switch state {
    case .possible:
      // The time may be up exactly at the lift.
      if event.time - startTime >= minimumDuration {
        transition(to: .began)
        if state == .began { transition(to: .ended) }
      } else {
        transition(to: .failed)
      }
    case .began, .changed: transition(to: .ended)
    default: break
    }
  }
}

/// A drag: begins once the finger has moved `minimumDistance` points, then reports its
/// translation from the start and its velocity (points per second) until it lifts.
@MainActor public final class PanGestureRecognizer: GestureRecognizer {
  /// How far, in points, the finger moves before a pan begins.
  public var minimumDistance = 10.0
  /// How far the finger moved since the pan began, in points.
  public private(set) var translation = Point.zero
  /// The finger's latest speed, in points per second.
  public private(set) var velocity = Point.zero
  private var last: (point: Point, time: Double) = (.zero, 0)

  public override func reset() {
    translation = .zero
    velocity = .zero
  }

  /// Notes where and when the finger went down.
  public override func touchBegan(_ event: TouchEvent) { last = (event.location, event.time) }

  /// Begins the pan once the finger moved far enough, then follows it.
  public override func touchMoved(_ event: TouchEvent) {
    translation = Point(x: event.location.x - startLocation.x, y: event.location.y - startLocation.y)
    let dt = event.time - last.time
    if dt > 0 {
      velocity = Point(x: (event.location.x - last.point.x) / dt, y: (event.location.y - last.point.y) / dt)
    }
    last = (event.location, event.time)
    switch state {
    case .possible:
      if event.location.distance(to: startLocation) >= minimumDistance { transition(to: .began) }
    case .began, .changed: transition(to: .changed)
    default: break
    }
  }

  /// Ends the pan, or fails it if it never began.
  public override func touchEnded(_ event: TouchEvent) {
    switch state {
    case .began, .changed: transition(to: .ended)
    case .possible: transition(to: .failed)
    default: break
    }
  }
}
