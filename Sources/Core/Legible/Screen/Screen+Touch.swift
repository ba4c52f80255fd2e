import Geometry

extension Screen {
  /// Sends one touch event (laying out first, so the finger meets what is on screen).
  public func send(_ event: TouchEvent) {
    layoutIfNeeded()
    dispatcher.handle(event)
    layoutIfNeeded()
  }

  /// Lets time pass with no touch event: a held finger may become a long press.
  public func advanceTime(to time: Double) {
    dispatcher.advance(to: time)
    layoutIfNeeded()
  }

  /// The time of the last event or advance.
  public var currentTime: Double { dispatcher.time }

  /// Whether a finger is down (between a touch's start and its end or cancellation): only then
  /// can time passing change anything.
  public var isTouching: Bool { dispatcher.touching }

  /// The view that takes a touch at `point` (screen coordinates): presented views first, topmost
  /// first, then the root.
  public func hitView(at point: Point) -> View? {
    layoutIfNeeded()
    for view in ([root].compactMap { $0 } + presented).reversed() {
      if let hit = view.hitTest(Point(x: point.x - view.frame.minX, y: point.y - view.frame.minY)) {
        return hit
      }
    }
    return nil
  }

  /// Presses the view with `identifier` in the middle of what shows of its touch area, and keeps
  /// the finger down for `seconds`, as a long press does (the Large Content Viewer shows then).
  /// Returns false, touching nothing, when no view with that identifier shows on the screen.
  @discardableResult
  public func pressAndHold(viewWithIdentifier identifier: String, for seconds: Double = 1) -> Bool {
    guard let node = snapshot().node(identifier),
      let visible = (node.hitFrame ?? node.frame).intersection(node.clip)
    else { return false }
    play(TouchScript().press(at: visible.center).hold(seconds))
    return true
  }

  /// Taps the view with `identifier` in the middle of what shows of its touch area (a press and
  /// a lift a tenth of a second later). Returns false, touching nothing, when no view with that
  /// identifier shows on the screen.
  @discardableResult
  public func tap(viewWithIdentifier identifier: String) -> Bool {
    guard let node = snapshot().node(identifier),
      let visible = (node.hitFrame ?? node.frame).intersection(node.clip)
    else { return false }
    play(TouchScript().press(at: visible.center).hold(0.1).lift())
    return true
  }

  /// Plays a scripted finger, starting at `time` (by default, now) and where the finger last was,
  /// letting time pass in steps of
  /// `frame` seconds while it holds or moves. Returns the time at the end.
  @discardableResult
  public func play(_ script: TouchScript, startingAt time: Double? = nil, frame: Double = 1.0 / 60) -> Double
  {
    var now = time ?? currentTime
    var position = dispatcher.location
    let frame = frame.isFinite && frame > 0 ? frame : 1.0 / 60
    for step in script.steps {
      switch step {
      case .press(let point):
        position = point
        send(TouchEvent(.began, at: point, time: now))
      case .hold(let seconds):
        let end = now + max(0, seconds.isFinite ? seconds : 0)
        while now + frame < end {
          now += frame
          advanceTime(to: now)
        }
        now = end
        advanceTime(to: now)
      case .move(let target, let duration, let steps):
        let start = position
        for index in 1...steps {
          let t = Double(index) / Double(steps)
          now += max(0, duration) / Double(steps)
          position = Point(x: start.x + (target.x - start.x) * t, y: start.y + (target.y - start.y) * t)
          send(TouchEvent(.moved, at: position, time: now))
        }
      case .lift:
        send(TouchEvent(.ended, at: position, time: now))
      case .cancel:
        send(TouchEvent(.cancelled, at: position, time: now))
      }
    }
    return now
  }
}
