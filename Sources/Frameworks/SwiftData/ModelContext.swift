import Combine
import Foundation

/// Where models are inserted, changed, deleted and fetched. Its changes are told through
/// `objectWillChange` (SwiftUI's `@Query` follows them); `save()` makes them the saved state
/// (in memory) and `rollback()` undoes the inserts and deletes made since.
public final class ModelContext: ObservableObject, @unchecked Sendable {
  /// The container.
  public let container: ModelContainer
  /// Whether it saves on its own after changes (it is always saved in memory here).
  public var autosaveEnabled = true
  private let pending = Locked<(inserted: [AnyObject], deleted: [AnyObject], changed: [AnyObject])>(
    ([], [], []))

  /// Deleted models whose deny relationships referred to others when they were deleted.
  private let denied = Locked<[(model: AnyObject, type: String, related: [AnyObject])]>([])

  /// A context of `container`'s store.
  public init(_ container: ModelContainer) { self.container = container }

  /// Told when a context saves.
  public static let didSave = Notification.Name("ModelContextDidSave")
  /// Told before a context saves.
  public static let willSave = Notification.Name("ModelContextWillSave")

  /// Whether anything changed since the last save.
  public var hasChanges: Bool {
    pending.withLock { !$0.inserted.isEmpty || !$0.deleted.isEmpty || !$0.changed.isEmpty }
  }

  /// The models inserted since the last save.
  public var insertedModelsArray: [any PersistentModel] {
    pending.withLock { $0.inserted.compactMap { $0 as? any PersistentModel } }
  }
  /// The models changed since the last save.
  public var changedModelsArray: [any PersistentModel] {
    pending.withLock { $0.changed.compactMap { $0 as? any PersistentModel } }
  }
  /// The models deleted since the last save.
  public var deletedModelsArray: [any PersistentModel] {
    pending.withLock { $0.deleted.compactMap { $0 as? any PersistentModel } }
  }

  /// Inserts `model`, and the models it refers to, into the store.
  public func insert<T: PersistentModel>(_ model: T) {
    var seen = Set<ObjectIdentifier>()
    insert(model as any PersistentModel, seen: &seen)
  }

  private func insert(_ model: any PersistentModel, seen: inout Set<ObjectIdentifier>) {
    guard seen.insert(ObjectIdentifier(model)).inserted else { return }
    let backing = model._$backing
    if backing.context == nil { backing.context = self }
    backing.isDeleted = false
    if !container.store.contains(model) {
      objectWillChange.send()
      container.store.insert(model)
      pending.withLock { $0.inserted.append(model) }
    }
    for child in Mirror(reflecting: model).children {
      if let related = child.value as? any PersistentModel {
        insert(related, seen: &seen)
      } else if let many = child.value as? [any PersistentModel] {
        for related in many { insert(related, seen: &seen) }
      }
    }
  }

  /// Deletes `model` from the store, following each relationship's delete rule: the models a
  /// cascade relationship refers to are deleted too, those a nullify one refers to forget it.
  public func delete<T: PersistentModel>(_ model: T) {
    guard !model._$backing.isDeleted else { return }
    remove(model)
    for (rule, related) in model._$relationships() {
      switch rule {
      case .cascade:
        for other in related { delete(other) }
      case .nullify:
        for other in related { other._$forget(model) }
      case .deny:
        if !related.isEmpty {
          denied.withLock { $0.append((model, "\(T.self)", related.map { $0 as AnyObject })) }
        }
      case .noAction:
        continue
      }
    }
  }

  private func remove<T: PersistentModel>(_ model: T) {
    objectWillChange.send()
    model._$backing.isDeleted = true
    container.store.remove(model)
    pending.withLock { pending in
      if pending.inserted.contains(where: { $0 === model }) {
        pending.inserted.removeAll { $0 === model }
      } else {
        pending.deleted.append(model)
      }
    }
  }

  /// Deletes every model of `model` that `predicate` accepts.
  public func delete<T: PersistentModel>(
    model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
  )
    throws
  {
    for found in try fetch(FetchDescriptor(predicate: predicate)) { delete(found) }
  }

  /// Makes the changes the saved state.
  ///
  /// - Throws: `SwiftDataError.deleteDenied` when a model was deleted while a relationship whose
  ///   rule is deny still referred to models that are not deleted; nothing is saved then.
  public func save() throws {
    for (model, type, related) in denied.withLock({ $0 })
    where (model as? any PersistentModel)?.isDeleted == true {
      if related.contains(where: { ($0 as? any PersistentModel)?.isDeleted == false }) {
        throw SwiftDataError.deleteDenied(type)
      }
    }
    denied.withLock { $0 = [] }
    NotificationCenter.default.post(name: Self.willSave, object: self)
    let changed = pending.withLock { pending -> [AnyObject] in
      defer { pending = ([], [], []) }
      return pending.inserted + pending.changed
    }
    for model in changed { (model as? any PersistentModel)?._$backing.hasChanges = false }
    NotificationCenter.default.post(name: Self.didSave, object: self)
  }

  /// Undoes the inserts and deletes made since the last save (changed properties keep their new
  /// values here).
  public func rollback() {
    objectWillChange.send()
    denied.withLock { $0 = [] }
    let (inserted, deleted) = pending.withLock { pending -> ([AnyObject], [AnyObject]) in
      defer { pending = ([], [], []) }
      return (pending.inserted, pending.deleted)
    }
    for model in inserted {
      container.store.remove(model)
      (model as? any PersistentModel)?._$backing.context = nil
    }
    for model in deleted {
      (model as? any PersistentModel)?._$backing.isDeleted = false
      container.store.insert(model)
    }
  }

  /// Runs `block`, then saves.
  public func transaction(block: () throws -> Void) throws {
    try block()
    try save()
  }

  /// Applies the pending changes (they are applied at once here).
  public func processPendingChanges() {}

  /// The model with identity `id`, if the store has it.
  public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
    container.store.models(of: T.self).first { $0.persistentModelID == id }
  }

  /// The model with identity `id` (it must be in the store).
  public func model(for id: PersistentIdentifier) -> any PersistentModel {
    guard
      let found = container.store.models(of: (any PersistentModel).self).first(where: {
        $0.persistentModelID == id
      })
    else {
      preconditionFailure("No model with identity \(id) is in this context's store.")
    }
    return found
  }

  func modelDidChange(_ model: AnyObject) {
    objectWillChange.send()
    pending.withLock { pending in
      if !pending.changed.contains(where: { $0 === model })
        && !pending.inserted.contains(where: { $0 === model })
      {
        pending.changed.append(model)
      }
    }
  }
}

/// An actor with its own context of a container, as SwiftData's `ModelActor` (`@ModelActor`
/// writes one).
public protocol ModelActor: Actor {
  /// The container.
  nonisolated var modelContainer: ModelContainer { get }
  /// What runs the actor's context.
  nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
  /// The actor's context.
  public var modelContext: ModelContext { modelExecutor.modelContext }
}

/// What runs a model actor's context.
public protocol ModelExecutor: AnyObject, Sendable {
  /// The context.
  var modelContext: ModelContext { get }
}

/// A model actor's executor: its context, used from the actor alone.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
  public let modelContext: ModelContext
  public init(modelContext: ModelContext) { self.modelContext = modelContext }
}

/// What a context's save could not do, saying what to do about it.
public enum SwiftDataError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// A model was deleted while a relationship whose delete rule is deny still referred to others.
  case deleteDenied(String)

  public var description: String {
    switch self {
    case .deleteDenied(let type):
      "SwiftData: a deleted \(type) still refers to models through a relationship whose delete rule is deny;"
        + " delete or detach them first"
    }
  }

  public var errorDescription: String? { description }
}
