import CoreData
import Foundation

/// The Core Data objects a fetch request describes, in sections, as SwiftUI's
/// `@SectionedFetchRequest`: consecutive objects (in the request's order) with the same value at
/// `sectionIdentifier` make one section, as `NSFetchedResultsController` makes them; sort by the
/// section's key first to have each section once. It follows the context as `@FetchRequest`
/// does.
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>:
  DynamicProperty
{
  let request: FetchRequest<Result>
  let sectionIdentifier: KeyPath<Result, SectionIdentifier>

  /// The objects `fetchRequest` describes, in sections by `sectionIdentifier`.
  public init(
    fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
    animation: Animation? = nil
  ) {
    request = FetchRequest(request: fetchRequest)
    self.sectionIdentifier = sectionIdentifier
  }

  /// The objects of `entity` that `predicate` accepts, sorted by `sortDescriptors`, in sections.
  public init(
    entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
    sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil
  ) {
    request = FetchRequest(entity: entity, sortDescriptors: sortDescriptors, predicate: predicate)
    self.sectionIdentifier = sectionIdentifier
  }

  /// The sections fetched before this evaluation of the body.
  public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
    SectionedFetchResults(results: request.wrappedValue, sectionIdentifier: sectionIdentifier)
  }
}

extension SectionedFetchRequest where Result: NSManagedObject {
  /// The objects of `Result`'s entity that `predicate` accepts, sorted by `sortDescriptors`, in
  /// sections.
  public init(
    sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
    predicate: NSPredicate? = nil, animation: Animation? = nil
  ) {
    request = FetchRequest(sortDescriptors: sortDescriptors, predicate: predicate)
    self.sectionIdentifier = sectionIdentifier
  }

  /// The objects of `Result`'s entity that `predicate` accepts, sorted by Swift's sort
  /// descriptors, in sections.
  public init(
    sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
    predicate: NSPredicate? = nil, animation: Animation? = nil
  ) {
    request = FetchRequest(sortDescriptors: sortDescriptors, predicate: predicate)
    self.sectionIdentifier = sectionIdentifier
  }
}

extension SectionedFetchRequest: BindableProperty {
  @MainActor func bind(to site: BindingSite) { request.bind(to: site) }
}

extension SectionedFetchRequest: _ComparableDynamicProperty {
  func _isSame(as other: Any) -> Bool { false }
}

/// The sections a `@SectionedFetchRequest` fetched, in order.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>:
  RandomAccessCollection
{
  /// The sections.
  let sections: [Section]
  let results: FetchedResults<Result>

  init(results: FetchedResults<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>) {
    self.results = results
    var sections: [Section] = []
    for element in results {
      let id = element[keyPath: sectionIdentifier]
      if let last = sections.indices.last, sections[last].id == id {
        sections[last].elements.append(element)
      } else {
        sections.append(Section(id: id, elements: [element]))
      }
    }
    self.sections = sections
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { sections.count }
  public subscript(position: Int) -> Section { sections[position] }

  /// The predicate of the request (setting it fetches again).
  public var nsPredicate: NSPredicate? {
    get { results.nsPredicate }
    nonmutating set { results.nsPredicate = newValue }
  }
  /// The sort descriptors of the request (setting them fetches again).
  public var nsSortDescriptors: [NSSortDescriptor] {
    get { results.nsSortDescriptors }
    nonmutating set { results.nsSortDescriptors = newValue }
  }

  /// One section: its identifier and its objects, in order.
  public struct Section: Identifiable, RandomAccessCollection {
    /// The value its objects share.
    public let id: SectionIdentifier
    var elements: [Result]

    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public subscript(position: Int) -> Result { elements[position] }
  }
}
