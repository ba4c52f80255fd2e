import CoreGraphics
import Foundation

/// Something whose changes can be animated, as SwiftUI's `Animatable`: `animatableData` is the
/// value an animation would step through. Here changes are applied at once, so the value is read
/// and written as the view's own data, never stepped; a shape's path is drawn at its end state.
public protocol Animatable {
  /// The type of the animated value.
  associatedtype AnimatableData: VectorArithmetic
  /// The animated value.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Nothing to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable where Self: VectorArithmetic {
  /// The value itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

/// A value an animation can step through, as SwiftUI's `VectorArithmetic`: it adds, subtracts
/// and scales.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value scaled by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension Angle: VectorArithmetic, Animatable {
  public mutating func scale(by rhs: Double) { radians *= rhs }
  public var magnitudeSquared: Double { radians * radians }
}

/// Two animated values as one, as SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first value.
  public var first: First
  /// The second value.
  public var second: Second
  /// The pair of `first` and `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  public static var zero: Self { Self(.zero, .zero) }
  public static func + (a: Self, b: Self) -> Self { Self(a.first + b.first, a.second + b.second) }
  public static func - (a: Self, b: Self) -> Self { Self(a.first - b.first, a.second - b.second) }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// No animated value, as SwiftUI's `EmptyAnimatableData`: what a view with nothing to animate has.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// Nothing.
  public init() {}
  public static var zero: Self { Self() }
  public static func + (a: Self, b: Self) -> Self { Self() }
  public static func - (a: Self, b: Self) -> Self { Self() }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

/// A modifier that animates, as SwiftUI's deprecated `AnimatableModifier`.
public typealias AnimatableModifier = Animatable & ViewModifier
