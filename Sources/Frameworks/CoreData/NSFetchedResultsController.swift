import Combine
import Foundation

/// The objects a fetch request describes, kept up to date with its context and told to a
/// delegate, as Core Data's `NSFetchedResultsController` (the view models of SwiftUI apps use
/// it): `performFetch()` fetches, each change in the context fetches again and calls the
/// delegate's `controllerWillChangeContent(_:)` and `controllerDidChangeContent(_:)`; sections
/// are consecutive objects with the same value at `sectionNameKeyPath`. Changes are told as a
/// whole: the per-object and per-section delegate methods are not called here.
open class NSFetchedResultsController<ResultType>: @unchecked Sendable {
  /// The request.
  public let fetchRequest: NSFetchRequest<ResultType>
  /// The context it fetches from.
  public let managedObjectContext: NSManagedObjectContext
  /// The key path of the value that names each object's section (no sections for nil).
  public let sectionNameKeyPath: String?
  /// Kept (there is nothing to cache in memory).
  public let cacheName: String?
  /// Told of changes.
  open weak var delegate: (any NSFetchedResultsControllerDelegate)?
  /// The objects fetched (nil before `performFetch()`).
  open private(set) var fetchedObjects: [ResultType]?
  /// The sections of the objects fetched.
  open private(set) var sections: [any NSFetchedResultsSectionInfo]?
  private var subscription: AnyCancellable?
  private var fetching = false
  /// The controller as the delegate's methods take it (`NSFetchedResultsController<NSFetchRequestResult>`;
  /// on iOS the result type is erased at run time, and Swift cannot cast between a generic
  /// class's arguments): the same objects and sections.
  private var erased: NSFetchedResultsController<NSFetchRequestResult>?

  /// A controller of `fetchRequest`'s objects in `context`.
  public init(
    fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
    sectionNameKeyPath: String?, cacheName name: String?
  ) {
    self.fetchRequest = fetchRequest
    self.managedObjectContext = context
    self.sectionNameKeyPath = sectionNameKeyPath
    self.cacheName = name
  }

  /// Fetches the objects, and follows the context from then on.
  ///
  /// - Throws: what the context's fetch throws (an unknown entity, an unsupported predicate).
  open func performFetch() throws {
    try fetch()
    if subscription == nil {
      subscription = managedObjectContext.objectWillChange.sink { [weak self] in self?.contextChanged() }
    }
  }

  private func fetch() throws {
    let objects = try managedObjectContext.fetch(fetchRequest)
    fetchedObjects = objects
    var made: [FetchedSection] = []
    for object in objects {
      let name =
        sectionNameKeyPath.flatMap { key in
          (object as? NSManagedObject)?.value(forKeyPath: key).map { "\(ManagedValue.unwrapped($0) ?? "")" }
        } ?? ""
      if let last = made.last, last.name == name {
        last.contents.append(object)
      } else {
        made.append(FetchedSection(name: name, objects: [object]))
      }
    }
    sections = sectionNameKeyPath == nil && made.isEmpty ? [FetchedSection(name: "", objects: [])] : made
  }

  private func contextChanged() {
    guard !fetching else { return }
    fetching = true
    defer { fetching = false }
    guard let delegate else {
      try? fetch()
      return
    }
    delegate.controllerWillChangeContent(asDelegateSees())
    try? fetch()
    delegate.controllerDidChangeContent(asDelegateSees())
  }

  private func asDelegateSees() -> NSFetchedResultsController<NSFetchRequestResult> {
    if let same = self as? NSFetchedResultsController<NSFetchRequestResult> { return same }
    let view =
      erased
      ?? NSFetchedResultsController<NSFetchRequestResult>(
        fetchRequest: fetchRequest._retyped(as: NSFetchRequestResult.self),
        managedObjectContext: managedObjectContext,
        sectionNameKeyPath: sectionNameKeyPath, cacheName: cacheName)
    erased = view
    view.fetchedObjects = fetchedObjects?.compactMap { $0 as? NSFetchRequestResult }
    view.sections = sections
    return view
  }

  /// The object at `indexPath` (section, then row).
  open func object(at indexPath: IndexPath) -> ResultType {
    guard let sections, indexPath.count == 2, sections.indices.contains(indexPath[0]),
      let objects = sections[indexPath[0]].objects, objects.indices.contains(indexPath[1]),
      let object = objects[indexPath[1]] as? ResultType
    else {
      preconditionFailure("NSFetchedResultsController: no object at \(indexPath)")
    }
    return object
  }

  /// Where `object` is (section, then row), if it was fetched.
  open func indexPath(forObject object: ResultType) -> IndexPath? {
    for (section, info) in (sections ?? []).enumerated() {
      if let row = info.objects?.firstIndex(where: { ($0 as AnyObject) === (object as AnyObject) }) {
        return IndexPath(indexes: [section, row])
      }
    }
    return nil
  }
}

/// A section of a controller's objects.
public protocol NSFetchedResultsSectionInfo {
  /// The value its objects share at the section key path.
  var name: String { get }
  /// The index title.
  var indexTitle: String? { get }
  /// How many objects it has.
  var numberOfObjects: Int { get }
  /// Its objects.
  var objects: [Any]? { get }
}

private final class FetchedSection: NSFetchedResultsSectionInfo {
  let name: String
  var contents: [Any]
  init(name: String, objects: [Any]) {
    self.name = name
    contents = objects
  }
  var objects: [Any]? {
    get { contents }
    set { contents = newValue ?? [] }
  }
  var indexTitle: String? { name.first.map { String($0).uppercased() } }
  var numberOfObjects: Int { contents.count }
}

/// What a controller tells of its objects' changes. Every method has a default that does nothing.
public protocol NSFetchedResultsControllerDelegate: AnyObject {
  /// Before the objects change.
  func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
  /// After the objects changed.
  func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
}

extension NSFetchedResultsControllerDelegate {
  public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
  public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
}
