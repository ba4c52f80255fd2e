import Geometry

/// What a finger did.
public enum TouchPhase: String, Hashable, Sendable {
  /// The finger touched the screen.
  case began
  /// The finger moved on the screen.
  case moved
  /// The finger left the screen.
  case ended
  /// The system took the touch (a gesture recognised elsewhere, a window change).
  case cancelled
}

/// One step of a touch: a phase, a position in screen points and a time in seconds. Times come
/// from whoever sends the events (a window's clock, or a test's script), never from the system
/// clock, so gesture timing is exact and repeatable. Legible tracks one finger at a time.
public struct TouchEvent: Hashable, Sendable {
  /// What the finger did.
  public var phase: TouchPhase
  /// Where, in screen points.
  public var location: Point
  /// When, in seconds.
  public var time: Double

  /// An event of `phase` at `location` and `time`.
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
  /// One step of a script.
  public enum Step: Sendable {
    /// The finger touches the screen at a point.
    case press(Point)
    /// The finger stays still for a number of seconds.
    case hold(Double)
    /// Moves in `steps` equal moves spread over `duration` seconds.
    case move(to: Point, duration: Double, steps: Int)
    /// The finger lifts.
    case lift
    /// The system takes the touch.
    case cancel
  }

  /// The steps, in order.
  public var steps: [Step] = []

  /// A script of `steps`.
  public init(_ steps: [Step] = []) { self.steps = steps }

  /// The script with a press at `point` added.
  public func press(at point: Point) -> TouchScript { appending(.press(point)) }
  /// The script with a press at (`x`, `y`) added.
  public func press(_ x: Double, _ y: Double) -> TouchScript { press(at: Point(x: x, y: y)) }
  /// The script with a hold of `seconds` added.
  public func hold(_ seconds: Double) -> TouchScript { appending(.hold(seconds)) }
  /// The script with a move to `point` added, in `steps` equal moves over `duration` seconds.
  public func move(to point: Point, duration: Double = 0.1, steps: Int = 5) -> TouchScript {
    appending(.move(to: point, duration: duration, steps: max(1, steps)))
  }
  /// The script with a move to (`x`, `y`) added, in `steps` equal moves over `duration` seconds.
  public func move(_ x: Double, _ y: Double, duration: Double = 0.1, steps: Int = 5) -> TouchScript {
    move(to: Point(x: x, y: y), duration: duration, steps: steps)
  }
  /// The script with the finger lifting added.
  public func lift() -> TouchScript { appending(.lift) }
  /// The script with the touch being cancelled added.
  public func cancel() -> TouchScript { appending(.cancel) }

  private func appending(_ step: Step) -> TouchScript {
    var script = self
    script.steps.append(step)
    return script
  }
}
