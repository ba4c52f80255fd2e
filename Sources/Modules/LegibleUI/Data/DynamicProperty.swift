import Combine
import Foundation

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
  /// Binds every dynamic property of `value` (found by reflection, in declaration order) to
  /// `node`'s kept values and environment.
  @MainActor static func bind<V>(_ value: V, to node: BodyNodeStorage & ViewNode) {
    let type = ObjectIdentifier(V.self)
    guard !typesWithout.contains(type) else { return }
    var index = 0
    bind(Mirror(reflecting: value), node: node, index: &index)
    if index == 0 { typesWithout.insert(type) }
  }

  /// Types of view found to have no dynamic property: reflection is skipped for them.
  @MainActor private static var typesWithout: Set<ObjectIdentifier> = []

  @MainActor private static func bind(_ mirror: Mirror, node: BodyNodeStorage & ViewNode, index: inout Int) {
    for child in mirror.children {
      if let property = child.value as? any BindableProperty {
        property.bind(to: BindingSite(node: node, index: index, environment: node.environment))
        index += 1
      } else if child.value is any DynamicProperty {
        // A property of your own made of dynamic properties.
        bind(Mirror(reflecting: child.value), node: node, index: &index)
      }
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
