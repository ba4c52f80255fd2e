/// A context's inserted, updated or deleted objects: in the order they came, each once, and
/// whether one is among them answered at once (a preview that inserts tens of thousands of
/// objects asks that at each change of each).
struct PendingObjects: Sequence, ExpressibleByArrayLiteral {
  /// The objects, in the order they came.
  private(set) var objects: [NSManagedObject] = []
  private var members: Set<ObjectIdentifier> = []

  init(arrayLiteral elements: NSManagedObject...) { for element in elements { append(element) } }

  var isEmpty: Bool { objects.isEmpty }

  /// Whether `object` is among them.
  func contains(_ object: NSManagedObject) -> Bool { members.contains(ObjectIdentifier(object)) }

  /// Adds `object` at the end, unless it is among them.
  mutating func append(_ object: NSManagedObject) {
    if members.insert(ObjectIdentifier(object)).inserted { objects.append(object) }
  }

  /// Takes `object` away; false when it was not among them.
  @discardableResult
  mutating func remove(_ object: NSManagedObject) -> Bool {
    guard members.remove(ObjectIdentifier(object)) != nil else { return false }
    objects.removeAll { $0 === object }
    return true
  }

  func makeIterator() -> IndexingIterator<[NSManagedObject]> { objects.makeIterator() }
}
