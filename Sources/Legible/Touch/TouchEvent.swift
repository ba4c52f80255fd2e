import Geometry

/// What a finger did.
public enum TouchPhase: String, Hashable, Sendable {
  case began, moved, ended, cancelled
}

/// One step of a touch: a phase, a position in screen points and a time in seconds. Times come
/// from whoever sends the events (a window's clock, or a test's script), never from the system
/// clock, so gesture timing is exact and repeatable. Legible tracks one finger at a time.
public struct TouchEvent: Hashable, Sendable {
  public var phase: TouchPhase
  public var location: Point
  public var time: Double

  public init(_ phase: TouchPhase, at location: Point, time: Double) {
    self.phase = phase
    self.location = location
    self.time = time
  }
}

/// A scripted finger, for tests and demos: "press at (120, 800), hold 0.7 s, move to (300, 800),
/// lift". Playing it sends each event to a screen and lets time pass between them in small steps,
/// so timers (a long press) fire when they would on a device.
public struct TouchScript: Sendable {
  public enum Step: Sendable {
    case press(Point)
    case hold(Double)
    /// Moves in `steps` equal moves spread over `duration` seconds.
    case move(to: Point, duration: Double, steps: Int)
    case lift
    case cancel
  }

  public var steps: [Step] = []

  public init(_ steps: [Step] = []) { self.steps = steps }

  public func press(at point: Point) -> TouchScript { appending(.press(point)) }
  public func press(_ x: Double, _ y: Double) -> TouchScript { press(at: Point(x: x, y: y)) }
  public func hold(_ seconds: Double) -> TouchScript { appending(.hold(seconds)) }
  public func move(to point: Point, duration: Double = 0.1, steps: Int = 5) -> TouchScript {
    appending(.move(to: point, duration: duration, steps: max(1, steps)))
  }
  public func move(_ x: Double, _ y: Double, duration: Double = 0.1, steps: Int = 5) -> TouchScript {
    move(to: Point(x: x, y: y), duration: duration, steps: steps)
  }
  public func lift() -> TouchScript { appending(.lift) }
  public func cancel() -> TouchScript { appending(.cancel) }

  private func appending(_ step: Step) -> TouchScript {
    var script = self
    script.steps.append(step)
    return script
  }
}
