import Foundation
import Observation

/// A class `@Model` made persistent: it has an identity, lives in at most one context, and is
/// compared and hashed by identity.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
  /// What the model's identity and context are kept in (made by `@Model`).
  var _$backing: _ModelBacking { get }
  /// The models each persisted property refers to, with its delete rule (made by `@Model`).
  func _$relationships() -> [(rule: Schema.Relationship.DeleteRule, models: [any PersistentModel])]
  /// Makes every persisted property that refers to `model` refer to it no more (made by `@Model`).
  func _$forget(_ model: AnyObject)
}

extension PersistentModel {
  public func _$relationships() -> [(rule: Schema.Relationship.DeleteRule, models: [any PersistentModel])] {
    []
  }
  public func _$forget(_ model: AnyObject) {}
}

/// The models `value` (a persisted property's value) refers to: itself, its elements, or none.
public func _relatedModels<T>(in value: T) -> [any PersistentModel] {
  if let model = value as? any PersistentModel { return [model] }
  if let models = value as? [any PersistentModel] { return models }
  return []
}

/// Leaves `value` as it is: it holds no model.
public func _forget<T>(_ model: AnyObject, in value: inout T) {}

/// Makes `value` nil if it is `model`.
public func _forget<T: PersistentModel>(_ model: AnyObject, in value: inout T?) {
  if let current = value, current === model { value = nil }
}

/// Takes `model` out of `value`.
public func _forget<T: PersistentModel>(_ model: AnyObject, in value: inout [T]) {
  if value.contains(where: { $0 === model }) { value.removeAll { $0 === model } }
}

extension PersistentModel {
  /// The model's identity, the same for its whole life.
  public var persistentModelID: PersistentIdentifier { _$backing.identifier(for: Self.self) }
  /// The context it was inserted into, if any.
  public var modelContext: ModelContext? { _$backing.context }
  /// Whether it changed since its context last saved.
  public var hasChanges: Bool { _$backing.hasChanges }
  /// Whether it was deleted from its context.
  public var isDeleted: Bool { _$backing.isDeleted }
  /// Its identity, for `Identifiable` (unless the class declares its own `id`).
  public var id: PersistentIdentifier { persistentModelID }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A model's identity: its entity's name and a number unique in the process.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
  /// The model's class name.
  public let entityName: String
  let number: UInt64

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.number < rhs.number }
  public var description: String { "\(entityName)/p\(number)" }

  private static let counter = Locked<UInt64>(0)
  static func next(_ entity: String) -> PersistentIdentifier {
    PersistentIdentifier(
      entityName: entity,
      number: counter.withLock {
        $0 += 1
        return $0
      })
  }
}

/// What a model keeps beside its properties: its identity, its context, whether it changed.
public final class _ModelBacking: @unchecked Sendable {
  private let state = Locked<(id: PersistentIdentifier?, hasChanges: Bool, isDeleted: Bool)>(
    (nil, false, false))
  private weak var _context: ModelContext?
  private let contextLock = NSLock()

  public init() {}

  var context: ModelContext? {
    get { contextLock.withLock { _context } }
    set { contextLock.withLock { _context = newValue } }
  }
  var hasChanges: Bool {
    get { state.withLock { $0.hasChanges } }
    set { state.withLock { $0.hasChanges = newValue } }
  }
  var isDeleted: Bool {
    get { state.withLock { $0.isDeleted } }
    set { state.withLock { $0.isDeleted = newValue } }
  }

  func identifier(for type: Any.Type) -> PersistentIdentifier {
    state.withLock { state in
      if let id = state.id { return id }
      let id = PersistentIdentifier.next(String(describing: type))
      state.id = id
      return id
    }
  }

  /// Called after a persisted property changed: the context learns of it.
  public func didChange(_ model: AnyObject) {
    guard let context else { return }
    hasChanges = true
    context.modelDidChange(model)
  }
}

/// A value behind a lock.
final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()
  init(_ value: Value) { self.value = value }
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
