import Foundation

/// A data model: the entities an app's managed objects are made of. Read from an app's
/// `.xcdatamodeld` (`NSManagedObjectModel(contentsOf:)`, or found by name by
/// `NSPersistentContainer(name:)` among `NSManagedObjectModel.appModels`) or built in code.
open class NSManagedObjectModel: @unchecked Sendable {
  /// The entities, in the model's order.
  open var entities: [NSEntityDescription] = [] {
    didSet { for entity in entities { entity.managedObjectModel = self } }
  }
  /// The entities by name.
  open var entitiesByName: [String: NSEntityDescription] {
    Dictionary(entities.map { ($0.name ?? "", $0) }, uniquingKeysWith: { first, _ in first })
  }
  /// The model's version identifiers (the name of the version read).
  open var versionIdentifiers: Set<AnyHashable> = []

  /// An empty model, to fill in code.
  public init() {}

  /// The model at `url`: an `.xcdatamodeld` (its current version), an `.xcdatamodel`, or the
  /// `.momd` or `.mom` Xcode compiles from one, looked up by name among `appModels` (a compiled
  /// model cannot be read here). Nil when there is no such model or it cannot be read, as on iOS;
  /// `NSManagedObjectModel.read(_:)` says why.
  public convenience init?(contentsOf url: URL) {
    guard let model = try? Self.read(url) else { return nil }
    self.init()
    versionIdentifiers = model.versionIdentifiers
    entities = model.entities
  }

  /// The app's data models (`.xcdatamodeld` folders): `legible app` lists them here, where iOS
  /// would find the compiled models in the app's bundle.
  nonisolated(unsafe) public static var appModels: [URL] = []

  /// The model at `url` (see `init(contentsOf:)`).
  ///
  /// - Throws: `CoreDataError.modelNotFound` or `.unreadableModel`, naming the file and what is
  ///   wrong with it.
  public static func read(_ url: URL) throws(CoreDataError) -> NSManagedObjectModel {
    let ext = url.pathExtension
    if ext == "momd" || ext == "mom" {
      let name = url.deletingPathExtension().lastPathComponent
      guard let source = appModels.first(where: { $0.deletingPathExtension().lastPathComponent == name })
      else {
        throw .modelNotFound(name, searched: appModels.map(\.path))
      }
      return try DataModelFile.read(source)
    }
    return try DataModelFile.read(url)
  }

  /// One model of the entities of every app model (for `nil`, the app's models).
  open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
    let models = appModels.compactMap { try? read($0) }
    guard !models.isEmpty else { return nil }
    let merged = NSManagedObjectModel()
    merged.entities = models.flatMap(\.entities)
    return merged
  }

  /// The entity whose objects are of `type` (by its class name, without the module).
  func entity(for type: NSManagedObject.Type) -> NSEntityDescription? {
    let name = String(describing: type)
    return entities.first { $0.managedObjectClassName.split(separator: ".").last.map(String.init) == name }
      ?? entities.first { $0.name == name }
  }
}

/// An entity: a kind of managed object, with its attributes and relationships, and the class
/// its objects are made of.
open class NSEntityDescription: @unchecked Sendable, CustomStringConvertible {
  /// The entity's name.
  open var name: String?
  /// The class its objects are made of (`NSManagedObject` when it has none of its own).
  open var managedObjectClassName: String = "NSManagedObject"
  /// Whether it only stands for its sub-entities.
  open var isAbstract = false
  /// Its parent entity, whose properties it has too.
  open internal(set) weak var superentity: NSEntityDescription? {
    didSet { PropertyTables.changed() }
  }
  /// Its sub-entities (a fetch of it finds theirs too).
  open var subentities: [NSEntityDescription] = [] {
    didSet { for entity in subentities { entity.superentity = self } }
  }
  /// Its own properties, without those of its parent.
  open var properties: [NSPropertyDescription] = [] {
    didSet {
      for property in properties { property.entity = self }
      PropertyTables.changed()
    }
  }
  /// Its properties by name, with the version of the models they were made at.
  private var tables: PropertyTables?
  /// The model it belongs to.
  open internal(set) weak var managedObjectModel: NSManagedObjectModel?
  /// The indexes a store keeps of its objects (see `NSFetchIndexDescription`).
  open var indexes: [NSFetchIndexDescription] = [] {
    didSet { for index in indexes { index.entity = self } }
  }
  /// What Xcode generates for it, as the model file says (`class`, `category`, or nil: nothing,
  /// the app declares the class itself). Read by `legible app`.
  public var _codeGenerationType: String?

  public init() {}

  /// Its properties and its parents', by name.
  open var propertiesByName: [String: NSPropertyDescription] { currentTables.properties }
  /// Its attributes (its parents' too), by name.
  open var attributesByName: [String: NSAttributeDescription] { currentTables.attributes }
  /// Its relationships (its parents' too), by name.
  open var relationshipsByName: [String: NSRelationshipDescription] { currentTables.relationships }

  /// The tables by name, made again when any entity's properties or parent changed since (every
  /// object made and every change reads them).
  private var currentTables: PropertyTables {
    CoreDataLock.locked {
      if let tables, tables.version == PropertyTables.version { return tables }
      var all = superentity?.propertiesByName ?? [:]
      for property in properties { all[property.name] = property }
      let made = PropertyTables(
        version: PropertyTables.version, properties: all,
        attributes: all.compactMapValues { $0 as? NSAttributeDescription },
        relationships: all.compactMapValues { $0 as? NSRelationshipDescription })
      tables = made
      return made
    }
  }

  /// Whether it is `entity` or one of its sub-entities.
  open func isKindOf(entity: NSEntityDescription) -> Bool {
    var current: NSEntityDescription? = self
    while let candidate = current {
      if candidate === entity { return true }
      current = candidate.superentity
    }
    return false
  }

  /// The entity named `name` in `context`'s model.
  open class func entity(forEntityName name: String, in context: NSManagedObjectContext)
    -> NSEntityDescription?
  {
    context.model?.entitiesByName[name]
  }

  /// A new object of the entity named `name`, inserted into `context`.
  open class func insertNewObject(forEntityName name: String, into context: NSManagedObjectContext)
    -> NSManagedObject
  {
    guard let entity = entity(forEntityName: name, in: context) else {
      preconditionFailure(CoreDataError.unknownEntity(name).description)
    }
    return NSManagedObject.make(entity).init(entity: entity, insertInto: context)
  }

  public var description: String { "<NSEntityDescription \(name ?? "?")>" }
}

/// A property of an entity: an attribute or a relationship.
open class NSPropertyDescription: @unchecked Sendable {
  /// The property's name, the key its value is kept under.
  open var name: String = ""
  /// Whether an object may be saved without a value for it.
  open var isOptional = true
  /// Whether it is not saved (kept only while the object lives).
  open var isTransient = false
  /// The entity it belongs to.
  open internal(set) weak var entity: NSEntityDescription?

  public init() {}
}

/// The type of an attribute's values.
public enum NSAttributeType: UInt, Sendable {
  case undefinedAttributeType = 0
  case integer16AttributeType = 100
  case integer32AttributeType = 200
  case integer64AttributeType = 300
  case decimalAttributeType = 400
  case doubleAttributeType = 500
  case floatAttributeType = 600
  case stringAttributeType = 700
  case booleanAttributeType = 800
  case dateAttributeType = 900
  case binaryDataAttributeType = 1000
  case uuidAttributeType = 1100
  case uriAttributeType = 1200
  case transformableAttributeType = 1800
  case objectIDAttributeType = 2000
  case compositeAttributeType = 2100
}

/// An attribute: a value of one of the model's types.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
  /// The type of its values.
  open var attributeType: NSAttributeType = .undefinedAttributeType
  /// The value a new object starts with.
  open var defaultValue: Any?
  /// The class a transformable attribute's values are of, as the model names it.
  open var attributeValueClassName: String?
  /// Whether Xcode's generated property is a Swift scalar (`Int64`, `Bool`) rather than an
  /// optional object (`NSNumber?`), as the model file says. Read by `legible app`.
  public var _usesScalarValueType: Bool?
}

/// What deleting an object does to the objects a relationship of it refers to.
public enum NSDeleteRule: UInt, Sendable {
  /// Nothing: they keep referring to the deleted object.
  case noActionDeleteRule = 0
  /// Their inverse relationship forgets the deleted object.
  case nullifyDeleteRule = 1
  /// They are deleted too.
  case cascadeDeleteRule = 2
  /// The object cannot be saved deleted while the relationship refers to any.
  case denyDeleteRule = 3
}

/// A relationship: the objects of another entity an object refers to.
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
  /// The entity it refers to.
  open var destinationEntity: NSEntityDescription?
  /// The relationship back, kept in step with this one.
  open var inverseRelationship: NSRelationshipDescription?
  /// What deleting the object does to the objects it refers to.
  open var deleteRule: NSDeleteRule = .nullifyDeleteRule
  /// The most objects it may refer to (1 for a to-one relationship, 0 for no limit).
  open var maxCount = 1
  /// The fewest objects it must refer to.
  open var minCount = 0
  /// Whether a to-many relationship keeps its objects in order (`NSOrderedSet`).
  open var isOrdered = false
  /// Whether it refers to many objects.
  open var isToMany: Bool { maxCount != 1 }
}

/// An entity's properties by name, as made at a version of the models.
private struct PropertyTables {
  let version: Int
  let properties: [String: NSPropertyDescription]
  let attributes: [String: NSAttributeDescription]
  let relationships: [String: NSRelationshipDescription]

  /// Bumped whenever an entity's properties or parent change: every table made before is stale.
  nonisolated(unsafe) static var version = 0
  static func changed() { CoreDataLock.locked { version &+= 1 } }
}
