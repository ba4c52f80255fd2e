/// A property of a view of your own that the host binds before each evaluation of its body:
/// its state to what is kept for the view's identity, its environment readers to the
/// environment around it. Only the wrappers of this module conform.
@MainActor public protocol DynamicProperty {
  /// Binds the property for the evaluation of the body about to run.
  func bind(_ binder: PropertyBinder)
}

/// What a dynamic property is bound with.
@MainActor public struct PropertyBinder {
  let host: HostState
  let identity: Identity
  let index: Int
  /// The environment around the view.
  public let environment: EnvironmentValues
}

/// A value a view of your own owns, as SwiftUI's `@State`: kept for as long as the view keeps its
/// identity, across evaluations of its body, text size changes and state changes elsewhere.
/// Setting it evaluates the description again; only what changed is updated and laid out again.
@MainActor @propertyWrapper public struct State<Value>: DynamicProperty {
  let cell: StateCell<Value>

  /// State starting at `wrappedValue`, kept for as long as the view keeps its identity.
  public init(wrappedValue: Value) { cell = StateCell(StateStorage(wrappedValue)) }
  /// State starting at `initialValue`.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// The current value; setting it evaluates the body again.
  public var wrappedValue: Value {
    get { cell.storage.value }
    nonmutating set { cell.storage.set(newValue) }
  }

  /// A binding to the value, for a control that changes it (`Toggle(isOn: $on)`).
  public var projectedValue: Binding<Value> {
    let cell = self.cell
    return Binding(get: { cell.storage.value }, set: { cell.storage.set($0) })
  }

  /// Binds the state to what is kept for the view's identity.
  public func bind(_ binder: PropertyBinder) {
    cell.storage = binder.host.storage(for: binder.identity, index: binder.index, initial: cell.storage)
  }
}

/// A value owned elsewhere that a view reads and changes, as SwiftUI's `@Binding`.
@MainActor @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  let get: @MainActor () -> Value
  let set: @MainActor (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// A binding that never changes (for previews and tests).
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  /// The binding itself, as `@Binding var isOn: Bool` receives `$isOn`.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// The value read through the binding; setting it writes through it.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// The binding itself (`$value`), to pass on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a member of the value.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
    let get = self.get
    let set = self.set
    return Binding<Member>(
      get: { get()[keyPath: keyPath] },
      set: { member in
        var value = get()
        value[keyPath: keyPath] = member
        set(value)
      })
  }
}

/// The box a state's value lives in; the host keeps one per view identity and property.
@MainActor final class StateStorage<Value> {
  var value: Value
  weak var host: HostState?

  init(_ value: Value) { self.value = value }

  func set(_ newValue: Value) {
    value = newValue
    host?.stateChanged()
  }
}

/// What a `State` value points at: its own box until the host binds it to the kept one.
@MainActor final class StateCell<Value> {
  var storage: StateStorage<Value>
  init(_ storage: StateStorage<Value>) { self.storage = storage }
}
