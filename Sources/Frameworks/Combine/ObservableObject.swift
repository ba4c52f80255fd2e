/// An object that tells before it changes: SwiftUI's views that read it through `@ObservedObject`,
/// `@StateObject` or `@EnvironmentObject` are evaluated again after each change. Mark its
/// properties `@Published`, or call `objectWillChange.send()` before a change.
public protocol ObservableObject: AnyObject {
  /// What tells of a change.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Delivers a value before each change.
  var objectWillChange: ObjectWillChangePublisher { get }
}

/// The default `objectWillChange`: a publisher of `Void` that `@Published` properties send to
/// before they change.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never
  private let subject = PassthroughSubject<Void, Never>()

  /// A publisher with no subscriber.
  public init() {}

  /// Tells every subscriber that the object is about to change.
  public func send() { subject.send(()) }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    subject.receive(subscriber: subscriber)
  }
}

/// The publishers of objects that use the default one, made the first time one is asked for and
/// kept for as long as the object lives.
private final class DefaultPublishers: @unchecked Sendable {
  static let shared = DefaultPublishers()
  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }
  private let table = Locked([ObjectIdentifier: Entry]())

  /// Tells every `@Published` property of `object` (and of its superclasses) to send `publisher`
  /// before it changes, including one that changes before it is first read through the object
  /// (an `assign(to:)` in `init`).
  private static func adopt(_ publisher: ObservableObjectPublisher, inPublishedPropertiesOf object: AnyObject)
  {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        (child.value as? any PublishedProperty)?.adopt(publisher)
      }
      mirror = current.superclassMirror
    }
  }

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    table.withLock { table in
      let id = ObjectIdentifier(object)
      if let entry = table[id], entry.object === object { return entry.publisher }
      if table.count > 256 { table = table.filter { $0.value.object != nil } }
      let publisher = ObservableObjectPublisher()
      table[id] = Entry(object: object, publisher: publisher)
      Self.adopt(publisher, inPublishedPropertiesOf: object)
      return publisher
    }
  }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's publisher, which its `@Published` properties send to before they change.
  public var objectWillChange: ObservableObjectPublisher { DefaultPublishers.shared.publisher(for: self) }
}

/// A `@Published` property, seen by reflection.
protocol PublishedProperty {
  func adopt(_ publisher: ObservableObjectPublisher)
}

extension Published: PublishedProperty {
  func adopt(_ publisher: ObservableObjectPublisher) { storage.box.willChange.withLock { $0 = publisher } }
}

/// A property of a class whose changes are published: `$name` is a publisher of its values (the
/// current one at subscription, then each new one as it is set, before the property holds it), and
/// in an `ObservableObject` each change sends the object's `objectWillChange` first.
@propertyWrapper public struct Published<Value> {
  private let storage: Publisher

  /// A published property starting at `wrappedValue`.
  public init(wrappedValue: Value) { storage = Publisher(wrappedValue) }
  /// A published property starting at `initialValue`.
  public init(initialValue: Value) { storage = Publisher(initialValue) }

  /// Only reachable through the enclosing object.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  /// The property's values, as a publisher; `assign(to: &$name)` writes a stream into it.
  public var projectedValue: Publisher {
    get { storage }
    set {}
  }

  /// The property's value, changed through the object so that its observers are told.
  public static subscript<Object: AnyObject>(
    _enclosingInstance object: Object, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
  ) -> Value {
    get {
      let storage = object[keyPath: storageKeyPath].storage
      storage.adopt(object)
      return storage.value
    }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      storage.adopt(object)
      storage.set(newValue)
    }
  }

  /// The values of a published property: the current one to each new subscriber, then every
  /// value set, before the property holds it.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    fileprivate let box: Box

    fileprivate init(_ value: Value) { box = Box(value) }

    fileprivate var value: Value { box.current.withLock { $0 } }

    fileprivate func adopt(_ object: AnyObject) { box.adopt(object) }

    fileprivate func set(_ value: Value) { box.set(value) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      box.subject.receive(subscriber: subscriber)
    }

    /// Writes each value of `publisher` to the property, for as long as the property lives.
    func attach<P: Combine.Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Never {
      let box = box
      let sink = Subscribers.Sink<Value, Never>(
        receiveCompletion: { _ in }, receiveValue: { [weak box] in box?.set($0) })
      box.upstream.withLock { $0.append(AnyCancellable(sink)) }
      publisher.subscribe(sink)
    }
  }

  /// Where a published property keeps its value, its subscribers and its object's publisher.
  fileprivate final class Box: @unchecked Sendable {
    let current: Locked<Value>
    let subject: CurrentValueSubject<Value, Never>
    let willChange = Locked<ObservableObjectPublisher?>(nil)
    let upstream = Locked<[AnyCancellable]>([])

    init(_ value: Value) {
      current = Locked(value)
      subject = CurrentValueSubject(value)
    }

    /// Learns the object the property belongs to, for its `objectWillChange`.
    func adopt(_ object: AnyObject) {
      guard willChange.withLock({ $0 == nil }) else { return }
      let publisher = (object as? any ObservableObject).flatMap { Self.defaultPublisher(of: $0) }
      willChange.withLock { $0 = publisher }
    }

    private static func defaultPublisher(of object: some ObservableObject) -> ObservableObjectPublisher? {
      object.objectWillChange as? ObservableObjectPublisher
    }

    func set(_ value: Value) {
      willChange.withLock { $0 }?.send()
      subject.send(value)
      current.withLock { $0 = value }
    }
  }
}
