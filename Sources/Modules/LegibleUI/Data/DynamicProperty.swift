import Combine
import Foundation
@_spi(Reflection) import Swift

/// A stored property of a view that the view graph updates before each evaluation of its body, as
/// SwiftUI's `DynamicProperty`: `@State`, `@Binding`, `@Environment`, `@ScaledMetric`,
/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, and properties of your own made of
/// them (their dynamic properties are found and bound too).
public protocol DynamicProperty {
  /// Called before the body is evaluated; the default does nothing.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A dynamic property of this module: bound to what its view's node keeps before each
/// evaluation.
protocol BindableProperty {
  @MainActor func bind(to node: BindingSite)
}

/// Where a dynamic property is bound: its view's node, its position among the view's dynamic
/// properties, and the environment around the view.
@MainActor struct BindingSite {
  let node: BodyNodeStorage
  let index: Int
  let environment: EnvironmentValues

  /// What the node keeps for this property, made by `make` the first time.
  func kept<T: AnyObject>(_ make: () -> T) -> T {
    if let kept = node.kept[index] as? T { return kept }
    let made = make()
    node.kept[index] = made
    return made
  }
}

/// What a node keeps for its view's dynamic properties, and how it observes objects.
@MainActor protocol BodyNodeStorage: AnyObject {
  var kept: [Int: AnyObject] { get set }
  func observe(_ object: some ObservableObject)
}

extension BodyNode: BodyNodeStorage {}

enum DynamicProperties {
  /// Binds every dynamic property of `value` (in declaration order, those of a property of your
  /// own made of them included) to `node`'s kept values and environment.
  @MainActor static func bind<V>(_ value: V, to node: BodyNodeStorage & ViewNode) {
    let binders = Binder.of(V.self)
    guard !binders.isEmpty else { return }
    withUnsafePointer(to: value) { pointer in
      for (index, binder) in binders.enumerated() {
        binder.bind(
          UnsafeRawPointer(pointer), BindingSite(node: node, index: index, environment: node.environment))
      }
    }
  }

  /// How to bind one dynamic property of a type, found once per type from its fields' offsets
  /// and types.
  @MainActor struct Binder {
    let bind: @MainActor (UnsafeRawPointer, BindingSite) -> Void

    private static var binders: [ObjectIdentifier: [Binder]] = [:]

    /// The binders of `type`'s dynamic properties, in declaration order.
    static func of<T>(_ type: T.Type) -> [Binder] {
      let id = ObjectIdentifier(type)
      if let binders = binders[id] { return binders }
      var found: [Binder] = []
      _ = _forEachField(of: type) { _, offset, fieldType, kind in
        found += opened(fieldType).binders(atOffset: offset, kind: kind)
        return true
      }
      binders[id] = found
      return found
    }

    /// The binders of a field of type `type` at `offset`: a dynamic property is a structure, so
    /// a field of another kind is not asked (each first question of a type searches every
    /// conformance in the program).
    static func binders<F>(offset: Int, _ type: F.Type, kind: _MetadataKind) -> [Binder] {
      guard kind == .struct, type is any DynamicProperty.Type else { return [] }
      if type is any BindableProperty.Type {
        return [
          Binder { pointer, site in
            ((pointer + offset).assumingMemoryBound(to: F.self).pointee as? any BindableProperty)?.bind(
              to: site)
          }
        ]
      }
      // A property of your own made of dynamic properties: its own, at their offsets in it.
      return of(type).map { inner in Binder { pointer, site in inner.bind(pointer + offset, site) } }
    }
  }

  /// Invalidates `node` each time `object` tells it will change (on the main actor: at once when
  /// the change is made on the main thread), until the result is cancelled.
  @MainActor static func invalidate(_ node: ViewNode, whenChanging object: some ObservableObject)
    -> AnyCancellable
  {
    let handle = NodeHandle(node)
    return object.objectWillChange.sink { _ in
      onMainActor {
        guard let node = handle.node else { return }
        node.graph.invalidateAfterChange(node)
      }
    }
  }

  /// Runs `work` on the main actor: now when on the main thread, else as soon as it can.
  static func onMainActor(_ work: @escaping @MainActor @Sendable () -> Void) {
    if MainQueue.isCurrent {
      MainActor.assumeIsolated(work)
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated(work) }
    }
  }
}
