import Combine
import Foundation

/// An object of an entity, kept by a context: its attributes and relationships are values kept
/// by the property's name (what `@NSManaged`, here `@Managed`, reads and writes), its
/// relationships' inverses are kept in step, and it tells its context and its observers
/// (`objectWillChange`, for SwiftUI's `@ObservedObject`) before each change.
///
/// Invariants: an object belongs to at most one context and keeps its `objectID` for its whole
/// life; a to-many relationship holds each object once.
open class NSManagedObject: NSObject, ObservableObject, NSFetchRequestResult {
  /// Tells before each change of the object's values.
  public let objectWillChange = ObservableObjectPublisher()
  /// The object's entity.
  public let entity: NSEntityDescription
  /// The object's identity, shared by its copies in other contexts of the same store.
  public internal(set) var objectID: NSManagedObjectID
  /// The context that holds it (nil once it is deleted and saved, or before it is inserted).
  public internal(set) weak var managedObjectContext: NSManagedObjectContext?

  /// The values, by property name: attributes as given, to-one relationships as the object,
  /// to-many relationships as an array of objects.
  var values: [String: Any] = [:]
  /// The values when last saved or fetched (for `changedValues()` and `rollback()`).
  var committed: [String: Any] = [:]

  /// A new object of `entity`, inserted into `context` when one is given. Attributes start with
  /// the model's default values.
  public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    self.entity = entity
    self.objectID = NSManagedObjectID(entity: entity)
    super.init()
    for (name, attribute) in entity.attributesByName {
      if let value = attribute.defaultValue { values[name] = value }
    }
    if let context {
      context.insert(self)
      runAwakeFromInsert()
    }
  }

  /// An object of the class's entity in no context, as `Item()` makes one on iOS (where it is
  /// an error Core Data logs): its properties can be read and set, and it is never saved.
  public convenience override init() {
    let entity =
      (NSPersistentStoreCoordinator.loadedModels()
      + [NSManagedObjectModel.mergedModel(from: nil)].compactMap { $0 })
      .lazy.compactMap { $0.entity(for: Self.self) }.first
      ?? {
        let entity = NSEntityDescription()
        entity.name = String(describing: Self.self)
        return entity
      }()
    self.init(entity: entity, insertInto: nil)
  }

  /// A new object of the class's entity, inserted into `context`.
  public convenience init(context: NSManagedObjectContext) {
    self.init(entity: Self.entity(in: context), insertInto: context)
  }

  /// The class's entity in `context`'s model.
  static func entity(in context: NSManagedObjectContext) -> NSEntityDescription {
    guard let entity = context.model?.entity(for: self) else {
      preconditionFailure(CoreDataError.unknownEntity(String(describing: self)).description)
    }
    EntityClasses.register(self, for: entity)
    return entity
  }

  /// The class's entity in the app's models.
  open class func entity() -> NSEntityDescription {
    let models =
      NSPersistentStoreCoordinator.loadedModels()
      + [NSManagedObjectModel.mergedModel(from: nil)].compactMap { $0 }
    guard let entity = models.lazy.compactMap({ $0.entity(for: self) }).first else {
      preconditionFailure(CoreDataError.unknownEntity(String(describing: self)).description)
    }
    EntityClasses.register(self, for: entity)
    return entity
  }

  /// A request for the objects of the class's entity. Disfavoured, so that a subclass's own
  /// typed `fetchRequest()` (Xcode's generated one) is the one `Item.fetchRequest()` means, as it
  /// is on iOS, where this one comes from Objective-C.
  @_disfavoredOverload
  open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
    NSFetchRequest(entityName: entity().name ?? String(describing: self))
  }

  /// The class objects of `entity` are made of (`NSManagedObject` when it has none here).
  static func make(_ entity: NSEntityDescription) -> NSManagedObject.Type {
    EntityClasses.type(for: entity)
  }

  // MARK: Life

  /// Called once, when the object is first inserted into a context.
  open func awakeFromInsert() {}
  /// Called when the object is made in a context from the store.
  open func awakeFromFetch() {}
  /// Called when the object is deleted, before its relationships are followed.
  open func prepareForDeletion() {}
  /// Called before its context saves it.
  open func willSave() {}
  /// Called after its context saved it.
  open func didSave() {}

  // MARK: State

  /// Whether it was inserted and not saved since.
  public var isInserted: Bool { managedObjectContext?.insertedObjects.contains(self) ?? false }
  /// Whether it changed since it was last saved.
  public var isUpdated: Bool { managedObjectContext?.updatedObjects.contains(self) ?? false }
  /// Whether it was deleted and not saved since.
  public var isDeleted: Bool { managedObjectContext?.deletedObjects.contains(self) ?? false }
  /// Always false: objects are never faults here (everything is in memory).
  public var isFault: Bool { false }
  /// Whether it was inserted, changed or deleted since it was last saved.
  public var hasChanges: Bool { isInserted || isUpdated || isDeleted }
  /// Whether its saved values changed.
  public var hasPersistentChangedValues: Bool { !changedValues().isEmpty }

  /// The values that changed since it was last saved, by key.
  open func changedValues() -> [String: Any] {
    CoreDataLock.locked {
      var changed: [String: Any] = [:]
      for (key, value) in values where !ManagedValue.same(value, committed[key]) { changed[key] = value }
      for key in committed.keys where values[key] == nil { changed[key] = NSNull() }
      return changed
    }
  }

  /// The values of `keys` (every key for nil) when it was last saved.
  open func committedValues(forKeys keys: [String]?) -> [String: Any] {
    CoreDataLock.locked {
      guard let keys else { return committed }
      return committed.filter { keys.contains($0.key) }
    }
  }

  // MARK: Key-value coding

  /// The value of the property `key` (nil when it has none): an attribute's value, a to-one
  /// relationship's object, a to-many relationship's `NSSet` (`NSOrderedSet` when ordered).
  open func value(forKey key: String) -> Any? {
    guard let raw = primitiveValue(forKey: key) else { return nil }
    if let many = raw as? [NSManagedObject] {
      return entity.relationshipsByName[key]?.isOrdered == true
        ? NSOrderedSet(array: many) as Any : NSSet(array: many) as Any
    }
    return raw
  }

  /// Sets the property `key` to `value`, keeping an inverse relationship in step.
  open func setValue(_ value: Any?, forKey key: String) {
    if let relationship = entity.relationshipsByName[key] {
      setRelationship(relationship, to: ManagedValue.objects(in: value), inverse: true)
    } else {
      change(key) { $0.values[key] = ManagedValue.stored(value) }
    }
  }

  /// The value kept for `key`, as kept (a to-many relationship is an array of objects).
  open func primitiveValue(forKey key: String) -> Any? {
    CoreDataLock.locked { values[key] }
  }

  /// Keeps `value` for `key`, without telling anyone or following inverses.
  open func setPrimitiveValue(_ value: Any?, forKey key: String) {
    CoreDataLock.locked { values[key] = ManagedValue.stored(value) }
  }

  /// Tells the object's observers that `key` is about to change.
  open func willChangeValue(forKey key: String) { objectWillChange.send() }
  /// Tells the object's context that `key` changed.
  open func didChangeValue(forKey key: String) { managedObjectContext?.objectDidChange(self) }
  /// Called before a property is read (nothing to fault in here).
  open func willAccessValue(forKey key: String?) {}
  /// Called after a property is read.
  open func didAccessValue(forKey key: String?) {}

  // MARK: What @Managed writes

  /// The value of the property `key` as the property's type `T` declares it.
  public func _managedValue<T>(forKey key: String, as type: T.Type = T.self) -> T {
    let raw = primitiveValue(forKey: key)
    if let value = ManagedValue.cast(raw, to: T.self) { return value }
    preconditionFailure(
      "Core Data: \(entity.name ?? "?").\(key) holds \(raw.map { String(describing: Swift.type(of: $0)) } ?? "nothing"), not \(T.self)"
    )
  }

  /// Sets the property `key` from its declared type.
  public func _setManagedValue<T>(_ value: T, forKey key: String) {
    setValue(ManagedValue.unwrapped(value), forKey: key)
  }

  /// Adds `value` (an object, or a set of objects) to the to-many relationship `key`.
  public func _managedAdd(_ value: Any, toKey key: String, at index: Int? = nil) {
    guard let relationship = entity.relationshipsByName[key] else { return }
    var current = relatedObjects(relationship.name)
    let added = ManagedValue.objects(in: value).filter { object in !current.contains { $0 === object } }
    if let index, index <= current.count {
      current.insert(contentsOf: added, at: index)
    } else {
      current += added
    }
    setRelationship(relationship, to: current, inverse: true)
  }

  /// Removes `value` (an object, or a set of objects) from the to-many relationship `key`.
  public func _managedRemove(_ value: Any, fromKey key: String) {
    guard let relationship = entity.relationshipsByName[key] else { return }
    let removed = ManagedValue.objects(in: value)
    setRelationship(
      relationship, to: relatedObjects(key).filter { object in !removed.contains { $0 === object } },
      inverse: true)
  }

  /// Removes the object at `index` of the ordered relationship `key`.
  public func _managedRemove(at index: Int, fromKey key: String) {
    _managedRemove(at: IndexSet(integer: index), fromKey: key)
  }

  /// Removes the objects at `indexes` of the ordered relationship `key`.
  public func _managedRemove(at indexes: IndexSet, fromKey key: String) {
    let current = relatedObjects(key)
    _managedRemove(indexes.filter(current.indices.contains).map { current[$0] }, fromKey: key)
  }

  /// Removes the objects at `indexes` of the ordered relationship `key`.
  public func _managedRemove(at indexes: NSIndexSet, fromKey key: String) {
    _managedRemove(at: IndexSet(indexes.map { $0 }), fromKey: key)
  }

  /// Inserts `value` (an object, or objects) at `index` of the ordered relationship `key`.
  public func _managedInsert(_ value: Any, at index: Int, intoKey key: String) {
    _managedAdd(value, toKey: key, at: index)
  }

  /// Inserts `values` at `indexes` of the ordered relationship `key`.
  public func _managedInsert(_ value: Any, at indexes: NSIndexSet, intoKey key: String) {
    for (object, index) in zip(ManagedValue.objects(in: value), indexes.map { $0 }) {
      _managedAdd(object, toKey: key, at: index)
    }
  }

  /// Replaces the object at `index` of the ordered relationship `key` with `value`.
  public func _managedReplace(at index: Int, with value: Any, inKey key: String) {
    _managedRemove(at: index, fromKey: key)
    _managedAdd(value, toKey: key, at: index)
  }

  /// Replaces the objects at `indexes` of the ordered relationship `key` with `values`.
  public func _managedReplace(at indexes: NSIndexSet, with value: Any, inKey key: String) {
    for (object, index) in zip(ManagedValue.objects(in: value), indexes.map { $0 }) {
      _managedReplace(at: index, with: object, inKey: key)
    }
  }

  // MARK: Relationships

  /// The objects the relationship `key` refers to.
  func relatedObjects(_ key: String) -> [NSManagedObject] {
    ManagedValue.objects(in: primitiveValue(forKey: key))
  }

  /// Makes `relationship` refer to `targets`, and, when `inverse`, each object gained or lost
  /// refer back or not (taking it from another object's relationship where the inverse is
  /// to-one).
  func setRelationship(
    _ relationship: NSRelationshipDescription, to targets: [NSManagedObject], inverse: Bool
  ) {
    // Sets of identities, not searches of the lists: a relationship of thousands of objects is
    // built one object at a time.
    var unique: [NSManagedObject] = []
    var kept: Set<ObjectIdentifier> = []
    for target in targets where kept.insert(ObjectIdentifier(target)).inserted { unique.append(target) }
    let old = relatedObjects(relationship.name)
    change(relationship.name) { object in
      object.values[relationship.name] = relationship.isToMany ? unique : unique.first
    }
    guard inverse, let back = relationship.inverseRelationship else { return }
    let had = Set(old.map(ObjectIdentifier.init))
    for lost in old where !kept.contains(ObjectIdentifier(lost)) {
      lost.setRelationship(back, to: lost.relatedObjects(back.name).filter { $0 !== self }, inverse: false)
    }
    for gained in unique where !had.contains(ObjectIdentifier(gained)) {
      if back.isToMany {
        gained.setRelationship(back, to: gained.relatedObjects(back.name) + [self], inverse: false)
      } else {
        // The gained object referred to another: that one loses it.
        for previous in gained.relatedObjects(back.name) where previous !== self {
          previous.setRelationship(
            relationship, to: previous.relatedObjects(relationship.name).filter { $0 !== gained },
            inverse: false)
        }
        gained.setRelationship(back, to: [self], inverse: false)
      }
    }
  }

  /// Changes the values with `body`, telling observers before and the context after.
  private func change(_ key: String, _ body: (NSManagedObject) -> Void) {
    willChangeValue(forKey: key)
    CoreDataLock.locked { body(self) }
    didChangeValue(forKey: key)
  }

  open override var description: String {
    let shown = CoreDataLock.locked { values.keys.sorted() }.map { key in
      "\(key) = \(primitiveValue(forKey: key).map { $0 is NSManagedObject || $0 is [NSManagedObject] ? "<relationship>" : "\($0)" } ?? "nil")"
    }
    return "<\(entity.name ?? "NSManagedObject"): \(objectID)> { \(shown.joined(separator: "; ")) }"
  }
}

/// An object's identity in a store: its entity and a number unique in the process.
public final class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
  /// The entity of the object it names.
  public let entity: NSEntityDescription
  let number: Int
  /// Whether the object was not saved yet.
  public internal(set) var isTemporaryID = true

  init(entity: NSEntityDescription) {
    self.entity = entity
    self.number = Self.counter.next()
  }

  private static let counter = Counter()

  /// A URL naming the object (`x-coredata://memory/Item/p1`).
  public func uriRepresentation() -> URL {
    URL(string: "x-coredata://memory/\(entity.name ?? "entity")/\(isTemporaryID ? "t" : "p")\(number)")!
  }

  public override var description: String { uriRepresentation().absoluteString }
}

/// Numbers objects' identities.
final class Counter: @unchecked Sendable {
  private var value = 0
  func next() -> Int {
    CoreDataLock.locked {
      value += 1
      return value
    }
  }
}

/// The classes objects of each entity are made of, as the app's classes made them.
enum EntityClasses {
  nonisolated(unsafe) private static var types: [ObjectIdentifier: NSManagedObject.Type] = [:]

  static func register(_ type: NSManagedObject.Type, for entity: NSEntityDescription) {
    CoreDataLock.locked { types[ObjectIdentifier(entity)] = type }
  }

  /// The class for `entity`: registered, or found by the name the model gives it (a class the
  /// process has not used yet), or `NSManagedObject`.
  static func type(for entity: NSEntityDescription) -> NSManagedObject.Type {
    if let type = CoreDataLock.locked({ types[ObjectIdentifier(entity)] }) { return type }
    let name = entity.managedObjectClassName
    let modules = CoreDataLock.locked {
      Set(types.values.map { String(reflecting: $0).split(separator: ".").first.map(String.init) ?? "" })
    }
    for candidate in [name] + modules.map({ "\($0).\(name.split(separator: ".").last ?? "")" }) {
      if let type = _typeByName(candidate) as? NSManagedObject.Type {
        register(type, for: entity)
        return type
      }
    }
    return NSManagedObject.self
  }
}

/// The one lock Core Data's objects, contexts and stores are changed under (recursive: a change
/// follows inverses into other objects).
enum CoreDataLock {
  private static let lock = NSRecursiveLock()
  static func locked<R>(_ body: () throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
