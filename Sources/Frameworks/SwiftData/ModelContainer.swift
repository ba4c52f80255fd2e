import Foundation

/// Where an app's models live: a store in memory for the schema's models, and its main context.
public final class ModelContainer: @unchecked Sendable {
  /// The schema.
  public let schema: Schema
  /// The configurations (every one kept in memory here).
  public let configurations: [ModelConfiguration]
  let store = ModelStore()
  private let mainContextLock = NSLock()
  nonisolated(unsafe) private var _mainContext: ModelContext?

  /// A container for `schema`.
  public init(
    for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: [ModelConfiguration]
  ) throws {
    schema = givenSchema
    self.configurations = configurations.isEmpty ? [ModelConfiguration(nil, schema: nil)] : configurations
  }

  /// A container for `schema`.
  public convenience init(
    for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
  }

  /// A container for `types`.
  public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...)
    throws
  {
    try self.init(for: Schema(forTypes), configurations: configurations)
  }

  /// A container for `types`, with a migration plan.
  public convenience init(
    for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)?,
    configurations: ModelConfiguration...
  ) throws {
    try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
  }

  /// The context of the main actor (made on first use).
  @MainActor public var mainContext: ModelContext {
    mainContextLock.withLock {
      if let context = _mainContext { return context }
      let context = ModelContext(self)
      _mainContext = context
      return context
    }
  }

  /// Removes every model from the store.
  public func deleteAllData() { store.removeAll() }

  /// Removes every model from the store.
  public func erase() throws { store.removeAll() }
}

/// The models a container holds, by entity, in the order they were inserted.
final class ModelStore: @unchecked Sendable {
  private let state = Locked<[ObjectIdentifier: [AnyObject]]>([:])

  func insert(_ model: AnyObject) {
    state.withLock { table in
      let key = ObjectIdentifier(type(of: model))
      if table[key]?.contains(where: { $0 === model }) == true { return }
      table[key, default: []].append(model)
    }
  }

  func remove(_ model: AnyObject) {
    state.withLock { table in table[ObjectIdentifier(type(of: model))]?.removeAll { $0 === model } }
  }

  func models<T>(of type: T.Type) -> [T] {
    state.withLock { table in
      var found: [T] = []
      for (_, models) in table {
        for model in models { if let model = model as? T { found.append(model) } }
      }
      return found
    }
  }

  func contains(_ model: AnyObject) -> Bool {
    state.withLock { $0[ObjectIdentifier(type(of: model))]?.contains { $0 === model } ?? false }
  }

  func removeAll() { state.withLock { $0 = [:] } }
}
