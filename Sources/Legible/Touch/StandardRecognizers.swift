import Geometry

/// A tap: the finger lifts within `maximumDuration` of pressing and without moving more than
/// `allowableMovement` points. Discrete: recognized (`ended`) when the finger lifts. By default a
/// tap recognizer on a container does not take touches that start on a control inside it (the
/// button answers the tap), as in UIKit.
@MainActor public final class TapGestureRecognizer: GestureRecognizer {
  public var allowableMovement = 10.0
  public var maximumDuration = 0.75
  public var ignoresTouchesOnControls = true

  public override func touchMoved(_ event: TouchEvent) {
    if state == .possible, event.location.distance(to: startLocation) > allowableMovement {
      transition(to: .failed)
    }
  }

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
  public var minimumDuration: Double
  public var allowableMovement = 10.0

  public init(minimumDuration: Double = 0.5, action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
    self.minimumDuration = minimumDuration.isFinite && minimumDuration >= 0 ? minimumDuration : 0.5
    super.init(action: action)
  }

  public override func timeAdvanced(to time: Double) {
    if state == .possible, time - startTime >= minimumDuration { transition(to: .began) }
  }

  public override func touchMoved(_ event: TouchEvent) {
    switch state {
    case .possible:
      if event.location.distance(to: startLocation) > allowableMovement { transition(to: .failed) }
    case .began, .changed:
      transition(to: .changed)
    default: break
    }
  }

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
  public var minimumDistance = 10.0
  public private(set) var translation = Point.zero
  public private(set) var velocity = Point.zero
  private var last: (point: Point, time: Double) = (.zero, 0)

  public override func reset() {
    translation = .zero
    velocity = .zero
  }

  public override func touchBegan(_ event: TouchEvent) { last = (event.location, event.time) }

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

  public override func touchEnded(_ event: TouchEvent) {
    switch state {
    case .began, .changed: transition(to: .ended)
    case .possible: transition(to: .failed)
    default: break
    }
  }
}
