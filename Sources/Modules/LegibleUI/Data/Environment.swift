import DynamicType
import Foundation
import Geometry
import Legible
import Observation

/// Reads a value of the environment in a view of your own, as SwiftUI's `@Environment`:
/// `@Environment(\.dynamicTypeSize) var size`. The body is evaluated again when the value changes.
/// `@Environment(Model.self)` reads an `@Observable` model put there with `.environment(model)`.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(ObjectIdentifier, optional: Bool)
  }
  let source: Source
  let box = EnvironmentBox()

  /// A reader of the environment value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

  /// The value read at the last evaluation of the body.
  public var wrappedValue: Value {
    switch source {
    case .keyPath(let keyPath): return box.values[keyPath: keyPath]
    case .object(let id, let optional):
      if let object = box.values.object(for: id) as? Value { return object }
      if optional, let none = Optional<Any>.none as? Value { return none }
      fatalError(
        "No \(Value.self) in the environment: put one there with .environment(_:) on a view above this one.")
    }
  }
}

extension Environment {
  /// A reader of the `@Observable` model of type `type` put in the environment above.
  public init(_ type: Value.Type) where Value: AnyObject & Observable {
    source = .object(ObjectIdentifier(type), optional: false)
  }

  /// A reader of an optional model: nil when none is in the environment.
  public init<T: AnyObject & Observable>(_ type: T.Type) where Value == T? {
    source = .object(ObjectIdentifier(type), optional: true)
  }
}

extension Environment: BindableProperty {
  @MainActor func bind(to site: BindingSite) { box.values = site.environment }
}

extension Environment: _ComparableDynamicProperty {
  func _isSame(as other: Any) -> Bool { true }
}

/// What an environment reader read at the last binding.
final class EnvironmentBox: @unchecked Sendable {
  var values = EnvironmentValues()
}

extension EnvironmentValues {
  private struct ObjectKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
  }

  /// The objects put in the environment (`environment(_ object:)`, `environmentObject(_:)`), by type.
  var objects: [ObjectIdentifier: AnyObject] {
    get { self[ObjectKey.self] }
    set { self[ObjectKey.self] = newValue }
  }

  func object(for id: ObjectIdentifier) -> AnyObject? { objects[id] }

}
