import Foundation

/// What to fetch: the models of a type a predicate accepts, in an order, a page of them.
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
  /// Which models (all when nil).
  public var predicate: Predicate<T>?
  /// In what order (insertion order when empty).
  public var sortBy: [SortDescriptor<T>]
  /// At most this many.
  public var fetchLimit: Int?
  /// After skipping this many.
  public var fetchOffset: Int?
  /// Whether models inserted and not saved are included (they are here, always).
  public var includePendingChanges = true
  /// Properties to fetch (all are, here).
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  /// Relationships to prefetch (all are in memory here).
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  /// A descriptor of the models `predicate` accepts, sorted by `sortBy`.
  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}

extension ModelContext {
  /// The models `descriptor` describes. A predicate that cannot be evaluated throws its error.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    var models = container.store.models(of: T.self).filter { !$0.isDeleted }
    if let predicate = descriptor.predicate {
      models = try models.filter { try predicate.evaluate($0) }
    }
    if !descriptor.sortBy.isEmpty { models.sort(using: descriptor.sortBy) }
    let offset = max(0, descriptor.fetchOffset ?? 0)
    guard offset < models.count else { return [] }
    let end = descriptor.fetchLimit.map { min(models.count, offset + max(0, $0)) } ?? models.count
    return Array(models[offset..<end])
  }

  /// The models `descriptor` describes, in batches (all at once here).
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> [T] {
    try fetch(descriptor)
  }

  /// How many models `descriptor` describes.
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    try fetch(descriptor).count
  }

  /// The identities of the models `descriptor` describes.
  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws
    -> [PersistentIdentifier]
  {
    try fetch(descriptor).map(\.persistentModelID)
  }

  /// Calls `block` with each model `descriptor` describes.
  public func enumerate<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, block: (T) throws -> Void)
    throws
  {
    for model in try fetch(descriptor) { try block(model) }
  }
}

extension PredicateExpressions {
  /// `localizedStandardContains(_:)` in a `#Predicate`: a case- and diacritic-insensitive
  /// search, as Finder and SwiftData's stores search.
  public struct LocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>:
    PredicateExpression,
    @unchecked Sendable
  where Root.Output: StringProtocol, Other.Output: StringProtocol {
    public typealias Output = Bool
    public let root: Root
    public let other: Other

    public init(root: Root, other: Other) {
      self.root = root
      self.other = other
    }

    public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
      let text = String(try root.evaluate(bindings))
      let search = String(try other.evaluate(bindings))
      return text.range(of: search, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
  }

  /// What `#Predicate` writes for `localizedStandardContains(_:)`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @_disfavoredOverload
  public static func build_localizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>(
    _ root: Root, _ other: Other
  ) -> LocalizedStandardContains<Root, Other> {
    LocalizedStandardContains(root: root, other: other)
  }
}

extension PredicateExpressions.LocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.LocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
