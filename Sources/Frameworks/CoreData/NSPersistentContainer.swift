import Foundation

/// The store types a description can ask for. Every store is kept in memory here.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSInMemoryStoreType = "InMemory"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSSQLiteStoreType = "SQLite"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSBinaryStoreType = "Binary"

/// A model, its store, and the contexts over them: what an app's `PersistenceController` makes.
/// Its stores are in memory whatever their descriptions ask (a file URL, `/dev/null`, SQLite):
/// each container starts empty, as a preview's in-memory container does.
open class NSPersistentContainer: @unchecked Sendable {
  /// The container's name (the model's, for `init(name:)`).
  public let name: String
  /// The model.
  public let managedObjectModel: NSManagedObjectModel
  /// The coordinator of its store.
  public let persistentStoreCoordinator: NSPersistentStoreCoordinator
  /// The stores to load, as the app describes them (one, by default).
  open var persistentStoreDescriptions: [NSPersistentStoreDescription]
  /// The context of the main thread, for the app's views.
  public private(set) lazy var viewContext: NSManagedObjectContext = {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }()
  private let modelProblem: CoreDataError?

  /// A container for the app's data model named `name` (its `.xcdatamodeld`). When there is no
  /// such model, the container has an empty one and `loadPersistentStores` says so.
  public convenience init(name: String) {
    do throws(CoreDataError) {
      let url = URL(fileURLWithPath: name + ".momd")
      self.init(name: name, model: try NSManagedObjectModel.read(url), problem: nil)
    } catch {
      self.init(name: name, model: NSManagedObjectModel(), problem: error)
    }
  }

  /// A container for `model`.
  public convenience init(name: String, managedObjectModel model: NSManagedObjectModel) {
    self.init(name: name, model: model, problem: nil)
  }

  private init(name: String, model: NSManagedObjectModel, problem: CoreDataError?) {
    self.name = name
    self.managedObjectModel = model
    self.modelProblem = problem
    self.persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    let description = NSPersistentStoreDescription(
      url: Self.defaultDirectoryURL().appendingPathComponent(name + ".sqlite"))
    self.persistentStoreDescriptions = [description]
  }

  /// Where iOS keeps stores (nothing is written there here).
  open class func defaultDirectoryURL() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("Application Support")
  }

  /// Loads each described store (in memory) and calls `block` for each, with the error when the
  /// container's model could not be found or read.
  open func loadPersistentStores(
    completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
  ) {
    for description in persistentStoreDescriptions {
      if let modelProblem {
        block(description, modelProblem)
        continue
      }
      persistentStoreCoordinator.addPersistentStore(with: description) { description, error in
        block(description, error)
      }
    }
  }

  /// A new context over the store, for work off the main thread.
  open func newBackgroundContext() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }

  /// Runs `block` with a new background context.
  open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
    block(newBackgroundContext())
  }

  /// Runs `block` with a new background context and returns what it returns.
  public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows
    -> T
  {
    try block(newBackgroundContext())
  }
}

/// A container that would sync its store with CloudKit on iOS. Here it is a container like the
/// others: nothing is synced (there is no account to sync with).
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
  /// Does nothing: there is no CloudKit schema to make here.
  open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = [])
    throws
  {}
}

/// Options for `initializeCloudKitSchema(options:)`.
public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let dryRun = Self(rawValue: 1 << 1)
  public static let printSchema = Self(rawValue: 1 << 2)
}

/// The CloudKit container a store would sync with (kept).
public final class NSPersistentCloudKitContainerOptions: @unchecked Sendable {
  public let containerIdentifier: String
  public init(containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
}

/// How a store is to be loaded: its URL, type and options, as the app sets them (kept; every
/// store is in memory here).
open class NSPersistentStoreDescription: @unchecked Sendable {
  open var url: URL?
  open var type: String = NSSQLiteStoreType
  open var configuration: String?
  open var isReadOnly = false
  open var shouldAddStoreAsynchronously = false
  open var shouldMigrateStoreAutomatically = true
  open var shouldInferMappingModelAutomatically = true
  open var timeout: TimeInterval = 240
  open private(set) var options: [String: NSObject] = [:]
  open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?

  public init() {}
  public init(url: URL) { self.url = url }

  open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

/// Option keys stores accept (kept).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey =
  "NSPersistentStoreRemoteChangeNotificationOptionKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSSQLitePragmasOption = "NSSQLitePragmasOption"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSSQLiteManualVacuumOption = "NSSQLiteManualVacuumOption"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSSQLiteAnalyzeOption = "NSSQLiteAnalyzeOption"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"

/// A store a coordinator loaded (in memory, whatever its type), with the options it was added with.
open class NSPersistentStore: @unchecked Sendable {
  open var url: URL?
  open var type: String
  open var configurationName: String
  open var identifier: String
  /// The options it was added with (kept).
  open var options: [AnyHashable: Any]?
  init(type: String, url: URL?, configurationName: String?, options: [AnyHashable: Any]? = nil) {
    self.type = type
    self.url = url
    self.configurationName = configurationName ?? "Default"
    self.identifier = UUID().uuidString
    self.options = options
  }

  /// A kind of store, as Core Data's (every store is in memory here).
  public struct StoreType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sqlite = StoreType(rawValue: NSSQLiteStoreType)
    public static let binary = StoreType(rawValue: NSBinaryStoreType)
    public static let inMemory = StoreType(rawValue: NSInMemoryStoreType)
  }
}

/// The link between a model, its stores and the contexts over them. All its stores share one
/// set of saved objects, in memory.
open class NSPersistentStoreCoordinator: @unchecked Sendable {
  /// The model.
  public let managedObjectModel: NSManagedObjectModel
  /// The stores loaded.
  open private(set) var persistentStores: [NSPersistentStore] = []
  let store = InMemoryStore()
  private var contexts: [Weak<NSManagedObjectContext>] = []

  /// A coordinator of `model`.
  public init(managedObjectModel model: NSManagedObjectModel) {
    self.managedObjectModel = model
    CoreDataLock.locked {
      Self.models.removeAll { $0.value == nil }
      Self.models.append(Weak(model))
    }
  }

  nonisolated(unsafe) private static var models: [Weak<NSManagedObjectModel>] = []
  /// The models of the coordinators made in the process (where `Item.entity()` looks first).
  static func loadedModels() -> [NSManagedObjectModel] { CoreDataLock.locked { models.compactMap(\.value) } }

  /// Adds a store (in memory, whatever `type` says).
  @discardableResult
  open func addPersistentStore(
    ofType type: String, configurationName: String?, at url: URL?, options: [AnyHashable: Any]?
  ) throws -> NSPersistentStore {
    let store = NSPersistentStore(
      type: type, url: url, configurationName: configurationName, options: options)
    CoreDataLock.locked { persistentStores.append(store) }
    return store
  }

  /// Adds a store of `type` (in memory), as `addPersistentStore(ofType:…)`.
  @discardableResult
  open func addPersistentStore(
    type: NSPersistentStore.StoreType, configuration: String? = nil, at url: URL,
    options: [AnyHashable: Any]? = nil
  ) throws -> NSPersistentStore {
    try addPersistentStore(ofType: type.rawValue, configurationName: configuration, at: url, options: options)
  }

  /// Takes `store` away from the coordinator.
  open func remove(_ store: NSPersistentStore) throws {
    CoreDataLock.locked { persistentStores.removeAll { $0 === store } }
  }

  /// Moves `store` to `url`: the objects stay (they are in memory), the store now names `url`.
  @discardableResult
  open func migratePersistentStore(
    _ store: NSPersistentStore, to url: URL, options: [AnyHashable: Any]? = nil,
    type: NSPersistentStore.StoreType
  ) throws -> NSPersistentStore {
    CoreDataLock.locked {
      store.url = url
      store.type = type.rawValue
      if let options { store.options = options }
    }
    return store
  }

  /// `migratePersistentStore(_:to:options:type:)` with the type by name.
  @discardableResult
  open func migratePersistentStore(
    _ store: NSPersistentStore, to url: URL, options: [AnyHashable: Any]? = nil, withType storeType: String
  ) throws -> NSPersistentStore {
    try migratePersistentStore(
      store, to: url, options: options, type: NSPersistentStore.StoreType(rawValue: storeType))
  }

  /// Empties the store at `url` when it is one of the coordinator's (its saved objects are
  /// forgotten, as deleting its file forgets them); nothing else is on disk to delete.
  open func destroyPersistentStore(
    at url: URL, type: NSPersistentStore.StoreType, options: [AnyHashable: Any]? = nil
  ) throws {
    guard
      CoreDataLock.locked({
        persistentStores.contains { $0.url?.standardizedFileURL == url.standardizedFileURL }
      })
    else { return }
    store.removeAll()
  }

  /// `destroyPersistentStore(at:type:options:)` with the type by name.
  open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil)
    throws
  {
    try destroyPersistentStore(
      at: url, type: NSPersistentStore.StoreType(rawValue: storeType), options: options)
  }

  /// Would replace the store at `destinationURL` with a copy of the store file at `sourceURL`, as
  /// Core Data's; stores are in memory here and no store file can be read.
  ///
  /// - Throws: `CocoaError(.fileReadNoSuchFile)` when there is no file at `sourceURL`, as on
  ///   iOS; otherwise `CoreDataError.storeFileNotRead`, naming it.
  open func replacePersistentStore(
    at destinationURL: URL, destinationOptions: [AnyHashable: Any]? = nil,
    withPersistentStoreFrom sourceURL: URL,
    sourceOptions: [AnyHashable: Any]? = nil, type: NSPersistentStore.StoreType
  ) throws {
    guard FileManager.default.fileExists(atPath: sourceURL.path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: sourceURL.path])
    }
    throw CoreDataError.storeFileNotRead(sourceURL.lastPathComponent)
  }

  /// `replacePersistentStore(at:…type:)` with the type by name.
  open func replacePersistentStore(
    at destinationURL: URL, destinationOptions: [AnyHashable: Any]? = nil,
    withPersistentStoreFrom sourceURL: URL,
    sourceOptions: [AnyHashable: Any]? = nil, ofType storeType: String
  ) throws {
    try replacePersistentStore(
      at: destinationURL, destinationOptions: destinationOptions, withPersistentStoreFrom: sourceURL,
      sourceOptions: sourceOptions, type: NSPersistentStore.StoreType(rawValue: storeType))
  }

  /// Adds the store `description` describes (in memory) and calls `block`.
  open func addPersistentStore(
    with description: NSPersistentStoreDescription,
    completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
  ) {
    _ = try? addPersistentStore(
      ofType: description.type, configurationName: description.configuration, at: description.url,
      options: nil)
    block(description, nil)
  }

  func add(_ context: NSManagedObjectContext) {
    CoreDataLock.locked {
      contexts.removeAll { $0.value == nil }
      contexts.append(Weak(context))
    }
  }

  /// Tells the other contexts that merge changes that `saver` saved.
  func contextDidSave(
    _ saver: NSManagedObjectContext, updated: [NSManagedObjectID], deleted: [NSManagedObjectID]
  ) {
    let others = CoreDataLock.locked { contexts.compactMap(\.value) }.filter {
      $0 !== saver && $0.parent == nil && $0.automaticallyMergesChangesFromParent
    }
    for context in others { context.merge(updated: updated, deleted: deleted) }
    for context in CoreDataLock.locked({ contexts.compactMap(\.value) }) where context !== saver {
      context.objectWillChange.send()
    }
  }
}
