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
  /// Its relationships' inverses as `@Relationship(inverse:)` gives them (made by `@Model`).
  static var _$inverses: [(AnyKeyPath, AnyKeyPath)] { get }
}

extension PersistentModel {
  public func _$relationships() -> [(rule: Schema.Relationship.DeleteRule, models: [any PersistentModel])] {
    []
  }
  public func _$forget(_ model: AnyObject) {}
  public static var _$inverses: [(AnyKeyPath, AnyKeyPath)] { [] }
}

/// The inverse of each relationship, both ways, from the `@Relationship(inverse:)` of the
/// models registered (a schema's, and each model whose relationship is set).
enum Inverses {
  private static let table = Locked<(types: Set<ObjectIdentifier>, pairs: [AnyKeyPath: AnyKeyPath])>(
    ([], [:]))

  static func register(_ type: any PersistentModel.Type) {
    table.withLock { table in
      guard table.types.insert(ObjectIdentifier(type)).inserted else { return }
      for (own, inverse) in type._$inverses {
        table.pairs[own] = inverse
        table.pairs[inverse] = own
      }
    }
  }

  static func inverse(of keyPath: AnyKeyPath) -> AnyKeyPath? { table.withLock { $0.pairs[keyPath] } }
}

/// Called after a persisted property changed: where it is a relationship with an inverse, the
/// models it gained refer back to `model` and those it lost no longer do, as SwiftData keeps
/// both sides.
public func _relationshipDidChange<M: PersistentModel, V>(
  _ model: M, keyPath: KeyPath<M, V>, from old: V, to new: V
) {
  Inverses.register(M.self)
  guard let inverse = Inverses.inverse(of: keyPath) else { return }
  let before = _relatedModels(in: old)
  let after = _relatedModels(in: new)
  for lost in before where !after.contains(where: { $0 === lost }) { unlink(lost, from: model, at: inverse) }
  for gained in after where !before.contains(where: { $0 === gained }) {
    link(gained, to: model, at: inverse)
  }
}

/// Makes `other`'s property at `inverse` refer to `model` (set, or appended to).
private func link<M: PersistentModel>(_ other: any PersistentModel, to model: M, at inverse: AnyKeyPath) {
  func open<R: PersistentModel>(_ other: R) {
    if let one = inverse as? ReferenceWritableKeyPath<R, M?> {
      if other[keyPath: one] !== model { other[keyPath: one] = model }
    } else if let many = inverse as? ReferenceWritableKeyPath<R, [M]> {
      if !other[keyPath: many].contains(where: { $0 === model }) { other[keyPath: many].append(model) }
    }
  }
  open(other)
}

/// Makes `other`'s property at `inverse` no longer refer to `model`.
private func unlink<M: PersistentModel>(_ other: any PersistentModel, from model: M, at inverse: AnyKeyPath) {
  func open<R: PersistentModel>(_ other: R) {
    if let one = inverse as? ReferenceWritableKeyPath<R, M?> {
      if other[keyPath: one] === model { other[keyPath: one] = nil }
    } else if let many = inverse as? ReferenceWritableKeyPath<R, [M]> {
      if other[keyPath: many].contains(where: { $0 === model }) {
        other[keyPath: many].removeAll { $0 === model }
      }
    }
  }
  open(other)
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
