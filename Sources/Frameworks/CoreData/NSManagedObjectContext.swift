import Combine
import Foundation

/// How a context is meant to be used from threads (kept; every context runs its blocks at once
/// here).
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
  case confinementConcurrencyType = 0
  case privateQueueConcurrencyType = 1
  case mainQueueConcurrencyType = 2
}

/// Where objects are inserted, changed, deleted and fetched, over a store (through a
/// coordinator) or over a parent context. Its changes are pending until `save()` writes them to
/// what it is over; `rollback()` undoes them. It tells of changes through `objectWillChange`
/// (SwiftUI's `@FetchRequest` follows it) and the notifications Core Data posts.
///
/// Invariants: each object of the store has at most one instance in a context; an object is in
/// at most one of the inserted, updated and deleted lists; a fetch sees the pending changes.
open class NSManagedObjectContext: NSObject, ObservableObject, @unchecked Sendable {
  /// Tells before the context's objects change (an insert, a delete, a change, a save).
  public let objectWillChange = ObservableObjectPublisher()
  /// How it is meant to be used from threads.
  public let concurrencyType: NSManagedObjectContextConcurrencyType
  /// The coordinator of the store it fetches from and saves to (its parent's, for a child).
  open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
    get { parent?.persistentStoreCoordinator ?? coordinator }
    set {
      coordinator = newValue
      newValue?.add(self)
    }
  }
  private var coordinator: NSPersistentStoreCoordinator?
  /// The context it saves into instead of a store.
  open var parent: NSManagedObjectContext? {
    didSet { parent?.children.append(Weak(self)) }
  }
  fileprivate var children: [Weak<NSManagedObjectContext>] = []
  /// A name for it, for logs.
  open var name: String?
  /// Whether another context's saves into the same store (or the parent's changes) are merged in.
  open var automaticallyMergesChangesFromParent = false
  /// Kept: a save wins over the objects it merges into (the object's values are taken).
  open var mergePolicy: Any = NSMergePolicy.error
  /// Kept: changes are not recorded for undo here (Foundation has no undo manager on Linux).
  open var undoManager: AnyObject?
  /// Kept, for the store's history (there is none here).
  open var transactionAuthor: String?
  /// Kept.
  open var shouldDeleteInaccessibleFaults = true
  /// Kept.
  open var stalenessInterval: TimeInterval = -1

  private var registered: [ObjectIdentifier: NSManagedObject] = [:]
  private var inserted: PendingObjects = []
  private var updated: PendingObjects = []
  private var deleted: PendingObjects = []

  /// A context to be used as `concurrencyType` says.
  public init(concurrencyType: NSManagedObjectContextConcurrencyType) {
    self.concurrencyType = concurrencyType
    super.init()
  }

  /// The model of the store it is over.
  var model: NSManagedObjectModel? { persistentStoreCoordinator?.managedObjectModel }

  // MARK: What changed

  /// The objects inserted since the last save.
  open var insertedObjects: Set<NSManagedObject> { CoreDataLock.locked { Set(inserted.objects) } }
  /// The objects changed since the last save.
  open var updatedObjects: Set<NSManagedObject> { CoreDataLock.locked { Set(updated.objects) } }
  /// The objects deleted since the last save.
  open var deletedObjects: Set<NSManagedObject> { CoreDataLock.locked { Set(deleted.objects) } }
  /// Every object the context holds.
  open var registeredObjects: Set<NSManagedObject> { CoreDataLock.locked { Set(registered.values) } }
  /// Whether anything was inserted, changed or deleted since the last save.
  open var hasChanges: Bool {
    CoreDataLock.locked { !inserted.isEmpty || !updated.isEmpty || !deleted.isEmpty }
  }

  // MARK: Inserting, deleting, changing

  /// Inserts `object`: it is saved with the context's next save.
  open func insert(_ object: NSManagedObject) {
    let fresh = CoreDataLock.locked { () -> Bool in
      if object.managedObjectContext === self, registered[ObjectIdentifier(object.objectID)] != nil {
        return false
      }
      object.managedObjectContext = self
      registered[ObjectIdentifier(object.objectID)] = object
      inserted.append(object)
      deleted.remove(object)
      return true
    }
    if fresh {
      EntityClasses.register(type(of: object), for: object.entity)
      objectWillChange.send()
    }
  }

  /// Deletes `object`: the objects its relationships refer to are deleted (cascade), forget it
  /// (nullify) or are checked at the save (deny), as each relationship's rule says.
  open func delete(_ object: NSManagedObject) {
    guard object.managedObjectContext === self else { return }
    let first = CoreDataLock.locked { () -> Bool in
      if deleted.contains(object) { return false }
      inserted.remove(object)
      deleted.append(object)
      updated.remove(object)
      return true
    }
    guard first else { return }
    objectWillChange.send()
    object.runPrepareForDeletion()
    for relationship in object.entity.relationshipsByName.values {
      let targets = object.relatedObjects(relationship.name)
      switch relationship.deleteRule {
      case .cascadeDeleteRule:
        for target in targets { delete(target) }
      case .nullifyDeleteRule:
        guard let back = relationship.inverseRelationship else { continue }
        for target in targets {
          target.setRelationship(
            back, to: target.relatedObjects(back.name).filter { $0 !== object }, inverse: false)
        }
      case .denyDeleteRule, .noActionDeleteRule:
        continue
      }
    }
  }

  /// Records that `object` changed (called after each change of its values).
  func objectDidChange(_ object: NSManagedObject) {
    let recorded = CoreDataLock.locked { () -> Bool in
      guard registered[ObjectIdentifier(object.objectID)] === object else { return false }
      if !inserted.contains(object) && !deleted.contains(object) && !updated.contains(object) {
        updated.append(object)
      }
      return true
    }
    if recorded { objectWillChange.send() }
  }

  /// Applies what is pending (everything is applied at once here).
  open func processPendingChanges() {}

  // MARK: Fetching

  /// The objects (or identities, dictionaries or count) `request` describes, with the pending
  /// changes seen.
  ///
  /// - Throws: `CoreDataError.unknownEntity` for an entity the model lacks, and
  ///   `.unsupportedPredicate` for a predicate format Legible cannot evaluate.
  open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
    let objects = try matching(request)
    switch request.resultType {
    case .managedObjectResultType:
      return objects.compactMap { $0 as? T }
    case .managedObjectIDResultType:
      return objects.compactMap { $0.objectID as? T }
    case .countResultType:
      return [NSNumber(value: objects.count) as? T].compactMap { $0 }
    case .dictionaryResultType:
      let keys = request.propertiesToFetch?.compactMap {
        ($0 as? NSPropertyDescription)?.name ?? ($0 as? String)
      }
      var rows: [NSDictionary] = []
      for object in objects {
        let names = keys ?? object.entity.attributesByName.keys.sorted()
        var row: [String: Any] = [:]
        for name in names { row[name] = object.value(forKey: name) }
        let dictionary = NSDictionary(dictionary: row)
        if request.returnsDistinctResults, rows.contains(dictionary) { continue }
        rows.append(dictionary)
      }
      return rows.compactMap { $0 as? T }
    }
  }

  /// How many objects `request` describes.
  open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
    try matching(request).count
  }

  /// The objects `request` describes, filtered, sorted, offset and limited.
  private func matching<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
    guard let name = request.entityName ?? request.entity?.name else {
      throw CoreDataError.unknownEntity("(a fetch request with no entity)")
    }
    guard let model else { throw CoreDataError.noStore(name) }
    guard let entity = model.entitiesByName[name] else { throw CoreDataError.unknownEntity(name) }
    if let predicate = request.predicate, let problem = FormatPredicate.problem(in: predicate) {
      throw problem
    }
    let ids = visibleIDs { request.includesSubentities ? $0.isKindOf(entity: entity) : $0 === entity }
    var objects = ids.compactMap { object(for: $0) }
    if let predicate = request.predicate { objects = objects.filter { predicate.evaluate(with: $0) } }
    if let sort = request.sortDescriptors, !sort.isEmpty {
      objects = stableSorted(objects, by: sort)
    }
    if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
    if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
    return objects
  }

  private func stableSorted(_ objects: [NSManagedObject], by sort: [NSSortDescriptor]) -> [NSManagedObject] {
    objects.enumerated().sorted { a, b in
      for descriptor in sort {
        switch descriptor.compareManaged(a.element, to: b.element) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: continue
        }
      }
      return a.offset < b.offset
    }.map(\.element)
  }

  /// The object with identity `id` (made in this context from its store or parent when needed).
  open func object(with id: NSManagedObjectID) -> NSManagedObject {
    if let object = object(for: id) { return object }
    // iOS returns a fault that fails when fired; here the object is made empty.
    let object = NSManagedObject.make(id.entity).init(entity: id.entity, insertInto: nil)
    object.objectID = id
    object.managedObjectContext = self
    CoreDataLock.locked { registered[ObjectIdentifier(id)] = object }
    return object
  }

  /// The object with identity `id`.
  ///
  /// - Throws: `CoreDataError.unknownEntity` when no such object exists.
  open func existingObject(with id: NSManagedObjectID) throws -> NSManagedObject {
    guard let object = object(for: id) else { throw CoreDataError.unknownEntity("\(id)") }
    return object
  }

  /// The object with identity `id`, if the context holds it.
  open func registeredObject(for id: NSManagedObjectID) -> NSManagedObject? {
    CoreDataLock.locked { registered[ObjectIdentifier(id)] }
  }

  /// Makes every identity permanent (they become so on save anyway).
  open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {
    for object in objects { object.objectID.isTemporaryID = false }
  }

  // MARK: Saving and undoing

  /// Writes the pending changes to the store (or to the parent context), after checking that
  /// every required attribute and relationship has a value and that no deleted object breaks a
  /// deny rule.
  ///
  /// - Throws: `CoreDataError.missingValue` or `.deleteDenied`; nothing is written then.
  open func save() throws {
    let (inserts, updates, deletes) = CoreDataLock.locked {
      (inserted.objects, updated.objects, deleted.objects)
    }
    guard !inserts.isEmpty || !updates.isEmpty || !deletes.isEmpty else { return }
    NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
    try validate(inserts + updates, deleting: deletes)
    for object in inserts + updates { object.runWillSave() }
    objectWillChange.send()
    if let parent {
      parent.receive(inserted: inserts, updated: updates, deleted: deletes, from: self)
    } else if let coordinator = persistentStoreCoordinator {
      coordinator.store.write(inserted: inserts + updates, deleted: deletes.map(\.objectID))
    }
    CoreDataLock.locked {
      for object in inserts + updates {
        object.committed = object.values
        object.objectID.isTemporaryID = false
      }
      for object in deletes {
        registered[ObjectIdentifier(object.objectID)] = nil
        object.managedObjectContext = nil
      }
      inserted = []
      updated = []
      deleted = []
    }
    for object in inserts + updates { object.runDidSave() }
    let info: [AnyHashable: Any] = [
      NSInsertedObjectsKey: Set(inserts), NSUpdatedObjectsKey: Set(updates),
      NSDeletedObjectsKey: Set(deletes),
    ]
    NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: info)
    if parent == nil {
      persistentStoreCoordinator?.contextDidSave(
        self, updated: updates.map(\.objectID), deleted: deletes.map(\.objectID))
    }
    for child in children.compactMap(\.value) where child.automaticallyMergesChangesFromParent {
      child.merge(updated: updates.map(\.objectID), deleted: deletes.map(\.objectID))
    }
  }

  private func validate(_ objects: [NSManagedObject], deleting deletes: [NSManagedObject]) throws {
    for object in objects where !deletes.contains(where: { $0 === object }) {
      for (name, property) in object.entity.propertiesByName
      where !property.isOptional && !property.isTransient {
        let value = object.primitiveValue(forKey: name)
        if let relationship = property as? NSRelationshipDescription {
          let count = ManagedValue.objects(in: value).count
          if relationship.isToMany ? count < relationship.minCount : count == 0 {
            throw CoreDataError.missingValue(entity: object.entity.name ?? "?", property: name)
          }
        } else if value == nil {
          throw CoreDataError.missingValue(entity: object.entity.name ?? "?", property: name)
        }
      }
    }
    for object in deletes {
      for relationship in object.entity.relationshipsByName.values
      where relationship.deleteRule == .denyDeleteRule {
        if object.relatedObjects(relationship.name).contains(where: { !deletes.contains($0) }) {
          throw CoreDataError.deleteDenied(entity: object.entity.name ?? "?", relationship: relationship.name)
        }
      }
    }
  }

  /// Takes a child's saved changes as this context's pending ones.
  private func receive(
    inserted inserts: [NSManagedObject], updated updates: [NSManagedObject],
    deleted deletes: [NSManagedObject],
    from child: NSManagedObjectContext
  ) {
    for source in inserts {
      let object = NSManagedObject.make(source.entity).init(entity: source.entity, insertInto: nil)
      object.objectID = source.objectID
      insert(object)
    }
    for source in inserts + updates {
      guard let object = registeredObject(for: source.objectID) ?? self.object(for: source.objectID) else {
        continue
      }
      object.objectWillChange.send()
      CoreDataLock.locked { object.values = translated(source.values) }
      objectDidChange(object)
    }
    for source in deletes {
      if let object = object(for: source.objectID) { delete(object) }
    }
  }

  /// Undoes every pending change: inserted objects go, changed and deleted ones get their saved
  /// values back.
  open func rollback() {
    objectWillChange.send()
    CoreDataLock.locked {
      for object in inserted {
        registered[ObjectIdentifier(object.objectID)] = nil
        object.managedObjectContext = nil
      }
      for object in registered.values {
        object.objectWillChange.send()
        object.values = object.committed
      }
      inserted = []
      updated = []
      deleted = []
    }
  }

  /// Forgets every object: the next fetch makes them again from the store.
  open func reset() {
    objectWillChange.send()
    CoreDataLock.locked {
      for object in registered.values { object.managedObjectContext = nil }
      registered = [:]
      inserted = []
      updated = []
      deleted = []
    }
  }

  /// Gives `object` its values from the store again (keeping its pending changes when
  /// `mergeChanges`).
  open func refresh(_ object: NSManagedObject, mergeChanges: Bool) {
    guard !mergeChanges, let values = sourceValues(object.objectID) else { return }
    object.objectWillChange.send()
    CoreDataLock.locked {
      object.values = translated(values)
      object.committed = object.values
      updated.remove(object)
    }
  }

  /// Refreshes every object.
  open func refreshAllObjects() {
    for object in registeredObjects { refresh(object, mergeChanges: false) }
  }

  /// Takes in the changes another context saved (the `NSManagedObjectContextDidSave`
  /// notification's objects).
  open func mergeChanges(fromContextDidSave notification: Notification) {
    let ids = { (key: String) in
      ((notification.userInfo?[key] as? Set<NSManagedObject>) ?? []).map(\.objectID)
    }
    merge(updated: ids(NSUpdatedObjectsKey), deleted: ids(NSDeletedObjectsKey))
  }

  /// Refreshes the objects whose saved values changed and lets go of those deleted.
  func merge(updated: [NSManagedObjectID], deleted gone: [NSManagedObjectID]) {
    objectWillChange.send()
    for id in updated {
      if let object = registeredObject(for: id) { refresh(object, mergeChanges: false) }
    }
    CoreDataLock.locked {
      for id in gone {
        if let object = registered.removeValue(forKey: ObjectIdentifier(id)) {
          object.managedObjectContext = nil
          self.updated.remove(object)
        }
      }
    }
  }

  // MARK: Blocks

  /// Runs `block` (at once here: previews are laid out on one thread).
  open func perform(_ block: @escaping () -> Void) { block() }
  /// Runs `block` and waits for it.
  open func performAndWait(_ block: () -> Void) { block() }
  /// Runs `block` and returns what it returns.
  public func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }
  /// Runs `block` and returns what it returns.
  public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T)
    async rethrows
    -> T
  { try block() }

  /// When `perform(schedule:_:)` runs its block.
  public enum ScheduledTaskType: Sendable {
    case immediate, enqueued
  }

  // MARK: Where objects come from

  /// The identities of the objects of entities `wanted` accepts that this context sees: those
  /// of what it is over, less those it deleted, with those it inserted.
  private func visibleIDs(_ wanted: (NSEntityDescription) -> Bool) -> [NSManagedObjectID] {
    let source = sourceIDs(wanted)
    return CoreDataLock.locked {
      let gone = Set(deleted.map { ObjectIdentifier($0.objectID) })
      var ids = source.filter { !gone.contains(ObjectIdentifier($0)) }
      let known = Set(ids.map(ObjectIdentifier.init))
      ids += inserted.objects(of: wanted).map(\.objectID).filter { !known.contains(ObjectIdentifier($0)) }
      return ids.sorted { $0.number < $1.number }
    }
  }

  private func sourceIDs(_ wanted: (NSEntityDescription) -> Bool) -> [NSManagedObjectID] {
    if let parent { return parent.visibleIDs(wanted) }
    return persistentStoreCoordinator?.store.ids(wanted) ?? []
  }

  /// The values of the object `id` as this context sees them, objects named by identity.
  private func visibleValues(_ id: NSManagedObjectID) -> [String: Any]? {
    if let object = registeredObject(for: id) {
      return CoreDataLock.locked { InMemoryStore.identities(object.values) }
    }
    return sourceValues(id)
  }

  private func sourceValues(_ id: NSManagedObjectID) -> [String: Any]? {
    if let parent { return parent.visibleValues(id) }
    return persistentStoreCoordinator?.store.values(id)
  }

  /// The object `id` in this context: the one it holds, or one made from its source.
  func object(for id: NSManagedObjectID) -> NSManagedObject? {
    if let object = registeredObject(for: id) { return object }
    guard let values = sourceValues(id) else { return nil }
    let object = NSManagedObject.make(id.entity).init(entity: id.entity, insertInto: nil)
    CoreDataLock.locked {
      object.objectID = id
      object.managedObjectContext = self
      registered[ObjectIdentifier(id)] = object
    }
    let translated = translated(values)
    CoreDataLock.locked {
      object.values = translated
      object.committed = translated
    }
    object.runAwakeFromFetch()
    return object
  }

  /// `values` with each identity replaced by this context's object.
  private func translated(_ values: [String: Any]) -> [String: Any] {
    values.mapValues { value in
      if let id = value as? NSManagedObjectID { return object(for: id) as Any }
      if let ids = value as? [NSManagedObjectID] { return ids.compactMap { object(for: $0) } }
      if let object = value as? NSManagedObject { return self.object(for: object.objectID) as Any }
      if let objects = value as? [NSManagedObject] {
        return objects.compactMap { self.object(for: $0.objectID) }
      }
      return value
    }.compactMapValues { value in (value as Any?).flatMap { $0 } }
  }
}

/// A weak reference.
struct Weak<T: AnyObject> {
  weak var value: T?
  init(_ value: T) { self.value = value }
}

/// What a merge does when a saved value and a pending one differ (kept).
public final class NSMergePolicy: @unchecked Sendable {
  /// How it resolves them.
  public let mergeType: NSMergePolicyType
  public init(merge type: NSMergePolicyType) { self.mergeType = type }

  public static let error = NSMergePolicy(merge: .errorMergePolicyType)
  public static let mergeByPropertyStoreTrump = NSMergePolicy(
    merge: .mergeByPropertyStoreTrumpMergePolicyType)
  public static let mergeByPropertyObjectTrump = NSMergePolicy(
    merge: .mergeByPropertyObjectTrumpMergePolicyType)
  public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
  public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

/// The kinds of merge policy.
public enum NSMergePolicyType: UInt, Sendable {
  case errorMergePolicyType = 0
  case mergeByPropertyStoreTrumpMergePolicyType = 1
  case mergeByPropertyObjectTrumpMergePolicyType = 2
  case overwriteMergePolicyType = 3
  case rollbackMergePolicyType = 4
}

// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy
  .mergeByPropertyStoreTrump
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy
  .mergeByPropertyObjectTrump
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback

/// The keys of a save notification's objects.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSInsertedObjectsKey = "inserted"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUpdatedObjectsKey = "updated"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSDeletedObjectsKey = "deleted"

extension Notification.Name {
  /// Posted when a context with changes starts to save, before they are checked.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let NSManagedObjectContextWillSave = Notification.Name(
    "NSManagingContextWillSaveChangesNotification")
  /// Posted after a context saved; its user info holds the objects under `NSInsertedObjectsKey`,
  /// `NSUpdatedObjectsKey` and `NSDeletedObjectsKey`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let NSManagedObjectContextDidSave = Notification.Name(
    "NSManagedObjectContextDidSaveNotification")
  /// Posted when a context's objects changed (not posted here: `objectWillChange` tells it).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
    "NSManagedObjectContextObjectsDidChangeNotification")
}

extension NSManagedObjectContext {
  /// Posted when a context starts to save.
  public static let willSaveObjectsNotification = Notification.Name.NSManagedObjectContextWillSave
  /// Posted after a context saved.
  public static let didSaveObjectsNotification = Notification.Name.NSManagedObjectContextDidSave
  /// Posted when a context's objects changed.
  public static let didChangeObjectsNotification = Notification.Name.NSManagedObjectContextObjectsDidChange
}
