import Foundation

/// What a fetch can return: managed objects, their identities, dictionaries or counts.
public protocol NSFetchRequestResult: AnyObject {}

extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}

/// What a fetch returns.
public enum NSFetchRequestResultType: UInt, Sendable {
  /// The objects.
  case managedObjectResultType = 0
  /// Their identities.
  case managedObjectIDResultType = 1
  /// Dictionaries of their attributes (those of `propertiesToFetch`, or all).
  case dictionaryResultType = 2
  /// How many there are.
  case countResultType = 4
}

/// A description of the objects to fetch: an entity, a predicate that filters them, sort
/// descriptors that order them, and a limit and an offset.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
  /// The name of the entity whose objects (and its sub-entities') are fetched.
  open var entityName: String?
  /// The entity, once known.
  open var entity: NSEntityDescription? {
    didSet { if let name = entity?.name { entityName = name } }
  }
  /// Which objects are fetched (all of them for nil).
  open var predicate: NSPredicate?
  /// The order they are fetched in (the order they were made in for none).
  open var sortDescriptors: [NSSortDescriptor]?
  /// At most this many are fetched (no limit for 0).
  open var fetchLimit = 0
  /// This many are skipped first.
  open var fetchOffset = 0
  /// Accepted: every object is in memory.
  open var fetchBatchSize = 0
  /// What the fetch returns.
  open var resultType: NSFetchRequestResultType = .managedObjectResultType
  /// Whether objects of sub-entities are fetched too.
  open var includesSubentities = true
  /// Whether changes not saved yet are seen (they always are here, as by default on iOS).
  open var includesPendingChanges = true
  /// Accepted: objects are never faults here.
  open var returnsObjectsAsFaults = true
  /// Accepted: relationships are always in memory.
  open var relationshipKeyPathsForPrefetching: [String]?
  /// The attributes a dictionary result holds (all of them for nil).
  open var propertiesToFetch: [Any]?
  /// Whether a dictionary result holds each distinct dictionary once.
  open var returnsDistinctResults = false

  /// A request for the objects of the entity named `entityName`.
  public init(entityName: String) {
    self.entityName = entityName
    super.init(requestType: .fetchRequestType)
  }
  /// A request whose entity is set afterwards.
  public init() { super.init(requestType: .fetchRequestType) }

  /// The same request with another result type: what `request as! NSFetchRequest<Item>` means
  /// on iOS, where the result type is erased at run time. (Swift cannot cast between two
  /// arguments of a generic class; `legible app` writes this in place of the cast.)
  public func _retyped<T>(as type: T.Type) -> NSFetchRequest<T> {
    let copy = NSFetchRequest<T>()
    copy.entityName = entityName
    if let entity { copy.entity = entity }
    copy.predicate = predicate
    copy.sortDescriptors = sortDescriptors
    copy.fetchLimit = fetchLimit
    copy.fetchOffset = fetchOffset
    copy.fetchBatchSize = fetchBatchSize
    copy.resultType = resultType
    copy.includesSubentities = includesSubentities
    copy.includesPendingChanges = includesPendingChanges
    copy.returnsObjectsAsFaults = returnsObjectsAsFaults
    copy.relationshipKeyPathsForPrefetching = relationshipKeyPathsForPrefetching
    copy.propertiesToFetch = propertiesToFetch
    copy.returnsDistinctResults = returnsDistinctResults
    return copy
  }
}
