import Geometry

/// Delivers a screen's touches: finds the view under the finger, hands the touch to the
/// recognizers of that view and its ancestors and to the control being touched, and settles which
/// recognizers win (see `GestureRecognizer`).
@MainActor final class TouchDispatcher {
  private unowned let screen: Screen
  private(set) var recognizers: [GestureRecognizer] = []
  private(set) var control: Control?
  private var pending: [(recognizer: GestureRecognizer, state: GestureRecognizer.State)] = []
  private(set) var touching = false
  private(set) var time: Double = 0
  /// Where the finger was at the last event.
  private(set) var location = Point.zero

  init(screen: Screen) {
    self.screen = screen
  }

  func handle(_ event: TouchEvent) {
    guard event.location.x.isFinite, event.location.y.isFinite, event.time.isFinite else { return }
    advance(to: event.time)
    location = event.location
    switch event.phase {
    case .began:
      if touching { cancelAll(at: event) }
      begin(event)
    case .moved:
      guard touching else { return }
      for recognizer in active { recognizer.location = event.location; recognizer.touchMoved(event) }
      control?.trackMoved(control!.convertFromScreen(event.location))
    case .ended:
      guard touching else { return }
      for recognizer in active { recognizer.location = event.location; recognizer.touchEnded(event) }
      control?.trackEnded(control!.convertFromScreen(event.location))
      finish()
    case .cancelled:
      guard touching else { return }
      cancelAll(at: event)
    }
  }

  /// Lets time pass with the finger still (long presses begin).
  func advance(to newTime: Double) {
    guard newTime.isFinite, newTime >= time else { return }
    time = newTime
    guard touching else { return }
    for recognizer in active { recognizer.timeAdvanced(to: newTime) }
  }

  private var active: [GestureRecognizer] { recognizers.filter { !$0.isFinished } }

  private func begin(_ event: TouchEvent) {
    touching = true
    pending = []
    let hit = screen.hitView(at: event.location)
    control = hit?.ancestry.first { ($0 as? Control)?.isEnabled == true } as? Control
    recognizers = []
    guard let hit else { return }
    for view in hit.ancestry {
      for recognizer in view.gestureRecognizers where recognizer.isEnabled {
        if let tap = recognizer as? TapGestureRecognizer, tap.ignoresTouchesOnControls, let control,
          control !== view, control.ancestry.contains(where: { $0 === view })
        {
          continue
        }
        if let should = recognizer.shouldReceiveTouch, !should(hit) { continue }
        recognizers.append(recognizer)
      }
    }
    for recognizer in recognizers {
      recognizer.state = .possible
      recognizer.reset()
      recognizer.dispatcher = self
      recognizer.location = event.location
      recognizer.startLocation = event.location
      recognizer.startTime = event.time
    }
    for recognizer in recognizers { recognizer.touchBegan(event) }
    control?.trackBegan(control!.convertFromScreen(event.location))
  }

  private func cancelAll(at event: TouchEvent) {
    for recognizer in active { recognizer.touchCancelled(event) }
    control?.trackCancelled()
    finish()
  }

  private func finish() {
    touching = false
    control = nil
    pending = []
    for recognizer in recognizers where !recognizer.isFinished { recognizer.state = .failed }
  }

  // MARK: Arbitration

  func recognizerWantsToRecognize(_ recognizer: GestureRecognizer, as state: GestureRecognizer.State) {
    let requirements = recognizer.requiredToFail.filter { required in recognizers.contains { $0 === required }
    }
    if requirements.contains(where: { [.began, .changed, .ended].contains($0.state) }) {
      recognizer.apply(.failed)
      return
    }
    if requirements.contains(where: { $0.state == .possible }) {
      pending.append((recognizer, state))
      return
    }
    let others = recognizers.filter { $0 !== recognizer && !recognizer.allowsSimultaneous(with: $0) }
    if others.contains(where: { $0.state == .began || $0.state == .changed }) {
      recognizer.apply(.failed)
      return
    }
    for other in others
    where other.state == .possible && !pending.contains(where: { $0.recognizer === other }) {
      other.apply(.failed)
    }
    pending.removeAll { $0.recognizer === recognizer }
    recognizer.apply(state)
    if recognizer.cancelsTouchesInView, let control {
      control.trackCancelled()
      self.control = nil
    }
  }

  func recognizerDidChange(_ recognizer: GestureRecognizer) {
    guard !pending.isEmpty else { return }
    for (waiting, state) in pending where waiting.requiredToFail.contains(where: { $0 === recognizer }) {
      switch recognizer.state {
      case .failed, .cancelled:
        let stillPossible = waiting.requiredToFail.contains { required in
          required.state == .possible && recognizers.contains { $0 === required }
        }
        if !stillPossible {
          pending.removeAll { $0.recognizer === waiting }
          if waiting.state == .possible { recognizerWantsToRecognize(waiting, as: state) }
        }
      case .began, .ended:
        pending.removeAll { $0.recognizer === waiting }
        waiting.apply(.failed)
      default: break
      }
    }
  }
}
