import Foundation
import Geometry
import Legible

/// A gesture a view recognises, as SwiftUI's `Gesture`: a tap, a long press or a drag, with
/// callbacks (`onChanged`, `onEnded`, `updating`, `map`) added by modifiers, attached with
/// `.gesture(_:)`. Each is performed by one of Legible's recognizers, so a touch script, the
/// live window and the app walk's taps drive it as they drive UIKit's.
///
/// Not here: pinches and rotations (`MagnifyGesture`, `RotationGesture`: no touch source here
/// has two fingers). Combined gestures are recognised as their first gesture, and reported (see
/// `SequenceGesture`).
public protocol Gesture<Value> {
  /// What the gesture reports as it goes.
  associatedtype Value

  /// The recognizer that performs the gesture (made once per attached view).
  @MainActor func _makeRecognizer() -> GestureRecognizer
  /// Calls `handlers` for what `recognizer` has just recognised.
  @MainActor func _handle(_ recognizer: GestureRecognizer, _ handlers: GestureHandlers<Value>)
  /// What of the gesture is not performed here, for the audit's `not-applied` report (nil: all is).
  var _notApplied: String? { get }
}

extension Gesture {
  public var _notApplied: String? { nil }
}

/// What a gesture's modifiers asked to be told, in the order they were added. (Public only as a
/// type in `Gesture`'s requirements.)
public struct GestureHandlers<Value> {
  var changed: [(Value) -> Void] = []
  var ended: [(Value) -> Void] = []
  /// Called when the gesture ends or is cancelled (a `GestureState` goes back to its start).
  var finished: [() -> Void] = []

  @MainActor func change(_ value: Value) { for handler in changed { handler(value) } }
  @MainActor func end(_ value: Value) {
    for handler in ended { handler(value) }
    finish()
  }
  @MainActor func finish() { for handler in finished { handler() } }

  /// Handlers of another gesture's values, each turned into this gesture's by `transform` (the
  /// ended ones called as changes when `endsWithChange`: a sequence goes on when its first
  /// gesture ends).
  func pulledBack<Other>(endsWithChange: Bool = false, _ transform: @escaping (Other) -> Value)
    -> GestureHandlers<Other>
  {
    GestureHandlers<Other>(
      changed: changed.map { handler in { handler(transform($0)) } },
      ended: (endsWithChange ? changed : ended).map { handler in { handler(transform($0)) } },
      finished: finished)
  }
}

/// A tap, as SwiftUI's `TapGesture`: ends when the finger lifts where it went down (one tap is
/// counted here, whatever `count`).
public struct TapGesture: Gesture {
  public typealias Value = Void
  /// The taps asked for.
  public var count: Int
  /// A tap gesture.
  public init(count: Int = 1) { self.count = count }

  public func _makeRecognizer() -> GestureRecognizer { TapGestureRecognizer() }
  public func _handle(_ recognizer: GestureRecognizer, _ handlers: GestureHandlers<Void>) {
    if recognizer.state == .ended { handlers.end(()) } else if recognizer.isFinished { handlers.finish() }
  }
}

/// A tap that says where it landed, as SwiftUI's `SpatialTapGesture`: ends when the finger lifts
/// where it went down, with the location in the view's own coordinates (`.local`, and `.named`
/// spaces here) or the screen's (`.global`). One tap is counted here, whatever `count`.
public struct SpatialTapGesture: Gesture {
  /// Where a tap landed.
  public struct Value: Equatable, Sendable {
    /// The location, in the gesture's coordinate space.
    public var location: CGPoint
  }
  /// The taps asked for.
  public var count: Int
  /// The space the location is given in.
  public var coordinateSpace: CoordinateSpace
  /// A spatial tap gesture.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  public func _makeRecognizer() -> GestureRecognizer { TapGestureRecognizer() }
  public func _handle(_ recognizer: GestureRecognizer, _ handlers: GestureHandlers<Value>) {
    if recognizer.state == .ended {
      let origin = coordinateSpace == .global ? Point.zero : (recognizer.view?.frameOnScreen.origin ?? .zero)
      handlers.end(
        Value(location: CGPoint(x: recognizer.location.x - origin.x, y: recognizer.location.y - origin.y)))
    } else if recognizer.isFinished {
      handlers.finish()
    }
  }
}

/// A press held for `minimumDuration`, as SwiftUI's `LongPressGesture`. Its value is true: it
/// changes to true and ends with true when the press has lasted long enough (before that the
/// recognizer has not begun, so `updating` sees the press only from then on).
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  /// How long the finger stays down, in seconds.
  public var minimumDuration: Double
  /// How far it may move meanwhile, in points.
  public var maximumDistance: CGFloat
  /// A long press.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  public func _makeRecognizer() -> GestureRecognizer {
    let recognizer = LongPressGestureRecognizer(minimumDuration: minimumDuration)
    recognizer.allowableMovement = Double(maximumDistance)
    return recognizer
  }
  public func _handle(_ recognizer: GestureRecognizer, _ handlers: GestureHandlers<Bool>) {
    switch recognizer.state {
    case .began:
      handlers.change(true)
      handlers.end(true)
    case .ended, .cancelled, .failed: handlers.finish()
    default: break
    }
  }
}

/// A drag, as SwiftUI's `DragGesture`: begins once the finger has moved `minimumDistance`,
/// reports where it is and how far it has come until it lifts. Locations are in the view's own
/// coordinates (`.local`, and `.named` spaces here) or the screen's (`.global`).
public struct DragGesture: Gesture {
  /// Where a drag stands.
  public struct Value: Equatable, Sendable {
    /// When, in seconds.
    public var time: Date
    /// Where the finger is.
    public var location: CGPoint
    /// Where it went down.
    public var startLocation: CGPoint
    /// How far it has come.
    public var translation: CGSize
    /// Where it would stop if lifted now, at its current speed (a quarter second of it).
    public var predictedEndLocation: CGPoint
    /// How far it would have come by then.
    public var predictedEndTranslation: CGSize
    /// Its speed, in points per second.
    public var velocity: CGSize
  }

  /// How far, in points, the finger moves before the drag begins.
  public var minimumDistance: CGFloat
  /// The space locations are given in.
  public var coordinateSpace: CoordinateSpace
  /// A drag gesture.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  public func _makeRecognizer() -> GestureRecognizer {
    let recognizer = PanGestureRecognizer()
    recognizer.minimumDistance = Double(minimumDistance)
    return recognizer
  }
  public func _handle(_ recognizer: GestureRecognizer, _ handlers: GestureHandlers<Value>) {
    guard let pan = recognizer as? PanGestureRecognizer else { return }
    let origin = coordinateSpace == .global ? Point.zero : (pan.view?.frameOnScreen.origin ?? .zero)
    func local(_ point: Point) -> CGPoint { CGPoint(x: point.x - origin.x, y: point.y - origin.y) }
    let predicted = Point(
      x: pan.translation.x + pan.velocity.x / 4, y: pan.translation.y + pan.velocity.y / 4)
    let value = Value(
      time: Date(), location: local(pan.location), startLocation: local(pan.startLocation),
      translation: CGSize(width: pan.translation.x, height: pan.translation.y),
      predictedEndLocation: local(
        Point(x: pan.startLocation.x + predicted.x, y: pan.startLocation.y + predicted.y)),
      predictedEndTranslation: CGSize(width: predicted.x, height: predicted.y),
      velocity: CGSize(width: pan.velocity.x, height: pan.velocity.y))
    switch pan.state {
    case .began, .changed: handlers.change(value)
    case .ended: handlers.end(value)
    case .cancelled, .failed: handlers.finish()
    default: break
    }
  }
}

/// A gesture with one more callback (`onChanged`, `onEnded`, `updating`, `map`).
public struct _ModifiedGesture<Base: Gesture, Value>: Gesture {
  let base: Base
  let adapt: (GestureHandlers<Value>) -> GestureHandlers<Base.Value>

  public func _makeRecognizer() -> GestureRecognizer { base._makeRecognizer() }
  public func _handle(_ recognizer: GestureRecognizer, _ handlers: GestureHandlers<Value>) {
    base._handle(recognizer, adapt(handlers))
  }
  public var _notApplied: String? { base._notApplied }
}

extension Gesture {
  /// Calls `action` with each new value while the gesture goes on.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self, Value> {
    _ModifiedGesture(base: self) { handlers in
      var handlers = handlers
      handlers.changed.insert(action, at: 0)
      return handlers
    }
  }

  /// Calls `action` with the final value when the gesture ends (not when it is cancelled).
  public func onEnded(_ action: @escaping (Value) -> Void) -> _ModifiedGesture<Self, Value> {
    _ModifiedGesture(base: self) { handlers in
      var handlers = handlers
      handlers.ended.insert(action, at: 0)
      return handlers
    }
  }

  /// Updates `state` from each new value while the gesture goes on; it returns to its first
  /// value when the gesture ends or is cancelled.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> _ModifiedGesture<Self, Value> {
    _ModifiedGesture(base: self) { handlers in
      var handlers = handlers
      handlers.changed.insert(
        { value in
          var current = state.wrappedValue
          var transaction = Transaction()
          body(value, &current, &transaction)
          state.set(current)
        }, at: 0)
      handlers.finished.append { state.reset() }
      return handlers
    }
  }

  /// The gesture with its values turned into others.
  public func map<T>(_ body: @escaping (Value) -> T) -> _ModifiedGesture<Self, T> {
    _ModifiedGesture(base: self) { handlers in handlers.pulledBack(body) }
  }
}

/// State that a gesture sets while it goes on and that returns to its first value when the
/// gesture ends, as SwiftUI's `GestureState`. A change updates the views that read it, as
/// `@State` does.
@propertyWrapper public struct GestureState<Value>: DynamicProperty {
  private var state: State<Value>
  private let initial: Value

  /// State that starts at, and returns to, `wrappedValue`.
  public init(wrappedValue: Value) {
    state = State(wrappedValue: wrappedValue)
    initial = wrappedValue
  }
  /// State that starts at, and returns to, `initialValue`.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// The current value.
  public var wrappedValue: Value { state.wrappedValue }
  /// The state itself, for `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }

  func set(_ value: Value) { state.wrappedValue = value }
  func reset() { state.wrappedValue = initial }
}

extension GestureState where Value: ExpressibleByBooleanLiteral {
  /// State that starts at false.
  public init() { self.init(wrappedValue: false) }
}

/// Which gestures of a view and its subviews are on, as SwiftUI's `GestureMask` (kept: all are).
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// None.
  public static let none = GestureMask([])
  /// The view's own.
  public static let gesture = GestureMask(rawValue: 1)
  /// Its subviews'.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
  /// Recognises `gesture` on the view. The mask is kept: a view's subviews keep their gestures.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    modifier(
      GestureModifier(make: { gesture._makeRecognizer() }, notApplied: gesture._notApplied) { recognizer in
        gesture._handle(recognizer, GestureHandlers())
      })
  }

  /// Recognises `gesture` together with the view's other gestures (as `gesture(_:)` here: the
  /// recognizers of a view all see its touches).
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture, including: mask)
  }

  /// Recognises `gesture` before the gestures of the view's subviews (as `gesture(_:)` here).
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture, including: mask)
  }
}
