// Views follow Combine's `ObservableObject`; importing the module brings that name and
// `Published` (from LocalizedStrings, as Apple's Foundation gives them), not the rest of Combine,
// as importing SwiftUI does on Apple's platforms.
import Combine
import Foundation
@_exported import LocalizedStrings
import Observation

/// An observable object a view is given and follows, as SwiftUI's `@ObservedObject`: the view is
/// evaluated again when the object changes. `$model.name` gives a binding to a property.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Follows `wrappedValue`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  /// Follows `initialValue`.
  public init(initialValue: ObjectType) { wrappedValue = initialValue }

  /// Bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Bindings to an observed object's properties (`$model.name`).
  @dynamicMemberLookup public struct Wrapper {
    let object: ObjectType
    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<
        Subject
      >
    {
      let object = self.object
      return Binding(
        location: object, path: AnyHashable(keyPath), get: { object[keyPath: keyPath] },
        set: { object[keyPath: keyPath] = $0 })
    }
  }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
    Subject
  > {
    projectedValue[dynamicMember: keyPath]
  }
}

extension ObservedObject: BindableProperty {
  @MainActor func bind(to site: BindingSite) { site.node.observe(wrappedValue) }
}

extension ObservedObject: _ComparableDynamicProperty {
  func _isSame(as other: Any) -> Bool {
    (other as? ObservedObject<ObjectType>).map { $0.wrappedValue === wrappedValue } ?? false
  }
}

/// An observable object a view makes and owns, as SwiftUI's `@StateObject`: made once, the
/// first time the view is evaluated, and kept (and followed) for as long as the view keeps its
/// identity.
@propertyWrapper public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let make: () -> ObjectType
  let box = ObjectBox<ObjectType>()

  /// An object made by `thunk`, once.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

  /// The object (made on first use).
  public var wrappedValue: ObjectType {
    if let object = box.object { return object }
    let object = make()
    box.object = object
    return object
  }

  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

extension StateObject: BindableProperty {
  @MainActor func bind(to site: BindingSite) {
    let kept = site.kept { ObjectBox<ObjectType>() }
    if kept.object == nil { kept.object = box.object ?? make() }
    box.object = kept.object
    if let object = kept.object { site.node.observe(object) }
  }
}

extension StateObject: _ComparableDynamicProperty {
  func _isSame(as other: Any) -> Bool { true }
}

/// Holds an object for a property wrapper.
final class ObjectBox<Object>: @unchecked Sendable {
  var object: Object?
}

/// An observable object put in the environment above (`environmentObject(_:)`), as SwiftUI's
/// `@EnvironmentObject`: the view follows it.
@propertyWrapper public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = ObjectBox<ObjectType>()

  /// A reader of the object of this type above.
  public init() {}

  /// The object; a view reading one with none above stops with a message saying where to put it.
  public var wrappedValue: ObjectType {
    guard let object = box.object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found: a view above must call .environmentObject(_:) with one."
      )
    }
    return object
  }

  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

extension EnvironmentObject: BindableProperty {
  @MainActor func bind(to site: BindingSite) {
    box.object = site.environment.object(for: ObjectIdentifier(ObjectType.self)) as? ObjectType
    if let object = box.object { site.node.observe(object) }
  }
}

extension EnvironmentObject: _ComparableDynamicProperty {
  func _isSame(as other: Any) -> Bool { true }
}

/// Bindings to the properties of an `@Observable` model, as SwiftUI's `@Bindable`:
/// `TextField("Name", text: $model.name)`.
@propertyWrapper @dynamicMemberLookup public struct Bindable<Value> {
  /// The model.
  public var wrappedValue: Value

  /// Bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  /// Bindings to `wrappedValue`'s properties.
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// The bindings.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to a property of the model.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<
    Subject
  >
  where Value: AnyObject {
    let object = wrappedValue
    return Binding(
      location: object, path: AnyHashable(keyPath), get: { object[keyPath: keyPath] },
      set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: DynamicProperty {}
extension Bindable: _ComparesItself, _ComparableDynamicProperty where Value: AnyObject {
  func _isSame(as other: Any) -> Bool {
    (other as? Bindable<Value>).map { $0.wrappedValue === wrappedValue } ?? false
  }
}
