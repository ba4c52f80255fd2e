import Foundation
import Observation

/// An object whose changes views follow, as SwiftUI's `ObservableObject` (Combine's, which is not
/// on Linux; its meaning is kept without it): mark its properties `@Published`, or call
/// `objectWillChange.send()` before a change, and every view that reads the object through
/// `@ObservedObject`, `@StateObject` or `@EnvironmentObject` is evaluated again.
public protocol ObservableObject: AnyObject {
  /// What tells of changes.
  associatedtype ObjectWillChangePublisher: _ObjectWillChange = ObservableObjectPublisher
  /// Tells of a change before it is made.
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

/// What an observable object's `objectWillChange` is: something views can subscribe to.
public protocol _ObjectWillChange {
  /// Calls `action` before each change, until the token is cancelled.
  func subscribe(_ action: @escaping @MainActor () -> Void) -> ObservationToken
}

/// The default `objectWillChange` of an observable object, as Combine's
/// `ObservableObjectPublisher`: `send()` before a change.
public final class ObservableObjectPublisher: _ObjectWillChange, @unchecked Sendable {
  private var subscribers: [Int: @MainActor () -> Void] = [:]
  private var next = 0
  private let lock = NSLock()

  /// A publisher with no subscriber.
  public init() {}

  /// Tells every subscriber that the object is about to change.
  public func send() {
    let actions = lock.withLock { Array(subscribers.values) }
    guard !actions.isEmpty else { return }
    DynamicProperties.onMainActor { [actions = UncheckedActions(actions)] in
      for action in actions.actions { action() }
    }
  }

  public func subscribe(_ action: @escaping @MainActor () -> Void) -> ObservationToken {
    let id = lock.withLock {
      next += 1
      subscribers[next] = action
      return next
    }
    return ObservationToken { [weak self] in
      guard let self else { return }
      _ = self.lock.withLock { self.subscribers.removeValue(forKey: id) }
    }
  }
}

private struct UncheckedActions: @unchecked Sendable {
  let actions: [@MainActor () -> Void]
  init(_ actions: [@MainActor () -> Void]) { self.actions = actions }
}

/// A subscription; `cancel()` ends it.
public final class ObservationToken: @unchecked Sendable {
  private var cancellation: (() -> Void)?
  init(_ cancellation: @escaping () -> Void) { self.cancellation = cancellation }
  /// Ends the subscription.
  public func cancel() {
    cancellation?()
    cancellation = nil
  }
  deinit { cancellation?() }
}

/// The publishers of objects that use the default one, by object.
private final class Publishers: @unchecked Sendable {
  static let shared = Publishers()
  private let lock = NSLock()
  private var table: [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] = [:]

  struct Weak {
    weak var object: AnyObject?
  }

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    lock.withLock {
      let id = ObjectIdentifier(object)
      if let entry = table[id], entry.object.object === object { return entry.publisher }
      if table.count > 256 { table = table.filter { $0.value.object.object != nil } }
      let publisher = ObservableObjectPublisher()
      table[id] = (Weak(object: object), publisher)
      return publisher
    }
  }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's publisher, made the first time it is asked for.
  public var objectWillChange: ObservableObjectPublisher { Publishers.shared.publisher(for: self) }
}

/// A property of an observable object whose changes its observers follow, as Combine's
/// `@Published`: each change sends the object's `objectWillChange` first.
@propertyWrapper public struct Published<Value> {
  private var value: Value

  /// A published property starting at `wrappedValue`.
  public init(wrappedValue: Value) { value = wrappedValue }
  /// A published property starting at `initialValue`.
  public init(initialValue: Value) { value = initialValue }

  /// Only reachable through the enclosing object.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  /// The property's value, changed through the object so that its observers are told.
  public static subscript<Object: ObservableObject>(
    _enclosingInstance object: Object, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      (object.objectWillChange as? ObservableObjectPublisher)?.send()
      object[keyPath: storageKeyPath].value = newValue
    }
  }

  /// The changes of the value, as they are made.
  public var projectedValue: Published<Value>.Publisher {
    get { Publisher(value) }
    set {}
  }

  /// The changes of a published value (the value it had when asked; Combine's stream of later
  /// values is not on Linux).
  public struct Publisher {
    /// The value.
    public let output: Value
    init(_ output: Value) { self.output = output }
  }
}

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

extension ObservedObject: BindableProperty where ObjectType.ObjectWillChangePublisher: _ObjectWillChange {
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
extension Bindable: _ComparableDynamicProperty where Value: AnyObject {
  func _isSame(as other: Any) -> Bool {
    (other as? Bindable<Value>).map { $0.wrappedValue === wrappedValue } ?? false
  }
}
