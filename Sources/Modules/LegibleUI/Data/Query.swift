import Foundation
import SwiftData

/// The models of the environment's `modelContext` that a fetch describes, as SwiftData's
/// `@Query`: `@Query(sort: \Pizza.name) var pizzas: [Pizza]`. The view is evaluated again after
/// any insert, delete or change in the context; a model's properties are followed as any
/// observable's.
@propertyWrapper
public struct Query<Element: PersistentModel, Result: RangeReplaceableCollection>: DynamicProperty
where Result.Element == Element {
  let descriptor: FetchDescriptor<Element>
  let box = QueryResults<Element>()

  init(descriptor: FetchDescriptor<Element>) { self.descriptor = descriptor }

  /// Every model of the type. Declared in the type itself, not in an extension: only then does
  /// Swift take `@Query var orders: [Order]` as initialized, so that the view's memberwise
  /// initializer does not ask for it.
  public init() { self.init(descriptor: FetchDescriptor()) }

  /// The models, fetched before each evaluation of the body.
  public var wrappedValue: Result { Result(box.models) }
  /// The context fetched from.
  public var modelContext: ModelContext { box.context ?? EnvironmentValues().modelContext }
  /// The error of the last fetch, if it failed (its models are then empty).
  public var fetchError: (any Error)? { box.error }
}

// The initialisers are on the type itself, not in an extension where `Result == [Element]`, so
// that `@Query var orders: [Order]` infers the model from the property's type.
extension Query {
  /// The models `descriptor` describes.
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
    self.init(descriptor: descriptor)
  }

  /// The models `filter` accepts, sorted by `sort`.
  public init(
    filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation = .default
  ) {
    self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: sort))
  }

  /// The models `filter` accepts, sorted by `sort`.
  public init(
    filter: Predicate<Element>? = nil, sort: SortDescriptor<Element>, animation: Animation = .default
  ) {
    self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [sort]))
  }

  /// The models `filter` accepts, sorted by the value at `sort`.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
    order: SortOrder = .forward,
    animation: Animation = .default
  ) {
    self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }

  /// The models `filter` accepts, sorted by the optional value at `sort`.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
    order: SortOrder = .forward,
    animation: Animation = .default
  ) {
    self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
  }
}

/// What a query fetched for one evaluation.
final class QueryResults<Element>: @unchecked Sendable {
  var models: [Element] = []
  var context: ModelContext?
  var error: (any Error)?
}

extension Query: BindableProperty {
  @MainActor func bind(to site: BindingSite) {
    let context = site.environment.modelContext
    site.node.observe(context)
    box.context = context
    do {
      box.models = try context.fetch(descriptor)
      box.error = nil
    } catch {
      box.models = []
      box.error = error
    }
  }
}

extension Query: _ComparableDynamicProperty {
  func _isSame(as other: Any) -> Bool { false }
}

/// The containers `.modelContainer(for:inMemory:)` made, by their models, so that a view
/// evaluated again keeps its models.
private enum MadeContainers {
  nonisolated(unsafe) static var made: [String: ModelContainer] = [:]
  static let lock = NSLock()

  static func container(for types: [any PersistentModel.Type], inMemory: Bool) -> Result<
    ModelContainer, Error
  > {
    let key = types.map { String(reflecting: $0) }.joined(separator: ",") + (inMemory ? " memory" : "")
    return lock.withLock {
      if let made = made[key] { return .success(made) }
      do {
        let container = try ModelContainer(
          for: Schema(types),
          configurations: [ModelConfiguration(nil, schema: nil, isStoredInMemoryOnly: inMemory)])
        made[key] = container
        return .success(container)
      } catch {
        return .failure(error)
      }
    }
  }
}

extension View {
  /// Gives this view and those inside it `container`'s main context.
  public func modelContainer(_ container: ModelContainer) -> some View {
    environment(\.modelContext, MainActor.assumeIsolated { container.mainContext })
  }

  /// Gives this view and those inside it the main context of a container for `modelType` (made
  /// once per set of models in the process; always in memory here).
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, Error>) -> Void = { _ in }
  ) -> some View {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)
  }

  /// Gives this view and those inside it the main context of a container for `modelTypes`.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, Error>) -> Void = { _ in }
  ) -> some View {
    let made = MadeContainers.container(for: modelTypes, inMemory: inMemory)
    onSetup(made)
    let context = (try? made.get()).map { container in MainActor.assumeIsolated { container.mainContext } }
    return environment(\.modelContext, context ?? EnvironmentValues().modelContext)
  }
}
