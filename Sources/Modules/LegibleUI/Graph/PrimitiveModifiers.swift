import Combine
import Legible
import Observation

/// A modifier of this module that changes the environment of what it modifies.
@MainActor protocol EnvironmentModifier: ViewModifier where Body == Never {
  func transform(_ environment: inout EnvironmentValues)
}

extension EnvironmentModifier {
  public static func _node<C: View>(
    _ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext
  ) -> _ViewNode {
    let node = (node as? EnvironmentNode) ?? EnvironmentNode(context)
    node.environment = context.environment
    node.update(content: content, context) { modifier.transform(&$0) }
    return node
  }
}

/// A modifier of this module that puts a retained wrapper around each view it modifies.
@MainActor protocol WrappingModifier: ViewModifier where Body == Never {
  associatedtype Wrapper: Legible.View
  /// A wrapper around `view`.
  func wrap(_ view: Legible.View, _ environment: EnvironmentValues) -> Wrapper
  /// Brings a wrapper up to date with the modifier.
  func configure(_ wrapper: Wrapper, _ environment: EnvironmentValues)
}

extension WrappingModifier {
  public static func _node<C: View>(
    _ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext
  ) -> _ViewNode {
    let node = (node as? WrapperNode<Self>) ?? WrapperNode<Self>(context)
    node.environment = context.environment
    node.update(modifier, content: content, context)
    return node
  }
}

/// A modifier of this module that sets something on each retained view it modifies.
@MainActor protocol EachViewModifier: ViewModifier where Body == Never {
  func apply(to view: Legible.View, _ environment: EnvironmentValues)
}

extension EachViewModifier {
  public static func _node<C: View>(
    _ modifier: Self, content: C, reusing node: _ViewNode?, in context: _ViewContext
  ) -> _ViewNode {
    let node = (node as? EachViewNode<Self>) ?? EachViewNode<Self>(context)
    node.environment = context.environment
    node.update(modifier, content: content, context)
    return node
  }
}

/// Writes one value of the environment for what it modifies (SwiftUI's
/// `_EnvironmentKeyWritingModifier`): `.environment(\.font, .title)`, and most of the text
/// modifiers.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, EnvironmentModifier {
  public typealias Body = Never
  /// The value written.
  public var keyPath: WritableKeyPath<EnvironmentValues, Value>
  /// What is written.
  public var value: Value

  /// Writes `value` at `keyPath`.
  public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
    self.keyPath = keyPath
    self.value = value
  }

  func transform(_ environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

/// Changes the environment of what it modifies with a function (SwiftUI's
/// `_EnvironmentKeyTransformModifier`).
public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier, EnvironmentModifier {
  public typealias Body = Never
  /// The value changed.
  public var keyPath: WritableKeyPath<EnvironmentValues, Value>
  /// How it is changed.
  public var transform: (inout Value) -> Void

  func transform(_ environment: inout EnvironmentValues) { transform(&environment[keyPath: keyPath]) }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and what it contains.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }

  /// Changes the environment value at `keyPath` for this view and what it contains.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
  }

  /// Puts an `@Observable` model in the environment, for `@Environment(Model.self)` below.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    transformEnvironment(\.objects) { objects in objects[ObjectIdentifier(T.self)] = object }
  }

  /// Puts an observable object in the environment, for `@EnvironmentObject` below.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    transformEnvironment(\.objects) { objects in objects[ObjectIdentifier(T.self)] = object }
  }
}
