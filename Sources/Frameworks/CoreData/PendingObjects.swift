/// A context's inserted, updated or deleted objects: in the order they came, each once, and
/// whether one is among them answered at once (a preview that inserts tens of thousands of
/// objects asks that at each change of each).
struct PendingObjects: Sequence, ExpressibleByArrayLiteral {
  /// The objects, in the order they came.
  private(set) var objects: [NSManagedObject] = []
  private var members: Set<ObjectIdentifier> = []
  /// The objects of each entity, for a fetch that wants a few entities of many.
  private var byEntity: [ObjectIdentifier: (entity: NSEntityDescription, objects: [NSManagedObject])] = [:]

  init(arrayLiteral elements: NSManagedObject...) { for element in elements { append(element) } }

  var isEmpty: Bool { objects.isEmpty }

  /// Whether `object` is among them.
  func contains(_ object: NSManagedObject) -> Bool { members.contains(ObjectIdentifier(object)) }

  /// Adds `object` at the end, unless it is among them.
  mutating func append(_ object: NSManagedObject) {
    guard members.insert(ObjectIdentifier(object)).inserted else { return }
    objects.append(object)
    byEntity[ObjectIdentifier(object.entity), default: (object.entity, [])].objects.append(object)
  }

  /// The objects of the entities `wanted` accepts.
  func objects(of wanted: (NSEntityDescription) -> Bool) -> [NSManagedObject] {
    byEntity.values.filter { wanted($0.entity) }.flatMap(\.objects)
  }

  /// Takes `object` away; false when it was not among them.
  @discardableResult
  mutating func remove(_ object: NSManagedObject) -> Bool {
    guard members.remove(ObjectIdentifier(object)) != nil else { return false }
    objects.removeAll { $0 === object }
    byEntity[ObjectIdentifier(object.entity)]?.objects.removeAll { $0 === object }
    return true
  }

  func makeIterator() -> IndexingIterator<[NSManagedObject]> { objects.makeIterator() }
}
