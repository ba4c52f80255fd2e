import Foundation

/// The models a container holds, and their version.
public final class Schema: @unchecked Sendable {
  /// The model classes.
  public let entities: [any PersistentModel.Type]
  /// The version.
  public let version: Version

  /// The schema of `types`.
  public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
    entities = types
    self.version = version
    for type in types { Inverses.register(type) }
  }
  /// The schema of `types`.
  public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
    self.init(types, version: version)
  }
  /// The schema of a versioned schema.
  public convenience init(versionedSchema: any VersionedSchema.Type) {
    self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
  }

  /// A schema's version.
  public struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let major: Int
    public let minor: Int
    public let patch: Int
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
      self.major = major
      self.minor = minor
      self.patch = patch
    }
    public static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
    public var description: String { "\(major).\(minor).\(patch)" }
  }

  /// An attribute's options.
  public enum Attribute {
    /// An option of `@Attribute`.
    public struct Option: Hashable, Sendable {
      let name: String
      public static let unique = Option(name: "unique")
      public static let externalStorage = Option(name: "externalStorage")
      public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
      public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
      public static let ephemeral = Option(name: "ephemeral")
      public static let spotlight = Option(name: "spotlight")
      public static func transformable(by name: String) -> Option { Option(name: "transformable \(name)") }
      public static func transformable(by type: Any.Type) -> Option { Option(name: "transformable \(type)") }
    }
  }

  /// A relationship's options.
  public enum Relationship {
    /// What happens to related models when a model is deleted.
    public enum DeleteRule: Hashable, Sendable {
      case noAction, nullify, cascade, deny
    }
    /// An option of `@Relationship`.
    public struct Option: Hashable, Sendable {
      let name: String
      public static let unique = Option(name: "unique")
    }
  }
}

/// A version of an app's schema, for migrations.
public protocol VersionedSchema {
  /// The version.
  static var versionIdentifier: Schema.Version { get }
  /// Its models.
  static var models: [any PersistentModel.Type] { get }
}

/// How an app's schema moves from version to version (not run here: nothing is on disk).
public protocol SchemaMigrationPlan {
  static var schemas: [any VersionedSchema.Type] { get }
  static var stages: [MigrationStage] { get }
}

/// One step of a migration.
public enum MigrationStage: @unchecked Sendable {
  case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
  case custom(
    fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
    willMigrate: (@Sendable (ModelContext) throws -> Void)?,
    didMigrate: (@Sendable (ModelContext) throws -> Void)?)
}

/// How a container stores its models. Here every store is in memory.
public struct ModelConfiguration: Hashable, Sendable {
  /// Its name.
  public let name: String
  /// Whether it asked to be kept in memory only (it is, either way, here).
  public let isStoredInMemoryOnly: Bool
  /// Whether saving is allowed.
  public let allowsSave: Bool
  /// Where the store would be on disk (nothing is written here).
  public let url: URL

  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
    groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? "default"
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
    url = URL(fileURLWithPath: "/dev/null")
  }

  public init(
    _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
    cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? "default"
    isStoredInMemoryOnly = false
    self.allowsSave = allowsSave
    self.url = url
  }

  @_disfavoredOverload
  public init(
    for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true
  ) {
    self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: allowsSave)
  }

  /// An app group's container.
  public struct GroupContainer: Hashable, Sendable {
    let name: String
    public static let automatic = GroupContainer(name: "automatic")
    public static let none = GroupContainer(name: "none")
    public static func identifier(_ identifier: String) -> GroupContainer { GroupContainer(name: identifier) }
  }

  /// A CloudKit database (none is used here).
  public struct CloudKitDatabase: Hashable, Sendable {
    let name: String
    public static let automatic = CloudKitDatabase(name: "automatic")
    public static let none = CloudKitDatabase(name: "none")
    public static func `private`(_ identifier: String) -> CloudKitDatabase {
      CloudKitDatabase(name: identifier)
    }
  }
}
