import Legible

/// Gestures combined (`sequenced(before:)`, `simultaneously(with:)`, `exclusively(before:)`),
/// with SwiftUI's values. A view's touches here go to one recognizer per gesture, and no touch
/// source has the timing a combination needs to be told apart from its first gesture, so a
/// combination is recognised as its first gesture: its values are the first gesture's, wrapped as
/// SwiftUI wraps them (`.first(value)`, `Value(first: value, second: nil)`), and the second gesture
/// is never recognised. The audit reports the combination (`not-applied`) on the view it is on.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Where a sequence stands: its first gesture going on, or its first done and its second going on.
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }
  public let first: First
  public let second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public var _notApplied: String? { "sequenced(before:) (recognised as its first gesture)" }
  public func _makeRecognizer() -> GestureRecognizer { first._makeRecognizer() }
  public func _handle(_ recognizer: GestureRecognizer, _ handlers: GestureHandlers<Value>) {
    // The sequence goes on while its first gesture ends: it ends only with its second.
    first._handle(recognizer, handlers.pulledBack(endsWithChange: true) { .first($0) })
  }
}

/// Two gestures recognised together.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The values of both gestures (nil for one not going on).
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
  public let first: First
  public let second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public var _notApplied: String? { "simultaneously(with:) (recognised as its first gesture)" }
  public func _makeRecognizer() -> GestureRecognizer { first._makeRecognizer() }
  public func _handle(_ recognizer: GestureRecognizer, _ handlers: GestureHandlers<Value>) {
    first._handle(recognizer, handlers.pulledBack { Value(first: $0, second: nil) })
  }
}

/// The first of two gestures, or the second if the first fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Which gesture was recognised, with its value.
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
  public let first: First
  public let second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public var _notApplied: String? { "exclusively(before:) (recognised as its first gesture)" }
  public func _makeRecognizer() -> GestureRecognizer { first._makeRecognizer() }
  public func _handle(_ recognizer: GestureRecognizer, _ handlers: GestureHandlers<Value>) {
    first._handle(recognizer, handlers.pulledBack { .first($0) })
  }
}

extension Gesture {
  /// This gesture, then `other` once it has ended.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
  /// This gesture and `other` together.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }
  /// This gesture, or `other` if this one fails.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}
