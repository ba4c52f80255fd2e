import Foundation

/// A value a view of your own owns, as SwiftUI's `@State`: kept for as long as the view keeps its
/// identity, across evaluations of its body and changes elsewhere. Setting it evaluates again the
/// bodies that read it (and only those).
@propertyWrapper public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  /// State starting at `wrappedValue`.
  public init(wrappedValue value: Value) { box = StateBox(StateStorage(value)) }
  /// State starting at `value`.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// The current value; reading it in a body makes the body depend on it.
  public var wrappedValue: Value {
    get { box.storage.value }
    nonmutating set { box.storage.value = newValue }
  }

  /// A binding to the value (`$name`), for a control that changes it.
  public var projectedValue: Binding<Value> {
    let storage = box.storage
    return Binding(location: storage, get: { storage.value }, set: { storage.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// State starting at nil.
  public init() { self.init(wrappedValue: nil) }
}

extension State: BindableProperty {
  @MainActor func bind(to site: BindingSite) {
    let initial = box.storage
    box.storage = site.kept { initial }
  }
}

extension State: _ComparableDynamicProperty {
  func _isSame(as other: Any) -> Bool { true }
}

extension State: @unchecked Sendable where Value: Sendable {}

/// Where a `State` points: its own storage until its view's node binds it to the kept one.
final class StateBox<Value>: @unchecked Sendable {
  var storage: StateStorage<Value>
  init(_ storage: StateStorage<Value>) { self.storage = storage }
}

/// A state's value and the nodes whose bodies read it.
final class StateStorage<Value>: @unchecked Sendable {
  private var stored: Value
  private var readers: [ObjectIdentifier: Weak] = [:]

  init(_ value: Value) { stored = value }

  var value: Value {
    get {
      ViewGraph.withStateReader { readers[ObjectIdentifier($0)] = Weak($0) }
      return stored
    }
    set {
      stored = newValue
      let nodes = readers.values.compactMap(\.node)
      guard !nodes.isEmpty else { return }
      DynamicProperties.onMainActor { [nodes = UncheckedNodes(nodes)] in
        for node in nodes.nodes { node.graph.invalidate(node) }
      }
    }
  }

  struct Weak {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
  }
}

/// Nodes carried to the main actor.
struct UncheckedNodes: @unchecked Sendable {
  let nodes: [ViewNode]
  init(_ nodes: [ViewNode]) { self.nodes = nodes }
}

/// A value owned elsewhere that a view reads and changes, as SwiftUI's `@Binding`: `$name` of a
/// state or of another binding, `.constant(_)` in previews, or made from a getter and a setter.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  let location: AnyObject?
  let path: AnyHashable?
  private let getter: () -> Value
  private let setter: (Value) -> Void

  init(
    location: AnyObject?, path: AnyHashable? = nil, get: @escaping () -> Value, set: @escaping (Value) -> Void
  ) {
    self.location = location
    self.path = path
    getter = get
    setter = set
  }

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(location: nil, get: get, set: set)
  }

  /// A binding that reads with `get` and writes with `set`, ignoring the transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(location: nil, get: get, set: { set($0, Transaction()) })
  }

  /// A binding that never changes (for previews and tests).
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: nil, get: { value }, set: { _ in })
  }

  /// The binding itself, as `@Binding var isOn: Bool` receives `$isOn`.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// The value read through the binding; setting it writes through it.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// The binding itself (`$value`), to pass on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a member of the value.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
    let getter = self.getter
    let setter = self.setter
    return Binding<Member>(
      location: location, path: AnyHashable(keyPath),
      get: { getter()[keyPath: keyPath] },
      set: { member in
        var value = getter()
        value[keyPath: keyPath] = member
        setter(value)
      })
  }

  /// The same binding; animations are applied at once here (see `withAnimation`).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

  /// The same binding, for a transaction.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding {
  /// A binding to an optional's value, or nil when it has none.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(
      location: base.location, path: base.path, get: { base.wrappedValue ?? value },
      set: { base.wrappedValue = $0 })
  }

  /// A binding to an optional, from a binding to its value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      location: base.location, path: base.path, get: { base.wrappedValue },
      set: { if let v = $0 { base.wrappedValue = v } })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The value's identity.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding where Value: MutableCollection {
  /// Bindings to each element, in order (what `ForEach($items)` shows).
  var elementBindings: [Binding<Value.Element>] {
    let getter = self.getter
    let setter = self.setter
    return getter().indices.map { position in
      Binding<Value.Element>(
        location: location, path: nil,
        get: { getter()[position] },
        set: { element in
          var value = getter()
          value[position] = element
          setter(value)
        })
    }
  }
}

extension Binding: BindableProperty {
  @MainActor func bind(to site: BindingSite) {}
}

extension Binding: _ComparableDynamicProperty {
  func _isSame(as other: Any) -> Bool {
    guard let other = other as? Binding<Value>, let location, let otherLocation = other.location else {
      return false
    }
    return location === otherLocation && path == other.path
  }
}

extension Binding: DynamicProperty {}
extension Binding: @unchecked Sendable where Value: Sendable {}

/// The context of a state change (SwiftUI's `Transaction`): kept for its API; changes are applied
/// at once.
public struct Transaction: Sendable {
  /// The animation of the change; animations are applied at once here.
  public var animation: Animation?
  /// Whether animations are off.
  public var disablesAnimations = false
  /// A transaction with no animation.
  public init() {}
  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }
}
