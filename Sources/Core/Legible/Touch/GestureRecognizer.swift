import Geometry

/// Turns a sequence of touches into a gesture, as UIKit's gesture recognizers do.
///
/// States: `possible` → `began` → `changed` … → `ended` for continuous gestures (long press, pan);
/// `possible` → `ended` ("recognized") for discrete ones (tap); or `failed` / `cancelled`. A
/// recognizer gets the touches that start on its view or inside it.
///
/// Relationships, decided by the screen when a recognizer is about to begin (or to be recognized):
/// - by default only one recognizer wins a touch: the others still possible fail;
/// - `recognizesSimultaneously(with:)` lets two recognize together;
/// - `require(toFail:)` holds this recognizer back until the other fails (and fails it if the other
///   is recognized).
/// When a recognizer begins, the control being touched (a button) is cancelled
/// (`cancelsTouchesInView`), as a scroll cancels the button a drag started on.
@MainActor open class GestureRecognizer {
  /// Where a recognizer is in its life, as UIKit's `UIGestureRecognizer.State`.
  public enum State: String, Hashable, Sendable {
    /// No gesture recognised yet: the state between gestures.
    case possible
    /// A continuous gesture (a long press, a pan) was recognised.
    case began
    /// A continuous gesture moved on.
    case changed
    /// The gesture finished (for a discrete gesture such as a tap: was recognised).
    case ended
    /// The gesture was cut off (the system took the touch).
    case cancelled
    /// The touches were not this gesture.
    case failed
  }

  /// Where the recognizer is in its life.
  public internal(set) var state: State = .possible
  /// The view the recognizer is attached to.
  public internal(set) weak var view: View?
  /// Whether the recognizer takes part in touches at all.
  public var isEnabled = true
  /// Whether the touched control (a button) is cancelled when the gesture is recognised.
  public var cancelsTouchesInView = true
  /// Called on every change of state except to `failed` and `possible`.
  public var action: (@MainActor (GestureRecognizer) -> Void)?
  private var observers: [@MainActor (GestureRecognizer) -> Void] = []

  /// Adds a call made after `action` on the same changes (UIKit's `addTarget`), for code that
  /// relates to a recognizer it does not own.
  public func addObserver(_ observer: @escaping @MainActor (GestureRecognizer) -> Void) {
    observers.append(observer)
  }
  /// Asked when a touch starts, with the view it hit: false keeps this recognizer out of it.
  public var shouldReceiveTouch: (@MainActor (View) -> Bool)?
  /// Whether this recognizer may recognize together with another (either side may allow it).
  public var recognizesSimultaneously: (@MainActor (GestureRecognizer) -> Bool)?

  /// Where the touch is, in screen points.
  public internal(set) var location: Point = .zero
  /// Where the touch started, in screen points.
  public internal(set) var startLocation: Point = .zero
  /// The time the current touch began, in seconds.
  public internal(set) var startTime: Double = 0

  private(set) var failureRequirements: [WeakRecognizer] = []
  weak var dispatcher: TouchDispatcher?

  /// A recognizer that calls `action` at each change of state that matters (recognised, changed, ended).
  public init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
    self.action = action
  }

  /// Holds this recognizer back until `other` fails.
  public func require(toFail other: GestureRecognizer) {
    failureRequirements.append(WeakRecognizer(other))
  }

  var requiredToFail: [GestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

  /// Whether this recognizer and `other` may both recognize.
  func allowsSimultaneous(with other: GestureRecognizer) -> Bool {
    (recognizesSimultaneously?(other) ?? false) || (other.recognizesSimultaneously?(self) ?? false)
  }

  /// Whether the recognizer is done with the current touch.
  public var isFinished: Bool { [.ended, .cancelled, .failed].contains(state) }

  // MARK: For subclasses

  /// Called when a finger touches the view; subclasses override it.
  open func touchBegan(_ event: TouchEvent) {}
  /// Called when the finger moves; subclasses override it.
  open func touchMoved(_ event: TouchEvent) {}
  /// Called when the finger lifts; subclasses override it.
  open func touchEnded(_ event: TouchEvent) {}
  /// Called when the touch is taken away; the recognizer is cancelled if it had begun, else failed.
  open func touchCancelled(_ event: TouchEvent) {
    if state == .began || state == .changed { transition(to: .cancelled) } else { transition(to: .failed) }
  }
  /// Time passed with no event (timers: a long press begins without a move).
  open func timeAdvanced(to time: Double) {}
  /// Clears per-touch state; called before a new touch.
  open func reset() {}

  /// Moves to `state`. A move to `began` (or to `ended` from `possible`) goes through the screen,
  /// which applies the relationships and may fail the recognizer instead.
  public func transition(to newState: State) {
    guard state != newState || newState == .changed else { return }
    if let dispatcher, state == .possible, newState == .began || newState == .ended {
      dispatcher.recognizerWantsToRecognize(self, as: newState)
      return
    }
    apply(newState)
  }

  func apply(_ newState: State) {
    state = newState
    if newState != .failed && newState != .possible {
      action?(self)
      for observer in observers { observer(self) }
    }
    dispatcher?.recognizerDidChange(self)
  }
}

struct WeakRecognizer {
  weak var recognizer: GestureRecognizer?
  init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}

extension View {
  /// Attaches a recognizer to this view.
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    recognizer.view = self
    gestureRecognizers.append(recognizer)
  }

  /// Detaches `recognizer` from the view.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    gestureRecognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }
}

extension Point {
  func distance(to other: Point) -> Double {
    ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
  }
}
