import Foundation

/// The saved objects of a coordinator's store, in memory: each object's values by identity, the
/// objects a relationship refers to kept as their identities.
final class InMemoryStore: @unchecked Sendable {
  private var rows: [ObjectIdentifier: (id: NSManagedObjectID, values: [String: Any])] = [:]

  /// The identities of the saved objects of the entities `wanted` accepts, in the order they
  /// were made.
  func ids(_ wanted: (NSEntityDescription) -> Bool) -> [NSManagedObjectID] {
    CoreDataLock.locked {
      rows.values.map(\.id).filter { wanted($0.entity) }.sorted { $0.number < $1.number }
    }
  }

  /// The saved values of the object `id`.
  func values(_ id: NSManagedObjectID) -> [String: Any]? {
    CoreDataLock.locked { rows[ObjectIdentifier(id)]?.values }
  }

  /// Saves `objects`' values and forgets the `deleted` ones.
  func write(
    inserted objects: [NSManagedObject], deleted: [NSManagedObjectID]
  ) {
    CoreDataLock.locked {
      for object in objects {
        let kept = object.values.filter { key, _ in object.entity.propertiesByName[key]?.isTransient != true }
        rows[ObjectIdentifier(object.objectID)] = (object.objectID, Self.identities(kept))
      }
      for id in deleted { rows[ObjectIdentifier(id)] = nil }
    }
  }

  /// Sets `values` on the saved object `id` (a batch update); false when it is not saved.
  @discardableResult
  func update(_ id: NSManagedObjectID, with values: [String: Any]) -> Bool {
    CoreDataLock.locked {
      guard rows[ObjectIdentifier(id)] != nil else { return false }
      rows[ObjectIdentifier(id)]?.values.merge(Self.identities(values)) { $1 }
      return true
    }
  }

  /// Forgets every saved object.
  func removeAll() { CoreDataLock.locked { rows = [:] } }

  /// `values` with each object replaced by its identity.
  static func identities(_ values: [String: Any]) -> [String: Any] {
    values.mapValues { value in
      if let object = value as? NSManagedObject { return object.objectID }
      if let objects = value as? [NSManagedObject] { return objects.map(\.objectID) }
      return value
    }
  }
}
