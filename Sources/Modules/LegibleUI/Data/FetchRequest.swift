import CoreData
import Foundation

/// The Core Data objects of the environment's `managedObjectContext` that a fetch request
/// describes, as SwiftUI's `@FetchRequest`:
/// `@FetchRequest(sortDescriptors: [SortDescriptor(\.name)]) var items: FetchedResults<Item>`.
/// The view is evaluated again after any insert, delete, change or save in the context; its
/// `$items.nsPredicate` and sort descriptors can be changed and are kept with the view.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
  let request: NSFetchRequest<Result>
  let sort: [(Result, Result) -> ComparisonResult]?
  let box = FetchRequestBox<Result>()

  init(request: NSFetchRequest<Result>, sort: [(Result, Result) -> ComparisonResult]? = nil) {
    self.request = request
    self.sort = sort
  }

  /// The objects `fetchRequest` describes.
  public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
    self.init(request: fetchRequest)
  }

  /// The objects `fetchRequest` describes.
  public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
    self.init(request: fetchRequest)
  }

  /// The objects of `entity` that `predicate` accepts, sorted by `sortDescriptors`.
  public init(
    entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
    animation: Animation? = nil
  ) {
    let request = NSFetchRequest<Result>(entityName: entity.name ?? "")
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
    self.init(request: request)
  }

  /// The objects fetched before this evaluation of the body.
  public var wrappedValue: FetchedResults<Result> { FetchedResults(box: box) }

  /// The request's predicate and sort descriptors, to change.
  public var projectedValue: Binding<Configuration> {
    let box = box
    return Binding(get: { box.configuration }, set: { box.change($0) })
  }

  /// What a view may change of the request.
  public struct Configuration {
    /// Which objects are fetched.
    public var nsPredicate: NSPredicate?
    /// Their order.
    public var nsSortDescriptors: [NSSortDescriptor]
  }
}

extension FetchRequest where Result: NSManagedObject {
  /// The objects of `Result`'s entity that `predicate` accepts, sorted by `sortDescriptors`.
  public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil)
  {
    let request = NSFetchRequest<Result>()
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
    self.init(request: request)
  }

  /// The objects of `Result`'s entity that `predicate` accepts, sorted by Swift's sort
  /// descriptors. (Disfavoured: `sortDescriptors: []` means the other, as it does on iOS.)
  @_disfavoredOverload
  public init(
    sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil
  ) {
    let request = NSFetchRequest<Result>()
    request.predicate = predicate
    self.init(request: request, sort: sortDescriptors.map { descriptor in { descriptor.compare($0, $1) } })
  }
}

/// What a `@FetchRequest` fetched for one evaluation, and the configuration its view changed.
final class FetchRequestBox<Result: NSFetchRequestResult>: @unchecked Sendable {
  var results: [Result] = []
  var error: (any Error)?
  var context: NSManagedObjectContext?
  var configuration = FetchRequest<Result>.Configuration(nsPredicate: nil, nsSortDescriptors: [])
  /// The configuration the view changed, kept with the view's node.
  var changed: ChangedConfiguration<Result>?

  func change(_ configuration: FetchRequest<Result>.Configuration) {
    self.configuration = configuration
    changed?.configuration = configuration
    context?.objectWillChange.send()
  }
}

/// A configuration a view set through `$results`, kept for as long as the view.
final class ChangedConfiguration<Result: NSFetchRequestResult>: @unchecked Sendable {
  var configuration: FetchRequest<Result>.Configuration?
}

extension FetchRequest: BindableProperty {
  @MainActor func bind(to site: BindingSite) {
    let context = site.environment.managedObjectContext
    site.node.observe(context)
    box.context = context
    let changed = site.kept { ChangedConfiguration<Result>() }
    box.changed = changed
    let fetch = NSFetchRequest<Result>(entityName: request.entityName ?? "")
    fetch.predicate = changed.configuration?.nsPredicate ?? request.predicate
    fetch.sortDescriptors = changed.configuration?.nsSortDescriptors ?? request.sortDescriptors
    fetch.fetchLimit = request.fetchLimit
    fetch.fetchOffset = request.fetchOffset
    fetch.resultType = request.resultType
    fetch.includesSubentities = request.includesSubentities
    fetch.propertiesToFetch = request.propertiesToFetch
    if request.entityName == nil, let type = Result.self as? NSManagedObject.Type {
      fetch.entityName =
        context.persistentStoreCoordinator?.managedObjectModel.entitiesByName.values
        .first {
          $0.managedObjectClassName.split(separator: ".").last.map(String.init) == String(describing: type)
        }?
        .name ?? String(describing: type)
    }
    box.configuration = .init(nsPredicate: fetch.predicate, nsSortDescriptors: fetch.sortDescriptors ?? [])
    do {
      var results = try context.fetch(fetch)
      if let sort, !sort.isEmpty, changed.configuration == nil {
        results = results.enumerated().sorted { a, b in
          for compare in sort {
            switch compare(a.element, b.element) {
            case .orderedAscending: return true
            case .orderedDescending: return false
            case .orderedSame: continue
            }
          }
          return a.offset < b.offset
        }.map(\.element)
      }
      box.results = results
      box.error = nil
    } catch {
      box.results = []
      box.error = error
      FetchWarnings.report(error)
    }
  }
}

/// Says each failed fetch once on standard error, as Core Data logs it on iOS: the view shows
/// no objects, and the team sees why.
private enum FetchWarnings {
  nonisolated(unsafe) static var said: Set<String> = []
  static let lock = NSLock()

  static func report(_ error: any Error) {
    let message = "\(error)"
    guard lock.withLock({ said.insert(message).inserted }) else { return }
    FileHandle.standardError.write(Data("warning: @FetchRequest: \(message)\n".utf8))
  }
}

extension FetchRequest: _ComparableDynamicProperty {
  func _isSame(as other: Any) -> Bool { false }
}

/// The objects a `@FetchRequest` fetched, in order.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
  let box: FetchRequestBox<Result>

  public var startIndex: Int { 0 }
  public var endIndex: Int { box.results.count }
  public subscript(position: Int) -> Result { box.results[position] }

  /// The predicate of the request (setting it fetches again).
  public var nsPredicate: NSPredicate? {
    get { box.configuration.nsPredicate }
    nonmutating set {
      var configuration = box.configuration
      configuration.nsPredicate = newValue
      box.change(configuration)
    }
  }

  /// The sort descriptors of the request (setting them fetches again).
  public var nsSortDescriptors: [NSSortDescriptor] {
    get { box.configuration.nsSortDescriptors }
    nonmutating set {
      var configuration = box.configuration
      configuration.nsSortDescriptors = newValue
      box.change(configuration)
    }
  }

  /// The error of the last fetch, if it failed (the results are then empty).
  public var fetchError: (any Error)? { box.error }
}
