import Foundation

/// What a store request asks, as Core Data's.
public enum NSPersistentStoreRequestType: UInt, Sendable {
  case fetchRequestType = 1
  case saveRequestType = 2
  case batchInsertRequestType = 5
  case batchUpdateRequestType = 6
  case batchDeleteRequestType = 7
}

/// A request to a persistent store, as Core Data's: a fetch, or a batch update or delete run by
/// `NSManagedObjectContext.execute(_:)`.
open class NSPersistentStoreRequest: @unchecked Sendable {
  /// What it asks.
  public let requestType: NSPersistentStoreRequestType
  /// The stores it is run on (every store when empty; there is one here).
  open var affectedStores: [AnyObject]?

  init(requestType: NSPersistentStoreRequestType) { self.requestType = requestType }
}

/// What a batch delete answers, as Core Data's.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
  case resultTypeStatusOnly = 0, resultTypeObjectIDs, resultTypeCount
}

/// What a batch update answers, as Core Data's.
public enum NSBatchUpdateRequestResultType: UInt, Sendable {
  case statusOnlyResultType = 0, updatedObjectIDsResultType, updatedObjectsCountResultType
}

/// Deletes the saved objects a fetch request describes (or those listed) in the store itself, as
/// Core Data's: no delete rule is followed and no context is told; an app merges the deleted
/// identities into its contexts (`mergeChanges(fromRemoteContextSave:into:)`).
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
  /// The objects to delete, when made from a fetch request.
  public let fetchRequest: NSFetchRequest<NSFetchRequestResult>?
  let objectIDs: [NSManagedObjectID]?
  /// What it answers.
  open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly

  public init(fetchRequest: NSFetchRequest<NSFetchRequestResult>) {
    self.fetchRequest = fetchRequest
    objectIDs = nil
    super.init(requestType: .batchDeleteRequestType)
  }

  public init(objectIDs: [NSManagedObjectID]) {
    fetchRequest = nil
    self.objectIDs = objectIDs
    super.init(requestType: .batchDeleteRequestType)
  }
}

/// Sets attributes of the saved objects of an entity that match a predicate, in the store itself,
/// as Core Data's: no context is told; an app refreshes its objects or merges the identities.
open class NSBatchUpdateRequest: NSPersistentStoreRequest, @unchecked Sendable {
  /// The entity's name.
  public let entityName: String
  /// Which objects (all of the entity's when nil).
  open var predicate: NSPredicate?
  /// The values to set, by attribute name (or description).
  open var propertiesToUpdate: [AnyHashable: Any]?
  /// Whether objects of sub-entities are updated too.
  open var includesSubentities = true
  /// What it answers.
  open var resultType: NSBatchUpdateRequestResultType = .statusOnlyResultType

  public init(entityName: String) {
    self.entityName = entityName
    super.init(requestType: .batchUpdateRequestType)
  }

  public convenience init(entity: NSEntityDescription) { self.init(entityName: entity.name ?? "") }
}

/// What a store request answered, as Core Data's.
open class NSPersistentStoreResult: @unchecked Sendable {
  init() {}
}

/// What a batch delete answered: true, the deleted identities or their count, by its result type.
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
  public let result: Any?
  init(result: Any?) { self.result = result }
}

/// What a batch update answered: true, the updated identities or their count, by its result type.
open class NSBatchUpdateResult: NSPersistentStoreResult, @unchecked Sendable {
  public let result: Any?
  init(result: Any?) { self.result = result }
}

extension NSManagedObjectContext {
  /// Runs a batch delete or batch update on the store, as Core Data's: the saved objects that
  /// match, seen as this context sees them, are deleted or changed in the store; the context's
  /// own objects are left as they are until it merges or refreshes them.
  ///
  /// - Throws: `CoreDataError.unsupportedRequest` for any other request; what a fetch of the
  ///   matching objects throws.
  public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
    guard let store = persistentStoreCoordinator?.store else {
      throw CoreDataError.noStore("(a batch request)")
    }
    switch request {
    case let delete as NSBatchDeleteRequest:
      var ids = delete.objectIDs ?? []
      if let fetch = delete.fetchRequest {
        let matching = fetch._retyped(as: NSManagedObjectID.self)
        matching.resultType = .managedObjectIDResultType
        ids = try self.fetch(matching)
      }
      let saved = ids.filter { store.values($0) != nil }
      store.write(inserted: [], deleted: saved)
      switch delete.resultType {
      case .resultTypeStatusOnly: return NSBatchDeleteResult(result: true)
      case .resultTypeObjectIDs: return NSBatchDeleteResult(result: saved)
      case .resultTypeCount: return NSBatchDeleteResult(result: saved.count)
      }
    case let update as NSBatchUpdateRequest:
      let matching = NSFetchRequest<NSManagedObjectID>(entityName: update.entityName)
      matching.predicate = update.predicate
      matching.includesSubentities = update.includesSubentities
      matching.resultType = .managedObjectIDResultType
      var values: [String: Any] = [:]
      for (key, value) in update.propertiesToUpdate ?? [:] {
        guard let name = (key as? String) ?? (key as? NSPropertyDescription)?.name else { continue }
        values[name] = value
      }
      let updated = try fetch(matching).filter { store.update($0, with: values) }
      switch update.resultType {
      case .statusOnlyResultType: return NSBatchUpdateResult(result: true)
      case .updatedObjectIDsResultType: return NSBatchUpdateResult(result: updated)
      case .updatedObjectsCountResultType: return NSBatchUpdateResult(result: updated.count)
      }
    default:
      throw CoreDataError.unsupportedRequest("\(type(of: request))")
    }
  }
}
